import { describe, expect, test } from 'vitest';
import { CsvFormatError, csvReader, parseCsv } from './csv';

/** The rows `csvReader` reads from `pieces`, pushed in order. */
function readPieces(pieces: readonly string[], maxCells?: number) {
  const reader = csvReader(maxCells);
  const rows: string[][] = [];
  for (const piece of pieces)
    for (const row of reader.push(piece)) if (row) rows.push(row);
  const last = reader.end();
  if (last) rows.push(last);
  return rows;
}

const tricky =
  '\ufeffname,"note, quoted",n\r\n' +
  'Nasi "lemak",\'=1+1,1\r\n' +
  '\r\n' +
  '"He said ""hi""","two\r\nlines",""\n' +
  '"""",x"y,\n' +
  'last,row,3';

describe('csvReader', () => {
  test('reads a file cut anywhere as it reads it whole: quoted cells, doubled quotes and CRLF may span two pieces', () => {
    const whole = [
      ['name', 'note, quoted', 'n'],
      ['Nasi "lemak"', "'=1+1", '1'],
      ['He said "hi"', 'two\r\nlines', ''],
      ['"', 'x"y', ''],
      ['last', 'row', '3'],
    ];
    expect(parseCsv(tricky)).toEqual(whole);
    for (let at = 0; at <= tricky.length; at += 1)
      expect(readPieces([tricky.slice(0, at), tricky.slice(at)])).toEqual(
        whole,
      );
    expect(readPieces([...tricky])).toEqual(whole);
  });

  test('a quoted cell still open at the end is malformed, wherever the pieces end', () => {
    expect(() => readPieces(['a,"b', 'c""', '\r\n'])).toThrow(
      new CsvFormatError('a quoted cell is never closed'),
    );
    expect(readPieces(['a,"b', 'c""', '"'])).toEqual([['a', 'bc"']]);
  });

  test('a row wider than the limit is refused before it is whole', () => {
    const reader = csvReader(3);
    const read = () => [...reader.push('a,b,c,d,e')];
    expect(read).toThrow(new CsvFormatError('row 1 has more than 3 cells'));
  });
});
