import { PresenceStrip } from './presence-strip';
import { useRecordPresence } from './use-record-presence';

/**
 * A record's page header strip: while the page is open, everyone else on
 * the record sees this user, and this user sees them.
 */
export function RecordPresence({
  resource,
  id,
}: {
  resource: string;
  id: string;
}) {
  const { others, lockHolder } = useRecordPresence(resource, id, 'view');
  return <PresenceStrip others={others} lockHolder={lockHolder} />;
}
