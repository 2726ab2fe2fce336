import { useCallback, useState } from 'react';
import type { AdminCall } from '../../providers/admin-api';
import type { ActionSpec } from '../../registry/define-resource';
import type { ActionTexts } from './action-texts';
import {
  useActionRun,
  type ActionFailure,
  type SuccessMessage,
} from './use-action-run';

/** What the open action's dialog shows and does; `null` when none is open. */
export interface OpenActionDialog extends ActionTexts {
  action: ActionSpec;
  /** What the server finds wrong with the target, said before the user confirms. */
  warnings: readonly string[];
  isPending: boolean;
  error: ActionFailure | null;
  onClose: () => void;
  onConfirm: (values: { reason?: string }) => void;
}

/** An action about to run on its target: one record, or a selection. */
export interface ActionPlan<T> extends ActionTexts {
  action: ActionSpec;
  /** The target's warnings (a payout into another company's account). */
  warnings?: readonly string[];
  /** The call, given what the dialog asked for (the reason). */
  call: (values: { reason?: string }) => AdminCall<T>;
  successMessage?: SuccessMessage<T>;
  /** The record to refetch beside the list, for one record's action. */
  recordId?: string;
  /** What the call answered, when it succeeded. */
  onAnswer?: (answer: T) => void;
}

/**
 * What every action controller shares, single or bulk: the open dialog
 * (confirm, reason) for the target it was opened on, one call however often
 * it is confirmed, the refresh, and a failure (a 409 naming the state the
 * record moved to) kept in the dialog until it is closed.
 */
export function useActionDialog<T>({
  resourceKey,
  onSettled,
}: {
  resourceKey: string;
  /** After every attempt, so a screen can refetch what the action touches beyond the record. */
  onSettled?: () => void;
}) {
  const [plan, setPlan] = useState<ActionPlan<T> | null>(null);
  const { run, isPending, error, clearError } = useActionRun(resourceKey);
  // Stable, so the rows that receive it through context do not re-render
  // when a dialog opens or its call is pending.
  const open = useCallback(
    (next: ActionPlan<T>) => {
      clearError();
      setPlan(next);
    },
    [clearError],
  );
  const dialog: OpenActionDialog | null = plan && {
    action: plan.action,
    warnings: plan.warnings ?? [],
    title: plan.title,
    description: plan.description,
    confirmLabel: plan.confirmLabel,
    dismissLabel: plan.dismissLabel,
    isPending,
    error,
    onClose: () => {
      setPlan(null);
      clearError();
    },
    onConfirm: (values) => {
      void run(plan.call(values), {
        successMessage: plan.successMessage,
        recordId: plan.recordId,
      }).then((outcome) => {
        onSettled?.();
        if (!outcome) return;
        plan.onAnswer?.(outcome.answer);
        setPlan(null);
      });
    },
  };
  return { open, dialog };
}
