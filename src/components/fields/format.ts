/**
 * Display formats shared by grids, show pages and charts. Pure functions so
 * that one rule serves every screen and is tested once.
 */
export {
  formatDate,
  formatDateTime,
  formatMoney,
  formatWallClock,
} from '../../registry/display-format';

export function formatPercent(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? `${value}%`
    : '—';
}

export { humanizeEnum } from '../../registry/humanize-enum';
