/**
 * Auth's own tables, kept out of the registry because no admin screen may
 * ever list them: password hashes, refresh tokens (hashed) and password
 * resets. Passed to `migrate` as `extraDdl`; every statement is idempotent.
 */
export const authDdl: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS auth_credentials (
    user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    password_hash text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE IF NOT EXISTS auth_refresh_tokens (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    session_id bigint NOT NULL REFERENCES user_sessions (id) ON DELETE CASCADE,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    family text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    revoked_at timestamptz
  )`,
  'CREATE INDEX IF NOT EXISTS auth_refresh_tokens_session_idx ON auth_refresh_tokens (session_id)',
  // A rotation's retry key (hashed) and the token it issued, so that the
  // same refresh sent again, its answer lost, is told apart from a replay.
  'ALTER TABLE auth_refresh_tokens ADD COLUMN IF NOT EXISTS retry_key_hash text',
  'ALTER TABLE auth_refresh_tokens ADD COLUMN IF NOT EXISTS successor_id bigint',
  `CREATE TABLE IF NOT EXISTS auth_password_resets (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    otp_hash text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    expires_at timestamptz NOT NULL,
    reset_token_hash text UNIQUE,
    reset_expires_at timestamptz,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX IF NOT EXISTS auth_password_resets_user_idx ON auth_password_resets (user_id)',
];
