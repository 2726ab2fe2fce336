import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Phrase } from '../../components/fields/phrase';

interface ShowHeaderProps {
  /** Route key of the list the breadcrumb goes back to. */
  listKey: string;
  listLabel: string;
  /** The record's code or name: the breadcrumb's last step and the heading's subject. */
  recordTitle: string;
  /** Before the title in the heading: "Order" makes "Order ORD0000042". */
  headingPrefix?: string;
  isLoading: boolean;
  /** Beside the heading: status chips. */
  badges?: ReactNode;
  /** Under the heading: links to related records, dates. */
  subtitle?: ReactNode;
  /** Right-hand buttons. */
  actions?: ReactNode;
}

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
  badges,
  subtitle,
  actions,
}: ShowHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      justifyContent="space-between"
      alignItems={{ md: 'flex-start' }}
      spacing={4}
    >
      <Box>
        <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
          <Link
            component={RouterLink}
            to={`/admin/${listKey}`}
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
          <Typography variant="h5" component="h1" fontWeight={600}>
            {isLoading ? (
              <Skeleton width={240} />
            ) : (
              <Phrase>
                {headingPrefix && `${headingPrefix} `}
                <bdi>{recordTitle}</bdi>
              </Phrase>
            )}
          </Typography>
          {badges}
        </Stack>
        {subtitle && (
          <Box sx={{ mt: 2, color: 'text.secondary' }}>{subtitle}</Box>
        )}
      </Box>
      {actions && (
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
