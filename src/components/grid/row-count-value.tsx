import { LtrValue } from '../fields/ltr-value';
import { roughCount } from './row-count';

const grouped = new Intl.NumberFormat('en-MY');

/**
 * A count of rows as the list says it: `1,234`, or `about 5.0M` when the
 * server estimated it; the figure isolated left to right.
 */
export function RowCountValue({
  count,
  isEstimate,
}: {
  count: number;
  isEstimate: boolean;
}) {
  return isEstimate ? (
    <>
      about <LtrValue>{roughCount(count)}</LtrValue>
    </>
  ) : (
    <LtrValue>{grouped.format(count)}</LtrValue>
  );
}
