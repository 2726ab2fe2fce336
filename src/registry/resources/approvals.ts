import { defineResource } from '../define-resource';
import { reference } from './common-fields';

/**
 * Calls held for a second person's approval (an action's `approval`): what
 * was asked, by whom, with the version of the record they saw. Only the
 * server makes them, in `writeRecord`; approving runs the action exactly as
 * asked (the `run-held-action` effect), or records why it no longer can.
 * Each request is shown to its requester and to those who may approve it.
 */
export const approvalRequests = defineResource({
  name: 'approval-requests',
  subject: 'ApprovalRequest',
  label: { one: 'Approval Request', many: 'Approvals' },
  menu: {
    group: 'management',
    order: 85,
    icon: 'assignment_ind',
    badgeContent: { countState: 'PENDING' },
  },
  listView: 'approvals',
  titleField: 'summary',
  operations: ['list', 'show'],
  stateField: 'status',
  // The seed's are a few refunds staff asked for (server/db/seed.ts).
  seedCount: 4,
  fields: {
    summary: {
      kind: 'text',
      label: 'Request',
      required: true,
      maxLength: 300,
      searchable: true,
      help: "What was asked: 'Cancel and refund order ORD0000042'.",
    },
    resource: {
      kind: 'text',
      label: 'Resource',
      required: true,
      maxLength: 80,
      filter: ['eq', 'in'],
    },
    recordId: {
      kind: 'number',
      label: 'Record',
      integer: true,
      min: 1,
      filter: ['eq'],
    },
    action: { kind: 'text', label: 'Action', required: true, maxLength: 80 },
    payload: {
      kind: 'json',
      label: 'Payload',
      help: 'The call as it was made: its reason and input.',
    },
    details: {
      kind: 'longText',
      label: 'Changes',
      readOnly: true,
      help: 'What an edit or a set change would change, one line each, as it stood when asked.',
    },
    expectedVersion: {
      kind: 'number',
      label: 'Version seen',
      integer: true,
      hiddenInList: true,
      help: "The record's version the requester saw (If-Match); empty when they sent none.",
    },
    status: {
      kind: 'enum',
      label: 'Status',
      enumKey: 'approval.status',
      required: true,
      default: 'PENDING',
      filter: ['eq', 'in'],
    },
    requestedBy: reference('users', 'Requested by', {
      required: true,
      onDelete: 'cascade',
      filter: ['eq', 'ne'],
    }),
    decidedBy: reference('users', 'Decided by', {
      readOnly: true,
      onDelete: 'set-null',
    }),
    decidedAt: { kind: 'datetime', label: 'Decided', readOnly: true },
    comment: {
      kind: 'longText',
      label: 'Comment',
      readOnly: true,
      help: 'Why it was rejected.',
    },
    failureReason: {
      kind: 'longText',
      label: 'Why it failed',
      readOnly: true,
      help: 'Why the approved call could not run: the record had moved on.',
    },
  },
  actions: {
    approve: {
      label: 'Approve',
      from: ['PENDING'],
      to: 'APPROVED',
      roles: ['FINANCE_REVIEWER'],
      fourEyes: { notBy: 'requestedBy' },
      confirm:
        'Approve this request? The call runs now, exactly as it was asked.',
      stampBy: 'decidedBy',
      stampAt: 'decidedAt',
      effect: 'run-held-action',
      tone: 'success',
    },
    reject: {
      label: 'Reject',
      from: ['PENDING'],
      to: 'REJECTED',
      roles: ['FINANCE_REVIEWER'],
      reason: 'required',
      reasonField: 'comment',
      confirm: 'Reject this request? The requester is told, with your comment.',
      stampBy: 'decidedBy',
      stampAt: 'decidedAt',
      tone: 'error',
    },
  },
  list: {
    columns: ['summary', 'status', 'requestedBy', 'decidedBy', 'decidedAt'],
    defaultSort: '-createdAt',
  },
});
