import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCsv } from '../../server/resources/csv';
import { recordInState } from './support/record-in-state';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };
type List = { data: Rec[]; meta: { total: number } };
type Report = {
  data: {
    created: number;
    updated: number;
    failed: { row: number; errors: Record<string, string[]> }[];
  };
};
type Failure = {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
  data?: Report['data'];
};

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

const total = async (resource: string) =>
  (await admin.get<List>(`/admin/${resource}?perPage=1`)).body.meta.total;

describe('export', () => {
  test('cells that a spreadsheet would run are defused, and quoting follows RFC 4180', async () => {
    const nasty = [
      '=HYPERLINK("http://evil")',
      '+SUM(A1)',
      '-2+3',
      '@cmd',
      '\tTabbed',
      '\rCarriage',
      'Comma, "quoted"\nnewline',
    ];
    for (const [i, name] of nasty.entries()) {
      const created = await admin.post(`/admin/cuisines`, {
        name,
        sortOrder: 900 + i,
      });
      expect(created.status, created.text).toBe(201);
    }
    // Both forms: the readable default (headed by labels) and the raw one.
    for (const [format, nameColumn] of [
      ['', 'Name'],
      ['&format=raw', 'name'],
    ] as const) {
      const answer = await admin.get<string>(
        `/admin/cuisines/export?sort=sortOrder&search[isActive]=true${format}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/text\/csv/);
      expect(answer.headers.get('content-disposition')).toMatch(
        /attachment; filename="cuisines-/,
      );
      const rows = parseCsv(answer.text);
      const nameAt = (rows[0] ?? []).indexOf(nameColumn);
      const names = rows.slice(1).map((r) => r[nameAt]);
      expect(names).toEqual(
        expect.arrayContaining(nasty.slice(0, 6).map((n) => `'${n}`)),
      );
      expect(names).toContain('Comma, "quoted"\nnewline');
      expect(answer.text).toContain('"Comma, ""quoted""\nnewline"');
    }
  });

  test('the export follows the list filters and sort', async () => {
    // Refunded orders of this test's own, so the filter has rows to keep.
    const made = [
      await recordInState(server, 'orders', 'REFUNDED'),
      await recordInState(server, 'orders', 'REFUNDED'),
    ];
    const answer = await admin.get<string>(
      '/admin/orders/export?search[status]=REFUNDED&sort=total&format=raw',
    );
    const rows = parseCsv(answer.text);
    const header = rows[0] ?? [];
    const body = rows.slice(1);
    expect(body.length).toBe(
      (await admin.get<List>('/admin/orders?search[status]=REFUNDED&perPage=1'))
        .body.meta.total,
    );
    expect(body.every((r) => r[header.indexOf('status')] === 'REFUNDED')).toBe(
      true,
    );
    const codes = body.map((r) => r[header.indexOf('code')]);
    expect(codes).toEqual(expect.arrayContaining(made.map((o) => o.code)));
    const totals = body.map((r) => Number(r[header.indexOf('total')]));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });
});

describe('import', () => {
  test('an exported file imports back as updates (round trip), dry run changes nothing', async () => {
    const file = (await admin.get<string>('/admin/cuisines/export?format=raw'))
      .text;
    const before = await total('cuisines');
    const dry = await admin.upload<Report>(
      '/admin/cuisines/import?dryRun=true',
      file,
    );
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.data).toEqual({
      created: 0,
      updated: before,
      failed: [],
      failedCount: 0,
      failedTruncated: false,
      rowsChecked: before,
    });
    expect(await total('cuisines')).toBe(before);
  });

  test('a dry run reports each bad row by its spreadsheet row number and changes nothing', async () => {
    const before = await total('cuisines');
    const csv =
      'name,sortOrder,isActive\r\nLaotian,1,true\r\n,2,true\r\nBurmese,abc,maybe\r\n';
    const dry = await admin.upload<Report>(
      '/admin/cuisines/import?dryRun=true',
      csv,
    );
    expect(dry.status).toBe(200);
    expect(dry.body.data.created).toBe(1);
    expect(dry.body.data.failed.map((f) => f.row)).toEqual([3, 4]);
    expect(Object.keys(dry.body.data.failed[1]?.errors ?? {})).toEqual(
      expect.arrayContaining(['sortOrder', 'isActive']),
    );
    // Each reads as a sentence about its column.
    expect(dry.body.data.failed[1]?.errors.isActive).toEqual([
      'Active must be true or false',
    ]);
    expect(await total('cuisines')).toBe(before);
  });

  test('a real import with one bad row imports nothing; a clean one imports every row', async () => {
    const before = await total('cuisines');
    const bad = await admin.upload<Failure>(
      '/admin/cuisines/import',
      'name,sortOrder\nLaotian,1\nBurmese,x\n',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/nothing was imported/);
    expect(bad.body.data?.failed[0]?.row).toBe(3);
    expect(await total('cuisines')).toBe(before);
    const good = await admin.upload<Report>(
      '/admin/cuisines/import',
      'name,sortOrder\nLaotian,1\nBurmese,2\n',
    );
    expect(good.status, good.text).toBe(200);
    expect(good.body.data).toMatchObject({
      created: 2,
      updated: 0,
      failed: [],
    });
    expect(await total('cuisines')).toBe(before + 2);
  });

  test.each([
    [
      'an .exe renamed .csv',
      new Uint8Array([
        0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00,
      ]),
      422,
    ],
    [
      'a Latin-1 file',
      new Uint8Array([
        0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x43, 0x61, 0x66, 0xe9, 0x0a,
      ]),
      422,
    ],
    ['a header that does not match', 'colour,flavour\nred,sweet\n', 422],
    ['an empty file', '', 422],
    ['an unclosed quote', 'name\n"Thai\n', 422],
  ])('%s is refused with a reason', async (_label, file, status) => {
    const before = await total('cuisines');
    const answer = await admin.upload<Failure>('/admin/cuisines/import', file);
    expect(answer.status, answer.text).toBe(status);
    expect(answer.body.message.length).toBeGreaterThan(5);
    expect(await total('cuisines')).toBe(before);
  });

  test('a file over 10 MB is a 413', async () => {
    const big = new Uint8Array(11 * 1024 * 1024).fill(0x61);
    const answer = await admin.upload<Failure>('/admin/cuisines/import', big);
    expect(answer.status).toBe(413);
  });

  test('import without a file, or on a resource without import, is refused', async () => {
    expect((await admin.post('/admin/cuisines/import', {})).status).toBe(415);
    expect(
      (await admin.upload('/admin/orders/import', 'code\nX\n')).status,
    ).toBe(405);
  });
});
