import type { AnyResource } from '../../src/registry/define-resource';
import { authDdl } from '../auth/auth-ddl';
import { sharedJwtSecret } from '../auth/shared-jwt-secret';
import { storeDemoCredentials } from '../auth/store-demo-credentials';
import { rateLimitDdl } from '../rate-limit/postgres-rate-limit-store';
import type { Db } from './db';
import { migrate } from './migrate';
import { demoUsers, seedDatabase } from './seed';
import { serverSettingsDdl } from './server-settings';
import { withStartupLock } from './startup-lock';

/** The server's own tables besides the registry's, for `migrate`. */
export function serverDdl(engine: Db['engine']): readonly string[] {
  return [
    ...authDdl,
    ...serverSettingsDdl,
    // PGlite has one process, whose rate limits are counted in memory.
    ...(engine === 'postgres' ? rateLimitDdl : []),
  ];
}

export interface PrepareOptions {
  registry: readonly AnyResource[];
  seedScale: number;
  jwtSecret: Uint8Array | null;
}

/**
 * Everything a server does to its database before it serves: migrate, seed
 * an empty database, make the demo logins work and settle the JWT secret.
 * All of it runs under the startup lock, so that servers starting together
 * on one empty database do it exactly once between them.
 *
 * @returns the JWT secret every instance shares.
 */
export function prepareDatabase(
  db: Db,
  { registry, seedScale, jwtSecret }: PrepareOptions,
): Promise<Uint8Array> {
  return withStartupLock(db, async (connection) => {
    await migrate(connection, { registry, extraDdl: serverDdl(db.engine) });
    // Seeds only an empty database; a persisted one keeps its data.
    await seedDatabase(connection, { registry, scale: seedScale });
    await storeDemoCredentials(connection, demoUsers);
    return sharedJwtSecret(connection, jwtSecret);
  });
}
