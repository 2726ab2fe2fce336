import { columnLabel } from './column-label';
import type { FieldSpec } from '../../../registry/define-resource';
import { enums } from '../../../registry/enums';
import { kindOf } from '../../../registry/field-kinds/kind-table';
import { humanizeEnum } from '../../../registry/humanize-enum';

/**
 * Average advance of a character of the grid's 14 px Inter in words
 * (labels), rounded up so a label never clips; and in formatted figures
 * (amounts, dates: tabular digits, spaces and commas), as measured.
 */
const CHAR_PX = 7.2;
const FIGURE_CHAR_PX = 6.9;
/** A cell's inline padding (10 px each side). */
const CELL_PADDING_PX = 20;
/** A sorted header's arrow beside its label (the menu button overlays on hover). */
const HEADER_ICONS_PX = 28;
/**
 * A digit's advance in the grid's 13 px Inter with tabular figures (as
 * measured: 100000 is 50.6 px), and an id column that holds seven of them.
 */
const DIGIT_PX = 8.5;
const ID_WIDTH_PX = Math.ceil(7 * DIGIT_PX) + CELL_PADDING_PX;
/** A small outlined chip's padding and border around its label. */
const CHIP_PX = 22;
/**
 * Text and reference columns share what is left, never narrower than the
 * first of these nor, for a long header, wider than the second (a long
 * label ends with an ellipsis rather than pushing columns off screen).
 */
const MIN_FLEX_PX = 110;
const MAX_FLEX_FLOOR_PX = 130;
/** The column that names the record gets room for a name. */
const KEY_FLEX_FLOOR_PX = 140;

function textWidth(text: string, charPx = CHAR_PX): number {
  return Math.ceil(text.length * charPx);
}

/**
 * A column's size from what its cells can hold: a fixed width for kinds
 * whose widest value is known (money, dates, state chips from the enum's
 * longest label), and a share of the free space with a floor for free
 * text and references. A fixed column's header always fits; a long one
 * on a shared column ends in an ellipsis instead.
 */
export function columnWidth(
  name: string,
  field: FieldSpec,
  isKey = false,
): { width: number } | { flex: number; minWidth: number } {
  const header =
    textWidth(columnLabel(field)) + CELL_PADDING_PX + HEADER_ICONS_PX;
  if (name === 'id') return { width: Math.max(header, ID_WIDTH_PX) };
  // The kind says how wide its cells are drawn (the field-kinds table).
  const { sizing } = kindOf(field).grid;
  let content: number | undefined;
  if (typeof sizing === 'object' && 'sample' in sizing)
    content = textWidth(sizing.sample, FIGURE_CHAR_PX);
  else if (typeof sizing === 'object') content = sizing.drawn;
  else if (sizing === 'labels' && field.kind === 'enum') {
    const labels: readonly string[] = enums[field.enumKey];
    const longest = Math.max(...labels.map((v) => humanizeEnum(v).length));
    content = Math.ceil(longest * CHAR_PX) + CHIP_PX;
  }
  if (content === undefined) {
    const floor = Math.min(Math.max(header, MIN_FLEX_PX), MAX_FLEX_FLOOR_PX);
    return { flex: 1, minWidth: isKey ? KEY_FLEX_FLOOR_PX : floor };
  }
  return { width: Math.max(header, content + CELL_PADDING_PX) };
}
