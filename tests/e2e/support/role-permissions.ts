import type { APIRequestContext } from '@playwright/test';
import { apiAs } from './api-as';
import { must } from './must';

type PermissionSet = { permissionIds: number[]; version: number };

/**
 * Gives `role` the permission `keys` through the role editor's call, as an
 * admin does, and answers how to take them back (the set as it was).
 *
 * @example
 * const restore = await grantToRole(request, 'OPERATIONS', ['user-roles.read']);
 * …
 * await restore();
 */
export async function grantToRole(
  request: APIRequestContext,
  role: string,
  keys: readonly string[],
): Promise<() => Promise<void>> {
  const admin = apiAs(request, 'admin');
  const found = must(
    (await admin.list(`/admin/roles?search[name]=${role}`)).data[0],
    `the ${role} role`,
  );
  const path = `/admin/roles/${String(found.id)}/permissions`;
  const ids = await Promise.all(
    keys.map(async (key) =>
      Number(
        must(
          (await admin.list(`/admin/permissions?search[key]=${key}`)).data[0],
          `the permission ${key}`,
        ).id,
      ),
    ),
  );
  const put = async (permissionIds: number[]) => {
    const now = (await admin.one(path)) as unknown as PermissionSet;
    const answer = await admin.send('PUT', path, {
      permissionIds,
      version: now.version,
    });
    if (answer.status() !== 200) throw new Error(await answer.text());
  };
  const before = (await admin.one(path)) as unknown as PermissionSet;
  await put([...new Set([...before.permissionIds, ...ids])]);
  return () => put(before.permissionIds);
}
