import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt on a thread of its own. bcryptjs is pure JavaScript, and its async
 * calls hold the event loop for the whole ~100 ms of a hash, so every sign-in
 * stalled every other request of its instance: ten at once kept timers and
 * sockets waiting 1.3 s. Here the hashing runs in one worker per process, one
 * call after another, and the event loop stays free. (The native bcrypt
 * packages would use libuv's pool, but the registry this project installs from
 * carries their Linux builds only, so a Mac or Windows checkout would not start.)
 */
const workerSource = `
const { parentPort } = require('node:worker_threads');
const bcrypt = require(${JSON.stringify(createRequire(import.meta.url).resolve('bcryptjs'))});
parentPort.on('message', ({ id, password, hash, cost }) => {
  try {
    const result = hash === undefined ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

type Job =
  | { password: string; cost: number; hash?: undefined }
  | { password: string; hash: string; cost?: undefined };

interface Pending {
  resolve(result: string | boolean): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 0;

function failAll(error: Error) {
  for (const call of pending.values()) call.reject(error);
  pending.clear();
  worker = null;
}

function hashingWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(workerSource, { eval: true });
  // Idle, it does not keep the process alive; a call in flight refs it again.
  started.unref();
  started.on(
    'message',
    (answer: { id: number; result?: string | boolean; error?: string }) => {
      const call = pending.get(answer.id);
      if (!call) return;
      pending.delete(answer.id);
      if (pending.size === 0) started.unref();
      if (answer.error !== undefined) call.reject(new Error(answer.error));
      else call.resolve(answer.result ?? false);
    },
  );
  started.on('error', failAll);
  started.on('exit', (code) => {
    if (worker === started)
      failAll(new Error(`the bcrypt worker stopped (exit ${code})`));
  });
  worker = started;
  return started;
}

function run(job: Job): Promise<string | boolean> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const thread = hashingWorker();
    thread.ref();
    thread.postMessage({ id, ...job });
  });
}

/** bcrypt hash of `password` at `cost`, computed off the event loop. */
export async function bcryptHash(password: string, cost: number) {
  return String(await run({ password, cost }));
}

/** Whether `password` matches the bcrypt `hash`, computed off the event loop. */
export async function bcryptCompare(password: string, hash: string) {
  return (await run({ password, hash })) === true;
}
