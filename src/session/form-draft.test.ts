/** @vitest-environment jsdom */
import { afterEach, describe, expect, test } from 'vitest';
import {
  clearAllDrafts,
  clearDraft,
  draftKey,
  readDraft,
  writeDraft,
} from './form-draft';

afterEach(() => sessionStorage.clear());

describe('form drafts', () => {
  test('a draft written for a user and route is read back with its time', () => {
    const key = draftKey(7, '/admin/menu-items/edit/3');
    writeDraft(key, { name: 'Teh tarik', price: '4.50' }, new Date(0));
    expect(readDraft(key)).toEqual({
      savedAt: '1970-01-01T00:00:00.000Z',
      values: { name: 'Teh tarik', price: '4.50' },
    });
  });

  test('another user on the same route does not get it', () => {
    writeDraft(draftKey(7, '/admin/banners/create'), { title: 'x' });
    expect(readDraft(draftKey(8, '/admin/banners/create'))).toBeNull();
  });

  test('garbage in storage is no draft', () => {
    sessionStorage.setItem(draftKey(1, '/a'), '{not json');
    sessionStorage.setItem(draftKey(1, '/b'), JSON.stringify({ values: [] }));
    expect(readDraft(draftKey(1, '/a'))).toBeNull();
    expect(readDraft(draftKey(1, '/b'))).toBeNull();
  });

  test('clearing one draft leaves the others; clearing all leaves other keys', () => {
    writeDraft(draftKey(1, '/a'), { a: 1 });
    writeDraft(draftKey(1, '/b'), { b: 1 });
    sessionStorage.setItem('e2e-session-seeded', '1');
    clearDraft(draftKey(1, '/a'));
    expect(readDraft(draftKey(1, '/a'))).toBeNull();
    expect(readDraft(draftKey(1, '/b'))).not.toBeNull();
    clearAllDrafts();
    expect(readDraft(draftKey(1, '/b'))).toBeNull();
    expect(sessionStorage.getItem('e2e-session-seeded')).toBe('1');
  });
});
