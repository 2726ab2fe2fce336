import type { RoleName, UserType } from '../../src/registry/enums';
import type { Db } from '../db/db';
import { hashPassword } from './password-hash';

/** A sign-in the README and the start-up banner advertise. */
export interface DemoLogin {
  email: string;
  password: string;
  name: string;
  userType: UserType;
  roles: readonly RoleName[];
}

/**
 * bcrypt at cost 10 takes ~70 ms per hash; test files start a fresh server
 * each, so the demo hashes are made once per process.
 */
const hashCache = new Map<string, Promise<string>>();

function cachedHash(password: string): Promise<string> {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}

/**
 * Makes every demo login work: creates the user (and its roles) when the
 * seed did not, and stores a password for any demo user without one. A
 * password changed through the reset flow is left alone.
 */
export async function storeDemoCredentials(
  db: Db,
  demoLogins: readonly DemoLogin[],
): Promise<void> {
  for (const demo of demoLogins) {
    const existing = await db.query<{ id: number; has_password: boolean }>(
      `SELECT u.id, c.user_id IS NOT NULL AS has_password
         FROM users u LEFT JOIN auth_credentials c ON c.user_id = u.id
        WHERE lower(u.email) = lower($1)`,
      [demo.email],
    );
    const found = existing.rows[0];
    if (found?.has_password) continue;
    const hash = await cachedHash(demo.password);
    await db.transaction(async (tx) => {
      const userId = found ? found.id : await insertUser(tx, demo);
      await tx.query(
        `INSERT INTO auth_credentials (user_id, password_hash) VALUES ($1, $2)
         ON CONFLICT (user_id) DO NOTHING`,
        [userId, hash],
      );
    });
  }
}

async function insertUser(tx: Db, demo: DemoLogin): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (name, email, user_type, status) VALUES ($1, $2, $3, 'ACTIVE') RETURNING id`,
    [demo.name, demo.email, demo.userType],
  );
  const userId = Number(rows[0]?.id);
  for (const role of demo.roles) {
    await tx.query(
      'INSERT INTO roles (name, is_system) VALUES ($1, true) ON CONFLICT (name) DO NOTHING',
      [role],
    );
    await tx.query(
      'INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2',
      [userId, role],
    );
  }
  return userId;
}
