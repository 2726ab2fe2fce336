import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from './db';
import { openDatabase } from './open-database';

let db: Db;
// PGlite compiles its WebAssembly and starts PostgreSQL here: 10 s was not
// enough on a busy 2-core machine (CI run of 2026-12-02).
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory' });
}, 60_000);
afterAll(() => db.close());

/**
 * The rollup catching up a merchant's year of days is a few hundred
 * transactions in a row; on PGlite they ran on this thread without a turn of
 * the event loop, and a request sent meanwhile was not even read until the
 * last one ended.
 */
test('a request sent while a long chain of PGlite transactions runs is answered before the chain ends', async () => {
  const chainLength = 300;
  let done = 0;
  const http = createServer((_request, response) => {
    response.end(String(done));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  try {
    const chain = (async () => {
      for (let i = 0; i < chainLength; i += 1) {
        await db.transaction((tx) => tx.query('SELECT 1'));
        done += 1;
      }
    })();
    const answer = fetch(`http://127.0.0.1:${port}/`).then(async (r) =>
      Number(await r.text()),
    );
    const [doneWhenAnswered] = await Promise.all([answer, chain]);
    expect(doneWhenAnswered).toBeLessThan(chainLength / 2);
  } finally {
    http.close();
  }
});

test('so do single statements, one after another', async () => {
  let done = 0;
  let doneWhenTimerRan = -1;
  setTimeout(() => {
    doneWhenTimerRan = done;
  }, 0);
  for (let i = 0; i < 300; i += 1) {
    await db.query('SELECT 1');
    done += 1;
  }
  expect(doneWhenTimerRan).toBeGreaterThanOrEqual(0);
  expect(doneWhenTimerRan).toBeLessThan(150);
});
