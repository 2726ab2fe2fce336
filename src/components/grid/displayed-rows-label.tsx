import { useContext } from 'react';
import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import { LtrValue } from '../fields/ltr-value';
import { Phrase } from '../fields/phrase';
import { EstimatedRowCount } from './row-count';
import { RowCountValue } from './row-count-value';

const grouped = new Intl.NumberFormat('en-MY');

function DisplayedRows({
  from,
  to,
  count,
}: Pick<LabelDisplayedRowsArgs, 'from' | 'to' | 'count'>) {
  const estimate = useContext(EstimatedRowCount);
  let total = <RowCountValue count={count} isEstimate={false} />;
  if (count === -1)
    total =
      estimate === undefined ? (
        // A server that does not count its rows: MUI's own wording.
        <>
          more than <LtrValue>{grouped.format(to)}</LtrValue>
        </>
      ) : (
        <RowCountValue count={estimate} isEstimate />
      );
  return (
    <Phrase>
      <LtrValue>{`${grouped.format(from)}–${grouped.format(to)}`}</LtrValue>
      {' of '}
      {total}
    </Phrase>
  );
}

/**
 * A grid pagination's "1–25 of 400" with each figure isolated left to
 * right: written as one string, a right-to-left page lays it out as
 * "of 400 25–1". The sentence reads in its own words' direction. A count
 * the server estimated (`EstimatedRowCount`) reads "1–25 of about 5.0M".
 */
export function displayedRowsLabel({
  from,
  to,
  count,
}: LabelDisplayedRowsArgs) {
  return <DisplayedRows from={from} to={to} count={count} />;
}
