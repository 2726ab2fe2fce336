import { randomUUID } from 'node:crypto';
import type { AuthUser, ServerDeps } from '../context';
import type { Db } from '../db/db';
import { hashSecretToken, newSecretToken } from './secret-token';
import {
  authorityColumns,
  authorityJoins,
  authUserOfRow,
  type AuthorityRow,
} from './user-authority';

/** A new or rotated session: the refresh token is shown to the client once, never stored. */
export interface IssuedSession {
  userId: number;
  sessionId: number;
  refreshToken: string;
}

export type RotateResult =
  | ({ status: 'ok' } & IssuedSession)
  | { status: 'unknown' | 'expired' | 'revoked' | 'reused' };

export interface SessionStore {
  /** Opens a user-sessions row and its first refresh token. */
  open(input: {
    userId: number;
    ipAddress: string;
    userAgent: string | undefined;
  }): Promise<IssuedSession>;
  /**
   * Trades a refresh token for a new one. A token that was already used
   * revokes its whole session: whoever holds the
   * newer token, the thief or the owner, has to sign in again. The one
   * exception is the same rotation sent again (`retryKey`, see
   * `retryWindowMs`), whose answer never reached its sender.
   */
  rotate(refreshToken: string, retryKey?: string): Promise<RotateResult>;
  /** Ends one session: its refresh tokens and access tokens stop working. */
  revoke(sessionId: number): Promise<void>;
  /** Ends every session of a user (password reset). */
  revokeAllOf(userId: number): Promise<void>;
  /** The signed-in caller of a live session, or null when it ended or the user may not sign in. */
  caller(userId: number, sessionId: number): Promise<AuthUser | null>;
  /** Those of `sessionIds` that are still live (not revoked, deleted, or of a suspended user). */
  liveAmong: (sessionIds: readonly number[]) => Promise<number[]>;
}

interface TokenRow {
  id: number;
  session_id: number;
  user_id: number;
  family: string;
  used_at: string | null;
  retry_key_hash: string | null;
  /** Whether the token this one was traded for is still unspent. */
  successor_unused: boolean | null;
  revoked_at: string | null;
  expires_at: string;
  session_revoked_at: string | null;
  user_status: string;
}

interface CallerRow extends AuthorityRow {
  is_live: boolean;
  last_seen_at: string | null;
}

/** When a session (`s`) of a user (`u`) still lets its tokens in. */
const isLiveSession = "s.revoked_at IS NULL AND u.status <> 'SUSPENDED'";

/**
 * The sign-in time, written only when no other transaction holds the user's
 * row. A shift starts with many people signing in as one shared account at
 * once: a plain UPDATE queued each sign-in behind the one before it until that
 * one committed (905 ms mean, 4 s at worst, in a 50-session shift). The one
 * holding the row is another sign-in of the same instant or a write of the
 * user that commits within milliseconds, so the time skipped is that close.
 */
const stampLastLogin = `UPDATE users SET last_login_at = now()
  WHERE id = (SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE SKIP LOCKED)`;

/** A session's last-seen time is written at most this often, not on every call. */
const lastSeenEveryMs = 60_000;

/**
 * How long after a rotation the same rotation may be sent again. A refresh
 * whose answer is lost (the page reloaded or closed while it was in flight,
 * the network dropped) leaves the console holding the spent token; it sends
 * it again with the retry key it stored before the first attempt, and gets a
 * new pair in place of the one it never received, which stops working.
 * Without the key, or later, or once that lost token has been used, the
 * token is a replay (RELIABILITY.md A11). Short, because a thief who copied
 * both key and token could use them in this window and, for that window,
 * instead of ending the session would only end the owner's copy.
 */
export const retryWindowMs = 30_000;

/**
 * Sessions are rows of the registry's `user-sessions` resource (admins list
 * and end them); refresh tokens live in auth's own table, hashed. Opening
 * and ending a session is announced (`publish`) in its transaction, which is
 * also how every server learns to close the sockets of a session that ended.
 */
export function createSessionStore(
  db: Db,
  refreshTtlMs: number,
  publish: ServerDeps['publish'],
): SessionStore {
  const expiry = () => new Date(Date.now() + refreshTtlMs).toISOString();

  const issueToken = async (
    tx: Db,
    session: { sessionId: number; userId: number; family: string },
  ): Promise<{ id: number; token: string }> => {
    const token = newSecretToken();
    const expiresAt = expiry();
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO auth_refresh_tokens (token_hash, session_id, user_id, family, expires_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        hashSecretToken(token),
        session.sessionId,
        session.userId,
        session.family,
        expiresAt,
      ],
    );
    await tx.query(
      'UPDATE user_sessions SET expires_at = $2, last_seen_at = now(), updated_at = now() WHERE id = $1',
      [session.sessionId, expiresAt],
    );
    return { id: Number(rows[0]?.id), token };
  };

  const revokeSession = async (tx: Db, sessionId: number) => {
    await tx.query(
      'UPDATE auth_refresh_tokens SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL',
      [sessionId],
    );
    const ended = await tx.query(
      'UPDATE user_sessions SET revoked_at = now(), updated_at = now() WHERE id = $1 AND revoked_at IS NULL',
      [sessionId],
    );
    if (ended.affectedRows > 0)
      await publish(tx, {
        resource: 'user-sessions',
        type: 'updated',
        ids: [sessionId],
      });
  };

  return {
    open({ userId, ipAddress, userAgent }) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO user_sessions (user_id, platform, ip_address, user_agent, last_seen_at, expires_at)
           VALUES ($1, 'WEB', $2, $3, now(), $4) RETURNING id`,
          [
            userId,
            ipAddress.slice(0, 45),
            userAgent?.slice(0, 500) ?? null,
            expiry(),
          ],
        );
        const sessionId = Number(rows[0]?.id);
        const { token: refreshToken } = await issueToken(tx, {
          sessionId,
          userId,
          family: randomUUID(),
        });
        await publish(tx, {
          resource: 'user-sessions',
          type: 'created',
          ids: [sessionId],
        });
        await tx.query(stampLastLogin, [userId]);
        return { userId, sessionId, refreshToken };
      });
    },

    rotate(refreshToken, retryKey) {
      return db.transaction(async (tx): Promise<RotateResult> => {
        const { rows } = await tx.query<TokenRow>(
          `SELECT t.id, t.session_id, t.user_id, t.family, t.used_at, t.revoked_at, t.expires_at,
                  t.retry_key_hash,
                  (SELECT n.used_at IS NULL AND n.revoked_at IS NULL
                     FROM auth_refresh_tokens n WHERE n.id = t.successor_id) AS successor_unused,
                  s.revoked_at AS session_revoked_at, u.status AS user_status
             FROM auth_refresh_tokens t
             JOIN user_sessions s ON s.id = t.session_id
             JOIN users u ON u.id = t.user_id
            WHERE t.token_hash = $1
            FOR UPDATE OF t`,
          [hashSecretToken(refreshToken)],
        );
        const row = rows[0];
        if (!row) return { status: 'unknown' };
        if (
          row.revoked_at ||
          row.session_revoked_at ||
          row.user_status === 'SUSPENDED'
        ) {
          return { status: 'revoked' };
        }
        const retryKeyHash = retryKey ? hashSecretToken(retryKey) : null;
        if (row.used_at) {
          const isRetry =
            retryKeyHash !== null &&
            row.retry_key_hash === retryKeyHash &&
            row.successor_unused === true &&
            Date.now() - Date.parse(row.used_at) < retryWindowMs;
          if (!isRetry) {
            await revokeSession(tx, row.session_id);
            return { status: 'reused' };
          }
          // The lost answer's token counts as spent: whoever presents it
          // later ends the session, as with any replay.
          await tx.query(
            `UPDATE auth_refresh_tokens SET used_at = now()
              WHERE id = (SELECT successor_id FROM auth_refresh_tokens WHERE id = $1)`,
            [row.id],
          );
        } else if (Date.parse(row.expires_at) <= Date.now()) {
          return { status: 'expired' };
        }
        const session = {
          sessionId: row.session_id,
          userId: row.user_id,
          family: row.family,
        };
        const successor = await issueToken(tx, session);
        // used_at keeps the first rotation's time, so the retry window does
        // not slide with each retry.
        await tx.query(
          `UPDATE auth_refresh_tokens
              SET used_at = coalesce(used_at, now()), retry_key_hash = $2, successor_id = $3
            WHERE id = $1`,
          [row.id, retryKeyHash, successor.id],
        );
        return { status: 'ok', ...session, refreshToken: successor.token };
      });
    },

    revoke(sessionId) {
      return db.transaction((tx) => revokeSession(tx, sessionId));
    },

    async revokeAllOf(userId) {
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          'SELECT id FROM user_sessions WHERE user_id = $1 AND revoked_at IS NULL',
          [userId],
        );
        for (const row of rows) await revokeSession(tx, row.id);
      });
    },

    async caller(userId, sessionId) {
      const { rows } = await db.query<CallerRow>(
        `SELECT u.id, u.name, u.email, u.user_type, s.last_seen_at, (${isLiveSession}) AS is_live,
                ${authorityColumns}
           FROM users u
           JOIN user_sessions s ON s.id = $2 AND s.user_id = u.id
           ${authorityJoins}
          WHERE u.id = $1
          GROUP BY u.id, s.id`,
        [userId, sessionId],
        // Every authenticated request asks this: planning its five joins
        // took 0.9 ms of PostgreSQL's CPU each time, running it 0.4.
        { name: 'session-caller' },
      );
      const row = rows[0];
      if (!row?.is_live) return null;
      if (
        !row.last_seen_at ||
        Date.now() - Date.parse(row.last_seen_at) > lastSeenEveryMs
      ) {
        await db.query(
          'UPDATE user_sessions SET last_seen_at = now() WHERE id = $1',
          [sessionId],
        );
      }
      return authUserOfRow(row, sessionId);
    },

    async liveAmong(sessionIds) {
      if (sessionIds.length === 0) return [];
      const { rows } = await db.query<{ id: number }>(
        `SELECT s.id FROM user_sessions s JOIN users u ON u.id = s.user_id
          WHERE s.id = ANY($1::bigint[]) AND ${isLiveSession}`,
        [sessionIds],
      );
      return rows.map((row) => Number(row.id));
    },
  };
}
