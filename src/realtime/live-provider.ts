import type { LiveEvent, LiveProvider } from '@refinedev/core';
import { resources } from '../../resources.config';
import { apiResourceName, resourceKey } from '../registry/resource-key';
import type { ResourceChange } from './realtime-client';

interface Subscription {
  channel: string;
  types: LiveEvent['type'][];
  callback: (event: LiveEvent) => void;
}

const subscriptions = new Set<Subscription>();

/** API name → the console keys over it (settlements → settlements, payout-history, payout-request). */
const keysByApiName = new Map<string, string[]>();
for (const resource of resources) {
  const api = apiResourceName(resource);
  keysByApiName.set(api, [
    ...(keysByApiName.get(api) ?? []),
    resourceKey(resource),
  ]);
}

function keysForApiName(apiName: string): string[] {
  return keysByApiName.get(apiName) ?? [];
}

/**
 * Refine's live provider over the realtime socket. Refine subscribes each
 * list, record and many-query to `resources/<key>`; with `liveMode: 'auto'`
 * an event invalidates them, so an open list or record refreshes without a
 * reload when another admin changes it.
 */
export const liveProvider: LiveProvider = {
  subscribe: ({ channel, types, callback }) => {
    const subscription: Subscription = { channel, types, callback };
    subscriptions.add(subscription);
    return subscription;
  },
  unsubscribe: (subscription: Subscription) => {
    subscriptions.delete(subscription);
  },
};

/** Hands one `resource.changed` notice to every subscriber of the keys over its API name. */
export function publishChange(change: ResourceChange): void {
  for (const key of keysForApiName(change.resource)) {
    const event: LiveEvent = {
      channel: `resources/${key}`,
      type: change.type,
      payload: { ids: change.ids },
      date: new Date(),
    };
    for (const subscription of subscriptions) {
      if (
        subscription.channel === event.channel &&
        (subscription.types.includes('*') ||
          subscription.types.includes(event.type))
      )
        subscription.callback(event);
    }
  }
}
