import { expect, test } from 'vitest';
import {
  emptyNavPreferences,
  maxRecents,
  withPin,
  withVisit,
  type NavPreferences,
} from './nav-preferences';

const at = (minute: number) =>
  `2026-03-02T09:${String(minute).padStart(2, '0')}:00.000Z`;

test('a visit goes first in Recent, once, and the oldest falls off past the cap', () => {
  let preferences: NavPreferences = emptyNavPreferences;
  for (let minute = 0; minute < maxRecents + 2; minute += 1)
    preferences = withVisit(preferences, `page-${minute}`, at(minute));
  expect(preferences.recents).toHaveLength(maxRecents);
  expect(preferences.recents[0]).toEqual({
    key: `page-${maxRecents + 1}`,
    at: at(maxRecents + 1),
  });

  const again = withVisit(preferences, 'page-5', at(30));
  expect(again.recents.map((visit) => visit.key).slice(0, 3)).toEqual([
    'page-5',
    `page-${maxRecents + 1}`,
    `page-${maxRecents}`,
  ]);
  expect(again.recents.filter((visit) => visit.key === 'page-5')).toHaveLength(
    1,
  );
});

test('visiting the page already first in Recent changes nothing', () => {
  const preferences = withVisit(emptyNavPreferences, 'orders', at(1));
  expect(withVisit(preferences, 'orders', at(2))).toBe(preferences);
});

test('pins keep the order they were pinned in; setting a pin twice changes nothing', () => {
  const pinned = withPin(
    withPin(emptyNavPreferences, 'orders', true),
    'banks',
    true,
  );
  expect(pinned.favourites).toEqual(['orders', 'banks']);
  expect(withPin(pinned, 'orders', true)).toBe(pinned);
  const unpinned = withPin(pinned, 'orders', false);
  expect(unpinned.favourites).toEqual(['banks']);
  expect(withPin(unpinned, 'orders', false)).toBe(unpinned);
});
