import { expect, test } from 'vitest';
import { defineResource, type AnyResource } from './define-resource';
import { toMenu, type MenuSource } from './to-menu';

function resource(
  name: string,
  menu: AnyResource['menu'],
  extra: Partial<Pick<AnyResource, 'route'>> = {},
): AnyResource {
  return defineResource({
    name,
    subject: name,
    label: { one: name, many: `${name} list` },
    fields: {},
    menu,
    ...extra,
  });
}

const source: MenuSource = {
  menuGroups: [
    { key: 'user-management', title: 'User Management' },
    { key: 'system-settings', title: 'System Settings' },
    { key: 'finance', title: 'Finance' },
    { key: 'z-city', title: 'Z-City' },
  ],
  menuNodes: [
    {
      key: 'holidays',
      group: 'system-settings',
      title: 'Holidays',
      icon: 'event',
      order: 20,
    },
    {
      key: 'empty',
      group: 'system-settings',
      title: 'Empty',
      icon: 'event',
      order: 90,
    },
  ],
  menuLinks: [
    {
      key: 'holidays-calendar',
      title: 'Calendar',
      route: 'holidays/calendar',
      icon: 'calendar_month',
      group: 'system-settings',
      parent: 'holidays',
      order: 10,
      subject: 'holidays',
      view: 'holiday-calendar',
    },
  ],
  resources: [
    resource('roles', { group: 'user-management', order: 20, icon: 'key' }),
    resource('users', { group: 'user-management', order: 10, icon: 'person' }),
    resource('holidays', {
      group: 'system-settings',
      order: 20,
      icon: 'list',
      parent: 'holidays',
      title: 'List',
    }),
    resource('cuisines', {
      group: 'system-settings',
      order: 10,
      icon: 'ramen_dining',
    }),
    resource('banks', {
      group: 'system-settings',
      order: 30,
      icon: 'account_balance',
    }),
    resource(
      'settlements',
      {
        group: 'finance',
        order: 20,
        icon: 'receipt',
        badge: 'pendingPayout',
        title: 'Payout Request',
      },
      { route: 'payout-request' },
    ),
    resource('hidden-thing', undefined),
  ],
};

test('sections follow the groups order and skip groups with no entry', () => {
  expect(toMenu(source).map((s) => [s.key, s.title])).toEqual([
    ['user-management', 'User Management'],
    ['system-settings', 'System Settings'],
    ['finance', 'Finance'],
  ]);
});

test('entries are ordered, titled from the label or menu title, and link under /admin', () => {
  const [users] = toMenu(source);
  expect(users?.items).toEqual([
    {
      kind: 'link',
      key: 'users',
      title: 'users list',
      path: '/admin/users',
      icon: 'person',
      subject: 'users',
    },
    {
      kind: 'link',
      key: 'roles',
      title: 'roles list',
      path: '/admin/roles',
      icon: 'key',
      subject: 'roles',
    },
  ]);
});

test('parent nodes hold their children in order and sit among links by their own order', () => {
  const settings = toMenu(source)[1];
  expect(settings?.items.map((i) => i.key)).toEqual([
    'cuisines',
    'holidays',
    'banks',
  ]);
  const holidays = settings?.items[1];
  expect(holidays).toEqual({
    kind: 'parent',
    key: 'holidays',
    title: 'Holidays',
    icon: 'event',
    children: [
      {
        kind: 'link',
        key: 'holidays-calendar',
        title: 'Calendar',
        path: '/admin/holidays/calendar',
        icon: 'calendar_month',
        subject: 'holidays',
      },
      {
        kind: 'link',
        key: 'holidays',
        title: 'List',
        path: '/admin/holidays',
        icon: 'list',
        subject: 'holidays',
      },
    ],
  });
});

test('a node with no children is left out', () => {
  const keys = toMenu(source).flatMap((s) => s.items.map((i) => i.key));
  expect(keys).not.toContain('empty');
});

test('the route key makes the path and the badge is kept', () => {
  const finance = toMenu(source)[2];
  expect(finance?.items[0]).toMatchObject({
    key: 'payout-request',
    path: '/admin/payout-request',
    title: 'Payout Request',
    badge: 'pendingPayout',
  });
});

test('resources without a menu entry are not in the menu', () => {
  const keys = toMenu(source).flatMap((s) => s.items.map((i) => i.key));
  expect(keys).not.toContain('hidden-thing');
});

test('an entry naming an unknown parent fails with the fix', () => {
  const broken: MenuSource = {
    ...source,
    resources: [
      resource('x', {
        group: 'finance',
        order: 1,
        icon: 'folder',
        parent: 'nope',
      }),
    ],
  };
  expect(() => toMenu(broken)).toThrow(
    "names parent 'nope', which is not in menuNodes",
  );
});
