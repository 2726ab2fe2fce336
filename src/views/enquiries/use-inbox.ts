import {
  useCustom,
  useCustomMutation,
  useGetIdentity,
  useList,
  useSubscription,
  type BaseRecord,
} from '@refinedev/core';
import { deskPaths, type EnquiryFolder } from '../../registry/enquiry-desk';
import type { ShellIdentity } from '../../session/identity';
import { titlesOf } from '../../providers/response-extras';
import { inboxFilters, type InboxView } from './inbox-state';

export const INBOX_PAGE_SIZE = 25;

export type FolderCounts = Record<
  EnquiryFolder,
  { total: number; unread: number }
>;

export interface Contact {
  userId: number;
  name: string;
  imageUrl: string | null;
  openEnquiries: number;
  latestEnquiryId: number;
  lastMessageAt: string | null;
}

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
  const counts = useCustom<{ data: FolderCounts }>({
    url: deskPaths.folders,
    method: 'get',
    config: { query: view.q ? { q: view.q } : {} },
    errorNotification: false,
    queryOptions: { enabled: isReady },
  });
  const contacts = useCustom<{ data: Contact[] }>({
    url: deskPaths.contacts,
    method: 'get',
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
    counts: (counts.result.data as { data?: FolderCounts } | undefined)?.data,
    contacts:
      (contacts.result.data as { data?: Contact[] } | undefined)?.data ?? [],
    labels: labels.result.data,
  };
}

/** Marks an enquiry read (`PUT`) or unread (`DELETE`) for the caller. */
export function useReadMarker() {
  const { mutateAsync } = useCustomMutation();
  return (id: number, read: boolean) =>
    mutateAsync({
      url: deskPaths.read(String(id)),
      method: read ? 'put' : 'delete',
      values: {},
      successNotification: false,
      errorNotification: false,
    });
}
