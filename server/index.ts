/**
 * Starts the reference API: `npm run server` (or `npm start`, which builds
 * the console first). Prints where it listens and, outside production, the
 * demo sign-ins that still work; shuts down gracefully on SIGTERM and SIGINT.
 */
import { createApp } from './app';
import { demoLoginsInUse } from './auth/store-demo-credentials';
import { loadConfig } from './config';
import { demoUsers } from './db/seed';

/** A shutdown that takes longer than this (a socket that never answers) is cut short. */
const shutdownDeadlineMs = 10_000;

const config = loadConfig();
const server = await createApp(config).catch((error: unknown) => {
  // A refusal such as "the data directory is in use" needs no stack trace.
  process.stderr.write(
    `Could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
// Production never prints a password (and refused to start if one of these
// still worked); elsewhere a sign-in is listed only while it works.
const demoSignIns =
  config.appEnv === 'production'
    ? []
    : await demoLoginsInUse(server.db, demoUsers);
const address = await server.app.listen({
  port: config.port,
  host: config.host,
});

const banner = [
  '',
  `  ZFood Admin API listening on ${address}`,
  server.isServingConsole
    ? `  Console: ${address}/`
    : `  Console build not found in ${config.staticDir}: run \`npm run build\`, or \`npm run dev\` for Vite.`,
  `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite, ${config.databaseMode === 'memory' ? 'in memory' : config.dataDir}`}`,
  '',
  ...(demoSignIns.length > 0
    ? [
        '  Demo sign-ins:',
        ...demoSignIns.map(
          (user) =>
            `    ${user.email.padEnd(24)} ${user.password.padEnd(14)} ${user.userType}${user.roles.length ? ` (${user.roles.join(', ')})` : ''}`,
        ),
        '',
      ]
    : []),
].join('\n');
process.stdout.write(`${banner}\n`);

let isClosing = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (isClosing) return;
  isClosing = true;
  server.app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    server.app.log.error(
      { deadlineMs: shutdownDeadlineMs },
      'shutdown took too long; exiting',
    );
    process.exit(1);
  }, shutdownDeadlineMs).unref();
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      server.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
