import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ShowHeaderProps {
  /** Route key of the list the breadcrumb goes back to. */
  listKey: string;
  listLabel: string;
  /** The page heading, e.g. "Order ORD0000042". */
  heading: string;
  crumb: string;
  isLoading: boolean;
  /** Beside the heading: status chips. */
  badges?: ReactNode;
  /** Under the heading: links to related records, dates. */
  subtitle?: ReactNode;
  /** Right-hand buttons. */
  actions?: ReactNode;
}

/** The heading block of the richer show screens, laid out like the generic show page's. */
export function ShowHeader({
  listKey,
  listLabel,
  heading,
  crumb,
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
          <Typography color="text.primary">{crumb}</Typography>
        </Breadcrumbs>
        <Stack
          direction="row"
          spacing={3}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
        >
          <Typography variant="h5" component="h1" fontWeight={600}>
            {isLoading ? <Skeleton width={240} /> : heading}
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
