import { afterEach, expect, test, vi } from 'vitest';
import { keepEarly, takeEarly } from './early-answers';

afterEach(() => vi.useRealTimers());

const body = { data: [{ id: 1 }], meta: { total: 1 } };

test('an early answer goes once to the first identical GET', async () => {
  keepEarly('/admin/orders?page=1', Promise.resolve(body));
  expect(takeEarly('/admin/orders?page=2')).toBeUndefined();
  await expect(takeEarly('/admin/orders?page=1')).resolves.toBe(body);
  expect(takeEarly('/admin/orders?page=1')).toBeUndefined();
});

test('an answer started more than 10 s ago is not given: the GET asks itself', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  keepEarly('/admin/orders', Promise.resolve(body));
  vi.setSystemTime(Date.now() + 10_001);
  expect(takeEarly('/admin/orders')).toBeUndefined();
});

test('a failed early request leaves nothing to take', async () => {
  const failed = Promise.reject(new Error('offline'));
  keepEarly('/admin/orders', failed);
  await failed.catch(() => undefined);
  expect(takeEarly('/admin/orders')).toBeUndefined();
});
