import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ServerConfig } from '../../server/config';
import { freshPostgres } from './support/engines';
import { startTestServer } from './support/test-server';

/** Storage that outlives a server: a PGlite directory, or a PostgreSQL schema. */
let storage: Partial<ServerConfig>;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    const schema = await freshPostgres(process.env.TEST_DATABASE_URL);
    storage = { databaseUrl: schema.url };
    cleanUp = () => schema.drop();
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'shared-jwt-secret-'));
    storage = { databaseMode: 'file', dataDir };
    cleanUp = () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    };
  }
});

afterAll(() => cleanUp());

// Two starts, the first seeding a file-backed database.
test(
  'without JWT_SECRET the generated key is kept in the database: a restarted server accepts the tokens it issued',
  { timeout: 120_000 },
  async () => {
    const first = await startTestServer({ ...storage, jwtSecret: null });
    const { access_token } = await first.login('staff@zfood.my', 'Staff123!');
    await first.close();

    const second = await startTestServer({ ...storage, jwtSecret: null });
    try {
      const profile = await fetch(
        `${second.baseUrl}/api/v1/admin/users/profile`,
        {
          headers: { authorization: `Bearer ${access_token}` },
        },
      );
      expect(profile.status).toBe(200);
    } finally {
      await second.close();
    }
  },
);

test('JWT_SECRET, when set, is the key instead', async () => {
  const fixed = new TextEncoder().encode('k'.repeat(40));
  const server = await startTestServer({ ...storage, jwtSecret: fixed });
  try {
    expect(Buffer.from(server.config.jwtSecret)).toEqual(Buffer.from(fixed));
  } finally {
    await server.close();
  }
});
