import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import type { Expected } from '../resources/precondition';
import {
  emptyNavPreferences,
  type NavPreferences,
  type StoredNavPreferences,
} from '../../src/registry/nav-preferences';

/**
 * Each user's sidebar preferences, one JSON document per user. Kept out of
 * the registry because it is nobody's record but its owner's: no admin
 * screen lists it and no permission reads it. Deleting the user deletes it.
 */
export const preferencesDdl: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS user_preferences (
    user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    document jsonb NOT NULL,
    version integer NOT NULL DEFAULT 1,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
];

interface PreferencesRow {
  document: NavPreferences;
  version: number;
}

/**
 * A user who never saved anything has the empty document at version 1, so
 * that a first write names a version like every later one.
 */
const neverSaved: StoredNavPreferences = { ...emptyNavPreferences, version: 1 };

const stored = (row: PreferencesRow | undefined): StoredNavPreferences =>
  row ? { ...row.document, version: row.version } : neverSaved;

export async function readPreferences(
  db: Db,
  userId: number,
): Promise<StoredNavPreferences> {
  const { rows } = await db.query<PreferencesRow>(
    'SELECT document, version FROM user_preferences WHERE user_id = $1',
    [userId],
  );
  return stored(rows[0]);
}

/**
 * Replaces the user's document and returns it at its new version. With an
 * `expected` version the write is refused (409, carrying the document as it
 * is now) when the stored one has moved on: the console's tabs send it, so
 * a pin made in one tab is not undone by a visit another tab records.
 * Without one the last write wins: the document is the caller's own, so no
 * one else's change can be lost, and a script may set it without reading.
 */
export async function replacePreferences(
  tx: Db,
  userId: number,
  preferences: NavPreferences,
  expected: Expected | undefined,
): Promise<StoredNavPreferences> {
  // The row exists before it is locked, so two first writes queue on it.
  await tx.query(
    `INSERT INTO user_preferences (user_id, document) VALUES ($1, $2::text::jsonb)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, JSON.stringify(emptyNavPreferences)],
  );
  const { rows } = await tx.query<PreferencesRow>(
    'SELECT document, version FROM user_preferences WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  const current = stored(rows[0]);
  if (
    expected !== undefined &&
    expected !== 'any' &&
    expected !== current.version
  ) {
    throw new ApiError(
      409,
      `Your preferences changed elsewhere (another tab or device) after you read them (you had version ${expected}, they are at ${current.version}); apply your change to \`current\` and send it again`,
      undefined,
      { current },
    );
  }
  const { rows: written } = await tx.query<PreferencesRow>(
    `UPDATE user_preferences SET document = $2::text::jsonb, version = version + 1, updated_at = now()
     WHERE user_id = $1 RETURNING document, version`,
    [userId, JSON.stringify(preferences)],
  );
  return stored(written[0]);
}
