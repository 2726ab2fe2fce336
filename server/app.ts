import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { resources } from '../resources.config';
import type { AnyResource } from '../src/registry/define-resource';
import { enumsPayload } from '../src/registry/enums';
import { verifyAccessToken } from './auth/access-token';
import { registerAdminAuth } from './auth/register-admin-auth';
import { registerAuthRoutes } from './auth/register-auth-routes';
import { registerProfileRoute } from './auth/register-profile-route';
import { registerListViewsRoute } from './list-views/register-list-views-route';
import { registerPreferencesRoute } from './preferences/register-preferences-route';
import { createPresenceService } from './presence/presence-service';
import {
  marketplaceTimeZone,
  setMarketplaceTimeZone,
} from '../src/registry/marketplace-clock';
import { hasRollups } from './rollups/rollup-ddl';
import { startRollupWorker, type RollupWorker } from './rollups/rollup-worker';
import { registerBulkJobRoutes } from './bulk-jobs/register-bulk-job-routes';
import { startBulkJobs, type BulkJobs } from './bulk-jobs/start-bulk-jobs';
import { createSessionStore } from './auth/session-store';
import type { RunningConfig, ServerConfig, TrustProxy } from './config';
import type { AuthUser, ServerDeps } from './context';
import type { Db } from './db/db';
import { openConfiguredDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
import { registerErrorHandler } from './http/error-handler';
import { ApiError } from './http/errors';
import { registerMethodNotAllowed } from './http/method-not-allowed';
import { registerRequestBodies } from './http/request-bodies';
import {
  loggerOptions,
  registerRequestLogging,
} from './logging/request-logging';
import { databaseMaintenanceStore } from './maintenance/database-maintenance-store';
import {
  createMaintenanceSwitch,
  type MaintenanceStore,
  type MaintenanceSwitch,
} from './maintenance/maintenance-switch';
import { registerMaintenance } from './maintenance/register-maintenance';
import { registerOpenApiRoute } from './openapi/build-openapi';
import { createLoginGuard } from './rate-limit/login-guard';
import { postgresRateLimitStore } from './rate-limit/postgres-rate-limit-store';
import { memoryRateLimitStore } from './rate-limit/rate-limit-store';
import { registerApiRateLimit } from './rate-limit/register-api-rate-limit';
import { closeEndedSessions } from './realtime/close-ended-sessions';
import {
  busChannel,
  createEventBus,
  type EventBus,
} from './realtime/event-bus';
import { createRealtimeHub, type RealtimeHub } from './realtime/realtime-hub';
import { refreshAbilities } from './realtime/refresh-abilities';
import {
  policyViolationCode,
  registerRealtimeRoute,
  tryAgainLaterCode,
} from './realtime/register-realtime-route';
import { registerResourceRoutes } from './resources/register-resource-routes';
import { registerSearchRoute } from './search/register-search-route';
import { registerSeedImages } from './static/seed-images';
import { registerSecurityHeaders } from './static/security-headers';
import { registerStatic } from './static/register-static';
import { registerTestFixtures } from './test-fixtures/register-test-fixtures';
import { apiPaths } from '../src/registry/paths';
import { apiRoute } from './http/api-route';

/** A built, not yet listening, API server. */
export interface CreatedApp {
  app: FastifyInstance;
  db: Db;
  deps: ServerDeps;
  /** The configuration with its JWT secret settled (from JWT_SECRET or the database). */
  config: RunningConfig;
  /** Live sockets; `realtime.stats()` counts them for tests. */
  realtime: RealtimeHub;
  maintenance: MaintenanceSwitch;
  /** Keeps the daily report rollups current; absent where the registry has none. */
  rollups?: RollupWorker;
  /** Runs bulk jobs and resumes those of instances that died; `sweep()` and `idle()` for tests. */
  bulkJobs: BulkJobs;
  /** Whether the console's build was found and is being served. */
  isServingConsole: boolean;
  /**
   * Stops accepting connections, closes sockets (1001), lets requests in
   * flight finish, stops listening for events, then closes the database it
   * opened (releasing a PGlite directory).
   */
  close(): Promise<void>;
}

/** Close code for "going away": the server is shutting down (RFC 6455). */
const goingAwayCode = 1001;

/**
 * Builds the reference API (docs/api-contract.md) without listening: opens and
 * migrates the database, seeds an empty one, and registers every route,
 * hook and plugin. `server/index.ts` listens; tests listen on port 0.
 *
 * @example
 * const { app, close } = await createApp(loadConfig({ DATABASE_MODE: 'memory' }));
 * await app.listen({ port: 0 });
 */
export async function createApp(
  config: ServerConfig,
  opts: {
    db?: Db;
    /** The resources it serves; the product's registry unless a test adds one. */
    registry?: readonly AnyResource[];
  } = {},
): Promise<CreatedApp> {
  const db = opts.db ?? (await openConfiguredDatabase(config, { warm: true }));
  try {
    return await build(
      config,
      db,
      opts.db === undefined,
      opts.registry ?? resources,
    );
  } catch (error) {
    if (!opts.db) await db.close();
    throw error;
  }
}

/**
 * TRUST_PROXY as Fastify takes it: its types leave out the hop count it
 * understands, so a count becomes the same rule as a function (the nearest
 * `hops` addresses in the chain are proxies).
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Where the maintenance switch lives: shared in PostgreSQL, else beside PGlite's files, else in memory. */
function maintenanceStorage(
  config: ServerConfig,
  db: Db,
  bus: EventBus,
): { store: MaintenanceStore } | { file: string | null } {
  return db.engine === 'postgres'
    ? { store: databaseMaintenanceStore(db, bus) }
    : { file: config.maintenanceFile };
}

async function build(
  loaded: ServerConfig,
  db: Db,
  ownsDb: boolean,
  registry: readonly AnyResource[],
): Promise<CreatedApp> {
  setMarketplaceTimeZone(loaded.timeZone);
  const config: RunningConfig = {
    ...loaded,
    jwtSecret: await prepareDatabase(db, {
      registry,
      seedScale: loaded.seedScale,
      jwtSecret: loaded.jwtSecret,
      appEnv: loaded.appEnv,
    }),
  };
  const channel = await busChannel(db);

  const app = Fastify({
    ...loggerOptions(config),
    // JSON bodies are small; the import route sets its own limit for files.
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // On close, idle keep-alive connections go at once; busy ones after their answer.
    forceCloseConnections: 'idle',
  });
  const bus = createEventBus(db, channel, (error) => {
    app.log.error({ err: error }, 'event bus');
  });
  const realtime = createRealtimeHub(registry);
  const deps: ServerDeps = {
    db,
    config,
    publish: (tx, ...changes) =>
      bus.announce(
        tx,
        changes.map((change) => ({ kind: 'changed', change })),
      ),
  };
  const sessions = createSessionStore(
    db,
    config.refreshTokenTtlMs,
    deps.publish,
  );
  const closeEnded = closeEndedSessions(realtime, sessions.liveAmong);
  const refreshSockets = refreshAbilities(realtime, (userId, sessionId) =>
    sessions.caller(userId, sessionId),
  );
  const presence = createPresenceService({
    db,
    hub: realtime,
    registry,
    announce: (messages) => bus.announce(db, messages),
    lockIdleMs: config.editLockIdleMs,
    closeFlooding: (socket) =>
      socket.close(policyViolationCode, 'Too many presence messages'),
    onError: (error) => app.log.error({ err: error }, 'presence'),
  });
  bus.subscribe((message) => presence.onMessage(message));
  bus.subscribe(async (message) => {
    if (message.kind !== 'changed') return;
    realtime.publish(message.change);
    await Promise.all([
      closeEnded(message.change),
      refreshSockets(message.change),
    ]);
  });
  const rollups = hasRollups(registry)
    ? startRollupWorker(db, marketplaceTimeZone(), (error) => {
        app.log.error({ err: error }, 'rollups');
      })
    : undefined;
  const bulkJobs = startBulkJobs({ deps, registry }, (error) => {
    app.log.error({ err: error }, 'bulk jobs');
  });
  const maintenance = await createMaintenanceSwitch({
    ...maintenanceStorage(config, db, bus),
    onChange(state) {
      if (!state.on) return;
      realtime.broadcast({ statusCode: 503, etaTime: state.etaTime });
      realtime.closeAll(tryAgainLaterCode, 'maintenance');
    },
  });
  try {
    await bus.listen();
    const rateLimits =
      db.engine === 'postgres'
        ? postgresRateLimitStore(db)
        : memoryRateLimitStore();

    const authenticate = async (token: string): Promise<AuthUser | null> => {
      const claims = await verifyAccessToken(token, config.jwtSecret);
      return claims ? sessions.caller(claims.userId, claims.sessionId) : null;
    };

    registerErrorHandler(app, registry);
    // Before any route: it learns each API path's methods as they are added.
    registerMethodNotAllowed(app);
    registerRequestBodies(app);
    // Before the websocket plugin's own pre-close hook (hooks run in order),
    // which would close the sockets without a code.
    app.addHook('preClose', (done) => {
      realtime.closeAll(goingAwayCode, 'server shutting down');
      done();
    });
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    // CSV imports: one file; a larger one is a 413, not a 5xx.
    await app.register(multipart, {
      limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, parts: 12 },
    });

    registerRequestLogging(app);
    registerSecurityHeaders(app);
    registerMaintenance(app, maintenance);
    registerAdminAuth(app, authenticate);
    registerApiRateLimit(app, rateLimits, config.apiRateLimit);

    app.get('/api/v1/health', (_request, reply) =>
      reply.send({ data: { status: 'ok' } }),
    );
    const enums = { data: enumsPayload() };
    app.get('/api/v1/enums', (_request, reply) => reply.send(enums));
    registerAuthRoutes(app, {
      deps,
      registry,
      sessions,
      loginGuard: createLoginGuard(rateLimits, 'login', config.loginRateLimit),
      otpGuard: createLoginGuard(rateLimits, 'otp', config.loginRateLimit),
    });
    registerProfileRoute(app, db);
    registerPreferencesRoute(app, db, registry);
    registerListViewsRoute(app, db, registry);
    registerSearchRoute(app, deps, registry);
    app.get(apiRoute(apiPaths.realtimeStats), (request, reply) => {
      if (request.user?.userType !== 'ADMIN') {
        throw new ApiError(403, 'Only ADMIN users may read socket statistics.');
      }
      return reply.send({ data: realtime.stats() });
    });

    registerResourceRoutes(app, deps, registry);
    registerBulkJobRoutes(app, deps, registry, bulkJobs);
    registerTestFixtures(app, deps, registry);
    registerOpenApiRoute(app, registry);

    registerRealtimeRoute(app, {
      hub: realtime,
      authenticate,
      maintenance: () => maintenance.current(),
      authTimeoutMs: config.realtimeAuthTimeoutMs,
      presence,
    });
    registerSeedImages(app);
    const isServingConsole = registerStatic(app, config.staticDir, {
      enums: enums.data,
    });
    await app.ready();

    return {
      app,
      db,
      deps,
      config,
      realtime,
      maintenance,
      rollups,
      bulkJobs,
      isServingConsole,
      async close() {
        await app.close();
        await presence.stop();
        await rollups?.stop();
        await bulkJobs.stop();
        maintenance.stop();
        await bus.close();
        if (ownsDb) await db.close();
      },
    };
  } catch (error) {
    await presence.stop();
    await rollups?.stop();
    await bulkJobs.stop();
    maintenance.stop();
    await bus.close();
    await app.close();
    throw error;
  }
}
