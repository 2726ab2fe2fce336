import { formatDate, toDate } from '../../registry/display-format';
import {
  marketplaceDate,
  marketplaceTimeZone,
} from '../../registry/marketplace-clock';

/**
 * When an enquiry last moved, as a mailbox says it: the time of day for
 * today's, else the day. The full time is the row's tooltip; the short
 * form leaves the customer's name its room in a narrow inbox column.
 */
export function inboxWhen(value: unknown, now: Date = new Date()): string {
  const instant = toDate(value);
  if (!instant) return '—';
  if (marketplaceDate(instant) !== marketplaceDate(now))
    return formatDate(instant);
  return new Intl.DateTimeFormat('en-MY', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: marketplaceTimeZone(),
  }).format(instant);
}
