import { marketplaceDate } from '../../registry/marketplace-clock';
import { useList } from '@refinedev/core';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ViewList from '@mui/icons-material/ViewList';
import { humanizeEnum } from '../../components/fields/format';
import { useResourceEntry } from '../use-resource-entry';
import { buildMonthGrid, parseMonth } from './month-grid';
import { displayText } from '../../components/fields/display-text';
import { pagePaths } from '../../registry/paths';

type Row = Record<string, unknown>;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * System Settings › Holidays › Calendar: the month's holidays as chips on a
 * Monday-first grid, so a gap or a clash (two holidays on one date, a state
 * holiday entered as national) shows at a glance. `?month=YYYY-MM` keeps the
 * month in the URL for back/forward and sharing.
 */
export default function HolidayCalendar({
  resourceKey,
}: {
  resourceKey: string;
}) {
  const resource = useResourceEntry(resourceKey);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const today = marketplaceDate();
  const month = parseMonth(params.get('month'), today);
  const weeks = buildMonthGrid(month, today);
  const first = weeks[0]?.[0]?.date ?? `${month}-01`;
  const last = weeks.at(-1)?.at(-1)?.date ?? `${month}-28`;
  const { query, result } = useList<Row>({
    resource: resourceKey,
    filters: [
      { field: 'date', operator: 'gte', value: first },
      { field: 'date', operator: 'lte', value: last },
    ],
    sorters: [{ field: 'date', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 100 },
  });
  const byDate = new Map<string, Row[]>();
  for (const holiday of result.data) {
    const date = displayText(holiday.date, '').slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), holiday]);
  }
  const goTo = (next: string) => setParams({ month: next });
  const shift = (months: number) =>
    goTo(dayjs(`${month}-01`).add(months, 'month').format('YYYY-MM'));
  const inMonth = result.data.filter((h) =>
    displayText(h.date, '').startsWith(month),
  ).length;

  return (
    <Stack spacing={6}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
        spacing={4}
      >
        <Box>
          <Typography variant="h5" component="h1" fontWeight={600}>
            Holiday calendar
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {query.isLoading
              ? 'Loading…'
              : `${inMonth} ${inMonth === 1 ? 'holiday' : 'holidays'} this month`}
          </Typography>
        </Box>
        <Stack
          direction="row"
          spacing={2}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
        >
          <Tooltip title="Previous month">
            <IconButton aria-label="Previous month" onClick={() => shift(-1)}>
              <ChevronLeft />
            </IconButton>
          </Tooltip>
          <Typography
            variant="h6"
            component="h2"
            aria-live="polite"
            sx={{ minWidth: { xs: 140, sm: 170 }, textAlign: 'center' }}
          >
            {dayjs(`${month}-01`).format('MMMM YYYY')}
          </Typography>
          <Tooltip title="Next month">
            <IconButton aria-label="Next month" onClick={() => shift(1)}>
              <ChevronRight />
            </IconButton>
          </Tooltip>
          <Button variant="outlined" onClick={() => goTo(today.slice(0, 7))}>
            Today
          </Button>
          <Button
            component={RouterLink}
            to={pagePaths.list(resourceKey)}
            startIcon={<ViewList />}
          >
            {resource.label.many} list
          </Button>
        </Stack>
      </Stack>

      {query.isError && (
        <Alert severity="error">
          The holidays could not be loaded: {query.error.message}
        </Alert>
      )}

      <Card sx={{ overflowX: 'auto', position: 'relative' }}>
        {query.isFetching && (
          <LinearProgress sx={{ position: 'absolute', left: 0, right: 0 }} />
        )}
        <Box
          role="grid"
          aria-label={`Holidays in ${dayjs(`${month}-01`).format('MMMM YYYY')}`}
          sx={{ minWidth: 720 }}
        >
          <Box
            role="row"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}
          >
            {WEEKDAYS.map((day) => (
              <Box
                role="columnheader"
                key={day}
                sx={{
                  py: 2,
                  textAlign: 'center',
                  typography: 'caption',
                  fontWeight: 600,
                  color: 'text.secondary',
                  borderBottom: 1,
                  borderColor: 'divider',
                  textTransform: 'uppercase',
                }}
              >
                {day}
              </Box>
            ))}
          </Box>
          {weeks.map((week) => (
            <Box
              role="row"
              key={week[0]?.date}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}
            >
              {week.map((day, column) => {
                const holidays = byDate.get(day.date) ?? [];
                return (
                  <Box
                    role="gridcell"
                    key={day.date}
                    aria-label={`${dayjs(day.date).format('D MMMM YYYY')}${day.isToday ? ', today' : ''}${holidays.length ? `, ${holidays.length} holiday${holidays.length > 1 ? 's' : ''}` : ''}`}
                    aria-current={day.isToday ? 'date' : undefined}
                    sx={{
                      minHeight: 104,
                      p: 1.5,
                      borderBottom: 1,
                      borderRight: column < 6 ? 1 : 0,
                      borderColor: 'divider',
                      bgcolor: day.isInMonth
                        ? 'background.paper'
                        : 'action.hover',
                      display: 'flex',
                      flexDirection: 'column',
                      gap: 1,
                      minWidth: 0,
                    }}
                  >
                    <Box
                      sx={{
                        alignSelf: 'flex-end',
                        width: 28,
                        height: 28,
                        borderRadius: '50%',
                        display: 'grid',
                        placeItems: 'center',
                        typography: 'body2',
                        fontWeight: day.isToday ? 700 : 400,
                        color: day.isToday
                          ? 'primary.contrastText'
                          : day.isInMonth
                            ? 'text.primary'
                            : 'text.secondary',
                        bgcolor: day.isToday ? 'primary.main' : 'transparent',
                      }}
                    >
                      {day.dayOfMonth}
                    </Box>
                    {holidays.map((holiday) => (
                      <Tooltip
                        key={String(holiday.id)}
                        title={`${displayText(holiday.name, '')} · ${humanizeEnum(holiday.scope)}${holiday.state ? ` (${humanizeEnum(holiday.state)})` : ''}`}
                      >
                        <Chip
                          size="small"
                          clickable
                          color={
                            holiday.scope === 'NATIONAL'
                              ? 'primary'
                              : 'secondary'
                          }
                          variant={day.isInMonth ? 'filled' : 'outlined'}
                          label={displayText(
                            holiday.name,
                            `#${displayText(holiday.id)}`,
                          )}
                          onClick={() =>
                            void navigate(
                              pagePaths.show(resourceKey, String(holiday.id)),
                            )
                          }
                          sx={{
                            maxWidth: '100%',
                            justifyContent: 'flex-start',
                          }}
                        />
                      </Tooltip>
                    ))}
                  </Box>
                );
              })}
            </Box>
          ))}
        </Box>
      </Card>
    </Stack>
  );
}
