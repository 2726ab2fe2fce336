import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';
import {
  csvOf,
  expectResponsive,
  uploadWhilePolling,
} from './support/upload-while-polling';

type Report = {
  data: {
    created: number;
    updated: number;
    failed: { row: number; errors: Record<string, string[]> }[];
    failedCount: number;
    failedTruncated: boolean;
    rowsChecked: number;
  };
};
type Failure = { message: string; errors?: Record<string, string[]> };

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

const rowCount = 50_000;
const maxRows = 100_000;

describe('a large import is checked without holding up other requests', () => {
  test(
    'a 50,000-row dry run with an error in every row keeps /health answering, and lists the first 1,000 errors with the count',
    { timeout: 120_000 },
    async () => {
      const csv = csvOf(
        'name,swiftCode',
        rowCount,
        (i) => `Bank ${i},not a swift code ${i}`,
      );
      const run = await uploadWhilePolling<Report>(
        server,
        admin,
        '/admin/banks/import?dryRun=true',
        csv,
      );

      const { answer } = run;
      expect(answer.status, answer.text.slice(0, 500)).toBe(200);
      const report = answer.body.data;
      expect(report).toMatchObject({
        created: 0,
        updated: 0,
        failedCount: rowCount,
        failedTruncated: true,
        rowsChecked: rowCount,
      });
      expect(report.failed).toHaveLength(1000);
      expect(report.failed.map((f) => f.row)).toEqual(
        Array.from({ length: 1000 }, (_, i) => i + 2),
      );
      expect(Object.keys(report.failed[0]?.errors ?? {})).toEqual([
        'swiftCode',
      ]);
      expectResponsive(run);
    },
  );

  test(
    'a file just under 10 MB, of long quoted cells, keeps /health answering while it is read',
    { timeout: 120_000 },
    async () => {
      // A name of over 120 characters, half of them quotes the reader undoubles.
      const long = 'x""'.repeat(60);
      const csv = csvOf(
        'name,swiftCode',
        rowCount,
        (i) => `"Bank ""${i}"" ${long}",bad`,
      );
      expect(csv.length).toBeGreaterThan(9_500_000);
      expect(csv.length).toBeLessThan(10 * 1024 * 1024);
      const run = await uploadWhilePolling<Report>(
        server,
        admin,
        '/admin/banks/import?dryRun=true',
        csv,
      );

      const { answer } = run;
      expect(answer.status, answer.text.slice(0, 500)).toBe(200);
      expect(answer.body.data).toMatchObject({
        failedCount: rowCount,
        rowsChecked: rowCount,
      });
      expect(Object.keys(answer.body.data.failed[0]?.errors ?? {})).toEqual([
        'name',
        'swiftCode',
      ]);
      expectResponsive(run);
    },
  );

  test(
    'a header of 100,000 columns is refused at once, not after comparing every name with every other',
    { timeout: 120_000 },
    async () => {
      const header = Array.from({ length: 100_000 }, (_, i) => `c${i}`);
      const started = performance.now();
      const answer = await admin.upload<Failure>(
        '/admin/banks/import?dryRun=true',
        `${header.join(',')}\r\nBank,ABCDMYKL\r\n`,
      );

      expect(answer.status, answer.text.slice(0, 500)).toBe(422);
      expect(answer.body.errors?.file).toEqual([
        'The CSV is malformed: row 1 has more than 1000 cells',
      ]);
      // Comparing 100,000 names pairwise took 9 s, every other request waiting.
      expect(performance.now() - started).toBeLessThan(5_000);
    },
  );
});

describe('the import report', () => {
  test('lists the lowest 1,000 failed rows whichever check failed them, and counts all', async () => {
    const menu = (
      await admin.get<{ data: { id: number }[] }>('/admin/menus?perPage=1')
    ).body.data[0];
    const missing = 999_999_999;
    // Every third row fails on a field, the next on its menu, the next on its own id and its menu.
    const csv = csvOf(
      'id,menuId,channel,price',
      3000,
      (i) =>
        [
          `,${String(menu?.id)},,500`,
          `,${missing},PICKUP,500`,
          `${missing},${missing},PICKUP,500`,
        ][i % 3] ?? '',
    );
    const answer = await admin.upload<Report>(
      '/admin/menu-prices/import?dryRun=true',
      csv,
    );

    expect(answer.status, answer.text.slice(0, 500)).toBe(200);
    const report = answer.body.data;
    expect(report).toMatchObject({
      failedCount: 3000,
      failedTruncated: true,
      rowsChecked: 3000,
    });
    expect(report.failed.map((f) => f.row)).toEqual(
      Array.from({ length: 1000 }, (_, i) => i + 2),
    );
    expect(
      report.failed.slice(0, 3).map((f) => Object.keys(f.errors).sort()),
    ).toEqual([['channel'], ['menuId'], ['id', 'menuId']]);
  });

  test('a real import of a file with too many failed rows answers 422 with the count, and lists the first 1,000', async () => {
    const csv = csvOf('name,swiftCode', 1500, (i) => `Bank ${i},bad ${i}`);
    const answer = await admin.upload<Failure & Report>(
      '/admin/banks/import',
      csv,
    );

    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('1500 rows failed; nothing was imported');
    expect(answer.body.data.failed).toHaveLength(1000);
    expect(Object.keys(answer.body.errors ?? {})).toHaveLength(1000);
    expect(answer.body.data.failedCount).toBe(1500);
  });

  test(`a file of more than ${maxRows} rows is refused`, async () => {
    const csv = csvOf('name,swiftCode', maxRows + 1, (i) => `Bank ${i},x`);
    const answer = await admin.upload<Failure>(
      '/admin/banks/import?dryRun=true',
      csv,
    );

    expect(answer.status).toBe(422);
    expect(answer.body.errors?.file).toEqual([
      `The file has more than ${maxRows} rows; import at most ${maxRows} at a time`,
    ]);
  });

  test('the OpenAPI document describes the count beside the capped list', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/openapi.json`);
    const doc = (await response.json()) as {
      components: {
        schemas: Record<string, { properties: Record<string, unknown> }>;
      };
    };
    const result = doc.components.schemas.ImportResult;
    expect(result?.properties).toMatchObject({
      failed: { type: 'array', maxItems: 1000 },
      failedCount: { type: 'integer' },
      failedTruncated: { type: 'boolean' },
      rowsChecked: { type: 'integer' },
    });
  });
});
