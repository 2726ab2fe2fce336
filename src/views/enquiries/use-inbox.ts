import {
  useGetIdentity,
  useList,
  useSubscription,
  type BaseRecord,
} from '@refinedev/core';
import { adminApi } from '../../providers/admin-api';
import type { ShellIdentity } from '../../session/identity';
import { titlesOf } from '../../providers/response-extras';
import {
  useAdminMutation,
  useAdminQuery,
} from '../../providers/use-admin-call';
import { inboxFilters, type InboxView } from './inbox-state';

export const INBOX_PAGE_SIZE = 25;

export interface Label extends BaseRecord {
  id: number;
  name: string;
  color: string;
}

/**
 * Calls `onChange` when any staff user changes an enquiry, a message
 * arrives or a read marker moves: the socket's notices for the desk.
 */
function useDeskNotices(onChange: () => void) {
  const on = { types: ['*'] as ['*'], onLiveEvent: onChange };
  useSubscription({ channel: 'resources/enquiries', ...on });
  useSubscription({ channel: 'resources/enquiry-messages', ...on });
  useSubscription({ channel: 'resources/enquiry-reads', ...on });
}

/** The signed-in staff user's id (folders "mine" and read markers are theirs). */
export function useMyId(): number | undefined {
  const { data } = useGetIdentity<ShellIdentity>();
  return data?.id === undefined ? undefined : Number(data.id);
}

/**
 * Everything the inbox lists: the folder's page of enquiries (with their
 * customers' and assignees' names), which of them the caller has read, the
 * folder counts, the labels and the contacts. Lists refresh live through
 * Refine's live mode; counts and contacts follow the same socket notices.
 */
export function useInbox(view: InboxView) {
  const me = useMyId();
  const isReady = me !== undefined;
  const { result, query } = useList({
    resource: 'enquiries',
    filters: inboxFilters(view, me ?? 0),
    sorters: [{ field: 'lastMessageAt', order: 'desc' }],
    pagination: { currentPage: view.page, pageSize: INBOX_PAGE_SIZE },
    meta: { include: ['userId', 'assignedTo'] },
    queryOptions: { enabled: isReady },
  });
  const rows = result.data;
  const ids = rows.map((row) => Number(row.id));
  const reads = useList({
    resource: 'enquiry-reads',
    filters: [
      { field: 'userId', operator: 'eq', value: me },
      { field: 'enquiryId', operator: 'in', value: ids },
    ],
    pagination: { currentPage: 1, pageSize: INBOX_PAGE_SIZE },
    queryOptions: { enabled: isReady && ids.length > 0 },
  });
  const readIds = new Set(
    reads.result.data.map((marker) => Number(marker.enquiryId)),
  );
  const counts = useAdminQuery(adminApi.deskFolders(view.q), {
    errorNotification: false,
    queryOptions: { enabled: isReady },
  });
  const contacts = useAdminQuery(adminApi.deskContacts(), {
    errorNotification: false,
  });
  const labels = useList<Label>({
    resource: 'enquiry-labels',
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 100 },
  });
  useDeskNotices(() => {
    void counts.query.refetch();
    void contacts.query.refetch();
  });
  return {
    me,
    rows,
    total: result.total ?? 0,
    titles: titlesOf(query.data),
    isLoading: !isReady || query.isLoading,
    loadError: query.error,
    isUnread: (id: number) => reads.query.isSuccess && !readIds.has(id),
    counts: counts.answer?.data,
    contacts: contacts.answer?.data ?? [],
    labels: labels.result.data,
  };
}

/** Marks an enquiry read (`PUT`) or unread (`DELETE`) for the caller. */
export function useReadMarker() {
  const { send } = useAdminMutation();
  return (id: number, isRead: boolean) =>
    send(adminApi.deskReadMarker(id, isRead));
}
