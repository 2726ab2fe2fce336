import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Phrase } from '../../components/fields/phrase';
import { pagePaths } from '../../registry/paths';
import { RecordPresence } from '../presence/record-presence';

interface ShowHeaderProps {
  /** Route key of the list the breadcrumb goes back to. */
  listKey: string;
  listLabel: string;
  /** The record's code or name: the breadcrumb's last step and the heading's subject. */
  recordTitle: string;
  /** Before the title in the heading: "Order" makes "Order ORD0000042". */
  headingPrefix?: string;
  isLoading: boolean;
  /**
   * The title is already known while the record loads (the list that
   * opened the page showed it): the heading shows it instead of a skeleton.
   */
  isTitleKnown?: boolean;
  /** Beside the heading: status chips. */
  badges?: ReactNode;
  /** Under the heading: links to related records, dates. */
  subtitle?: ReactNode;
  /** Right-hand buttons. */
  actions?: ReactNode;
  /** The record shown (registry name and id): who else has it open shows under the heading. */
  presence?: { resource: string; id: string };
  /**
   * What the header holds once the record is in: how many facts the
   * subtitle lists and whether there are action buttons. Their skeletons
   * keep that room while it loads, so nothing below moves when it arrives.
   */
  skeleton?: { subtitleItems: number; actions: boolean };
}

/**
 * From md the actions sit beside the heading, and the
 * subtitle has the whole width under both: its lines do not depend on how
 * many buttons the record's state offers, which are known only once it is
 * in (a subtitle squeezed beside them wrapped when they came, and pushed
 * the page down by a line). On a phone all stack, the actions last.
 */
const headerLayout = {
  display: 'grid',
  // The actions as wide as they are, up to half the width: a record's
  // pending-approval notice among them wraps rather than squeeze the title.
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    md: 'minmax(0, 1fr) fit-content(50%)',
  },
  gridTemplateAreas: {
    xs: '"title" "subtitle" "presence" "actions"',
    md: '"title actions" "subtitle subtitle" "presence presence"',
  },
  columnGap: 4,
  alignItems: 'start',
} as const;

/** How the screens lay out their subtitle facts: one a line on a phone, side by side from sm. */
const subtitleDirection = { xs: 'column', sm: 'row' } as const;
const subtitleSpacing = { xs: 1, sm: 6 } as const;

/**
 * The heading block of the richer show screens, laid out like the generic
 * show page's. The record's title is isolated (`<bdi>`, direction from its
 * own letters), so in a right-to-left page a code keeps its characters in
 * order and does not trade places with the words around it.
 */
export function ShowHeader({
  listKey,
  listLabel,
  recordTitle,
  headingPrefix,
  isLoading,
  isTitleKnown = false,
  badges,
  subtitle,
  actions,
  presence,
  skeleton = { subtitleItems: 0, actions: false },
}: ShowHeaderProps) {
  const loadingSubtitle = isLoading && skeleton.subtitleItems > 0 && (
    <Stack direction={subtitleDirection} spacing={subtitleSpacing}>
      {Array.from({ length: skeleton.subtitleItems }, (_, i) => (
        <Typography key={i} variant="body2" component="span">
          <Skeleton width={160} />
        </Typography>
      ))}
    </Stack>
  );
  // A skeleton round a hidden button is exactly a button's size.
  const shownActions =
    isLoading && skeleton.actions ? (
      <Skeleton variant="rounded">
        <Button variant="contained">Loading actions</Button>
      </Skeleton>
    ) : (
      actions
    );
  return (
    <Box sx={headerLayout}>
      <Box sx={{ gridArea: 'title' }}>
        <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
          <Link
            component={RouterLink}
            to={pagePaths.list(listKey)}
            underline="hover"
          >
            {listLabel}
          </Link>
          <Typography color="text.primary">
            <bdi>{recordTitle}</bdi>
          </Typography>
        </Breadcrumbs>
        <Stack
          direction="row"
          spacing={3}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
        >
          <Typography
            variant="h5"
            component="h1"
            fontWeight={600}
            // On a phone the chips take a line of their own, whatever the
            // heading's length, so the header's height is known before the
            // record is.
            sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}
          >
            {isLoading && !isTitleKnown ? (
              <Skeleton width={240} />
            ) : (
              <Phrase>
                {headingPrefix && `${headingPrefix} `}
                <bdi>{recordTitle}</bdi>
              </Phrase>
            )}
          </Typography>
          {isLoading ? (
            <Skeleton variant="rounded" width={90} height={24} />
          ) : (
            badges
          )}
        </Stack>
      </Box>
      {(subtitle || loadingSubtitle) && (
        <Box sx={{ gridArea: 'subtitle', mt: 2, color: 'text.secondary' }}>
          {subtitle || loadingSubtitle}
        </Box>
      )}
      {presence && (
        <Box sx={{ gridArea: 'presence' }}>
          <RecordPresence {...presence} />
        </Box>
      )}
      {shownActions && (
        <Stack
          direction="row"
          spacing={2}
          flexWrap="wrap"
          useFlexGap
          sx={{
            gridArea: 'actions',
            mt: { xs: 4, md: 0 },
            justifyContent: { md: 'flex-end' },
          }}
        >
          {shownActions}
        </Stack>
      )}
    </Box>
  );
}
