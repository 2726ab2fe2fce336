/**
 * `npm run dev`: the reference API (restarted by `tsx watch` on every server
 * change) and Vite (hot reload, proxying /api and the socket to the API)
 * side by side, their output prefixed. One Ctrl-C stops both.
 *
 * With API_PROXY_TARGET set, only Vite runs, proxying to that API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);
const isRemoteApi = Boolean(process.env.API_PROXY_TARGET);
const colours = { api: '\u001b[36m', web: '\u001b[35m' } as const;
const reset = '\u001b[0m';

interface Task {
  name: keyof typeof colours;
  args: string[];
  env?: Record<string, string>;
}

// Vite proxies to the API wherever this script started it (PORT / HOST).
const localApi = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '3000'}`;

const tasks: Task[] = [
  ...(isRemoteApi
    ? []
    : [
        {
          name: 'api' as const,
          args: [
            require.resolve('tsx/cli'),
            'watch',
            '--clear-screen=false',
            'server/index.ts',
          ],
        },
      ]),
  {
    name: 'web',
    // vite exports no bin subpath; its package.json sits beside bin/.
    args: [
      join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js'),
    ],
    env: { API_PROXY_TARGET: process.env.API_PROXY_TARGET ?? localApi },
  },
];

function pipeWithPrefix(
  stream: NodeJS.ReadableStream | null,
  name: Task['name'],
  out: NodeJS.WriteStream,
) {
  if (!stream) return;
  const prefix = out.isTTY
    ? `${colours[name]}[${name}]${reset} `
    : `[${name}] `;
  createInterface({ input: stream }).on('line', (line) =>
    out.write(`${prefix}${line}\n`),
  );
}

const children = new Map<ChildProcess, Task>();
let isStopping = false;

function stopAll(exitCode: number) {
  if (isStopping) return;
  isStopping = true;
  for (const child of children.keys()) child.kill('SIGTERM');
  // A child that ignores SIGTERM must not keep the terminal hostage.
  setTimeout(() => {
    for (const child of children.keys()) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
  const waitForChildren = setInterval(() => {
    if (children.size > 0) return;
    clearInterval(waitForChildren);
    process.exit(exitCode);
  }, 50);
}

for (const task of tasks) {
  const child = spawn(process.execPath, task.args, {
    env: {
      ...process.env,
      ...task.env,
      FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(child, task);
  pipeWithPrefix(child.stdout, task.name, process.stdout);
  pipeWithPrefix(child.stderr, task.name, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!isStopping) {
      process.stderr.write(
        `[${task.name}] exited (${signal ?? code ?? 0}); stopping the others\n`,
      );
      stopAll(code ?? 1);
    }
  });
}

process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
