import {
  useDataProvider,
  useGetIdentity,
  useNotification,
  useSubscription,
} from '@refinedev/core';
import { useRegistry } from '../../providers/registry-context';
import { resourceKey } from '../../registry/resource-key';
import type { ShellIdentity } from '../../session/identity';
import { decisionToast } from './request-texts';

const requestsName = 'approval-requests';

/**
 * Tells a requester, wherever they are in the console, when someone decides
 * one of their approval requests: the socket announces a request's change
 * only to its requester and its approvers, and this reads the changed ones
 * and toasts those that are the signed-in user's own.
 */
export function ApprovalNotices() {
  const entry = useRegistry().byName(requestsName);
  const { data: me } = useGetIdentity<ShellIdentity>();
  const dataProvider = useDataProvider();
  const { open } = useNotification();
  const key = entry ? resourceKey(entry) : requestsName;
  useSubscription({
    channel: `resources/${key}`,
    types: ['updated'],
    enabled: entry !== undefined && me?.id !== undefined,
    onLiveEvent: (event) => {
      const ids = (event.payload as { ids?: unknown[] }).ids ?? [];
      for (const id of ids)
        void dataProvider()
          .getOne({ resource: key, id: String(id) })
          .then(({ data }) => {
            if (String(data.requestedBy) !== String(me?.id)) return;
            const toast = decisionToast(data);
            if (toast) open?.({ key: `approval-${String(id)}`, ...toast });
          })
          // A request the user may no longer read: nothing to tell.
          .catch(() => undefined);
    },
  });
  return null;
}
