/** @vitest-environment jsdom */
import { afterEach, expect, test } from 'vitest';
import {
  headStartOf,
  noteHeadStarts,
  noteRecentHeadStart,
} from './list-head-starts';

afterEach(() => localStorage.clear());

const orders = '/admin/orders?page=1&perPage=25&sort=-placedAt&facets=status';

test("a page's noted request is given to the user it was noted for, and to no one else", () => {
  noteHeadStarts(7, { '/admin/orders': orders });
  expect(headStartOf('/admin/orders', 7)).toBe(orders);
  expect(headStartOf('/admin/orders', '7')).toBe(orders);
  expect(headStartOf('/admin/orders', 8)).toBeUndefined();
  expect(headStartOf('/admin/orders?currentPage=2', 7)).toBeUndefined();
});

test("another user's notes replace the last user's; a user's addresses with a search outlast a new note of the lists", () => {
  noteHeadStarts(7, { '/admin/orders': orders });
  noteHeadStarts(8, { '/admin/users': '/admin/users?page=1' });
  expect(headStartOf('/admin/orders', 7)).toBeUndefined();
  noteRecentHeadStart(8, '/admin/orders?currentPage=2', '/admin/orders?page=2');
  noteHeadStarts(8, { '/admin/orders': orders });
  expect(headStartOf('/admin/users', 8)).toBeUndefined();
  expect(headStartOf('/admin/orders', 8)).toBe(orders);
  expect(headStartOf('/admin/orders?currentPage=2', 8)).toBe(
    '/admin/orders?page=2',
  );
});

test('only the last ten addresses with a search are kept', () => {
  for (let page = 1; page <= 11; page++)
    noteRecentHeadStart(
      7,
      `/admin/orders?currentPage=${page}`,
      `/admin/orders?page=${page}`,
    );
  expect(headStartOf('/admin/orders?currentPage=1', 7)).toBeUndefined();
  expect(headStartOf('/admin/orders?currentPage=2', 7)).toBe(
    '/admin/orders?page=2',
  );
  expect(headStartOf('/admin/orders?currentPage=11', 7)).toBe(
    '/admin/orders?page=11',
  );
});

test('a planted request that leaves the admin API, or unreadable notes, send nothing', () => {
  localStorage.setItem(
    'zfood-admin:list-head-starts',
    JSON.stringify({
      user: '7',
      lists: { '/admin/orders': '//evil.example/steal', '/admin/users': 'x' },
      recent: [],
    }),
  );
  expect(headStartOf('/admin/orders', 7)).toBeUndefined();
  expect(headStartOf('/admin/users', 7)).toBeUndefined();
  localStorage.setItem('zfood-admin:list-head-starts', '{not json');
  expect(headStartOf('/admin/orders', 7)).toBeUndefined();
});
