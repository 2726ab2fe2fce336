import { spawn, type ChildProcess } from 'node:child_process';
import { inject } from 'vitest';
import { postgresCopy } from './database-templates';
import { testServerConfig } from './test-server';

/** `server/index.ts` running in a child process, as `npm run server` starts it. */
export interface SpawnedServer {
  child: ChildProcess;
  /** Everything it printed, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code once it exits. */
  exited: Promise<number | null>;
  /** Resolves with `http://127.0.0.1:<port>` once it listens; rejects if it exits first. */
  listening: Promise<string>;
}

/**
 * What a spawned server seeds, unless `env` says otherwise: the smallest
 * marketplace. Those tests are about the process (its signals, what it
 * refuses to start on, what it prints), not its rows, and a seed at the
 * suite's usual scale was a sixth of their start (10.1–10.5 s to listen,
 * against 8.7–9.0 s).
 */
export const SPAWNED_SEED_SCALE = '0.001';

/**
 * Starts the API as its own process on a free port, with `env` on top of a
 * small in-memory configuration.
 */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/index.ts'],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_MODE: 'memory',
        DATABASE_URL: '',
        SEED_SCALE: SPAWNED_SEED_SCALE,
        LOG_LEVEL: 'silent',
        STATIC_DIR: '/nonexistent-static-dir',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const address = /listening on (http:\/\/[^\s]+)/.exec(output)?.[1];
      if (address) resolve(address);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then((code) =>
      reject(new Error(`the server exited (${code}) first:\n${output}`)),
    );
  });
  // The test may not wait for it; a rejection it ignores is not a failure.
  listening.catch(() => undefined);
  return { child, output: () => output, exited, listening };
}

/**
 * The environment of a spawned server whose rows the test does not read:
 * on PostgreSQL (TEST_DATABASE_URL), a copy of the suite's seeded template,
 * dropped by `drop`; else none, and the server seeds its own in-memory
 * PGlite. A server seeding its own PGlite took 9–10 s to listen, most of
 * it PGlite's initdb and the migrations; on a copy it listens in about 2 s.
 */
export async function spawnedDatabase(): Promise<{
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplates').postgresDatabase;
  if (!postgresUrl || !template)
    return { env: {}, drop: () => Promise.resolve() };
  const copy = await postgresCopy(postgresUrl, template);
  const { seedScale, appEnv } = testServerConfig();
  return {
    env: {
      DATABASE_URL: copy.url,
      SEED_SCALE: String(seedScale),
      APP_ENV: appEnv,
    },
    drop: () => copy.drop(),
  };
}
