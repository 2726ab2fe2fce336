type Row = Record<string, unknown>;

/** A line's extras (added sauce, a bigger size) with their prices in sen; malformed ones left out. */
export function extrasOf(line: Row): { name: string; price: number }[] {
  if (!Array.isArray(line.extras)) return [];
  return line.extras.flatMap((extra: unknown) => {
    if (typeof extra !== 'object' || extra === null) return [];
    const { name, price } = extra as Row;
    return typeof name === 'string'
      ? [{ name, price: typeof price === 'number' ? price : 0 }]
      : [];
  });
}
