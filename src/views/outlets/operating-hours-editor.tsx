import { useState } from 'react';
import {
  useCan,
  useCreate,
  useInvalidate,
  useList,
  useNotification,
  useUpdate,
} from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { humanizeEnum } from '../../components/fields/format';
import { ConfirmDialog } from '../../components/actions/confirm-dialog';
import { useLeaveGuard } from '../generic/form/use-leave-guard';
import { buildWeekHours, changedDays, type DayHours } from './week-hours';
import { failedRead } from '../generic/load-failed';

const RESOURCE = 'merchant-outlet-operating-hours';

/**
 * A day's row: name, opening and closing time and the closed switch in a
 * line from sm; on a phone the name and the switch above the two times,
 * which do not fit beside them.
 */
const daySx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr 1fr', sm: '100px 140px 140px auto' },
  gridTemplateAreas: {
    xs: '"day closed" "opens closes"',
    sm: '"day opens closes closed"',
  },
  alignItems: 'center',
  gap: 4,
} as const;

/**
 * The outlet's regular week: open and close per day, or closed all day.
 * Saves one operating-hours row per changed day (creating the missing ones),
 * so the app and the order cut-off read the same rows the list screen edits.
 */
export function OperatingHoursEditor({ outletId }: { outletId: string }) {
  const { query, result } = useList<Record<string, unknown>>({
    resource: RESOURCE,
    filters: [{ field: 'outletId', operator: 'eq', value: outletId }],
    pagination: { currentPage: 1, pageSize: 100 },
    // Said in place of the week, not in a toast too.
    errorNotification: false,
  });
  const { data: canEdit } = useCan({ resource: RESOURCE, action: 'edit' });
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const invalidate = useInvalidate();
  const { open } = useNotification();
  // Edits live beside the stored rows rather than in a copy of them, so a refetch after saving shows the server's truth.
  const [edits, setEdits] = useState<
    Partial<Record<string, Partial<DayHours>>>
  >({});
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stored = buildWeekHours(result.data);
  const week = stored.map((day) => ({ ...day, ...edits[day.dayOfWeek] }));
  const dirty = changedDays(stored, week);
  const isDirty = Object.keys(edits).length > 0;
  const isReadOnly = !canEdit?.can;
  const leaveGuard = useLeaveGuard(isDirty);

  // An edited day keeps the version it started from, so saving it over
  // someone else's newer hours is a 409 rather than a silent overwrite.
  const setDay = (day: DayHours, patch: Partial<DayHours>) =>
    setEdits((all) => ({
      ...all,
      [day.dayOfWeek]: {
        ...all[day.dayOfWeek],
        version: day.version,
        ...patch,
      },
    }));

  const handleSave = async () => {
    if (isSaving) return;
    setSaving(true);
    setError(null);
    const changedMeanwhile: DayHours[] = [];
    try {
      await Promise.all(
        dirty.map(async (day) => {
          const values = {
            opensAt: day.opensAt,
            closesAt: day.closesAt,
            isClosed: day.isClosed,
          };
          return day.id === undefined
            ? create({
                resource: RESOURCE,
                values: {
                  ...values,
                  outletId: Number(outletId),
                  dayOfWeek: day.dayOfWeek,
                },
                successNotification: false,
                errorNotification: false,
              })
            : update({
                resource: RESOURCE,
                id: day.id,
                values: { ...values, version: day.version },
                successNotification: false,
                errorNotification: false,
              }).catch((e: unknown) => {
                const current = (e as { current?: Record<string, unknown> })
                  .current;
                if (typeof current?.version !== 'number') throw e;
                // Keep the typed hours, now based on theirs: a second save replaces them.
                changedMeanwhile.push(day);
                setDay(day, { version: current.version });
              });
        }),
      );
      if (changedMeanwhile.length > 0) {
        setError(
          `Someone else changed the hours of ${changedMeanwhile.map((d) => humanizeEnum(d.dayOfWeek)).join(', ')} while you were editing. Your hours are still shown: save again to replace theirs, or Discard to see theirs.`,
        );
        return;
      }
      setEdits({});
      open?.({ type: 'success', message: 'Operating hours saved' });
    } catch (e) {
      setError(
        e instanceof Error
          ? e.message
          : 'The hours could not be saved; try again.',
      );
    } finally {
      setSaving(false);
      await invalidate({ resource: RESOURCE, invalidates: ['list'] });
    }
  };

  // A week built from rows that were never read would show every day
  // closed, and saving it would create rows that exist: the failure instead.
  const failed = failedRead('Operating hours', query);

  return (
    <Card>
      <CardHeader
        title="Operating hours"
        subheader="Regular week; a closing time earlier than the opening time runs past midnight."
        titleTypographyProps={{ variant: 'h6' }}
        // On a phone the buttons go under the title rather than squeeze it
        // into a column a word wide.
        sx={{
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          rowGap: 3,
          '& .MuiCardHeader-content': { flexBasis: { xs: '100%', sm: 0 } },
        }}
        action={
          !isReadOnly && (
            <Stack direction="row" spacing={2}>
              <Button
                color="inherit"
                disabled={!isDirty || isSaving}
                onClick={() => {
                  setEdits({});
                  setError(null);
                }}
              >
                Discard
              </Button>
              <Button
                variant="contained"
                disabled={!isDirty || isSaving}
                onClick={() => void handleSave()}
                startIcon={
                  isSaving ? (
                    <CircularProgress size={16} color="inherit" />
                  ) : undefined
                }
              >
                Save hours
              </Button>
            </Stack>
          )
        }
      />
      <CardContent sx={{ pt: 5 }}>
        {query.isLoading ? (
          <Skeleton height={240} />
        ) : failed ? (
          failed
        ) : (
          // Room above each row for the shrunk "Opens"/"Closes" labels.
          <Stack spacing={5} role="group" aria-label="Operating hours">
            {week.map((day) => (
              <Box key={day.dayOfWeek} sx={daySx}>
                <Typography sx={{ gridArea: 'day' }} fontWeight={500}>
                  {humanizeEnum(day.dayOfWeek)}
                </Typography>
                <TextField
                  type="time"
                  size="small"
                  label="Opens"
                  value={day.opensAt}
                  disabled={day.isClosed || isReadOnly}
                  onChange={(e) => setDay(day, { opensAt: e.target.value })}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: {
                      'aria-label': `${humanizeEnum(day.dayOfWeek)} opens`,
                    },
                  }}
                  sx={{ gridArea: 'opens' }}
                />
                <TextField
                  type="time"
                  size="small"
                  label="Closes"
                  value={day.closesAt}
                  disabled={day.isClosed || isReadOnly}
                  onChange={(e) => setDay(day, { closesAt: e.target.value })}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: {
                      'aria-label': `${humanizeEnum(day.dayOfWeek)} closes`,
                    },
                  }}
                  sx={{ gridArea: 'closes' }}
                />
                <FormControlLabel
                  sx={{
                    gridArea: 'closed',
                    justifySelf: { xs: 'end', sm: 'start' },
                  }}
                  control={
                    <Switch
                      checked={day.isClosed}
                      disabled={isReadOnly}
                      onChange={(e) =>
                        setDay(day, { isClosed: e.target.checked })
                      }
                      inputProps={{
                        'aria-label': `${humanizeEnum(day.dayOfWeek)} closed all day`,
                      }}
                    />
                  }
                  label="Closed"
                />
              </Box>
            ))}
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 4 }}>
            {error}
          </Alert>
        )}
      </CardContent>
      <ConfirmDialog
        open={leaveGuard.isAsking}
        title="Leave without saving the hours?"
        body="Your changes to the operating hours have not been saved. If you leave, they are lost."
        confirmLabel="Leave"
        dismissLabel="Keep editing"
        tone="error"
        isPending={false}
        error={null}
        onClose={leaveGuard.stay}
        onConfirm={leaveGuard.leave}
      />
    </Card>
  );
}
