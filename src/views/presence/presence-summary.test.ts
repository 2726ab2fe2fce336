import { afterEach, expect, test } from 'vitest';
import {
  defaultMarketplaceTimeZone,
  setMarketplaceTimeZone,
} from '../../registry/marketplace-clock';
import type { RecordPresence } from '../../realtime/presence-link';
import {
  clockTime,
  initialsOf,
  lockHeldByOther,
  othersHere,
} from './presence-summary';

afterEach(() => setMarketplaceTimeZone(defaultMarketplaceTimeZone));

const since = '2026-11-29T02:42:10.000Z';
const viewer = (
  userId: number,
  name: string,
  mode: 'view' | 'edit',
  isMe = false,
) => ({ userId, name, mode, since, isMe });

const presence = (
  viewers: RecordPresence['viewers'],
  lock: RecordPresence['lock'] = null,
): RecordPresence => ({ resource: 'merchants', id: '7', viewers, lock });

test('others are everyone but me, once each, editing if any tab of theirs is', () => {
  const here = presence([
    viewer(1, 'Aisyah Rahman', 'view', true),
    viewer(1, 'Aisyah Rahman', 'edit'),
    viewer(2, 'Hafiz Ismail', 'view'),
    viewer(3, 'Tan Wei Ling', 'edit'),
    viewer(2, 'Hafiz Ismail', 'edit'),
    viewer(3, 'Tan Wei Ling', 'view'),
  ]);
  expect(othersHere(here, 1)).toEqual([
    { userId: 2, name: 'Hafiz Ismail', mode: 'edit' },
    { userId: 3, name: 'Tan Wei Ling', mode: 'edit' },
  ]);
  expect(othersHere(null, 1)).toEqual([]);
});

test('a lock counts as someone else’s only when neither this tab nor this user holds it', () => {
  const lock = { userId: 2, name: 'Hafiz Ismail', since, isMine: false };
  expect(lockHeldByOther(presence([], lock), 1)).toEqual(lock);
  expect(lockHeldByOther(presence([], lock), 2)).toBeNull();
  expect(
    lockHeldByOther(presence([], { ...lock, isMine: true }), 1),
  ).toBeNull();
  expect(lockHeldByOther(presence([]), 1)).toBeNull();
});

test('times are the marketplace’s wall clock, labelled with its zone', () => {
  expect(clockTime(since)).toMatch(/^10:42 (MYT|GMT\+8)$/);
  setMarketplaceTimeZone('Asia/Jakarta');
  expect(clockTime(since)).toMatch(/^09:42 (WIB|GMT\+7)$/);
});

test('initials take the first and last names', () => {
  expect(initialsOf('Aisyah Rahman')).toBe('AR');
  expect(initialsOf('Tan Wei Ling')).toBe('TL');
  expect(initialsOf('Priya')).toBe('P');
});
