import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import TextField from '@mui/material/TextField';
import { LtrValue } from '../../components/fields/ltr-value';
import { Phrase } from '../../components/fields/phrase';
import type { ReportRange } from './report-range';

const PRESETS = [7, 30, 90] as const;

interface ReportRangeFieldsProps {
  range: ReportRange;
  /** `YYYY-MM-DD`; the last day a range may reach. */
  today: string;
  onChange: (next: Partial<ReportRange>) => void;
}

/**
 * A report's From and To dates and its quick ranges (the last 7, 30 or 90
 * days), as the report pages and the reports on record pages show them.
 */
export function ReportRangeFields({
  range,
  today,
  onChange,
}: ReportRangeFieldsProps) {
  return (
    <>
      <TextField
        type="date"
        size="small"
        label="From"
        value={range.from}
        onChange={(e) => e.target.value && onChange({ from: e.target.value })}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { max: range.to },
        }}
      />
      <TextField
        type="date"
        size="small"
        label="To"
        value={range.to}
        onChange={(e) => e.target.value && onChange({ to: e.target.value })}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: range.from, max: today },
        }}
      />
      <ButtonGroup size="small" aria-label="Quick ranges">
        {PRESETS.map((days) => (
          <Button
            key={days}
            onClick={() =>
              onChange({
                from: dayjs(today)
                  .subtract(days - 1, 'day')
                  .format('YYYY-MM-DD'),
                to: today,
              })
            }
          >
            {/* One text run: a button lays out its children as flex items, which drops the space. */}
            <Phrase>
              <LtrValue>{days}</LtrValue> days
            </Phrase>
          </Button>
        ))}
      </ButtonGroup>
    </>
  );
}
