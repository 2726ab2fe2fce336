import type { LiveEvent, LiveProvider } from '@refinedev/core';
import type { AnyResource } from '../registry/define-resource';
import { bulkJobsNotices } from '../registry/paths';
import { apiResourceName, resourceKey } from '../registry/resource-key';
import type { ResourceChange } from './realtime-client';

interface Subscription {
  channel: string;
  types: LiveEvent['type'][];
  callback: (event: LiveEvent) => void;
}

/** Refine's live provider, and the door the socket's change notices come in by. */
export interface LiveFeed extends LiveProvider {
  /** Hands one `resource.changed` notice to every subscriber of the keys over its API name. */
  publishChange: (change: ResourceChange) => void;
}

/** API name → the console keys over it (settlements → settlements, payout-history, payout-request). */
function keysByApiName(
  resources: readonly AnyResource[],
): ReadonlyMap<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const resource of resources) {
    const api = apiResourceName(resource);
    keys.set(api, [...(keys.get(api) ?? []), resourceKey(resource)]);
  }
  return keys;
}

/**
 * Refine's live provider over the realtime socket. Refine subscribes each
 * list, record and many-query to `resources/<key>`; with `liveMode: 'auto'`
 * an event invalidates them, so an open list or record refreshes without a
 * reload when another admin changes it. A change to an API resource reaches
 * every registry entry over it.
 *
 * @example
 * const live = createLiveProvider(registry.resources);
 * <Refine liveProvider={live} … />; <RealtimeSession publishChange={live.publishChange} />
 */
export function createLiveProvider(
  resources: readonly AnyResource[],
): LiveFeed {
  const subscriptions = new Set<Subscription>();
  const keysOf = keysByApiName(resources);
  return {
    subscribe: ({ channel, types, callback }) => {
      const subscription: Subscription = { channel, types, callback };
      subscriptions.add(subscription);
      return subscription;
    },
    unsubscribe: (subscription: Subscription) => {
      subscriptions.delete(subscription);
    },
    publishChange: (change) => {
      // Besides the registry's entries, the notices the console asks for by
      // name: a bulk job's progress, for the bar that shows it.
      const keys =
        keysOf.get(change.resource) ??
        (change.resource === bulkJobsNotices ? [bulkJobsNotices] : []);
      for (const key of keys) {
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
    },
  };
}
