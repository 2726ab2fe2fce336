/**
 * Starts the reference API (`node --import tsx server/index.ts`) as a child
 * process on a free loopback port, the way a deployment runs it, and stops
 * it again; the browser bench measures the console against it.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import path from 'node:path';

export interface ReferenceServer {
  baseURL: string;
  /** How long migration and seeding took before /api/v1/health answered. */
  startMs: number;
  stop: () => Promise<void>;
}

export interface ReferenceServerOptions {
  seedScale: number;
  staticDir: string;
  /** Seeding 100,000 orders on PGlite takes minutes; give up after this. */
  timeoutMs?: number;
}

const PROGRESS_EVERY_MS = 30_000;
const POLL_MS = 500;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function isHealthy(baseURL: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseURL}/api/v1/health`);
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Spawns the server on an in-memory database seeded at `seedScale`, prints
 * progress while it seeds, and resolves once /api/v1/health answers.
 *
 * @throws Error with the server's output if it exits or times out first.
 */
export async function startReferenceServer(
  options: ReferenceServerOptions,
): Promise<ReferenceServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/index.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_MODE: 'memory',
        SEED_SCALE: String(options.seedScale),
        STATIC_DIR: path.resolve(options.staticDir),
        LOG_LEVEL: 'warn',
        // Every run signs in afresh and the grid pages quickly; neither is abuse.
        LOGIN_RATE_LIMIT: '100000',
        API_RATE_LIMIT: '100000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const stop = async () => {
    if (hasExited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const timeoutMs = options.timeoutMs ?? 15 * 60_000;
  const started = performance.now();
  let lastProgress = started;
  for (;;) {
    if (hasExited) {
      throw new Error(`The reference server exited while starting:\n${output}`);
    }
    if (await isHealthy(baseURL)) break;
    const now = performance.now();
    if (now - started > timeoutMs) {
      await stop();
      throw new Error(
        `The reference server did not answer /api/v1/health within ${timeoutMs / 1000} s:\n${output}`,
      );
    }
    if (now - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = now;
      console.log(
        `  …still migrating and seeding (SEED_SCALE=${options.seedScale}), ${((now - started) / 1000).toFixed(0)} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { baseURL, startMs: performance.now() - started, stop };
}
