import type { FieldKind, FieldSpec, FilterOp } from '../define-resource';

/** The field spec of kind `K` (a text kind's spec is `TextField`, and so on). */
type OfKind<F, K> = F extends { kind: infer FK }
  ? K extends FK
    ? F
    : never
  : never;
export type FieldOf<K extends FieldKind> = OfKind<FieldSpec, K>;

/** A value read from text, or what is wrong with the text. */
export type Parsed = { value: unknown } | { error: string };

/** A JSON Schema fragment (OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

/**
 * Kinds that behave alike beyond their own entry: `text` kinds are searched
 * by `q`, filtered with `contains`/`startsWith` and hold '' as a value;
 * `number` kinds are right-aligned figures and range filters.
 */
export type KindFamily =
  | 'text'
  | 'number'
  | 'boolean'
  | 'enum'
  | 'temporal'
  | 'reference'
  | 'structured';

/** How a grid sizes the kind's column (registry/column-width.ts). */
export type ColumnSizing =
  /** Figures: the widest text the kind's formatter writes. */
  | { sample: string }
  /** Drawn as a picture this many pixels wide. */
  | { drawn: number }
  /** A chip of the enum's longest label. */
  | 'labels'
  /** Free text and references share what is left. */
  | 'share';

/** What a server-set value may draw on (record-store's serverDefaults). */
export interface ServerDefaultContext {
  actorId: number | null;
  /**
   * A fresh record code such as `ORD-3F9A0B12C4`; with a field's
   * `codePrefix`, its letters and digits only (`ORD408215539170`).
   */
  code: (prefix?: string) => string;
  now: Date;
}

/**
 * Everything one field kind means, to the console and the API alike. Pure
 * data and functions: the server imports it, and so does the console.
 * Validation (zod) lives beside it in `value-schemas.ts`, so that screens
 * that only show values do not download it.
 */
export interface KindTraits<F extends FieldSpec> {
  family: KindFamily;
  /** PostgreSQL column type. */
  sqlType: (field: F) => string;
  /** NOT NULL, DEFAULT and CHECK clauses after the type (`column` is quoted). */
  sqlConstraints: (field: F, column: string) => string[];
  /** Index a filtered or sorted column gets: a b-tree, a GIN over an array, or none. */
  index: 'btree' | 'gin' | 'none';
  /** List-query operators that can apply to the kind (`search[field][op]`). */
  operators: readonly FilterOp[];
  /** One query-string value (a filter, a CSV cell) → the value it means. */
  parseText: (field: F, text: string) => Parsed;
  csv: {
    /** What an empty cell imports as. */
    empty: unknown;
    /** A non-empty cell → the value. */
    parse: (field: F, text: string) => Parsed;
    /** A stored non-null value → the cell's text (before quoting and formula defusing). */
    format: (value: unknown) => string;
  };
  /** Whether '' counts as no value (so a required field refuses it). */
  blankText: boolean;
  /** The entry's default: what a write that leaves the field out stores (the column's DEFAULT). */
  writeDefault: (field: F) => unknown;
  /** What a full replace (PUT) stores for a field it leaves out that has no default. */
  cleared: unknown;
  /** The kind's JSON Schema, before description and nullability. */
  openApi: (field: F) => JsonSchema;
  /** Whether null is written into the schema's type (arrays and JSON hold their own empties). */
  openApiNullable: boolean;
  grid: { sizing: ColumnSizing; align: 'left' | 'right' };
  /** Takes a whole row in forms and on show pages (long text, JSON). */
  wide: boolean;
  form: {
    /** What an input holds for no value (a switch: the field's default). */
    empty: (field: F) => unknown;
    /** An API value (not null) → what the input holds. */
    toForm: (field: F, value: unknown) => unknown;
    /** What the user typed (not empty) → the API's value, or why it cannot be read. */
    toApi: (field: F, raw: unknown) => Parsed;
  };
  /** A required read-only field's value on create; undefined leaves the column's default. */
  serverDefault: (field: F, context: ServerDefaultContext) => unknown;
}
