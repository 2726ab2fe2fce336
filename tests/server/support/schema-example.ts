import { patternExample, type Edge } from './pattern-example';

export type { Edge };
export type Schema = Record<string, unknown>;

/** A top-level member's value that no schema can say, or undefined to let the schema decide. */
export type Fill = (name: string, schema: Schema, edge: Edge) => unknown;

/**
 * Where a schema sets no bound, `high` goes past any a server might invent
 * unwritten: a client reading the document may send this much.
 */
export const unbounded = {
  length: 5000,
  items: 5000,
  number: Number.MAX_SAFE_INTEGER,
};

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema with its `$ref` followed and its `allOf` merged into one. */
export function resolveSchema(document: Schema, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (node, key) => (isSchema(node) ? node[key] : undefined),
        document,
      );
    if (!isSchema(target)) throw new Error(`no schema at ${ref}`);
    return resolveSchema(document, target);
  }
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...own } = schema;
  return (allOf as Schema[])
    .map((part) => resolveSchema(document, part))
    .reduce<Schema>((merged, part) => {
      const properties: Record<string, Schema> = {
        ...(merged.properties as Record<string, Schema> | undefined),
      };
      for (const [name, property] of Object.entries(
        (part.properties as Record<string, Schema> | undefined) ?? {},
      ))
        properties[name] = { ...properties[name], ...property };
      return {
        ...merged,
        ...part,
        properties,
        required: [
          ...((merged.required as string[] | undefined) ?? []),
          ...((part.required as string[] | undefined) ?? []),
        ],
      };
    }, own);
}

const codePoints = (text: string) => [...text].length;

/** Whether a text meets the schema's length and pattern (formats are drawn, not checked). */
function fits(schema: Schema, text: string): boolean {
  const length = codePoints(text);
  if (typeof schema.minLength === 'number' && length < schema.minLength)
    return false;
  if (typeof schema.maxLength === 'number' && length > schema.maxLength)
    return false;
  return (
    typeof schema.pattern !== 'string' ||
    new RegExp(schema.pattern, 'u').test(text)
  );
}

const formats: Record<string, Record<Edge, string>> = {
  date: { low: '0001-01-01', high: '9999-12-31' },
  'date-time': {
    low: '0001-01-01T00:00:00+00:00',
    high: '9999-12-31T23:59:59.999Z',
  },
  email: { low: 'a@b.co', high: 'zz.zz@example.com' },
  uri: { low: 'http://a', high: 'https://example.com/z' },
};

function textExample(schema: Schema, edge: Edge): string {
  const format = typeof schema.format === 'string' ? schema.format : '';
  const known = formats[format]?.[edge];
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max =
    typeof schema.maxLength === 'number' ? schema.maxLength : unbounded.length;
  // Characters outside the BMP count once in JSON Schema and twice in
  // JavaScript's `length`; NUL is a character like any other.
  const astral = '\u{1F600}';
  const candidates =
    known !== undefined
      ? [known]
      : edge === 'low'
        ? ['x'.repeat(min)]
        : [
            `\u0000${astral.repeat(Math.max(max - 1, 0))}`,
            astral.repeat(max),
            'x'.repeat(max),
          ];
  if (typeof schema.pattern === 'string')
    candidates.push(patternExample(schema.pattern, edge));
  const text = candidates.find((candidate) => fits(schema, candidate));
  if (text === undefined)
    throw new Error(`no ${edge} text for ${JSON.stringify(schema)}`);
  return text;
}

function numberExample(schema: Schema, integer: boolean, edge: Edge): number {
  const min =
    typeof schema.minimum === 'number' ? schema.minimum : -unbounded.number;
  const max =
    typeof schema.maximum === 'number' ? schema.maximum : unbounded.number;
  if (edge === 'high') return max;
  if (integer) return min;
  // A fraction, which a whole-number rule the schema does not state
  // refuses; on a step, 29 of them, which a double does not hold exactly.
  const fraction =
    typeof schema.multipleOf === 'number' ? 29 * schema.multipleOf : 0.125;
  return min + fraction <= max ? min + fraction : min;
}

function typesOf(schema: Schema): string[] {
  const { type } = schema;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type as string[];
  if (isSchema(schema.properties)) return ['object'];
  if (isSchema(schema.items)) return ['array'];
  return [];
}

/** The members a request sends: not those the server alone writes. */
function writableMembers(
  document: Schema,
  schema: Schema,
): { name: string; schema: Schema; required: boolean }[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(
    (schema.properties as Record<string, Schema> | undefined) ?? {},
  )
    .map(([name, property]) => ({
      name,
      schema: resolveSchema(document, property),
      required: required.has(name),
    }))
    .filter((member) => member.schema.readOnly !== true);
}

/**
 * A request value the schema allows, at one edge: `low` sends the required
 * members only, each at its least (null where allowed, the first enum
 * value, the shortest text, the smallest number, a fraction where whole
 * numbers are not asked for); `high` sends every member at its most (the
 * last enum value, the longest text in awkward characters, the largest
 * number, the most items, and a member the schema does not list unless
 * it closes the object). Read-only members are left out, as a client
 * leaves them. `fill` answers for a top-level member what no schema can
 * say, such as the id of a record that exists.
 */
export function schemaExample(
  document: Schema,
  schema: Schema,
  edge: Edge,
  fill: Fill = () => undefined,
): unknown {
  const resolved = resolveSchema(document, schema);
  // One alternative of a oneOf at each edge: the first at `low`, the last at `high`.
  if (Array.isArray(resolved.oneOf)) {
    const options = resolved.oneOf as Schema[];
    const option = edge === 'low' ? options[0] : options[options.length - 1];
    return schemaExample(document, option ?? {}, edge, fill);
  }
  if ('const' in resolved) return resolved.const;
  if (Array.isArray(resolved.enum)) {
    const values = resolved.enum as unknown[];
    return edge === 'low' ? values[0] : values[values.length - 1];
  }
  const types = typesOf(resolved);
  if (edge === 'low' && types.includes('null')) return null;
  const [type = 'object'] = types.filter((t) => t !== 'null');
  switch (type) {
    case 'string':
      return textExample(resolved, edge);
    case 'integer':
      return numberExample(resolved, true, edge);
    case 'number':
      return numberExample(resolved, false, edge);
    case 'boolean':
      return edge === 'high';
    case 'array': {
      const items = isSchema(resolved.items) ? resolved.items : {};
      const count =
        edge === 'low'
          ? ((resolved.minItems as number | undefined) ?? 0)
          : ((resolved.maxItems as number | undefined) ?? unbounded.items);
      return Array.from({ length: count }, () =>
        schemaExample(document, items, edge),
      );
    }
    default: {
      const members = writableMembers(document, resolved)
        .filter((member) => edge === 'high' || member.required)
        .map((member) => [
          member.name,
          fill(member.name, member.schema, edge) ??
            schemaExample(document, member.schema, edge),
        ]);
      // Unless the schema closes the object, a member it does not list is allowed.
      if (edge === 'high' && resolved.additionalProperties !== false)
        members.push(['unlistedMember', 'x']);
      return Object.fromEntries(members);
    }
  }
}
