import { afterEach, expect, test, vi } from 'vitest';
import { keepFirstList, takeFirstList } from './early-answers';

afterEach(() => vi.useRealTimers());

const rows = { data: [{ id: 1 }], total: 1 };

test('the boot list answer goes once to the page it was made for, once it has arrived', async () => {
  keepFirstList('/admin/orders', Promise.resolve(rows));
  expect(takeFirstList('/admin/orders')).toBeUndefined(); // not arrived yet
  await Promise.resolve();
  expect(takeFirstList('/admin/orders?currentPage=2')).toBeUndefined();
  expect(takeFirstList('/admin/orders')).toBe(rows);
  expect(takeFirstList('/admin/orders')).toBeUndefined();
});

test('an answer older than 10 s is not given: the page loads its own rows', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  keepFirstList('/admin/orders', Promise.resolve(rows));
  await Promise.resolve();
  vi.setSystemTime(Date.now() + 10_001);
  expect(takeFirstList('/admin/orders')).toBeUndefined();
});

test('a failed boot request leaves nothing to take', async () => {
  const failed = Promise.reject(new Error('offline'));
  keepFirstList('/admin/orders', failed);
  await failed.catch(() => undefined);
  expect(takeFirstList('/admin/orders')).toBeUndefined();
});
