/**
 * One staff member's session in the load bench: signs in to its instance,
 * then until the shift ends takes a step (a list, a search, an order, an
 * edit, a report), thinks, and takes the next, timing every request.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  dashboardPath,
  orderShowPaths,
  ordersListPath,
  otherListPaths,
  pick,
  pickStep,
  reportPath,
  searchPath,
  type RequestKind,
  type ShiftFixtures,
  type Step,
} from './load-plan';

/** Every timed request of every session, by kind. */
export interface LoadRecorder {
  durations: Map<RequestKind, number[]>;
  errors: Map<RequestKind, number>;
  /** The first few errors, said, so a failed run tells why. */
  samples: string[];
}

/** What one session believes it wrote. */
export interface SessionTally {
  /** Writes answered 2xx, by counter menu id. */
  committed: Map<number, number>;
  /** Writes whose answer never came (a network error): they may or may not have landed. */
  uncertain: Map<number, number>;
  /** 409/412 answers: someone else wrote first; the session re-read and tried again. */
  conflicts: number;
}

export interface SessionSetup {
  base: string;
  email: string;
  password: string;
  isAdmin: boolean;
  fixtures: ShiftFixtures;
  deadline: number;
  thinkMs: number;
  recorder: LoadRecorder;
}

interface Answer {
  status: number;
  etag: string | null;
  body: unknown;
}

const conflictStatuses = [409, 412];
const maxWriteAttempts = 5;

const bump = (map: Map<number, number>, id: number) =>
  map.set(id, (map.get(id) ?? 0) + 1);

export function emptyRecorder(): LoadRecorder {
  return { durations: new Map(), errors: new Map(), samples: [] };
}

export async function runSession(setup: SessionSetup): Promise<SessionTally> {
  const { base, recorder, fixtures } = setup;
  const tally: SessionTally = {
    committed: new Map(),
    uncertain: new Map(),
    conflicts: 0,
  };
  let token = '';

  /** Sends one request and records its time; null when no answer came. */
  const send = async (
    kind: RequestKind,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    expected: number[] = [],
  ): Promise<Answer | null> => {
    const fail = (why: string) => {
      recorder.errors.set(kind, (recorder.errors.get(kind) ?? 0) + 1);
      if (recorder.samples.length < 10)
        recorder.samples.push(`${kind}: ${method} ${path} → ${why}`);
    };
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          platform: 'admin_frontend',
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      const list = recorder.durations.get(kind) ?? [];
      list.push(performance.now() - t0);
      recorder.durations.set(kind, list);
      if (res.status >= 400 && !expected.includes(res.status))
        fail(`${res.status} ${text.slice(0, 160)}`);
      const isJson = (res.headers.get('content-type') ?? '').includes('json');
      return {
        status: res.status,
        etag: res.headers.get('etag'),
        body: isJson && text ? (JSON.parse(text) as unknown) : text,
      };
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
      return null;
    }
  };

  /**
   * The console's edit: read the menu, send its sort order plus one with
   * If-Match set to the ETag just read. A conflict is a colleague's write
   * that landed first: read again and retry, as the console's merge does.
   */
  const raiseCounter = async () => {
    const id = pick(fixtures.counterIds);
    for (let attempt = 0; attempt < maxWriteAttempts; attempt++) {
      const read = await send('record', 'GET', `/admin/menus/${id}`);
      const sortOrder = (
        read?.body as { data?: { sortOrder?: number | null } } | null
      )?.data?.sortOrder;
      // A menu without a sort order counts from 0, as the check at the end does.
      if (!read?.etag || sortOrder === undefined) return;
      const write = await send(
        'write',
        'PATCH',
        `/admin/menus/${id}`,
        { sortOrder: (sortOrder ?? 0) + 1 },
        { 'if-match': read.etag },
        conflictStatuses,
      );
      if (!write) {
        bump(tally.uncertain, id);
        return;
      }
      if (write.status < 300) {
        bump(tally.committed, id);
        return;
      }
      if (!conflictStatuses.includes(write.status)) return;
      tally.conflicts += 1;
    }
  };

  const steps: Record<Step, () => Promise<unknown>> = {
    ordersList: () => send('orders list', 'GET', ordersListPath(fixtures)),
    otherList: () => send('other list', 'GET', pick(otherListPaths)),
    search: () => send('search', 'GET', searchPath(fixtures)),
    record: () => {
      const [order, lines] = orderShowPaths(pick(fixtures.orderIds));
      return Promise.all([
        send('record', 'GET', order),
        send('other list', 'GET', lines),
      ]);
    },
    write: raiseCounter,
    monthReport: () =>
      send('report, 30 days', 'GET', reportPath('month', setup.isAdmin)),
    yearReport: () =>
      send('report, a year', 'GET', reportPath('year', setup.isAdmin)),
    todayReport: () =>
      send('report, to today', 'GET', reportPath('to today', setup.isAdmin)),
    dashboard: () => send('dashboard', 'GET', dashboardPath),
  };

  // Staff arrive over the first think time, not in one burst.
  await sleep(Math.random() * setup.thinkMs);
  const login = await send('sign-in', 'POST', '/auth/login', {
    email: setup.email,
    password: setup.password,
  });
  token =
    (login?.body as { data?: { access_token?: string } } | null)?.data
      ?.access_token ?? '';
  if (!token) return tally;

  while (performance.now() < setup.deadline) {
    await steps[pickStep()]();
    // Think time: reading the page before the next click, 0.5–1.5× the mean.
    await sleep(setup.thinkMs * (0.5 + Math.random()));
  }
  return tally;
}
