import type { AnyResource } from '../../src/registry/define-resource';
import {
  builtInRoleNames,
  defaultPermissionsOf,
} from '../../src/registry/built-in-roles';
import {
  permissionCatalogue,
  type Permission,
} from '../../src/registry/permissions';
import type { Db } from './db';

type StoredPermission = Pick<
  Permission,
  'key' | 'name' | 'scope' | 'module' | 'description'
>;

export interface CatalogueSync {
  added: string[];
  removed: string[];
}

/**
 * Makes the `permissions` table the registry's catalogue on every start, so
 * a key exists exactly when some route checks it (decision 022): a new
 * entry's keys appear, and go to the built-in roles whose defaults hold
 * them (as a new database would give them); keys no route checks any more
 * go, and with them their grants. Names and descriptions follow the
 * registry. Run under the start-up lock, after the first seed.
 */
export async function syncPermissionCatalogue(
  db: Db,
  registry: readonly AnyResource[],
): Promise<CatalogueSync> {
  if (!registry.some((r) => r.name === 'permissions')) {
    return { added: [], removed: [] };
  }
  const catalogue = permissionCatalogue(registry);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<StoredPermission>(
      'SELECT key, name, scope, module, description FROM permissions',
    );
    const stored = new Map(rows.map((row) => [row.key, row]));
    const wanted = new Set(catalogue.map((p) => p.key));
    const added = catalogue.filter((p) => !stored.has(p.key));
    const removed = [...stored.keys()].filter((key) => !wanted.has(key)).sort();
    if (removed.length > 0)
      await tx.query('DELETE FROM permissions WHERE key = ANY($1::text[])', [
        removed,
      ]);
    // Only what differs is written: a start on an up-to-date database reads one table.
    const differs = (p: Permission) => {
      const row = stored.get(p.key);
      return (
        !row ||
        row.name !== p.name ||
        row.scope !== p.scope ||
        row.module !== p.module ||
        row.description !== p.description
      );
    };
    for (const p of catalogue.filter(differs))
      await tx.query(
        `INSERT INTO permissions (key, name, scope, module, description)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (key) DO UPDATE
           SET name = $2, scope = $3, module = $4, description = $5, updated_at = now()`,
        [p.key, p.name, p.scope, p.module, p.description],
      );
    if (added.length > 0 && registry.some((r) => r.name === 'role-permissions'))
      for (const role of builtInRoleNames) {
        const defaults = new Set(defaultPermissionsOf(role, registry));
        const keys = added.map((p) => p.key).filter((key) => defaults.has(key));
        if (keys.length === 0) continue;
        await tx.query(
          `INSERT INTO role_permissions (role_id, permission_id)
           SELECT r.id, p.id FROM roles r, permissions p
            WHERE r.name = $1 AND p.key = ANY($2::text[])
           ON CONFLICT DO NOTHING`,
          [role, keys],
        );
      }
    return { added: added.map((p) => p.key), removed };
  });
}
