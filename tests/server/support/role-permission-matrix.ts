/**
 * The role × permission matrix (issue 31): for every built-in role and every key of
 * the catalogue, taking the key from the role turns the API's answer to the
 * call it guards into a 403 and takes it out of the console's ability (its
 * menu link, page and button), on the role user's very next request; giving
 * it back restores both. The role is changed as an admin changes it, through
 * the role editor's call, and the console side is the console's own code
 * (the policy its session ability is built with, `toMenu`, `filterMenu`)
 * over the profile the API answers.
 *
 * Keys are taken away a few at a time (`takenTogether`), never two of one
 * subject or one verb together: the mistakes a guard makes are the wrong
 * subject's key or the wrong verb's, and either shows as a call still allowed
 * with its own key gone. One key at a time made 395 role edits per role and
 * took 25 s a role on a two-core machine.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../../resources.config';
import { hashPassword } from '../../../server/auth/password-hash';
import { filterMenu } from '../../../src/layout/filter-menu';
import { menuGroups, menuLinks, menuNodes } from '../../../src/registry/menu';
import {
  permissionCatalogue,
  type Permission,
} from '../../../src/registry/permissions';
import { defineAbilityFor } from '../../../src/registry/policy';
import { toMenu } from '../../../src/registry/to-menu';
import { apiAs, type ApiClient } from './api-client';
import { consoleProbes, probes, send, type Probe } from './policy-probes';
import { roleEditor } from './role-permissions';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let admin: ApiClient;
const catalogue = permissionCatalogue(resources);
const everyKey = catalogue.map((p) => p.key);
/** One call per key: the first probe of the first entry that is checked with it. */
const probeOf = new Map<string, Probe>();
for (const resource of resources)
  for (const probe of probes(resource))
    if (!probeOf.has(probe.key)) probeOf.set(probe.key, probe);
for (const probe of consoleProbes) probeOf.set(probe.key, probe);
const menu = toMenu({ resources, menuGroups, menuNodes, menuLinks });
/** What the console builds its ability from (`session-ability.ts`): the profile. */
interface Profile {
  id: number;
  userType: string;
  permissions: string[];
}
/** The console's ability from a profile, and the subjects its menu shows. */
const consoleOf = (profile: Profile) => {
  const ability = defineAbilityFor(profile, resources);
  const visible = new Set(
    filterMenu(menu, (subject, action) => ability.can(action, subject))
      .flatMap((section) => section.items)
      .flatMap((item) => (item.kind === 'link' ? [item] : item.children))
      .map((link) => link.subject),
  );
  return { ability, visible };
};

/**
 * The catalogue in groups that share no subject and no verb, so that a call
 * refused with its group gone can only have been refused for its own key.
 */
function takenTogether(permissions: readonly Permission[]): Permission[][] {
  const groups: Permission[][] = [];
  for (const permission of permissions) {
    const group = groups.find((taken) =>
      taken.every(
        (p) => p.subject !== permission.subject && p.verb !== permission.verb,
      ),
    );
    if (group) group.push(permission);
    else groups.push([permission]);
  }
  return groups;
}

/** Subjects the menu links to. */
const menuSubjects = new Set(
  menu
    .flatMap((section) => section.items)
    .flatMap((item) => (item.kind === 'link' ? [item] : item.children))
    .map((link) => link.subject),
);

/** A user holding only `role`, signed in. Merchant roles go to a merchant account. */
async function userWithOnly(role: string): Promise<ApiClient> {
  const email = `${role.toLowerCase().replaceAll('_', '.')}@matrix.test`;
  const type = role.startsWith('MERCHANT') ? 'MERCHANT' : 'STAFF';
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO users (name, email, user_type, status) VALUES ($1, $2, $3, 'ACTIVE') RETURNING id`,
    [`Matrix ${role}`, email, type],
  );
  const id = Number(rows[0]?.id);
  await server.db.query(
    'INSERT INTO auth_credentials (user_id, password_hash) VALUES ($1, $2)',
    [id, await hashPassword('Matrix123!')],
  );
  await server.db.query(
    'INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2',
    [id, role],
  );
  return apiAs(server, email, 'Matrix123!');
}

/**
 * Registers the matrix for `roles` in the calling test file: one server
 * per file, so the roles can be split over files that run side by side.
 */
export function permissionMatrix(roles: readonly string[]): void {
  beforeAll(async () => {
    server = await startTestServer({ apiRateLimit: 1_000_000 });
    admin = await apiAs(server, 'admin@zfood.my');
  });
  afterAll(() => server.close());

  /** Whether a user of `type` may hold `permission` at all. */
  const holdable = (type: string, permission: Permission) =>
    type !== 'MERCHANT' || permission.scope === 'MERCHANT';

  test('every key of the catalogue is checked by some call, taken with no key of its subject or verb', () => {
    expect(everyKey.filter((key) => !probeOf.has(key))).toEqual([]);
    expect(everyKey.length).toBeGreaterThan(300);
    const groups = takenTogether(catalogue);
    expect(
      groups
        .flat()
        .map((p) => p.key)
        .sort(),
    ).toEqual([...everyKey].sort());
    for (const group of groups) {
      expect(new Set(group.map((p) => p.subject)).size).toBe(group.length);
      expect(new Set(group.map((p) => p.verb)).size).toBe(group.length);
    }
  });

  test.each(roles)(
    '%s: each key, taken away, refuses its call and hides it in the console; given back, restores both',
    async (role) => {
      const user = await userWithOnly(role);
      const profile = async () =>
        (await user.get<{ data: Profile }>('/admin/users/profile')).body.data;
      const type = (await profile()).userType;
      const problems: string[] = [];
      const check = async (
        { ability, visible }: ReturnType<typeof consoleOf>,
        permission: Permission,
        held: boolean,
      ) => {
        const probe = probeOf.get(permission.key);
        if (!probe) return;
        const allowed = held && holdable(type, permission);
        const status = await send(server.baseUrl, user.authorization, probe);
        if (status >= 500) problems.push(`${permission.key}: API ${status}`);
        if ((status !== 403) !== allowed)
          problems.push(
            `${permission.key} ${held ? 'held' : 'taken'}: API ${status}`,
          );
        if (ability.can(permission.verb, permission.subject) !== allowed)
          problems.push(
            `${permission.key} ${held ? 'held' : 'taken'}: console ${allowed ? 'hides' : 'allows'}`,
          );
        if (
          permission.verb === 'read' &&
          menuSubjects.has(permission.subject) &&
          visible.has(permission.subject) !== allowed
        )
          problems.push(`${permission.key}: menu link wrong`);
      };

      const editor = await roleEditor(admin, role);
      await editor.set(everyKey);
      let previous: Permission[] = [];
      for (const group of takenTogether(catalogue)) {
        const taken = new Set(group.map((p) => p.key));
        await editor.set(everyKey.filter((key) => !taken.has(key)));
        // The profile the console reads after the change.
        const data = consoleOf(await profile());
        await Promise.all([
          ...group.map((permission) => check(data, permission, false)),
          ...previous.map((permission) => check(data, permission, true)),
        ]);
        previous = group;
      }
      expect(problems).toEqual([]);
    },
    600_000,
  );
}
