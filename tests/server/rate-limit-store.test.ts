import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import {
  postgresRateLimitStore,
  rateLimitDdl,
} from '../../server/rate-limit/postgres-rate-limit-store';
import {
  memoryRateLimitStore,
  type RateLimitStore,
} from '../../server/rate-limit/rate-limit-store';
import { engines } from './support/engines';

/** Each engine with the store a server on it uses. */
describe.each(engines)('the rate-limit store on $name', (engine) => {
  let db: Db;
  let store: RateLimitStore;

  beforeAll(async () => {
    db = await engine.open();
    if (db.engine === 'postgres') {
      await migrate(db, { registry: [], extraDdl: rateLimitDdl });
      store = postgresRateLimitStore(db);
    } else {
      store = memoryRateLimitStore();
    }
  });
  afterAll(() => db.close());

  test('allows `limit` hits per window, then refuses with the wait until the oldest leaves', async () => {
    const limiter = store.limiter('window', { limit: 3, windowMs: 60_000 });
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await limiter.hit('a'));

    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts.map((v) => v.remaining)).toEqual([2, 1, 0, 0]);
    expect(verdicts[3]?.retryAfterMs).toBeGreaterThan(55_000);
    expect(verdicts[3]?.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.peek('a')).allowed).toBe(false);
  });

  test('the window slides: hits older than it stop counting', async () => {
    const limiter = store.limiter('slide', { limit: 1, windowMs: 300 });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await limiter.peek('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  test('keys and limiter names are independent, and reset forgets a key', async () => {
    const logins = store.limiter('logins', { limit: 1, windowMs: 60_000 });
    const otps = store.limiter('otps', { limit: 1, windowMs: 60_000 });
    await logins.hit('a');

    expect((await logins.peek('a')).allowed).toBe(false);
    expect((await logins.peek('b')).allowed).toBe(true);
    expect((await otps.peek('a')).allowed).toBe(true);
    await logins.reset('a');
    expect(await logins.peek('a')).toEqual({
      allowed: true,
      remaining: 1,
      retryAfterMs: 0,
    });
  });

  test('concurrent hits never take more places than the limit', async () => {
    const limiter = store.limiter('race', { limit: 5, windowMs: 60_000 });
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => limiter.hit('a')),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  test.runIf(engine.name === 'postgres')(
    'rows of keys whose window has passed are deleted as hits go on',
    async () => {
      const limiter = store.limiter('prune', { limit: 5000, windowMs: 50 });
      await limiter.hit('gone-quiet');
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (let i = 0; i < 1000; i += 1) await limiter.hit('busy');
      const { rows } = await db.query<{ key: string }>(
        "SELECT key FROM rate_limit_windows WHERE key LIKE 'prune:%'",
      );
      expect(rows.map((row) => row.key)).toEqual(['prune:busy']);
    },
  );
});
