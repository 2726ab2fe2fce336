import dayjs from 'dayjs';
import { last30Window } from '../../registry/business-figures';

export interface ReportRange {
  from: string;
  to: string;
}

const isDate = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  dayjs(value).format('YYYY-MM-DD') === value;

/**
 * The report's date range from `?from=&to=`: the last 30 days ending today
 * by default (the server's own default), and a reversed range swapped
 * rather than sent for a 422.
 */
export function parseReportRange(
  from: string | null,
  to: string | null,
  today: string,
): ReportRange {
  const end = isDate(to) ? to : today;
  const start = isDate(from) ? from : last30Window(end).from;
  return start <= end ? { from: start, to: end } : { from: end, to: start };
}
