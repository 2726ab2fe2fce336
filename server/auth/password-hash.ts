import bcrypt from 'bcryptjs';
import { bcryptCompare, bcryptHash } from './off-thread-bcrypt';

const cost = 10;

/**
 * The hash the login compares against when no account has the address, so
 * that a wrong address costs the same time as a wrong password and timing
 * does not reveal which accounts exist.
 */
const decoyHash = bcrypt.hashSync('not a real password', cost);

/** bcrypt hash (cost 10) of a password. */
export function hashPassword(password: string): Promise<string> {
  return bcryptHash(password, cost);
}

/** Whether `password` matches `hash`; spends the same time when `hash` is null. */
export async function verifyPassword(
  password: string,
  hash: string | null,
): Promise<boolean> {
  const isMatch = await bcryptCompare(password, hash ?? decoyHash);
  return hash !== null && isMatch;
}
