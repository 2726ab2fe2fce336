import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { RouteLink } from '../../../components/links/route-link';

/**
 * The grid cell that names a record, as a real link to its page: a middle
 * click or "open in new tab" works, and a screen reader lists it among the
 * page's links. The row's own click and Enter open the same page, so the
 * link stops its click from reaching the row (which would navigate twice).
 */
export function RecordKeyLink({
  to,
  children,
}: {
  to: string;
  children: ReactNode;
}) {
  return (
    <Link
      component={RouteLink}
      to={to}
      underline="hover"
      onClick={(event) => event.stopPropagation()}
      sx={{ fontWeight: 600, color: 'text.primary' }}
    >
      {children}
    </Link>
  );
}
