import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { menuLinks, menuNodes } from '../registry/menu';
import { homeMenuItem } from './home-menu-item';
import { menuIcon } from './menu-icons';

const registryIcons = [
  homeMenuItem.icon,
  ...resources.flatMap((r) => (r.menu ? [r.menu.icon] : [])),
  ...menuNodes.map((n) => n.icon),
  ...menuLinks.map((l) => l.icon),
];

test.each([...new Set(registryIcons)])(
  'the registry icon %s has its own component',
  (name) => {
    expect(menuIcon(name)).not.toBe(menuIcon('no-such-icon'));
  },
);

test('an unknown icon name falls back instead of failing', () => {
  expect(menuIcon('no-such-icon')).toBeTruthy();
});
