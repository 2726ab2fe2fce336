import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import { LtrValue } from '../fields/ltr-value';
import { Phrase } from '../fields/phrase';

const grouped = new Intl.NumberFormat('en-MY');

/**
 * A grid pagination's "1–25 of 400" with each figure isolated left to
 * right: written as one string, a right-to-left page lays it out as
 * "of 400 25–1". The sentence reads in its own words' direction.
 */
export function displayedRowsLabel({
  from,
  to,
  count,
}: LabelDisplayedRowsArgs) {
  return (
    <Phrase>
      <LtrValue>{`${grouped.format(from)}–${grouped.format(to)}`}</LtrValue>
      {' of '}
      {count === -1 ? (
        // A server that does not count its rows: MUI's own wording.
        <>
          more than <LtrValue>{grouped.format(to)}</LtrValue>
        </>
      ) : (
        <LtrValue>{grouped.format(count)}</LtrValue>
      )}
    </Phrase>
  );
}
