import { displayText } from '../../components/fields/display-text';

type Row = Record<string, unknown>;

export type StepState = 'done' | 'current' | 'todo' | 'error';

export interface SettlementStep {
  status: string;
  label: string;
  state: StepState;
  /** The field naming who took the step, when the record keeps one. */
  byField?: string;
  /** The field with when it happened. */
  atField?: string;
}

const pipeline: readonly Omit<SettlementStep, 'state'>[] = [
  { status: 'PENDING', label: 'Pending' },
  { status: 'REVIEWED', label: 'Reviewed', byField: 'reviewedBy' },
  { status: 'VERIFIED', label: 'Verified', byField: 'verifiedBy' },
  { status: 'APPROVED', label: 'Approved', byField: 'approvedBy' },
  { status: 'PAID', label: 'Paid', byField: 'paidBy', atField: 'paidAt' },
  { status: 'CONFIRMED', label: 'Confirmed', atField: 'confirmedAt' },
];

/**
 * The finance workflow as steps for a stepper: PENDING → REVIEWED →
 * VERIFIED → APPROVED → PAID → CONFIRMED. A rejected settlement leaves the
 * pipeline after the last step someone signed (the record does not store
 * where it was rejected, but the stamps tell), then REJECTED and, once
 * closed, RESOLVED.
 */
export function buildSettlementSteps(record: Row): SettlementStep[] {
  const status = displayText(record.resolvedStatus, 'PENDING');
  const index = pipeline.findIndex((s) => s.status === status);
  if (index >= 0) {
    // Reaching a state completes its step; the next one is what the settlement waits for.
    return pipeline.map((step, i) => ({
      ...step,
      state: i <= index ? 'done' : i === index + 1 ? 'current' : 'todo',
    }));
  }
  const lastSigned = pipeline.reduce(
    (last, step, i) =>
      step.byField && record[step.byField] != null ? i : last,
    0,
  );
  return [
    ...pipeline
      .slice(0, lastSigned + 1)
      .map((step) => ({ ...step, state: 'done' as const })),
    {
      status: 'REJECTED',
      label: 'Rejected',
      state: status === 'REJECTED' ? 'current' : 'error',
    },
    {
      status: 'RESOLVED',
      label: 'Resolved',
      byField: 'resolvedBy',
      state: status === 'RESOLVED' ? 'done' : 'todo',
    },
  ];
}
