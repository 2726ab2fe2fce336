/**
 * Display formats shared by grids, show pages and charts. Pure functions so
 * that one rule serves every screen and is tested once.
 */
import { toDate } from '../../registry/display-format';

const dateTimeFormat = new Intl.DateTimeFormat('en-MY', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export { formatDate, formatMoney } from '../../registry/display-format';

export function formatDateTime(value: unknown): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '—';
}

export function formatPercent(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? `${value}%`
    : '—';
}

export { humanizeEnum } from '../../registry/humanize-enum';
