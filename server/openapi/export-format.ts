/** The `format` query parameter of every CSV export (server/resources/csv-export.ts). */
export const exportFormatParameter = {
  name: 'format',
  in: 'query',
  schema: { type: 'string', enum: ['readable', 'raw'], default: 'readable' },
  description:
    '`readable` (default): what the grid shows, for people: its columns headed by their labels, money as ringgit with two decimals under "(RM)" headers, references as their titles (`#id` where the caller may not read the target), enum values as labels, booleans as Yes/No, instants as the marketplace wall clock (`YYYY-MM-DD HH:mm`) with the zone in the header, e.g. "Placed (MYT)". `raw`: the machine form the import reads back: field names, sen, ids, enum codes and ISO-8601 UTC instants. Both defuse cells a spreadsheet would run.',
} as const;
