import type { Db } from './db';

/**
 * Values every API instance on one database must agree on — the generated
 * JWT secret, the maintenance switch — kept in the database rather than in
 * files beside each process. `revision` grows on every write, so a reader
 * can tell a newer value from an older one that arrives late.
 */
export const serverSettingsDdl: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS server_settings (
    name text PRIMARY KEY,
    value text NOT NULL,
    revision bigint NOT NULL DEFAULT 1,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
];

export interface StoredSetting {
  value: string;
  revision: number;
}

export async function readSetting(
  db: Db,
  name: string,
): Promise<StoredSetting | null> {
  const { rows } = await db.query<StoredSetting>(
    'SELECT value, revision FROM server_settings WHERE name = $1',
    [name],
  );
  return rows[0] ?? null;
}

/** Stores `value` unless the setting exists, and returns what is stored: the first writer wins. */
export async function settingOnce(
  db: Db,
  name: string,
  value: string,
): Promise<string> {
  await db.query(
    'INSERT INTO server_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, value],
  );
  const stored = await readSetting(db, name);
  if (!stored) throw new Error(`The server setting ${name} was not stored`);
  return stored.value;
}

/** Replaces a setting and returns its new revision. */
export async function writeSetting(
  tx: Db,
  name: string,
  value: string,
): Promise<number> {
  const { rows } = await tx.query<{ revision: number }>(
    `INSERT INTO server_settings (name, value) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE
       SET value = EXCLUDED.value, revision = server_settings.revision + 1, updated_at = now()
     RETURNING revision`,
    [name, value],
  );
  return Number(rows[0]?.revision);
}
