import { expect, test } from 'vitest';
import type { AnyResource } from '../registry/define-resource';
import { createLiveProvider } from './live-provider';

const entry = (
  name: string,
  extra: Partial<AnyResource> = {},
): AnyResource => ({
  name,
  subject: 'Settlement',
  label: { one: name, many: name },
  fields: {},
  ...extra,
});

/** Settlements and a routed saved view over the same API, and banks. */
const resources = [
  entry('settlements'),
  entry('payout-request', {
    route: 'user-withdrawal',
    source: {
      resource: 'settlements',
      filter: { field: 'status', op: 'in', value: ['PENDING'] },
    },
  }),
  entry('banks'),
];

/** A live provider over `resources` with one subscriber per channel, and what each heard. */
function listening(channels: string[], types = ['*']) {
  const live = createLiveProvider(resources);
  const heard: { channel: string; payload: unknown }[] = [];
  const subscriptions = channels.map((channel): unknown =>
    live.subscribe({
      channel,
      types,
      callback: (event) => heard.push({ channel, payload: event.payload }),
    }),
  );
  return { live, heard, subscriptions };
}

test('a change to an API resource reaches every console key over it, and no other', () => {
  const { live, heard } = listening([
    'resources/settlements',
    'resources/user-withdrawal',
    'resources/banks',
  ]);
  live.publishChange({ resource: 'settlements', type: 'updated', ids: [7] });
  expect(heard.map((h) => h.channel)).toEqual([
    'resources/settlements',
    'resources/user-withdrawal',
  ]);
});

test('a subscriber hears only the types it asked for, and nothing once unsubscribed', () => {
  const { live, heard, subscriptions } = listening(
    ['resources/banks'],
    ['created'],
  );
  live.publishChange({ resource: 'banks', type: 'deleted', ids: [1] });
  live.publishChange({ resource: 'banks', type: 'created', ids: [2] });
  live.unsubscribe(subscriptions[0]);
  live.publishChange({ resource: 'banks', type: 'created', ids: [3] });
  expect(heard.map((h) => h.payload)).toEqual([{ ids: [2] }]);
});

test('a resource outside the registry it was built with reaches nobody', () => {
  const { live, heard } = listening(['resources/gadgets']);
  live.publishChange({ resource: 'gadgets', type: 'created', ids: [1] });
  expect(heard).toEqual([]);
});

test("a bulk job's progress reaches the bar that asks for it, though no entry names it", () => {
  const { live, heard } = listening(['resources/bulk-jobs']);
  live.publishChange({ resource: 'bulk-jobs', type: 'updated', ids: [7] });
  expect(heard.map((h) => h.payload)).toEqual([{ ids: [7] }]);
});
