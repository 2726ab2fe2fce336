import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AnyResource } from '../../src/registry/define-resource';
import { writeAudit } from '../audit/write-audit';
import type { ServerDeps } from '../context';
import { ApiError, unprocessable } from '../http/errors';
import type { LoginGuard } from '../rate-limit/login-guard';
import { tooManyRequests } from '../rate-limit/too-many-requests';
import {
  bearerToken,
  signAccessToken,
  verifyAccessToken,
} from './access-token';
import { parseBody } from './parse-body';
import { hashPassword, verifyPassword } from './password-hash';
import { hashSecretToken, newSecretToken } from './secret-token';
import type { SessionStore } from './session-store';

export interface AuthRouteOptions {
  deps: ServerDeps;
  /** Where sign-ins and sign-outs are audited (the registry's audit-logs). */
  registry: readonly AnyResource[];
  sessions: SessionStore;
  /** Failed sign-ins per address and per e-mail. */
  loginGuard: LoginGuard;
  /** Failed OTP checks and reset requests per address and per e-mail. */
  otpGuard: LoginGuard;
}

const otpTtlMs = 10 * 60_000;
const resetTtlMs = 15 * 60_000;
const maxOtpAttempts = 5;
/** An access token this far past its expiry may still end its own session. */
const logoutGraceMs = 24 * 3_600_000;

const badCredentials =
  'These credentials do not match our records. Check the e-mail address and password.';

const email = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .min(1, 'Enter your e-mail address')
  .max(254, 'An e-mail address has at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

const loginSchema = z.object({
  email,
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(200, 'A password has at most 200 characters'),
});

const forgotSchema = z.object({ email });

const verifySchema = z.object({
  email,
  otp: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail'),
});

const resetSchema = z.object({
  reset_token: z
    .string({ error: 'The reset token is missing' })
    .min(1)
    .max(200),
  password: z
    .string({ error: 'Choose a new password' })
    .min(8, 'Use at least 8 characters')
    .max(200, 'Use at most 200 characters')
    .regex(/[A-Za-z]/, 'Use at least one letter')
    .regex(/\d/, 'Use at least one digit'),
});

interface UserRow {
  id: number;
  status: string;
  password_hash: string | null;
}

/**
 * `/api/v1/auth/*`: login, refresh (rotating), logout,
 * and the forgotten-password flow (forgot-password → verify-otp →
 * reset-password). Every answer to a wrong e-mail and to a wrong password
 * is the same, so the endpoints do not reveal which accounts exist.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  { deps, registry, sessions, loginGuard, otpGuard }: AuthRouteOptions,
): void {
  const { db, config } = deps;
  const otpHash = (resetId: number, otp: string) =>
    createHmac('sha256', config.jwtSecret)
      .update(`${resetId}:${otp}`)
      .digest('hex');

  const findUser = async (address: string): Promise<UserRow | undefined> => {
    const { rows } = await db.query<UserRow>(
      `SELECT u.id, u.status, c.password_hash
         FROM users u LEFT JOIN auth_credentials c ON c.user_id = u.id
        WHERE lower(u.email) = lower($1)
        LIMIT 1`,
      [address],
    );
    return rows[0];
  };

  const tokenPair = async (
    userId: number,
    sessionId: number,
    refreshToken: string,
  ) => ({
    data: {
      access_token: await signAccessToken(
        { userId, sessionId },
        config.jwtSecret,
        config.accessTokenTtlMs,
      ),
      refresh_token: refreshToken,
    },
  });

  const unauthorized = (message: string) => new ApiError(401, message);

  app.post('/api/v1/auth/login', async (request, reply) => {
    const body = parseBody(loginSchema, request.body);
    const waitMs = await loginGuard.waitMs(request.ip, body.email);
    if (waitMs > 0) {
      return tooManyRequests(
        reply,
        waitMs,
        'Too many sign-in attempts. Wait a few minutes and try again.',
      );
    }
    const user = await findUser(body.email);
    const isMatch = await verifyPassword(
      body.password,
      user?.password_hash ?? null,
    );
    if (!user || !isMatch || user.status === 'SUSPENDED') {
      await loginGuard.recordFailure(request.ip, body.email);
      request.log.info({ reason: 'bad credentials' }, 'login refused');
      throw new ApiError(422, badCredentials);
    }
    await loginGuard.recordSuccess(body.email);
    const session = await sessions.open({
      userId: user.id,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'],
    });
    await writeAudit(db, registry, {
      actorId: user.id,
      kind: 'LOGIN',
      resource: 'user-sessions',
      recordId: session.sessionId,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return tokenPair(session.userId, session.sessionId, session.refreshToken);
  });

  app.post('/api/v1/auth/refresh', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token)
      throw unauthorized(
        'Send the refresh token as Authorization: Bearer <token>.',
      );
    // The console's key for this rotation, the same when it sends the
    // rotation again after losing its answer (session-store retryWindowMs).
    const retryKey = request.headers['idempotency-key'];
    const result = await sessions.rotate(
      token,
      typeof retryKey === 'string' && retryKey.length <= 200
        ? retryKey
        : undefined,
    );
    if (result.status !== 'ok') {
      request.log.info({ reason: result.status }, 'refresh refused');
      throw unauthorized('The session has ended; sign in again.');
    }
    return tokenPair(result.userId, result.sessionId, result.refreshToken);
  });

  app.post('/api/v1/auth/logout', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const claims = token
      ? await verifyAccessToken(token, config.jwtSecret, logoutGraceMs)
      : null;
    if (!claims)
      throw unauthorized(
        'Send the access token as Authorization: Bearer <token>.',
      );
    await sessions.revoke(claims.sessionId);
    await writeAudit(db, registry, {
      actorId: claims.userId,
      kind: 'LOGOUT',
      resource: 'user-sessions',
      recordId: claims.sessionId,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return reply.code(204).send();
  });

  app.post('/api/v1/auth/forgot-password', async (request, reply) => {
    const body = parseBody(forgotSchema, request.body);
    const waitMs = await otpGuard.waitMs(request.ip, body.email);
    if (waitMs > 0) return tooManyRequests(reply, waitMs);
    // Every request counts, so the endpoint cannot be used to flood an inbox.
    await otpGuard.recordFailure(request.ip, body.email);
    const user = await findUser(body.email);
    if (user && user.status !== 'SUSPENDED') {
      const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE auth_password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
          [user.id],
        );
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO auth_password_resets (user_id, otp_hash, expires_at)
           VALUES ($1, '', $2) RETURNING id`,
          [user.id, new Date(Date.now() + otpTtlMs).toISOString()],
        );
        const resetId = Number(rows[0]?.id);
        await tx.query(
          'UPDATE auth_password_resets SET otp_hash = $2 WHERE id = $1',
          [resetId, otpHash(resetId, otp)],
        );
      });
      if (config.appEnv !== 'production') {
        // No mail server in development: the code goes to the server log.
        request.log.info(
          { email: body.email, otp },
          'password reset code (development only)',
        );
      }
    }
    return reply.code(202).send({
      data: {
        message: 'If the address has an account, a 6-digit code is on its way.',
      },
    });
  });

  app.post('/api/v1/auth/verify-otp', async (request, reply) => {
    const body = parseBody(verifySchema, request.body);
    const waitMs = await otpGuard.waitMs(request.ip, body.email);
    if (waitMs > 0) return tooManyRequests(reply, waitMs);
    const invalid = () =>
      unprocessable(
        { otp: ['The code is wrong or has expired'] },
        'The code is wrong or has expired',
      );
    const user = await findUser(body.email);
    const { rows } = user
      ? await db.query<{ id: number; otp_hash: string; attempts: number }>(
          `SELECT id, otp_hash, attempts FROM auth_password_resets
            WHERE user_id = $1 AND used_at IS NULL AND reset_token_hash IS NULL
              AND expires_at > now()
            ORDER BY id DESC LIMIT 1`,
          [user.id],
        )
      : { rows: [] };
    const reset = rows[0];
    if (!reset || reset.attempts >= maxOtpAttempts) {
      await otpGuard.recordFailure(request.ip, body.email);
      throw invalid();
    }
    const expected = Buffer.from(reset.otp_hash, 'hex');
    const given = Buffer.from(otpHash(reset.id, body.otp), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await otpGuard.recordFailure(request.ip, body.email);
      await db.query(
        'UPDATE auth_password_resets SET attempts = attempts + 1 WHERE id = $1',
        [reset.id],
      );
      throw invalid();
    }
    const resetToken = newSecretToken();
    await db.query(
      `UPDATE auth_password_resets SET reset_token_hash = $2, reset_expires_at = $3
        WHERE id = $1`,
      [
        reset.id,
        hashSecretToken(resetToken),
        new Date(Date.now() + resetTtlMs).toISOString(),
      ],
    );
    return { data: { reset_token: resetToken } };
  });

  app.post('/api/v1/auth/reset-password', async (request, reply) => {
    const body = parseBody(resetSchema, request.body);
    const { rows } = await db.query<{ id: number; user_id: number }>(
      `SELECT id, user_id FROM auth_password_resets
        WHERE reset_token_hash = $1 AND used_at IS NULL AND reset_expires_at > now()`,
      [hashSecretToken(body.reset_token)],
    );
    const reset = rows[0];
    if (!reset) {
      throw unprocessable(
        { reset_token: ['The reset link has expired; ask for a new code'] },
        'The reset link has expired; ask for a new code',
      );
    }
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await tx.query(
        'UPDATE auth_password_resets SET used_at = now() WHERE id = $1',
        [reset.id],
      );
      await tx.query(
        `INSERT INTO auth_credentials (user_id, password_hash) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`,
        [reset.user_id, passwordHash],
      );
    });
    // A new password ends every session: whoever knew the old one is out.
    await sessions.revokeAllOf(reset.user_id);
    return reply.code(204).send();
  });
}
