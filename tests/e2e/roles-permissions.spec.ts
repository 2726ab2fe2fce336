import { expect, test } from '@playwright/test';
import { apiAs } from './support/api-as';
import { must } from './support/must';
import { signInAs } from './support/session';

type PermissionSet = { permissionIds: number[]; version: number };

const humanize = (value: string) => {
  const words = value.replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

test('an admin opens a role, ticks a whole group of permissions, saves, reloads and sees it kept', async ({
  page,
}) => {
  const admin = apiAs(page.request, 'admin');
  const role = must(
    (await admin.list('/admin/roles?search[name]=FINANCE')).data[0],
    'the FINANCE role',
  );
  const setPath = `/admin/roles/${String(role.id)}/permissions`;
  const original = (await admin.one(setPath)) as unknown as PermissionSet;
  const permissions = (await admin.list('/admin/permissions?perPage=100')).data;
  // The first group of the first list, as the editor orders them (the
  // lists by the scope enum, the groups alphabetically).
  const scope = must(
    ['ADMIN', 'MERCHANT'].find((value) =>
      permissions.some((p) => p.scope === value),
    ),
    'a permission',
  );
  const module = must(
    permissions
      .filter((p) => p.scope === scope)
      .map((p) => String(p.module))
      .sort()[0],
    `a ${scope} permission`,
  );
  const moduleIds = permissions
    .filter((p) => p.scope === scope && p.module === module)
    .map((p) => Number(p.id));
  // The role starts without that module, whatever the seed gave it.
  const start = original.permissionIds.filter((id) => !moduleIds.includes(id));
  const prepared = await admin.send('PUT', setPath, {
    permissionIds: start,
    version: original.version,
  });
  expect(prepared.status(), await prepared.text()).toBe(200);

  await signInAs(page, 'admin');
  await page.goto('/admin/roles');
  await page.getByRole('link', { name: 'Finance', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/roles/show/${String(role.id)}$`),
  );

  await page.getByRole('button', { name: 'Permissions', exact: true }).click();
  const section = page.getByRole('region', { name: 'Permissions' });
  await section
    .getByRole('tab', { name: new RegExp(`^${humanize(scope)} · `) })
    .click();
  const selectAll = section.getByRole('checkbox', {
    name: `Select all ${humanize(module)}`,
  });
  await expect(selectAll).not.toBeChecked();
  await selectAll.check();
  await section.getByRole('button', { name: 'Save permissions' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Permissions saved: role' }),
  ).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Permissions', exact: true }).click();
  await section
    .getByRole('tab', { name: new RegExp(`^${humanize(scope)} · `) })
    .click();
  await expect(selectAll).toBeChecked();
  const after = (await admin.one(setPath)) as unknown as PermissionSet;
  expect(after.permissionIds).toEqual(
    [...start, ...moduleIds].sort((a, b) => a - b),
  );

  // Leave the role as the other journeys expect it.
  const restored = await admin.send('PUT', setPath, {
    permissionIds: original.permissionIds,
    version: after.version,
  });
  expect(restored.status()).toBe(200);
});
