import { SignJWT, jwtVerify } from 'jose';

const issuer = 'zfood-admin-api';
const audience = 'admin_frontend';

/** The claims an access token carries. */
export interface AccessClaims {
  userId: number;
  sessionId: number;
}

/**
 * Signs a short-lived HS256 access token: `sub` is the user, `sid` the
 * user-sessions row it belongs to, so that logout can end it early.
 */
export async function signAccessToken(
  claims: AccessClaims,
  secret: Uint8Array,
  ttlMs: number,
): Promise<string> {
  const nowMs = Date.now();
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(Math.ceil((nowMs + ttlMs) / 1000))
    .sign(secret);
}

/**
 * The claims of a valid access token, or null for a missing, malformed,
 * expired or foreign-key token: every such case is the same 401 to a client.
 */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  /** Accept a token this long past its expiry (logout of a lapsed session). */
  expiredGraceMs = 0,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      clockTolerance: Math.floor(expiredGraceMs / 1000),
      issuer,
      audience,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || typeof sessionId !== 'number')
      return null;
    if (!Number.isSafeInteger(sessionId)) return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
