import { createHash, randomBytes } from 'node:crypto';

/** An unguessable opaque token (256 bits, base64url): refresh and reset tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database stores instead of a token, so that a leaked table
 * cannot be replayed. A fast hash is enough: the tokens have 256 bits.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
