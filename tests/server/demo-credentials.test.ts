import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { hashPassword } from '../../server/auth/password-hash';
import type { ServerConfig } from '../../server/config';
import { apiAs, demoPasswords } from './support/api-client';
import { freshPostgres } from './support/engines';
import {
  SPAWNED_SEED_SCALE,
  spawnServer,
  type SpawnedServer,
} from './support/spawn-server';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A database that outlives a server, as an in-process config and as the
 * spawned server's environment: a PGlite directory, or a PostgreSQL schema.
 * Both seed the spawned servers' small marketplace: these tests are about
 * accounts, and one scale in a database is what a restart expects.
 */
interface Storage {
  config: Partial<ServerConfig>;
  env: Record<string, string>;
}

const cleanUps: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

const seedScale = Number(SPAWNED_SEED_SCALE);

async function freshStorage(): Promise<Storage> {
  if (process.env.TEST_DATABASE_URL) {
    const schema = await freshPostgres(process.env.TEST_DATABASE_URL);
    cleanUps.push(() => schema.drop());
    return {
      config: { databaseUrl: schema.url, seedScale },
      env: { DATABASE_URL: schema.url },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-credentials-'));
  cleanUps.push(() => {
    rmSync(dataDir, { recursive: true, force: true });
    return Promise.resolve();
  });
  return {
    config: { databaseMode: 'file', dataDir, seedScale },
    env: { DATABASE_MODE: 'file', DATA_DIR: dataDir },
  };
}

const demoEmails = Object.keys(demoPasswords);
const everyDemoPassword = Object.values(demoPasswords);

async function loginStatus(
  baseUrl: string,
  email: string,
  password: string,
): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

/** Gives the accounts a password of their own, as their owners would. */
async function changePasswords(
  server: TestServer,
  emails: readonly string[],
): Promise<void> {
  const hash = await hashPassword('A-password-of-their-own-7');
  for (const email of emails)
    await server.db.query(
      `UPDATE auth_credentials SET password_hash = $2
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email, hash],
    );
}

async function stop(spawned: SpawnedServer): Promise<void> {
  spawned.child.kill('SIGTERM');
  await spawned.exited;
}

/** How a spawned server's start ended: its exit code, or `listening` (and then it is stopped). */
async function startOutcome(
  spawned: SpawnedServer,
): Promise<number | null | 'listening'> {
  const outcome = await Promise.race([
    spawned.exited,
    spawned.listening.then(() => 'listening' as const),
  ]);
  if (outcome === 'listening') await stop(spawned);
  return outcome;
}

test(
  'only the first seed makes demo accounts: a restart recreates no account that moved and no password that was removed',
  { timeout: 180_000 },
  async () => {
    const storage = await freshStorage();
    const first = await startTestServer(storage.config);
    try {
      await first.login('staff@zfood.my', 'Staff123!');
      // The address given to someone else, and a password taken away.
      await first.db.query(
        `UPDATE users SET email = 'hafiz.ismail@zfood.my' WHERE email = 'staff@zfood.my'`,
      );
      await first.db.query(
        `DELETE FROM auth_credentials
          WHERE user_id = (SELECT id FROM users WHERE email = 'reviewer@zfood.my')`,
      );
    } finally {
      await first.close();
    }

    const second = await startTestServer(storage.config);
    try {
      expect(
        await loginStatus(second.baseUrl, 'staff@zfood.my', 'Staff123!'),
      ).toBe(422);
      expect(
        await loginStatus(second.baseUrl, 'reviewer@zfood.my', 'Reviewer123!'),
      ).toBe(422);
      const admin = await apiAs(second, 'admin@zfood.my');
      const { body } = await admin.get<{ data: { email: string }[] }>(
        '/admin/users?q=staff%40zfood.my',
      );
      expect(body.data.map((user) => user.email)).not.toContain(
        'staff@zfood.my',
      );
    } finally {
      await second.close();
    }
  },
);

test(
  'APP_ENV=production refuses a database whose accounts keep a demo password, naming them without their passwords; development lists only the sign-ins that still work',
  { timeout: 240_000 },
  async () => {
    const storage = await freshStorage();
    const seeding = await startTestServer(storage.config);
    try {
      await changePasswords(seeding, ['staff@zfood.my']);
    } finally {
      await seeding.close();
    }

    const development = spawnServer({
      ...storage.env,
      APP_ENV: 'development',
    });
    await development.listening;
    await stop(development);
    expect(development.output()).toContain('Admin123!');
    expect(development.output()).not.toContain('Staff123!');

    const refused = spawnServer({ ...storage.env, APP_ENV: 'production' });
    expect(await startOutcome(refused)).toBe(1);
    const stillDemo = demoEmails.filter((email) => email !== 'staff@zfood.my');
    for (const email of stillDemo) expect(refused.output()).toContain(email);
    expect(refused.output()).not.toContain('staff@zfood.my');
    for (const password of everyDemoPassword)
      expect(refused.output()).not.toContain(password);

    const owners = await startTestServer(storage.config);
    try {
      await changePasswords(owners, stillDemo);
    } finally {
      await owners.close();
    }
    const production = spawnServer({ ...storage.env, APP_ENV: 'production' });
    await production.listening;
    await stop(production);
    for (const password of everyDemoPassword)
      expect(production.output()).not.toContain(password);
  },
);

test(
  'a database seeded with APP_ENV=production has no demo passwords, and its banner prints none',
  { timeout: 180_000 },
  async () => {
    const storage = await freshStorage();
    const production = spawnServer({ ...storage.env, APP_ENV: 'production' });
    try {
      const baseUrl = await production.listening;
      for (const [email, password] of Object.entries(demoPasswords))
        expect(await loginStatus(baseUrl, email, password)).toBe(422);
    } finally {
      await stop(production);
    }
    for (const password of everyDemoPassword)
      expect(production.output()).not.toContain(password);
  },
);
