import { get, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCsv } from '../../server/resources/csv';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A large export over real HTTP: its expected row count in a header, its
 * rows read as the download goes, and a download the client drops leaving
 * nothing held on the server.
 */

let server: TestServer;
let admin: ApiClient;
let total: number;

/** Counts above it are estimates: small, so that the test's table is above it. */
const exactCountLimit = 100;
/** Rows of 4 KB: 48 MB, several times what sockets and the stream hold ahead of a reader that has stopped. */
const fatRows = 12_000;

beforeAll(async () => {
  server = await startTestServer({ listExactCountLimit: exactCountLimit });
  admin = await apiAs(server, 'admin@zfood.my');
  await server.db.query(
    `INSERT INTO notifications (user_id, title, body, channel)
     SELECT one.user_id, one.title, repeat(md5(n::text), 128), one.channel
     FROM (SELECT user_id, title, channel FROM notifications LIMIT 1) AS one
     CROSS JOIN generate_series(1, $1::int) AS n`,
    [fatRows],
  );
  const counted = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications',
  );
  total = counted.rows[0]?.n ?? 0;
});
afterAll(() => server.close());

/**
 * Starts an export on a connection of its own (destroying the answer
 * closes it), its body left for the test to read, uncompressed so that its
 * bytes are its rows.
 */
async function startExport(query: string): Promise<IncomingMessage> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(
      `${server.baseUrl}/api/v1/admin/notifications/export?${query}`,
      {
        agent: false,
        headers: {
          authorization: admin.authorization,
          platform: 'admin_frontend',
          'accept-encoding': 'identity',
        },
      },
      resolve,
    ).on('error', reject);
  });
  expect(response.statusCode).toBe(200);
  return response;
}

/** The first chunk of a body, and a way to read the rest of it as text. */
async function firstChunk(response: IncomingMessage) {
  const chunks = response[Symbol.asyncIterator]();
  const first = await chunks.next();
  expect(first.done).toBe(false);
  return {
    async rest(): Promise<string> {
      const read: Buffer[] = [first.value as Buffer];
      for (;;) {
        const next = await chunks.next();
        if (next.done) return Buffer.concat(read).toString('utf8');
        read.push(next.value as Buffer);
      }
    },
  };
}

describe('the expected row count', () => {
  test('is exact up to the list’s exact-count limit', async () => {
    const one = await admin.get<{ data: { id: number }[] }>(
      '/admin/notifications?perPage=1',
    );
    const id = String(one.body.data[0]?.id);
    const answer = await admin.get<string>(
      `/admin/notifications/export?search[id]=${id}`,
    );
    expect(answer.headers.get('x-export-rows')).toBe('1');
    expect(answer.headers.get('x-export-rows-estimated')).toBe('false');
  });

  test('is marked as an estimate above it', async () => {
    const response = await startExport('format=raw');
    response.destroy();
    expect(response.headers['x-export-rows-estimated']).toBe('true');
    expect(Number(response.headers['x-export-rows'])).toBeGreaterThan(
      exactCountLimit,
    );
  });
});

describe('a large export', () => {
  test('reads its rows as the download goes: a row added at the end of the view after the first bytes is in the file', async () => {
    const body = await firstChunk(await startExport('format=raw&sort=id'));

    // The client reads no further: the server stops after the batches the
    // socket and the stream hold, far short of the end of the view.
    const added = await server.db.query<{ id: number }>(
      `INSERT INTO notifications (user_id, title, body, channel)
       SELECT user_id, 'Added during the download', body, channel
       FROM notifications ORDER BY id LIMIT 1
       RETURNING id`,
    );
    const [header = [], ...rows] = parseCsv(await body.rest());
    const ids = rows.map((row) => Number(row[header.indexOf('id')]));

    expect(ids).toContain(added.rows[0]?.id);
    expect(ids).toHaveLength(total + 1);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('dropped after its first bytes, leaves the server free and no transaction open', async () => {
    const response = await startExport('');
    await firstChunk(response);
    response.destroy();

    const next = await admin.get('/admin/notifications?perPage=1');
    expect(next.status).toBe(200);
    const open = await server.db.query<{ n: number }>(
      server.db.engine === 'postgres'
        ? `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND state LIKE 'idle in transaction%'`
        : 'SELECT 0 AS n',
    );
    expect(open.rows[0]?.n).toBe(0);
  });
});
