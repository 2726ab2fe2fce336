import type { CrudFilter } from '@refinedev/core';

/** The Approvals page's tabs. */
export type ApprovalQueue = 'waiting' | 'mine' | 'history';

export const queueLabels: Readonly<Record<ApprovalQueue, string>> = {
  waiting: 'Waiting for me',
  mine: 'Requested by me',
  history: 'History',
};

/**
 * Each tab's filter. The API already leaves out what the user may not see
 * (requests neither theirs nor theirs to approve), so "waiting for me" is
 * every pending request someone else made, and "history" every decided one.
 */
export function queueFilters(
  queue: ApprovalQueue,
  me: string | number,
): CrudFilter[] {
  switch (queue) {
    case 'waiting':
      return [
        { field: 'status', operator: 'eq', value: 'PENDING' },
        { field: 'requestedBy', operator: 'ne', value: me },
      ];
    case 'mine':
      return [{ field: 'requestedBy', operator: 'eq', value: me }];
    case 'history':
      return [
        {
          field: 'status',
          operator: 'in',
          value: ['APPROVED', 'REJECTED', 'FAILED'],
        },
      ];
  }
}
