import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AnyResource } from '../../../registry/define-resource';
import { formatMoney } from '../../../components/fields/format';
import { LtrValue } from '../../../components/fields/ltr-value';
import { Phrase } from '../../../components/fields/phrase';
import { RowCountValue } from '../../../components/grid/row-count-value';
import type { ListTotals as Sums } from '../../../providers/response-extras';

const countFormat = new Intl.NumberFormat('en-MY');

/**
 * The entry's sums (`list.totals`) over every row the list's filters match,
 * not only the page shown, as the list's own request answered them; one
 * labelled figure per field. Nothing while they have not arrived; where
 * the server withheld them (too many rows to sum on request), what to do
 * to see them.
 */
export function ListTotals({
  resource,
  totals,
  isWithheld,
  rowCount,
}: {
  resource: AnyResource;
  totals: Sums;
  isWithheld: boolean;
  /** The rows the totals are over, as the list counted or estimated them. */
  rowCount: { count: number; isEstimate: boolean };
}) {
  const names = (resource.list?.totals ?? []).filter(
    (name) => typeof totals[name] === 'number',
  );
  if (names.length === 0 && !isWithheld) return null;
  const noun =
    rowCount.count === 1 && !rowCount.isEstimate
      ? resource.label.one.toLowerCase()
      : resource.label.many.toLowerCase();
  return (
    <Box
      component="section"
      aria-labelledby="list-totals-title"
      sx={{ px: 5, py: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography
        id="list-totals-title"
        component="h2"
        variant="body2"
        color="text.secondary"
      >
        <Phrase>
          Totals of {rowCount.isEstimate ? '' : 'the '}
          <RowCountValue {...rowCount} /> matching {noun}
        </Phrase>
      </Typography>
      {isWithheld ? (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          Too many {resource.label.many.toLowerCase()} match to add up here.
          Narrow the search or the filters to see their totals.
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1.5,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            gap: 3,
          }}
        >
          {names.map((name) => {
            const field = resource.fields[name];
            const value = totals[name] ?? 0;
            return (
              <div key={name}>
                <Typography
                  component="dt"
                  variant="caption"
                  color="text.secondary"
                >
                  {field?.label ?? name}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  <LtrValue>
                    {field?.kind === 'money'
                      ? formatMoney(value)
                      : countFormat.format(value)}
                  </LtrValue>
                </Typography>
              </div>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
