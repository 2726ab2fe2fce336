import { join } from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { resources } from '../resources.config';
import { enumsPayload } from '../src/registry/enums';
import { verifyAccessToken } from './auth/access-token';
import { authDdl } from './auth/auth-ddl';
import { registerAdminAuth } from './auth/register-admin-auth';
import { registerAuthRoutes } from './auth/register-auth-routes';
import { registerProfileRoute } from './auth/register-profile-route';
import { createSessionStore } from './auth/session-store';
import { storeDemoCredentials } from './auth/store-demo-credentials';
import type { ServerConfig } from './config';
import type { AuthUser, ServerDeps } from './context';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { demoUsers, seedDatabase } from './db/seed';
import { registerErrorHandler } from './http/error-handler';
import { ApiError } from './http/errors';
import {
  loggerOptions,
  registerRequestLogging,
} from './logging/request-logging';
import {
  createMaintenanceSwitch,
  type MaintenanceSwitch,
} from './maintenance/maintenance-switch';
import { registerMaintenance } from './maintenance/register-maintenance';
import { registerOpenApiRoute } from './openapi/build-openapi';
import { createLoginGuard } from './rate-limit/login-guard';
import { registerApiRateLimit } from './rate-limit/register-api-rate-limit';
import { createRealtimeHub, type RealtimeHub } from './realtime/realtime-hub';
import {
  registerRealtimeRoute,
  tryAgainLaterCode,
} from './realtime/register-realtime-route';
import { registerResourceRoutes } from './resources/register-resource-routes';
import { registerSecurityHeaders } from './static/security-headers';
import { registerStatic } from './static/register-static';

/** A built, not yet listening, API server. */
export interface CreatedApp {
  app: FastifyInstance;
  db: Db;
  deps: ServerDeps;
  /** Live sockets; `realtime.stats()` counts them for tests. */
  realtime: RealtimeHub;
  maintenance: MaintenanceSwitch;
  /** Whether the console's build was found and is being served. */
  isServingConsole: boolean;
  /** Stops watching, closes sockets and the server, then the database it opened. */
  close(): Promise<void>;
}

/**
 * `POST /auth/refresh` and `/auth/logout` have empty bodies (API-CONTRACT.md),
 * and HTTP clients often still send `Content-Type: application/json`;
 * Fastify's parser would answer those with a 400. The default parser (with
 * its prototype-poisoning guard) still handles every non-empty body.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, text, done);
    },
  );
}

/** Close code for a socket whose session was ended by logout. */
const sessionEndedCode = 4001;

/**
 * Builds the reference API (API-CONTRACT.md) without listening: opens and
 * migrates the database, seeds an empty one, and registers every route,
 * hook and plugin. `server/index.ts` listens; tests listen on port 0.
 *
 * @example
 * const { app, close } = await createApp(loadConfig({ DATABASE_MODE: 'memory' }));
 * await app.listen({ port: 0 });
 */
export async function createApp(
  config: ServerConfig,
  opts: { db?: Db } = {},
): Promise<CreatedApp> {
  const db =
    opts.db ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir:
        config.databaseMode === 'memory'
          ? 'memory'
          : join(config.dataDir, 'pglite'),
    }));
  try {
    return await build(config, db, opts.db === undefined);
  } catch (error) {
    if (!opts.db) await db.close();
    throw error;
  }
}

async function build(
  config: ServerConfig,
  db: Db,
  ownsDb: boolean,
): Promise<CreatedApp> {
  await migrate(db, { registry: resources, extraDdl: authDdl });
  // Seeds only an empty database; a persisted one keeps its data.
  await seedDatabase(db, { registry: resources, scale: config.seedScale });
  await storeDemoCredentials(db, demoUsers);

  const realtime = createRealtimeHub();
  const deps: ServerDeps = {
    db,
    config,
    publish: (change) => realtime.publish(change),
  };
  const sessions = createSessionStore(db, config.refreshTokenTtlMs);
  const maintenance = await createMaintenanceSwitch({
    file: config.maintenanceFile,
    onChange(state) {
      if (!state.on) return;
      realtime.broadcast({ statusCode: 503, etaTime: state.etaTime });
      realtime.closeAll(tryAgainLaterCode, 'maintenance');
    },
  });

  const authenticate = async (token: string): Promise<AuthUser | null> => {
    const claims = await verifyAccessToken(token, config.jwtSecret);
    return claims ? sessions.caller(claims.userId, claims.sessionId) : null;
  };

  const app = Fastify({
    ...loggerOptions(config),
    // JSON bodies are small; the import route sets its own limit for files.
    bodyLimit: 1024 * 1024,
  });
  try {
    registerErrorHandler(app);
    acceptEmptyJsonBodies(app);
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    // CSV imports (API-CONTRACT.md): one file; a larger one is a 413, not a 5xx.
    await app.register(multipart, {
      limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, parts: 12 },
    });

    registerRequestLogging(app);
    registerSecurityHeaders(app);
    registerMaintenance(app, maintenance);
    registerAdminAuth(app, authenticate);
    registerApiRateLimit(app, config.apiRateLimit);

    app.get('/api/v1/health', (_request, reply) =>
      reply.send({ data: { status: 'ok' } }),
    );
    const enums = { data: enumsPayload() };
    app.get('/api/v1/enums', (_request, reply) => reply.send(enums));
    registerAuthRoutes(app, {
      deps,
      registry: resources,
      sessions,
      loginGuard: createLoginGuard(config.loginRateLimit),
      otpGuard: createLoginGuard(config.loginRateLimit),
      onSessionEnded: (sessionId) =>
        realtime.closeSession(sessionId, sessionEndedCode, 'signed out'),
    });
    registerProfileRoute(app, db);
    app.get('/api/v1/admin/realtime/stats', (request, reply) => {
      if (request.user?.userType !== 'ADMIN') {
        throw new ApiError(403, 'Only ADMIN users may read socket statistics.');
      }
      return reply.send({ data: realtime.stats() });
    });

    registerResourceRoutes(app, deps, resources);
    registerOpenApiRoute(app, resources);

    registerRealtimeRoute(app, {
      hub: realtime,
      authenticate,
      maintenance: () => maintenance.current(),
    });
    const isServingConsole = await registerStatic(app, config.staticDir);
    await app.ready();

    return {
      app,
      db,
      deps,
      realtime,
      maintenance,
      isServingConsole,
      async close() {
        maintenance.stop();
        await app.close();
        if (ownsDb) await db.close();
      },
    };
  } catch (error) {
    maintenance.stop();
    await app.close();
    throw error;
  }
}
