/**
 * `node --import tsx bench/import.ts`: imports a CSV of new menus into a
 * running reference API and prints what it cost the server: wall time, peak
 * RSS (the server's `/proc/<pid>/status`, its high-water mark reset first)
 * and the latency of two cheap requests sent every 100 ms meanwhile, one
 * that reads the database (a page of banks) and /health, which does not.
 *
 *   IMPORT_BENCH_URL        the server, e.g. http://127.0.0.1:4731 (required)
 *   IMPORT_BENCH_PID        its process id, for RSS (required; Linux only)
 *   IMPORT_BENCH_ROWS       rows in the file (100000)
 *   IMPORT_BENCH_BAD_EVERY  every n-th row has a price that is no number (0: none)
 *   IMPORT_BENCH_DRY_RUN    1 to check the file without writing it
 *
 * Decision 029 (its addendum on imports) lists the figures it measured.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { latencyStats } from './stats';

const baseUrl = process.env.IMPORT_BENCH_URL ?? '';
const pid = Number(process.env.IMPORT_BENCH_PID);
const rows = Number(process.env.IMPORT_BENCH_ROWS ?? 100_000);
const badEvery = Number(process.env.IMPORT_BENCH_BAD_EVERY ?? 0);
const isDryRun = process.env.IMPORT_BENCH_DRY_RUN === '1';
const pollEveryMs = 100;

/** The server's resident set and its high-water mark, in MB. */
function memory(): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) =>
    Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

async function signIn(): Promise<Record<string, string>> {
  const answer = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'admin_frontend' },
    body: JSON.stringify({ email: 'admin@zfood.my', password: 'Admin123!' }),
  });
  const body = (await answer.json()) as { data: { access_token: string } };
  return {
    authorization: `Bearer ${body.data.access_token}`,
    platform: 'admin_frontend',
  };
}

/** New menus spread over the outlets and categories of stored ones. */
async function menusFile(headers: Record<string, string>): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/v1/admin/menus?perPage=50`, {
    headers,
  });
  const { data } = (await answer.json()) as {
    data: { outletId: number; categoryId: number }[];
  };
  const lines = [
    'outletId,categoryId,name,sku,price,isAvailable,isSpicy,preparationMinutes,sortOrder',
  ];
  for (let i = 0; i < rows; i += 1) {
    const { outletId, categoryId } = data[i % data.length] ?? data[0] ?? {};
    const price =
      badEvery > 0 && i % badEvery === 0 ? 'cheap' : 1250 + (i % 500);
    lines.push(
      `${outletId},${categoryId},Bench Menu ${i},BM-${i},${price},true,${i % 2 === 0},${1 + (i % 30)},${i}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function main() {
  if (!baseUrl || !Number.isInteger(pid))
    throw new Error('Set IMPORT_BENCH_URL and IMPORT_BENCH_PID');
  const headers = await signIn();
  const csv = await menusFile(headers);
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const start = memory();
  let peakRss = start.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memory().rss);
  }, 50);
  let isDone = false;
  const poll = async (path: string) => {
    const latencies: number[] = [];
    while (!isDone) {
      const asked = performance.now();
      // fetch gives up on an answer after 300 s; one that waited that long counts as such.
      await fetch(`${baseUrl}/api/v1${path}`, { headers })
        .then((answer) => answer.text())
        .catch(() => undefined);
      const ms = performance.now() - asked;
      latencies.push(ms);
      await sleep(Math.max(0, pollEveryMs - ms));
    }
    return latencies;
  };
  const polls = [poll('/admin/banks?perPage=5'), poll('/health')];
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'menus.csv');
  const began = performance.now();
  const answer = await fetch(
    `${baseUrl}/api/v1/admin/menus/import${isDryRun ? '?dryRun=true' : ''}`,
    { method: 'POST', headers, body: form },
  );
  const text = await answer.text();
  const wallMs = performance.now() - began;
  isDone = true;
  const [list = [], health = []] = await Promise.all(polls);
  clearInterval(sampler);
  const end = memory();
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(
    `${rows} rows, ${(csv.length / 1e6).toFixed(1)} MB${isDryRun ? ', dry run' : ''}: ${answer.status} in ${(wallMs / 1000).toFixed(1)} s, answer ${text.length} bytes`,
  );
  console.log(
    `RSS ${start.rss.toFixed(0)} MB before, peak ${Math.max(peakRss, end.peak).toFixed(0)} MB (+${(Math.max(peakRss, end.peak) - start.rss).toFixed(0)} MB)`,
  );
  for (const [name, latencies] of [
    ['a page of banks', list],
    ['/health', health],
  ] as const) {
    const stats = latencyStats(latencies, wallMs);
    console.log(
      `${name.padEnd(16)} n=${stats.n} p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}, max ${ms(stats.max)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
