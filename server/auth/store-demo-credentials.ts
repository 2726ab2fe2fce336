import type { Db } from '../db/db';
import { hashPassword, verifyPassword } from './password-hash';

/** A sign-in the README advertises for development. */
export interface DemoLogin {
  email: string;
  password: string;
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
 * Gives the demo accounts the seed has just made their advertised
 * passwords. Called inside the first seed's transaction only: an account
 * deleted, renamed or left without a password later stays that way.
 */
export async function storeDemoPasswords(
  tx: Db,
  demoLogins: readonly DemoLogin[],
): Promise<void> {
  for (const demo of demoLogins)
    await tx.query(
      `INSERT INTO auth_credentials (user_id, password_hash)
       SELECT id, $2 FROM users WHERE lower(email) = lower($1)`,
      [demo.email, await cachedHash(demo.password)],
    );
}

/** The demo logins that still sign in: their account's password is still the advertised one. */
export async function demoLoginsInUse<T extends DemoLogin>(
  db: Db,
  demoLogins: readonly T[],
): Promise<T[]> {
  const inUse: T[] = [];
  for (const demo of demoLogins) {
    const { rows } = await db.query<{ password_hash: string }>(
      `SELECT c.password_hash FROM users u JOIN auth_credentials c ON c.user_id = u.id
        WHERE lower(u.email) = lower($1)`,
      [demo.email],
    );
    const hash = rows[0]?.password_hash;
    if (hash && (await verifyPassword(demo.password, hash))) inUse.push(demo);
  }
  return inUse;
}

/**
 * Stops a production start while a demo account still has its advertised
 * password (a database carried over from development): anyone who read the
 * README could sign in. Names the accounts, never the passwords.
 *
 * @throws Error listing those accounts' e-mail addresses.
 */
export async function refuseDemoPasswords(
  db: Db,
  demoLogins: readonly DemoLogin[],
): Promise<void> {
  const inUse = await demoLoginsInUse(db, demoLogins);
  if (inUse.length === 0) return;
  throw new Error(
    [
      `APP_ENV=production, but these accounts still have their demo password: ${inUse.map((demo) => demo.email).join(', ')}.`,
      'Give each a password of its own first (Forgot password, on a server started without APP_ENV=production, which logs the code),',
      'or start on a database seeded with APP_ENV=production, which has no demo passwords.',
    ].join('\n'),
  );
}
