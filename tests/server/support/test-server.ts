import { createApp, type CreatedApp } from '../../../server/app';
import type { AnyResource } from '../../../src/registry/define-resource';
import {
  loadConfig,
  type RunningConfig,
  type ServerConfig,
} from '../../../server/config';
import { inject } from 'vitest';
import { openConfiguredDatabase } from '../../../server/db/open-database';
import { pgliteCopy, postgresCopy } from './database-templates';
import { freshPostgres } from './engines';
import { freshPglite } from './fresh-pglite';

/** A token pair as `POST /auth/login` and `/auth/refresh` return it. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  /** `ws://127.0.0.1:<port>/admin_frontend` */
  wsUrl: string;
  app: CreatedApp['app'];
  db: CreatedApp['db'];
  /** The server's configuration, its JWT secret included. */
  config: RunningConfig;
  realtime: CreatedApp['realtime'];
  maintenance: CreatedApp['maintenance'];
  /** The report rollups' worker: `catchUp()` rolls up every day behind. */
  rollups: CreatedApp['rollups'];
  /** Bulk jobs: `sweep()` resumes abandoned ones, `idle()` waits until none runs. */
  bulkJobs: CreatedApp['bulkJobs'];
  /** Signs in over HTTP; throws with the answer when it is not a 200. */
  login(email: string, password: string): Promise<TokenPair>;
  close(): Promise<void>;
}

/** A test server's configuration: in memory (or on `databaseUrl`), silent, small seed. */
export function testServerConfig(databaseUrl?: string): ServerConfig {
  return loadConfig({
    DATABASE_MODE: 'memory',
    SEED_SCALE: '0.02',
    LOG_LEVEL: 'silent',
    APP_ENV: 'test',
    // Tests that want the console's build pass their own staticDir.
    STATIC_DIR: '/nonexistent-static-dir',
    // A test's first report request makes its own answer, unless it asks otherwise.
    REPORT_WARMUP: 'false',
    DATABASE_URL: databaseUrl,
  });
}

/** What decides what a server's database holds; a test that sets one seeds its own. */
const databaseShaping: readonly (keyof ServerConfig)[] = [
  'databaseUrl',
  'databaseMode',
  'dataDir',
  'seedScale',
  'timeZone',
];

/**
 * Whether the server's database is the seeded template's (database-templates.ts).
 * Of the environments, only production seeds another database (one without
 * the demo passwords, prepare-database.ts).
 */
const fromTemplate = (
  overrides: Partial<ServerConfig>,
  options: { registry?: readonly AnyResource[] },
) =>
  !options.registry &&
  overrides.appEnv !== 'production' &&
  databaseShaping.every((key) => overrides[key] === undefined);

/**
 * The real API on an in-memory PGlite, listening on a free port: one per
 * test file (Epic Stack's database per worker). `overrides` replace config
 * values, e.g. `{ accessTokenTtlMs: 1000 }` or `{ loginRateLimit: 3 }`, or
 * `{ databaseUrl }` to start several servers on one database. `registry`
 * serves other resources than the product's (one written in a test).
 *
 * @example
 * const server = await startTestServer();
 * const { access_token } = await server.login('admin@zfood.my', 'Admin123!');
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: {
    registry?: readonly AnyResource[];
    /**
     * Open the database as `npm start` does: on PostgreSQL, every pooled
     * connection opened and warmed before the first request (warm-pool.ts).
     * Other tests' servers open connections as requests need them: warming
     * ten backends on the suite's small database took 0.6–0.7 s of each of
     * its 71 starts from the template, and none of those tests reads a plan's speed.
     */
    warmPool?: boolean;
  } = {},
): Promise<TestServer> {
  const postgresUrl = overrides.databaseUrl
    ? undefined
    : process.env.TEST_DATABASE_URL;
  const templates = fromTemplate(overrides, options)
    ? inject('databaseTemplates')
    : undefined;
  // On PostgreSQL every server gets its own database (a copy of the seeded
  // template) or empty schema, dropped on close, unless the test passes the
  // `databaseUrl` (of a schema it shares and drops).
  const postgres = !postgresUrl
    ? undefined
    : templates?.postgresDatabase
      ? await postgresCopy(postgresUrl, templates.postgresDatabase)
      : await freshPostgres(postgresUrl);
  const copiedLite =
    templates && !postgresUrl ? await pgliteCopy(templates) : undefined;
  const config: ServerConfig = {
    ...testServerConfig(postgres?.url),
    ...overrides,
  };
  const ownDb =
    copiedLite ??
    (options.warmPool
      ? undefined
      : !config.databaseUrl && config.databaseMode === 'memory'
        ? await freshPglite()
        : await openConfiguredDatabase(config));
  const created = await createApp(config, {
    registry: options.registry,
    db: ownDb,
  }).catch(async (error: unknown) => {
    // A start that fails frees its database, as createApp frees one it opened.
    await ownDb?.close();
    await postgres?.drop();
    throw error;
  });
  const address = await created.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = address.replace('localhost', '127.0.0.1');
  return {
    baseUrl,
    wsUrl: `${baseUrl.replace(/^http/, 'ws')}/admin_frontend`,
    app: created.app,
    db: created.db,
    config: created.config,
    realtime: created.realtime,
    maintenance: created.maintenance,
    rollups: created.rollups,
    bulkJobs: created.bulkJobs,
    async login(email, password) {
      const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          platform: 'admin_frontend',
        },
        body: JSON.stringify({ email, password }),
      });
      const body = (await response.json()) as { data?: TokenPair };
      if (response.status !== 200 || !body.data) {
        throw new Error(
          `login as ${email} answered ${response.status}: ${JSON.stringify(body)}`,
        );
      }
      return body.data;
    },
    async close() {
      await created.close();
      await ownDb?.close();
      await postgres?.drop();
    },
  };
}
