import type { ReactNode } from 'react';
import { RouteLink } from '../../../components/links/route-link';
import { sharedClasses } from '../../../components/shared-classes';

/**
 * The grid cell that names a record, as a real link to its page: a middle
 * click or "open in new tab" works, and a screen reader lists it among the
 * page's links. The row's own click and Enter open the same page, so the
 * link stops its click from reaching the row (which would navigate twice).
 * A plain anchor with shared classes, as a grid draws one a row.
 */
export function RecordKeyLink({
  to,
  children,
}: {
  to: string;
  children: ReactNode;
}) {
  return (
    <RouteLink
      to={to}
      className={`${sharedClasses.link} ${sharedClasses.keyLink}`}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </RouteLink>
  );
}
