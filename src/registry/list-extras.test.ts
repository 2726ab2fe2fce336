import { expect, test } from 'vitest';
import { getResource } from '../../resources.config';
import type { AnyResource, FieldSpec } from './define-resource';
import {
  cardFields,
  facetFields,
  listedReferences,
  referenceFields,
} from './list-extras';

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

/** A made-up entry with a field of each kind a card cares about. */
const parcelFields = {
  notes: { kind: 'longText', label: 'Notes' },
  tracking: { kind: 'text', label: 'Tracking no.' },
  senderId: { kind: 'reference', to: 'users', label: 'Sender' },
  status: { kind: 'enum', enumKey: 'order.status', label: 'Status' },
  weight: { kind: 'number', label: 'Weight' },
  postage: { kind: 'money', label: 'Postage' },
  sentOn: { kind: 'date', label: 'Sent' },
  city: { kind: 'text', label: 'City' },
  postcode: { kind: 'text', label: 'Postcode' },
} satisfies Record<string, FieldSpec>;
const parcels: AnyResource = {
  name: 'parcels',
  subject: 'Parcel',
  label: { one: 'Parcel', many: 'Parcels' },
  stateField: 'status',
  fields: parcelFields,
};

test("a list asks the titles of its visible references and its card's", () => {
  // A settlement's card names its merchant, whose column starts hidden.
  expect(listedReferences(entry('settlements'), ['code', 'outletId'])).toEqual([
    'merchantId',
    'outletId',
  ]);
  expect(listedReferences(entry('banks'), ['name'])).toEqual([]);
});

test('a card chosen in the registry shows what it chose', () => {
  expect(cardFields(entry('orders'))).toEqual({
    title: 'code',
    subtitle: ['customerId', 'outletId'],
    meta: ['status', 'total', 'placedAt'],
  });
});

test('without a choice, a card shows the first text, two lines, the state, an amount and a date', () => {
  expect(cardFields(parcels)).toEqual({
    title: 'tracking',
    subtitle: ['senderId', 'city'],
    meta: ['status', 'postage', 'sentOn'],
  });
});

test('the title field heads the card, and a card without a date shows when the record was made', () => {
  const { sentOn: _sentOn, ...fields } = parcelFields;
  expect(
    cardFields({ ...parcels, titleField: 'postcode', fields }),
  ).toMatchObject({
    title: 'postcode',
    subtitle: ['tracking', 'senderId'],
    meta: ['status', 'postage', 'createdAt'],
  });
});

test('a card takes only the parts the registry leaves out from the columns', () => {
  expect(
    cardFields({ ...parcels, list: { cards: { meta: ['weight'] } } }),
  ).toEqual({
    title: 'tracking',
    subtitle: ['senderId', 'city'],
    meta: ['weight'],
  });
});

test('an entry with no text column heads its cards with the id', () => {
  const { senderId, status } = parcelFields;
  expect(cardFields({ ...parcels, fields: { senderId, status } })).toEqual({
    title: 'id',
    subtitle: ['senderId'],
    meta: ['status', 'createdAt'],
  });
});

test('without a state field, the first enum column gives the chip', () => {
  const { stateField: _state, ...stateless } = parcels;
  expect(cardFields(stateless).meta[0]).toBe('status');
});
