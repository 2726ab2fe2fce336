import { expect, test } from 'vitest';
import { listedRow, rememberListedRows } from './listed-rows';

test('the record page finds the row its list showed, by resource and id', () => {
  rememberListedRows('orders', [
    { id: 7, code: 'ORD0000007' },
    { id: 8, code: 'ORD0000008' },
  ]);
  expect(listedRow('orders', '8')).toEqual({ id: 8, code: 'ORD0000008' });
  expect(listedRow('orders', 9)).toBeUndefined();
  expect(listedRow('settlements', 8)).toBeUndefined();
});

test('only the latest list counts', () => {
  rememberListedRows('orders', [{ id: 7, code: 'ORD0000007' }]);
  rememberListedRows('settlements', [{ id: 7, code: 'STL7' }]);
  expect(listedRow('orders', 7)).toBeUndefined();
});
