/**
 * What each built-in role may do by default, as Markdown: README's roles
 * table and decision 022's matrix are this text, and a test keeps them so.
 */
import type { AnyResource } from './define-resource';
import { builtInRoles, defaultPermissionsOf } from './built-in-roles';
import { permissionCatalogue } from './permissions';

const fileVerbs = new Set([
  'read',
  'create',
  'update',
  'delete',
  'export',
  'import',
]);

/** `orders (read, export, approve)`-style lists of one role's keys, by module. */
function byModule(keys: readonly string[]): string {
  const verbs = new Map<string, string[]>();
  for (const key of keys) {
    const dot = key.indexOf('.');
    const module = key.slice(0, dot);
    verbs.set(module, [...(verbs.get(module) ?? []), key.slice(dot + 1)]);
  }
  return [...verbs]
    .map(([module, list]) => `${module} (${list.join(', ')})`)
    .join('; ');
}

/**
 * README's table: each built-in role, what it is for, how many keys it holds
 * and the actions it may take.
 */
export function rolesSummary(registry: readonly AnyResource[]): string {
  const all = permissionCatalogue(registry).length;
  return [
    '| role | for | keys held | actions it may take |',
    '| --- | --- | --- | --- |',
    ...builtInRoles.map((role) => {
      const keys = defaultPermissionsOf(role.name, registry);
      const actions = keys.filter(
        (k) => !fileVerbs.has(k.slice(k.indexOf('.') + 1)),
      );
      return `| ${role.name} | ${role.description} | ${keys.length} of ${all} | ${
        actions.length ? byModule(actions) : '—'
      } |`;
    }),
  ].join('\n');
}

/**
 * Decision 022's matrix: one row per built-in role, what it reads, changes
 * and does, and how many keys it holds.
 *
 * @example
 * rolesTable(resources).startsWith('| role |'); // true
 */
export function rolesTable(registry: readonly AnyResource[]): string {
  const all = permissionCatalogue(registry).length;
  const rows = builtInRoles.map((role) => {
    const keys = defaultPermissionsOf(role.name, registry);
    const verbOf = (key: string) => key.slice(key.indexOf('.') + 1);
    const reads = keys.filter((k) => verbOf(k) === 'read');
    const changes = keys.filter(
      (k) => fileVerbs.has(verbOf(k)) && verbOf(k) !== 'read',
    );
    const actions = keys.filter((k) => !fileVerbs.has(verbOf(k)));
    const cell = (list: readonly string[]) =>
      list.length ? byModule(list) : '—';
    return `| ${role.name} | ${role.description} | ${keys.length} of ${all} | ${
      reads.length
        ? reads.map((k) => k.slice(0, k.indexOf('.'))).join(', ')
        : '—'
    } | ${cell(changes)} | ${cell(actions)} |`;
  });
  return [
    '| role | for | keys | reads | creates, edits, deletes, exports, imports | actions |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** A generated table and where it goes: between `<!-- {marker}:start -->` and `:end -->`. */
export interface RolesDoc {
  file: string;
  marker: string;
  table: string;
}

export function rolesDocs(registry: readonly AnyResource[]): RolesDoc[] {
  return [
    { file: 'README.md', marker: 'roles-table', table: rolesSummary(registry) },
    {
      file: 'docs/decisions/022-permissions-govern.md',
      marker: 'roles-matrix',
      table: rolesTable(registry),
    },
  ];
}

/** `text` with `doc`'s table between its markers (the markers must be there). */
export function withTable(text: string, doc: RolesDoc): string {
  const start = `<!-- ${doc.marker}:start -->`;
  const end = `<!-- ${doc.marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from)
    throw new Error(`${doc.file} has no ${start} … ${end}`);
  return `${text.slice(0, from + start.length)}\n\n${doc.table}\n\n${text.slice(to)}`;
}
