import type { ApiClient } from './api-client';

interface Listed<T> {
  data: T[];
}
interface SetAnswer {
  data: { permissionIds: number[]; version: number };
}

/** The ids of the catalogue's keys, as the role editor reads them. */
async function permissionIdsByKey(
  admin: ApiClient,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let page = 1; ; page += 1) {
    const answer = await admin.get<Listed<{ id: number; key: string }>>(
      `/admin/permissions?perPage=100&page=${page}&sort=id`,
    );
    if (answer.status !== 200) throw new Error(answer.text);
    for (const p of answer.body.data) ids.set(p.key, Number(p.id));
    if (answer.body.data.length < 100) return ids;
  }
}

async function roleIdOf(admin: ApiClient, role: string): Promise<number> {
  const answer = await admin.get<Listed<{ id: number }>>(
    `/admin/roles?search[name]=${role}`,
  );
  const id = answer.body.data[0]?.id;
  if (id === undefined) throw new Error(`no role ${role}: ${answer.text}`);
  return Number(id);
}

/**
 * The role editor for `role`, as an admin uses it on the role's page: `set`
 * PUTs the whole set of keys with the version it last read or wrote.
 */
export async function roleEditor(
  admin: ApiClient,
  role: string,
): Promise<{
  held(): Promise<Set<string>>;
  set(keys: Iterable<string>): Promise<void>;
}> {
  const [ids, roleId] = await Promise.all([
    permissionIdsByKey(admin),
    roleIdOf(admin, role),
  ]);
  const keyOf = new Map([...ids].map(([key, id]) => [id, key]));
  const path = `/admin/roles/${roleId}/permissions`;
  let version: number | undefined;
  const read = async () => {
    const current = await admin.get<SetAnswer>(path);
    if (current.status !== 200) throw new Error(current.text);
    version = current.body.data.version;
    return new Set(
      current.body.data.permissionIds.map((id) => keyOf.get(Number(id)) ?? ''),
    );
  };
  return {
    held: read,
    async set(keys) {
      if (version === undefined) await read();
      const permissionIds = [...keys].map((key) => {
        const id = ids.get(key);
        if (id === undefined) throw new Error(`no permission ${key}`);
        return id;
      });
      const saved = await admin.put<SetAnswer>(path, {
        permissionIds,
        version,
      });
      if (saved.status !== 200) throw new Error(saved.text);
      version = saved.body.data.version;
    },
  };
}

/** Adds `keys` to `role`'s permissions. */
export async function grantToRole(
  admin: ApiClient,
  role: string,
  keys: readonly string[],
): Promise<void> {
  const editor = await roleEditor(admin, role);
  await editor.set(new Set([...(await editor.held()), ...keys]));
}
