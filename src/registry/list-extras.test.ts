import { expect, test } from 'vitest';
import { getResource } from '../../resources.config';
import { facetFields, referenceFields } from './list-extras';

const entry = (name: string) => {
  const found = getResource(name);
  if (!found) throw new Error(`no resource ${name}`);
  return found;
};

test('a resource counts its state field, and one without states nothing', () => {
  expect(facetFields(entry('orders'))).toEqual(['status']);
  expect(facetFields(entry('payout-request'))).toEqual(['resolvedStatus']);
  expect(facetFields(entry('banks'))).toEqual([]);
});

test('reference fields, all of them or those among some names', () => {
  expect(referenceFields(entry('orders'))).toEqual([
    'customerId',
    'outletId',
    'paymentMethodId',
    'promotionId',
  ]);
  expect(
    referenceFields(entry('orders'), ['code', 'outletId', 'status']),
  ).toEqual(['outletId']);
  expect(referenceFields(entry('banks'))).toEqual([]);
});
