import { hasTable } from '../../../server/db/table-model';
import type { AnyResource } from '../../../src/registry/define-resource';
import { offers } from '../../../src/registry/operations';
import { apiPaths } from '../../../src/registry/paths';
import {
  permissionKey,
  shareListViewsKey,
} from '../../../src/registry/permissions';

/** A record id no test creates: a call allowed on it answers 404, refused 403. */
export const missingId = 999_999_999;

/** One call that exercises one verb of one entry without changing data. */
export interface Probe {
  /** The CASL action, and with the entry the permission key it needs. */
  action: string;
  key: string;
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The calls that exercise each verb the API offers for an entry. None
 * changes data: creates send an unknown field (422 when allowed), record
 * calls use an id that does not exist (404 when allowed), imports are dry
 * runs of nothing; only a 403 means "no".
 */
export function probes(resource: AnyResource): Probe[] {
  if (resource.source) return [];
  const probe = (action: string, rest: Omit<Probe, 'action' | 'key'>) => ({
    action,
    key: permissionKey(resource, action),
    ...rest,
  });
  if (resource.report) {
    const path = apiPaths.collection(resource.report.endpoint);
    return [
      probe('read', { method: 'GET', path: `${path}?perPage=1` }),
      ...(offers(resource, 'export')
        ? [probe('export', { method: 'GET', path: `${path}/export` })]
        : []),
    ];
  }
  if (!hasTable(resource)) return [];
  const name = resource.name;
  const base = apiPaths.collection(name);
  const out: Probe[] = [];
  if (offers(resource, 'list'))
    out.push(probe('read', { method: 'GET', path: `${base}?perPage=1` }));
  if (offers(resource, 'create'))
    out.push(
      probe('create', { method: 'POST', path: base, body: { notAField: 1 } }),
    );
  if (offers(resource, 'edit'))
    out.push(
      probe('update', {
        method: 'PATCH',
        path: apiPaths.record(name, missingId),
        body: {},
        headers: { 'if-match': '"1"' },
      }),
    );
  if (offers(resource, 'delete'))
    out.push(
      probe('delete', {
        method: 'DELETE',
        path: apiPaths.record(name, missingId),
      }),
    );
  if (offers(resource, 'export'))
    out.push(
      probe('export', {
        method: 'GET',
        path: `${apiPaths.exportCsv(name)}?id=${missingId}`,
      }),
    );
  if (offers(resource, 'import'))
    out.push(
      probe('import', {
        method: 'POST',
        path: `${apiPaths.importCsv(name)}?dryRun=true`,
        body: {},
      }),
    );
  for (const verb of Object.keys(resource.actions ?? {}))
    out.push(
      probe(verb, {
        method: 'POST',
        path: apiPaths.action(name, missingId, verb),
        body: {},
      }),
    );
  return out;
}

/**
 * The calls that exercise the console's own keys. A view shared with
 * everyone on a list that does not exist: 422 when allowed, saving nothing.
 */
export const consoleProbes: readonly Probe[] = [
  {
    action: 'share',
    key: shareListViewsKey,
    method: 'POST',
    path: apiPaths.listViews,
    body: {
      list: 'no-such-list',
      name: 'Probe',
      audience: { kind: 'everyone' },
      state: {
        filters: [],
        sorters: [],
        pageSize: 25,
        columnVisibility: {},
        density: 'standard',
      },
    },
  },
];

/** Sends `probe` with the `authorization` header given; answers the status (the body is drained). */
export async function send(
  baseUrl: string,
  authorization: string,
  probe: Probe,
): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1${probe.path}`, {
    method: probe.method,
    headers: {
      authorization,
      platform: 'admin_frontend',
      ...(probe.body === undefined
        ? {}
        : { 'content-type': 'application/json' }),
      ...probe.headers,
    },
    body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
  });
  await response.arrayBuffer();
  return response.status;
}
