import type {
  AnyResource,
  FieldKind,
  FieldSpec,
} from '../../src/registry/define-resource';
import { displayText } from '../../src/registry/display-text';
import { humanizeEnum } from '../../src/registry/humanize-enum';
import {
  marketplaceTimeZone,
  marketplaceWallClock,
  marketplaceZoneLabel,
} from '../../src/registry/marketplace-clock';
import { titleText } from '../../src/registry/record-title';

/** What a reference cell reads its targets' names from. */
export interface ReferenceNames {
  target: AnyResource | undefined;
  /** Titles by id, as the list's `include=` answers them; none where the caller may not read the target. */
  titles: Readonly<Record<string, string>> | undefined;
}

type ReadableCell = (value: unknown, names: ReferenceNames) => string;

/**
 * Money as ringgit with two decimals and no currency sign ("12.50", the
 * header says RM): finance staff sum and pivot these columns, and a
 * spreadsheet reads "12.50" as a number but "RM 12.50" as text that adds
 * up to nothing. Report sums may arrive as numeric text; both read alike.
 */
function ringgit(value: unknown): string {
  const sen = typeof value === 'string' ? Number(value) : value;
  return typeof sen === 'number' && Number.isFinite(sen)
    ? (sen / 100).toFixed(2)
    : '';
}

/**
 * An instant as the marketplace's wall clock, `2026-11-29 03:41`: the form
 * spreadsheets read as a date and time, so the column sorts and filters;
 * the header names the zone (see `zoneOfExport`).
 */
function wallClock(value: unknown): string {
  const instant = new Date(displayText(value));
  return Number.isNaN(instant.getTime())
    ? ''
    : marketplaceWallClock(instant).replace('T', ' ');
}

function referenceNames(value: unknown, { target, titles }: ReferenceNames) {
  const ids = Array.isArray(value) ? (value as unknown[]) : [value];
  // As the grid's cell reads it: the title, else `#id` (a record the caller
  // may not read, or one that is gone).
  return ids
    .map((id) => {
      const title = titles?.[displayText(id)];
      return title === undefined
        ? `#${displayText(id)}`
        : titleText(target, title);
    })
    .join('; ');
}

const asStored: ReadableCell = (value) => displayText(value);

/**
 * How a value of each kind reads in a readable export: what the grid's cell
 * shows (kind-displays.tsx), in the form a spreadsheet takes best. Keyed by
 * kind, so a new kind is a compile error until it says how it reads.
 */
const readableCells: { [K in FieldKind]: ReadableCell } = {
  money: ringgit,
  percent: asStored,
  number: asStored,
  boolean: (value) => (value === true ? 'Yes' : 'No'),
  enum: (value) => humanizeEnum(value),
  // A calendar day stays YYYY-MM-DD: it has no zone, and spreadsheets read it as a date.
  date: asStored,
  datetime: wallClock,
  time: (value) => displayText(value).slice(0, 5),
  reference: referenceNames,
  references: referenceNames,
  image: asStored,
  url: asStored,
  phone: asStored,
  email: asStored,
  color: asStored,
  json: (value) => JSON.stringify(value) ?? '',
  geo: (value) => JSON.stringify(value) ?? '',
  longText: asStored,
  text: asStored,
};

/** One stored value (not null) as a readable export's cell. */
export function readableCell(
  field: FieldSpec,
  value: unknown,
  names: ReferenceNames,
): string {
  return readableCells[field.kind](value, names);
}

/**
 * The zone a readable export's times are in, as their headers name it:
 * "MYT" where the zone keeps one name all year, else the zone itself
 * ("Europe/London"), since one header cannot say GMT for winter rows and
 * BST for summer ones.
 */
function zoneOfExport(): string {
  const year = new Date().getUTCFullYear();
  const winter = marketplaceZoneLabel(new Date(Date.UTC(year, 0, 15)));
  const summer = marketplaceZoneLabel(new Date(Date.UTC(year, 6, 15)));
  return winter === summer ? winter : marketplaceTimeZone();
}

/** A readable export's column header: the grid's label, with the unit or zone every cell of it is in. */
export function readableHeader(field: FieldSpec): string {
  if (field.kind === 'money') return `${field.label} (RM)`;
  if (field.kind === 'percent') return `${field.label} (%)`;
  if (field.kind === 'datetime') return `${field.label} (${zoneOfExport()})`;
  return field.label;
}
