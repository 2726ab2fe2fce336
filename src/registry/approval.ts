/**
 * Approval policies: whether a call is held for a second person, judged the
 * same way by the API, which holds it, and by the console, which says so
 * before the call. A policy sits on an action (`approval`), on the entry's
 * edits (`editApproval`) or on a member set (a role's permissions). Pure,
 * like the rest of the registry.
 */
import type {
  AnyResource,
  ApprovalSpec,
  MemberSetSection,
} from './define-resource';
import { isAdmin, type PolicyUser } from './policy';
import { sameValue } from './revisions';

type Values = Readonly<Record<string, unknown>>;

/** Something a policy sits on: an action, or a held edit or set change. */
interface Governed {
  label: string;
  approval?: ApprovalSpec;
}

/**
 * A kind of call a request can hold: an action (its verb), an edit
 * (`update`) or a set change (`set:<path>`), with the policy on it.
 */
export interface HeldOperation {
  /** What the request's `action` field stores. */
  name: string;
  /** What the queue calls it: the action's label, or the policy's. */
  label: string;
  approval: ApprovalSpec;
}

/** The held operation name of an edit. */
export const editOperation = 'update';

/** The held operation name of a change of a member set: `set:permissions`. */
export function setOperation(section: Pick<MemberSetSection, 'path'>): string {
  return `set:${section.path}`;
}

/** Every kind of call of `resource` that declares approval. */
export function heldOperations(resource: AnyResource): HeldOperation[] {
  const actions = Object.entries(resource.actions ?? {}).flatMap(
    ([verb, action]) =>
      action.approval
        ? [{ name: verb, label: action.label, approval: action.approval }]
        : [],
  );
  const edit = resource.editApproval
    ? [
        {
          name: editOperation,
          label: resource.editApproval.label ?? 'Edit',
          approval: resource.editApproval,
        },
      ]
    : [];
  const sets = (resource.show?.sections ?? []).flatMap((section) =>
    section.kind === 'member-set' && section.approval
      ? [
          {
            name: setOperation(section),
            label: section.approval.label ?? `${section.title} change`,
            approval: section.approval,
          },
        ]
      : [],
  );
  return [...actions, ...edit, ...sets];
}

/** The held operation `name` of `resource`, while the registry still declares it. */
export function heldOperationOf(
  resource: AnyResource,
  name: string,
): HeldOperation | undefined {
  return heldOperations(resource).find((operation) => operation.name === name);
}

/**
 * Whether `user` making a call on a record is held for approval: `values`
 * are the record as the call would leave it (the stored record with the
 * action's input or the edit over it), `before` the stored record, for a
 * condition on what changes. An admin's call runs at once, admins holding
 * every key, approving included, unless the policy holds admins too.
 *
 * @example
 * needsApproval({ label: 'Refund', approval: { when: { field: 'total', above: 10000 } } }, { total: 12500 }, staff); // true
 */
export function needsApproval(
  governed: Pick<Governed, 'approval'>,
  values: Values,
  user: Pick<PolicyUser, 'userType'> | null,
  before: Values = values,
): boolean {
  if (isAdmin(user) && !governed.approval?.admins) return false;
  return meetsApprovalPolicy(governed, values, before);
}

/**
 * Whether the policy holds a call that leaves the record as `values` (from
 * `before`), whoever calls: the records a held request can be about.
 */
export function meetsApprovalPolicy(
  governed: Pick<Governed, 'approval'>,
  values: Values,
  before: Values = values,
): boolean {
  const approval = governed.approval;
  if (!approval) return false;
  const when = approval.when;
  if (!when) return true;
  if ('changes' in when)
    return when.changes.some(
      (field) => field in values && !sameValue(values[field], before[field]),
    );
  const value = values[when.field];
  return typeof value === 'number' && value > when.above;
}

/** What a dialog or form adds when the call will be held: who approves, and that it waits. */
export function approvalNote(governed: Pick<Governed, 'approval'>): string {
  const by = governed.approval?.by ?? 'another person';
  return `This needs approval by ${by}; it is held until approved.`;
}

/** The request's verb, in the past tense of the queue: "Cancel and refund requested — waiting for approval". */
export function heldMessage(governed: Pick<Governed, 'label'>): string {
  return `${governed.label} requested — waiting for approval`;
}

/** A value as an approver reads it in a change line: empty as "—". */
function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

/**
 * What an edit changes, one line per field whose value moves, by label:
 * "Account number: 1234567890 → 9988776655". What a held edit's request
 * shows its approver, fixed when it was asked.
 */
export function changeLines(
  resource: AnyResource,
  before: Values,
  values: Values,
): string[] {
  return Object.entries(values)
    .filter(([name, value]) => !sameValue(value, before[name]))
    .map(
      ([name, value]) =>
        `${resource.fields[name]?.label ?? name}: ${shownValue(before[name])} → ${shownValue(value)}`,
    );
}

/**
 * Whether an answer's record is a pending approval request: what a held
 * call answers (202) instead of the record it would have changed.
 */
export function isHeldRequest(record: unknown): boolean {
  if (typeof record !== 'object' || record === null) return false;
  const fields = record as Values;
  return (
    fields.status === 'PENDING' &&
    'requestedBy' in fields &&
    typeof fields.action === 'string'
  );
}
