import { columnLabel } from './column-label';
import type { FieldSpec } from './define-resource';
import { enums } from './enums';
import { kindOf } from './field-kinds/kind-table';
import { humanizeEnum } from './humanize-enum';

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
/** The column that names the record (an order's number) gets room for a code. */
const KEY_FLEX_FLOOR_PX = 140;
/**
 * A name (a customer, an outlet, a merchant) gets room for the names people
 * have: 21 characters of link text ("Nur Aisyah Kamaruddin", 139 px as
 * measured) and its padding, and twice a secondary column's share of what
 * is left (an e-mail address too).
 */
const NAME_FLOOR_PX = 160;
const NAME_FLEX = 2;

/** A column's size: fixed, or a share of the free space above a floor. */
export type ColumnSize = { width: number } | { flex: number; minWidth: number };

export interface ColumnRole {
  /** The column links to the record: its title field, or the id. */
  isKey?: boolean;
  /**
   * The header may break between words onto a second line (a report's
   * figures): only its longest word sets a floor, not the whole label.
   */
  headerWraps?: boolean;
}

function textWidth(text: string, charPx = CHAR_PX): number {
  return Math.ceil(text.length * charPx);
}

/** The label's longest part a wrapping header keeps on one line (it breaks at spaces and hyphens). */
function longestWord(label: string): string {
  return label
    .split(/\s+|(?<=-)/)
    .reduce((longest, word) => (word.length > longest.length ? word : longest));
}

/**
 * Whether the column's cells are names people read whole: a reference
 * (drawn as its record's title), a text field called a name (`name`,
 * `legalName`) or an e-mail address.
 */
export function isNameColumn(name: string, field: FieldSpec): boolean {
  return (
    field.kind === 'reference' ||
    field.kind === 'email' ||
    (field.kind === 'text' && /(^n|N)ame$/.test(name))
  );
}

/**
 * The pixels a column takes at the least: a fixed column's width, a shared
 * column's floor. What a screen must hold for the column to be whole.
 */
export function columnFloor(size: ColumnSize): number {
  return 'width' in size ? size.width : size.minWidth;
}

/**
 * A column's size from what its cells can hold: a fixed width for kinds
 * whose widest value is known (money, dates, state chips from the enum's
 * longest label), and a share of the free space with a floor for free
 * text and references, names first. A fixed column's header always fits
 * (on two lines when it wraps); a long one on a shared column ends in an
 * ellipsis instead.
 */
export function columnWidth(
  name: string,
  field: FieldSpec,
  { isKey = false, headerWraps = false }: ColumnRole = {},
): ColumnSize {
  const label = columnLabel(field);
  const header =
    textWidth(headerWraps ? longestWord(label) : label) +
    CELL_PADDING_PX +
    HEADER_ICONS_PX;
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
  if (content !== undefined)
    return { width: Math.max(header, content + CELL_PADDING_PX) };
  if (isNameColumn(name, field))
    return { flex: NAME_FLEX, minWidth: NAME_FLOOR_PX };
  if (isKey) return { flex: 1, minWidth: KEY_FLEX_FLOOR_PX };
  const floor = Math.min(Math.max(header, MIN_FLEX_PX), MAX_FLEX_FLOOR_PX);
  return { flex: 1, minWidth: floor };
}
