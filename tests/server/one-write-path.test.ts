/**
 * Every write goes through one function, `writeRecord` (decision 023): each
 * route the API registers that changes a registry record must hand its
 * write to it, and only it audits and announces record changes. The routes
 * are read from Fastify itself, so a route added later is checked too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { deskBulkVerbs, deskPaths } from '../../src/registry/enquiry-desk';
import { offers } from '../../src/registry/operations';
import { apiPaths } from '../../src/registry/paths';
import { memberSetsOf } from '../../src/registry/show-sections';
import { writeRecord } from '../../server/resources/write-record';
import type * as WriteRecordModule from '../../server/resources/write-record';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

vi.mock('../../server/resources/write-record', async (importOriginal) => {
  const actual = await importOriginal<typeof WriteRecordModule>();
  return { ...actual, writeRecord: vi.fn(actual.writeRecord) };
});

const registry = resources as readonly AnyResource[];
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** No record has this id: the service is entered, finds nothing and answers 404. */
const missingId = 999_999_999;
const reason = 'Checking the one write path';

/**
 * Write routes that change no record of anyone else's, with why. Each must
 * still exist: a stale entry fails the test.
 */
const exempt: Record<string, string> = {
  [`POST /api/v1${apiPaths.maintenance}`]:
    'switches maintenance mode, which is no registry record',
  'POST /api/v1/admin/test-fixtures/:resource':
    'test-only (APP_ENV test or e2e): makes records in states the write path refuses to reach',
  [`PUT /api/v1${deskPaths.read(':id')}`]:
    "the caller's own read marker: no version, no audit row, nobody else's record",
  [`DELETE /api/v1${deskPaths.read(':id')}`]:
    "the caller's own read marker: no version, no audit row, nobody else's record",
  [`PUT /api/v1${apiPaths.profilePreferences}`]:
    "the caller's own sidebar favourites and recent pages: no registry record, nobody else's",
  [`POST /api/v1${apiPaths.listViews}`]:
    'a saved list view (filters, sort, columns): no registry record; sharing one is checked against list-views.share in its route',
  [`DELETE /api/v1${apiPaths.listView(':id')}`]:
    "a saved list view: its owner's or an admin's to delete, in its route",
  [`PUT /api/v1${apiPaths.listViewDefault(':id')}`]:
    "the caller's own default view of a list, nobody else's",
};

/** Outside /admin only signing in writes: sessions and passwords, audited by server/auth as LOGIN/LOGOUT. */
const signInPrefix = '/api/v1/auth/';

interface Route {
  method: string;
  path: string;
}

/** The routes in Fastify's `printRoutes` tree; a line it cannot read fails the test. */
function registeredRoutes(tree: string): { routes: Route[]; unread: string[] } {
  const routes: Route[] = [];
  const unread: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    if (line.trim() === '') continue;
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(
      line,
    );
    if (!match) {
      unread.push(line);
      continue;
    }
    const depth = (match[1] ?? '').length / 4;
    const path = `${depth > 0 ? (prefixes[depth - 1] ?? '') : ''}${match[2]}`;
    prefixes.length = depth;
    prefixes.push(path);
    for (const method of match[3]?.split(', ') ?? [])
      routes.push({ method, path });
  }
  return { routes, unread };
}

/** What the write path was asked to do: `resource kind verb`. */
type Expectation = { writes: string } | { refusedWith: number };

interface Probe {
  method: string;
  url: string;
  body?: unknown;
  file?: string;
  headers?: Record<string, string>;
  expect: Expectation;
}

const writes = (resource: AnyResource, kind: string, verb = kind) => ({
  writes: `${resource.name} ${kind} ${verb}`,
});

/**
 * A request for each write the route serves, meant to reach the service
 * (which may then refuse it: a missing record, an invalid body), or the
 * answer of a route whose entry does not offer the operation.
 */
function probesFor(route: Route, labelId: number): Probe[] | undefined {
  const { method } = route;
  const rel = route.path.slice('/api/v1'.length);
  const enquiries = registry.find((r) => r.name === 'enquiries');
  const onMissing = (path: string) => path.replace(':id', String(missingId));
  if (enquiries && method === 'POST') {
    const bulkBodies = {
      label: { labelId },
      move: { mailbox: 'INBOX' },
      assign: { assignedTo: null },
    };
    for (const verb of deskBulkVerbs)
      if (rel === deskPaths.bulk(verb))
        return [
          {
            method,
            url: rel,
            body: { ids: [missingId], ...bulkBodies[verb] },
            expect: writes(enquiries, 'update'),
          },
        ];
    if (rel === deskPaths.messages(':id'))
      return [
        {
          method,
          url: onMissing(rel),
          body: { body: 'Hello' },
          expect: writes(enquiries, 'update'),
        },
      ];
    if (rel === deskPaths.assign(':id'))
      return [
        {
          method,
          url: onMissing(rel),
          body: { assignedTo: null },
          expect: writes(enquiries, 'update'),
        },
      ];
    const attachments = registry.find((r) => r.name === 'enquiry-attachments');
    if (attachments && rel === deskPaths.attachments(':id'))
      return [
        {
          method,
          url: onMissing(rel),
          file: 'A plain-text file\n',
          expect: writes(attachments, 'create'),
        },
      ];
  }
  const [, admin, name, ...rest] = rel.split('/');
  const resource = registry.find((r) => r.name === name);
  if (admin !== 'admin' || !resource) return undefined;
  const anyVersion = { 'if-match': '*' };
  const offered = (
    operation: Parameters<typeof offers>[1],
    then: Expectation,
  ) => (offers(resource, operation) ? then : { refusedWith: 405 });
  const shape = `${method} ${rest.join('/')}`;
  const base = apiPaths.collection(resource.name);
  const record = apiPaths.record(resource.name, missingId);
  switch (shape) {
    case 'POST ':
      return [
        {
          method,
          url: base,
          body: {},
          expect: offered('create', writes(resource, 'create')),
        },
      ];
    case 'PATCH :id':
    case 'PUT :id':
      return [
        {
          method,
          url: record,
          body: {},
          headers: anyVersion,
          expect: offered('edit', writes(resource, 'update')),
        },
      ];
    case 'DELETE :id':
      return [
        {
          method,
          url: record,
          expect: offered('delete', writes(resource, 'delete')),
        },
      ];
    case 'POST import':
      return [
        {
          method,
          url: apiPaths.importCsv(resource.name),
          file: 'id\n',
          expect: offered('import', writes(resource, 'import')),
        },
      ];
    case 'POST :id/revisions/:revisionId/restore':
      return [
        {
          method,
          url: apiPaths.restoreRevision(resource.name, missingId, 1),
          headers: anyVersion,
          expect: offered('edit', writes(resource, 'update')),
        },
      ];
    case 'POST :id/:action': {
      const verbs = Object.keys(resource.actions ?? {});
      if (verbs.length === 0)
        return [
          {
            method,
            url: apiPaths.action(resource.name, missingId, 'no-such-action'),
            body: { reason },
            expect: { refusedWith: 404 },
          },
        ];
      return verbs.map((verb) => ({
        method,
        url: apiPaths.action(resource.name, missingId, verb),
        body: { reason },
        expect: writes(resource, 'action', verb),
      }));
    }
  }
  const bulkVerb = Object.keys(resource.actions ?? {}).find(
    (verb) => shape === `POST bulk-${verb}`,
  );
  if (bulkVerb)
    return [
      {
        method,
        url: apiPaths.bulkAction(resource.name, bulkVerb),
        body: { ids: [missingId], reason },
        expect: writes(resource, 'action', bulkVerb),
      },
    ];
  // A job writes in the background: the probe waits for it to end.
  const jobVerb = Object.keys(resource.actions ?? {}).find(
    (verb) => shape === `POST bulk-${verb}/jobs`,
  );
  if (jobVerb)
    return [
      {
        method,
        url: apiPaths.bulkActionJobs(resource.name, jobVerb),
        body: { ids: [missingId], reason },
        expect: writes(resource, 'action', jobVerb),
      },
    ];
  const set = memberSetsOf(registry, resource).find(
    (s) => shape === `PUT :id/${s.section.path}`,
  );
  if (set)
    return [
      {
        method,
        url: apiPaths.section(resource.name, missingId, set.section.path),
        body: { [set.key]: [] },
        headers: anyVersion,
        expect: writes(resource, 'update'),
      },
    ];
  return undefined;
}

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  // Some eight hundred requests: far past the per-user rate limit, tested elsewhere.
  server = await startTestServer({ apiRateLimit: 1_000_000 });
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

/** What `writeRecord` was asked to do while `send` ran. */
async function writesDuring(send: () => Promise<unknown>): Promise<string[]> {
  const calls = vi.mocked(writeRecord).mock.calls;
  const from = calls.length;
  await send();
  return calls
    .slice(from)
    .map(
      ([, , change]) =>
        `${change.model.resource.name} ${change.kind} ${change.verb}`,
    );
}

test('every write route the API registers hands its write to writeRecord, or is a named exception', async () => {
  const labels = await admin.get<{ data: { id: number }[] }>(
    '/admin/enquiry-labels?perPage=1',
  );
  const labelId = labels.body.data[0]?.id ?? 0;
  const { routes, unread } = registeredRoutes(
    server.app.printRoutes({ commonPrefix: false }),
  );
  expect(unread).toEqual([]);
  const writeRoutes = routes.filter((r) => writeMethods.has(r.method));
  const problems: string[] = [];
  const exemptionsSeen = new Set<string>();
  const reached = new Set<string>();
  for (const route of writeRoutes) {
    const label = `${route.method} ${route.path}`;
    if (label in exempt) {
      exemptionsSeen.add(label);
      continue;
    }
    if (route.path.startsWith(signInPrefix)) continue;
    const probes = probesFor(route, labelId);
    if (!probes) {
      problems.push(
        `${label}: no write of the service; send it through writeRecord or name it in \`exempt\``,
      );
      continue;
    }
    for (const probe of probes) {
      let status = 0;
      const made = await writesDuring(async () => {
        const answer =
          probe.file === undefined
            ? await admin.request(
                probe.method,
                probe.url,
                probe.body,
                probe.headers,
              )
            : await admin.upload(probe.url, probe.file, 'probe.csv');
        status = answer.status;
        await server.bulkJobs.idle();
      });
      const at = `${probe.method} ${probe.url}`;
      if ('writes' in probe.expect) {
        reached.add(probe.expect.writes);
        if (made[0] !== probe.expect.writes || status >= 500)
          problems.push(
            `${at}: wrote [${made.join('; ')}] answering ${status}, expected ${probe.expect.writes}`,
          );
      } else if (made.length > 0 || status !== probe.expect.refusedWith)
        problems.push(
          `${at}: wrote [${made.join('; ')}] answering ${status}, expected a ${probe.expect.refusedWith} and no write`,
        );
    }
  }
  expect(problems).toEqual([]);
  expect(
    Object.keys(exempt).filter((label) => !exemptionsSeen.has(label)),
  ).toEqual([]);
  // Not vacuous: every kind of write was reached, hundreds in all.
  expect([...reached]).toEqual(
    expect.arrayContaining([
      'banks create create',
      'banks update update',
      'banks delete delete',
      'banks import import',
      'orders action approve',
      'settlements action verify',
      'roles update update',
      'enquiries update update',
    ]),
  );
  expect(reached.size).toBeGreaterThan(200);
});

const serverDir = join(import.meta.dirname, '../../server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
      ? [path]
      : [];
  });
}

/** The server's files (relative to server/) whose code, comments left out, matches `pattern`. */
function filesCalling(pattern: RegExp): string[] {
  return sourceFiles(serverDir)
    .filter((file) =>
      pattern.test(
        readFileSync(file, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, ''),
      ),
    )
    .map((file) => relative(serverDir, file))
    .sort();
}

test('only writeRecord audits a record change; the rest of the audit trail is sign-in and exports', () => {
  expect(filesCalling(/\bwriteAudit\s*\(/)).toEqual(
    [
      // Defines it.
      'audit/write-audit.ts',
      // Sign-in and sign-out: events of a session, not changes of a record.
      'auth/register-auth-routes.ts',
      // An export changes nothing; its row records who took the data out.
      'resources/routes/export-route.ts',
      'resources/write-record.ts',
    ].sort(),
  );
});

test('only writeRecord announces a record change; the other announcements are named', () => {
  expect(filesCalling(/\bpublish\s*\(/)).toEqual(
    [
      // Builds the announcer, and hands committed notices to the sockets.
      'app.ts',
      // Sessions begun and ended by signing in and out.
      'auth/session-store.ts',
      // The caller's own read markers (exempt above).
      'desk/read-marker-routes.ts',
      // A bulk job's progress, to its owner: no registry record.
      'bulk-jobs/run-bulk-job.ts',
      // Sends each committed notice to the sockets that may see it.
      'realtime/realtime-hub.ts',
      'resources/write-record.ts',
      // Test-only fixture records (exempt above).
      'test-fixtures/register-test-fixtures.ts',
    ].sort(),
  );
});
