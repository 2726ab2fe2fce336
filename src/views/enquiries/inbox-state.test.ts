import { expect, test } from 'vitest';
import {
  inboxFilters,
  inboxSearch,
  readInboxView,
  toggleAll,
  toggleOne,
} from './inbox-state';

test('a URL round-trips through the view; defaults stay out of it', () => {
  const view = readInboxView(
    new URLSearchParams('folder=spam&label=3&q=refund&open=42&page=2'),
  );
  expect(view).toEqual({
    folder: 'spam',
    label: '3',
    customer: null,
    q: 'refund',
    open: '42',
    page: 2,
  });
  expect(inboxSearch(view).toString()).toBe(
    'folder=spam&label=3&q=refund&open=42&page=2',
  );
  expect(inboxSearch(readInboxView(new URLSearchParams())).toString()).toBe('');
});

test('a malformed folder, id or page falls back to the inbox defaults', () => {
  expect(
    readInboxView(new URLSearchParams('folder=trash&open=x1&label=-2&page=0')),
  ).toMatchObject({ folder: 'inbox', open: null, label: null, page: 1 });
});

test('"assigned to me" lists the caller’s open inbox enquiries, narrowed by label and search', () => {
  const view = readInboxView(new URLSearchParams('folder=mine&label=5&q=late'));
  expect(inboxFilters(view, 7)).toEqual([
    { field: 'mailbox', operator: 'eq', value: 'INBOX' },
    { field: 'status', operator: 'in', value: ['OPEN', 'IN_PROGRESS'] },
    { field: 'assignedTo', operator: 'eq', value: '7' },
    { field: 'labelIds', operator: 'eq', value: '5' },
    { field: 'q', operator: 'eq', value: 'late' },
  ]);
});

test('select-all picks every listed id, and clears when all are picked', () => {
  expect([...toggleAll(new Set([2]), [1, 2, 3])]).toEqual([1, 2, 3]);
  expect([...toggleAll(new Set([1, 2, 3]), [1, 2, 3])]).toEqual([]);
  expect([...toggleAll(new Set(), [])]).toEqual([]);
  expect([...toggleOne(new Set([1, 2]), 2)]).toEqual([1]);
  expect([...toggleOne(new Set([1]), 2)]).toEqual([1, 2]);
});
