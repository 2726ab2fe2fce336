import type { AnyResource } from '../../src/registry/define-resource';
import { authDdl } from '../auth/auth-ddl';
import { bulkJobsDdl } from '../bulk-jobs/bulk-jobs-store';
import { attachmentFilesDdl } from '../desk/attachment-files';
import { sharedJwtSecret } from '../auth/shared-jwt-secret';
import {
  refuseDemoPasswords,
  storeDemoPasswords,
} from '../auth/store-demo-credentials';
import { listViewsDdl } from '../list-views/list-views-store';
import { preferencesDdl } from '../preferences/preferences-store';
import { presenceDdl } from '../presence/presence-store';
import { rateLimitDdl } from '../rate-limit/postgres-rate-limit-store';
import { revisionsDdl } from '../revisions/revisions-store';
import { hasRollups, rollupDdl } from '../rollups/rollup-ddl';
import { settleRollups } from '../rollups/roll-up';
import {
  prepareReportAnswers,
  reportAnswersDdl,
} from '../reports/report-answers';
import type { Db } from './db';
import { migrate } from './migrate';
import { demoUsers, seedDatabase, type SeedReport } from './seed';
import { serverSettingsDdl } from './server-settings';
import { syncPermissionCatalogue } from './sync-permission-catalogue';
import { withStartupLock } from './startup-lock';

/** The server's own tables besides the registry's, for `migrate`. */
export function serverDdl(
  engine: Db['engine'],
  registry: readonly AnyResource[],
): readonly string[] {
  return [
    ...authDdl,
    ...serverSettingsDdl,
    ...preferencesDdl,
    ...listViewsDdl,
    ...presenceDdl,
    ...revisionsDdl,
    ...bulkJobsDdl,
    ...attachmentFilesDdl(registry),
    ...rollupDdl(registry),
    ...(hasRollups(registry) ? reportAnswersDdl : []),
    // PGlite has one process, whose rate limits are counted in memory.
    ...(engine === 'postgres' ? rateLimitDdl : []),
  ];
}

export interface PrepareOptions {
  registry: readonly AnyResource[];
  seedScale: number;
  jwtSecret: Uint8Array | null;
  /** APP_ENV: `production` seeds no demo passwords and refuses a database that has one. */
  appEnv: string;
}

/**
 * Everything a server does to its database before it serves: migrate, seed
 * an empty database, bring the permission catalogue up to the registry's,
 * refuse demo passwords in production and settle the JWT secret. All of it runs under the startup lock, so that servers starting
 * together on one empty database do it exactly once between them.
 *
 * @returns the JWT secret every instance shares.
 * @throws Error when `appEnv` is `production` and a demo password still works.
 */
export function prepareDatabase(
  db: Db,
  { registry, seedScale, jwtSecret, appEnv }: PrepareOptions,
): Promise<Uint8Array> {
  return withStartupLock(db, async (connection) => {
    await migrate(connection, {
      registry,
      extraDdl: serverDdl(db.engine, registry),
    });
    await settleRollups(connection, registry);
    await prepareReportAnswers(connection, registry);
    await seedEmptyDatabase(connection, {
      registry,
      seedScale,
      appEnv,
      pool: db,
    });
    await syncPermissionCatalogue(connection, registry);
    if (appEnv === 'production')
      await refuseDemoPasswords(connection, demoUsers);
    return sharedJwtSecret(connection, jwtSecret);
  });
}

/**
 * Seeds an empty database (a persisted one keeps its data). Outside
 * production the demo accounts get their passwords in the seed's own
 * transaction, and never again: a later start does not bring back an
 * account or a password that was deleted or changed.
 */
export function seedEmptyDatabase(
  db: Db,
  {
    registry,
    seedScale,
    appEnv,
    pool,
  }: Pick<PrepareOptions, 'registry' | 'seedScale' | 'appEnv'> & {
    /** `db`'s pool, when `db` is the one connection holding the startup lock. */
    pool?: Db;
  },
): Promise<SeedReport> {
  return seedDatabase(db, {
    registry,
    scale: seedScale,
    pool,
    // Before the server has a logger: a big seed takes minutes, and says how far it is.
    report: (line) => process.stderr.write(`${line}\n`),
    // In production the accounts exist (the seed's records refer to them)
    // but have no password until someone gives them one.
    alongside:
      appEnv === 'production'
        ? undefined
        : (tx) => storeDemoPasswords(tx, demoUsers),
  });
}
