import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';
import { csvOf, uploadWhilePolling } from './support/upload-while-polling';

type Report = {
  data: { created: number; updated: number; rowsChecked: number };
};
type Failure = { message: string; errors?: Record<string, string[]> };

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  // Counts past this are estimates; these tests count every row they wrote.
  server = await startTestServer({ listExactCountLimit: 1_000_000 });
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

const rowCount = 100_000;
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A distinct SWIFT code per `i` (26⁴ of them), its first letters `prefix`. */
function swiftCode(prefix: string, i: number): string {
  let code = '';
  for (let n = i, k = 0; k < 4; k += 1, n = Math.floor(n / 26))
    code += letters[n % 26];
  return `${prefix}${code}MY`;
}

/** A file of `count` new banks, named `${tag} <i>`. */
const banksFile = (tag: string, prefix: string, count: number) =>
  csvOf('name,swiftCode', count, (i) => `${tag} ${i},${swiftCode(prefix, i)}`);

const banksNamed = async (tag: string) =>
  (
    await admin.get<{ meta: { total: number } }>(
      `/admin/banks?perPage=1&q=${encodeURIComponent(tag)}`,
    )
  ).body.meta.total;

describe(`a ${rowCount.toLocaleString('en')}-row import`, () => {
  test(
    'is checked and written whole while other requests keep being answered',
    { timeout: 600_000 },
    async () => {
      const run = await uploadWhilePolling<Report>(
        server,
        admin,
        '/admin/banks/import',
        banksFile('Scale Bank', 'QQ', rowCount),
      );

      const { answer } = run;
      expect(answer.status, answer.text.slice(0, 500)).toBe(200);
      expect(answer.body.data).toMatchObject({
        created: rowCount,
        updated: 0,
        rowsChecked: rowCount,
      });
      expect(await banksNamed('Scale Bank')).toBe(rowCount);
      // Writing the rows held the event loop from start to end: the worst
      // /health answer took 94 % of the upload's time. Written in batches it
      // waits for one batch at most, 1–2 % of the time on a calm machine or a
      // loaded one, which slows both alike.
      const worst = Math.max(...run.latencies);
      expect(run.latencies.length, 'health answers').toBeGreaterThan(20);
      expect(worst, `worst /health vs the upload's ${run.ms} ms`).toBeLessThan(
        run.ms / 10,
      );
    },
  );
});

describe('an import written in batches', () => {
  test('whose last row the database refuses writes none of them', async () => {
    // A name a bank of the seed has: the check passes it, the unique index refuses it.
    const seeded = await admin.get<{ data: { name: string }[] }>(
      '/admin/banks?perPage=1&sort=id',
    );
    const taken = seeded.body.data[0]?.name ?? '';
    expect(taken).not.toBe('');
    // Ten batches, the last refused after nine were written.
    const csv = banksFile('Undone Bank', 'WW', 2_000).replace(
      'Undone Bank 1999,',
      `${taken},`,
    );
    const answer = await admin.upload<Failure>('/admin/banks/import', csv);

    expect(answer.status, answer.text.slice(0, 500)).toBe(422);
    expect(answer.body.errors?.name).toEqual([
      'Another bank already has this name',
    ]);
    expect(await banksNamed('Undone Bank')).toBe(0);
  });
});
