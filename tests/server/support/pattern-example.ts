/**
 * A text that a JSON Schema `pattern` matches, drawn at one edge: `low`
 * takes each class's first character, the first alternative and the fewest
 * repeats; `high` the last character, the last alternative and more repeats.
 * It reads the subset of ECMA-262 regular expressions that schemas use
 * (classes, escapes, groups, alternation, quantifiers, anchors) and throws
 * on anything else, so that a pattern it cannot draw from fails loudly.
 */
export type Edge = 'low' | 'high';

type CharSet = { ranges: [number, number][]; negated: boolean };
type Node =
  | { kind: 'set'; set: CharSet }
  | { kind: 'group'; alternatives: Item[][] }
  /** A lookahead or an anchor: matches no characters. */
  | { kind: 'empty' };
type Item = { node: Node; min: number; max: number | undefined };

/** Repeats past the minimum that `high` takes where the pattern sets no maximum. */
const extraRepeats = 3;

const range = (from: string, to = from): [number, number] => [
  from.codePointAt(0) ?? 0,
  to.codePointAt(0) ?? 0,
];
const digits = range('0', '9');
const word = [range('A', 'Z'), range('a', 'z'), digits, range('_')];
const spaces = [' ', '\t', '\n', '\r', '\f', '\v'].map((c) => range(c));

/** Characters a negated class may stand for, most awkward first for `high`. */
const standIns: Record<Edge, readonly string[]> = {
  low: ['x', 'a', '0', '~'],
  high: ['\u{1F600}', 'é', 'x', 'a', '0', '~'],
};

class Reader {
  private at = 0;
  constructor(private readonly source: string) {}

  get done(): boolean {
    return this.at >= this.source.length;
  }
  peek(): string {
    return this.source[this.at] ?? '';
  }
  next(): string {
    const c = this.source[this.at];
    if (c === undefined) this.fail('ends too soon');
    this.at += 1;
    return c;
  }
  ahead(text: string): boolean {
    return this.source.startsWith(text, this.at);
  }
  take(text: string): boolean {
    if (!this.ahead(text)) return false;
    this.at += text.length;
    return true;
  }
  fail(why: string): never {
    throw new Error(`pattern ${this.source}: ${why} at ${this.at}`);
  }
}

/** An escape after `\`: a class (\d, \w, \s and their negations) or one character. */
function escape(reader: Reader): CharSet {
  const c = reader.next();
  switch (c) {
    case 'd':
      return { ranges: [digits], negated: false };
    case 'D':
      return { ranges: [digits], negated: true };
    case 'w':
      return { ranges: word, negated: false };
    case 'W':
      return { ranges: word, negated: true };
    case 's':
      return { ranges: spaces, negated: false };
    case 'S':
      return { ranges: spaces, negated: true };
    case 'u': {
      const hex = [1, 2, 3, 4].map(() => reader.next()).join('');
      if (!/^[0-9a-f]{4}$/i.test(hex)) reader.fail('a bad \\u escape');
      const code = parseInt(hex, 16);
      return { ranges: [[code, code]], negated: false };
    }
    case 't':
      return { ranges: [range('\t')], negated: false };
    case 'n':
      return { ranges: [range('\n')], negated: false };
    default:
      if (/[a-z0-9]/i.test(c)) reader.fail(`the escape \\${c}`);
      return { ranges: [range(c)], negated: false };
  }
}

/** One member of a class: a character, or a class escape such as `\\d`. */
function classMember(reader: Reader): CharSet {
  if (reader.take('\\')) {
    const set = escape(reader);
    if (set.negated) reader.fail('a negated escape inside a class');
    return set;
  }
  return { ranges: [range(reader.next())], negated: false };
}

const isOneCharacter = (set: CharSet) =>
  set.ranges.length === 1 && set.ranges[0]?.[0] === set.ranges[0]?.[1];

function charClass(reader: Reader): CharSet {
  const negated = reader.take('^');
  const ranges: [number, number][] = [];
  while (!reader.take(']')) {
    const from = classMember(reader);
    const isRange =
      isOneCharacter(from) && reader.ahead('-') && !reader.ahead('-]');
    if (!isRange) {
      ranges.push(...from.ranges);
      continue;
    }
    reader.next();
    const to = classMember(reader);
    if (!isOneCharacter(to)) reader.fail('a range that ends in a class');
    ranges.push([from.ranges[0]?.[0] ?? 0, to.ranges[0]?.[0] ?? 0]);
  }
  return { ranges, negated };
}

function quantifier(reader: Reader): { min: number; max: number | undefined } {
  if (reader.take('?')) return { min: 0, max: 1 };
  if (reader.take('*')) return { min: 0, max: undefined };
  if (reader.take('+')) return { min: 1, max: undefined };
  if (!reader.take('{')) return { min: 1, max: 1 };
  let text = '';
  while (!reader.take('}')) text += reader.next();
  const match = /^(\d+)(,(\d*))?$/.exec(text);
  if (!match) reader.fail(`the quantifier {${text}}`);
  const min = Number(match[1]);
  if (!match[2]) return { min, max: min };
  return { min, max: match[3] ? Number(match[3]) : undefined };
}

function alternatives(reader: Reader, inGroup: boolean): Item[][] {
  const result: Item[][] = [[]];
  while (!reader.done) {
    if (inGroup && reader.take(')')) return result;
    if (reader.take('|')) {
      result.push([]);
      continue;
    }
    const c = reader.next();
    let node: Node;
    if (c === '^' || c === '$') node = { kind: 'empty' };
    else if (c === '(') {
      if (reader.take('?=') || reader.take('?!')) {
        alternatives(reader, true);
        node = { kind: 'empty' };
      } else {
        reader.take('?:');
        node = { kind: 'group', alternatives: alternatives(reader, true) };
      }
    } else if (c === '[') node = { kind: 'set', set: charClass(reader) };
    else if (c === '\\') node = { kind: 'set', set: escape(reader) };
    else if (c === '.')
      node = { kind: 'set', set: { ranges: [range('\n')], negated: true } };
    else node = { kind: 'set', set: { ranges: [range(c)], negated: false } };
    result[result.length - 1]?.push({ node, ...quantifier(reader) });
  }
  if (inGroup) reader.fail('an unclosed group');
  return result;
}

const inSet = (set: CharSet, code: number) =>
  set.ranges.some(([from, to]) => code >= from && code <= to);

function character(set: CharSet, edge: Edge): string {
  if (!set.negated) {
    const [from, to] =
      (edge === 'low' ? set.ranges[0] : set.ranges[set.ranges.length - 1]) ??
      range('x');
    return String.fromCodePoint(edge === 'low' ? from : to);
  }
  const pick = standIns[edge].find((c) => !inSet(set, c.codePointAt(0) ?? 0));
  if (pick === undefined) throw new Error('no character outside the class');
  return pick;
}

function draw(items: readonly Item[], edge: Edge): string {
  return items
    .map(({ node, min, max }) => {
      if (node.kind === 'empty') return '';
      const count =
        edge === 'low' ? min : (max ?? Math.max(min, 1) + extraRepeats);
      const once = () => {
        if (node.kind === 'set') return character(node.set, edge);
        const options = node.alternatives;
        const chosen =
          (edge === 'low' ? options[0] : options[options.length - 1]) ?? [];
        return draw(chosen, edge);
      };
      return Array.from({ length: count }, once).join('');
    })
    .join('');
}

/** A text the pattern matches; throws when the pattern is beyond the subset read. */
export function patternExample(pattern: string, edge: Edge): string {
  const options = alternatives(new Reader(pattern), false);
  const chosen =
    (edge === 'low' ? options[0] : options[options.length - 1]) ?? [];
  const text = draw(chosen, edge);
  if (!new RegExp(pattern, 'u').test(text))
    throw new Error(
      `pattern ${pattern}: drew ${JSON.stringify(text)}, which it does not match`,
    );
  return text;
}
