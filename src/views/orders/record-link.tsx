import { useOne } from '@refinedev/core';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { getResource } from '../../../resources.config';
import { resourceKey } from '../../registry/resource-key';

interface RecordLinkProps {
  /** The referenced resource's API name, as in a reference field's `to`. */
  to: string;
  id: unknown;
}

/**
 * A link to a referenced record that reads as its title ("Nasi Kandar
 * Pelita, Bangsar") rather than the bare id FieldValue shows in grids.
 */
export function RecordLink({ to, id }: RecordLinkProps) {
  const target = getResource(to);
  const hasId = typeof id === 'number' || (typeof id === 'string' && id !== '');
  const key = target ? resourceKey(target) : to;
  const { query, result } = useOne<Record<string, unknown>>({
    resource: key,
    id: hasId ? String(id) : '',
    queryOptions: { enabled: hasId && Boolean(target) },
  });
  if (!hasId) {
    return (
      <Typography component="span" color="text.disabled">
        —
      </Typography>
    );
  }
  if (query.isLoading)
    return <Skeleton width={120} sx={{ display: 'inline-block' }} />;
  const titleValue = target?.titleField
    ? result?.[target.titleField]
    : undefined;
  const label =
    typeof titleValue === 'string' || typeof titleValue === 'number'
      ? String(titleValue)
      : `#${String(id)}`;
  return (
    <Link component={RouterLink} to={`/admin/${key}/show/${String(id)}`}>
      {label}
    </Link>
  );
}
