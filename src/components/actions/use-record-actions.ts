import { useCallback, useState } from 'react';
import { useAbility } from '../../access/ability-context';
import type { ActionSpec, AnyResource } from '../../registry/define-resource';
import { apiResourceName } from '../../registry/resource-key';
import { availableActions } from './available-actions';
import { useRecordAction, type ActionFailure } from './use-record-action';

type Row = Record<string, unknown>;

/** What the open action's dialog shows and does; `null` when none is open. */
export interface OpenActionDialog {
  action: ActionSpec;
  noun: string;
  recordTitle: string;
  isPending: boolean;
  error: ActionFailure | null;
  onClose: () => void;
  onConfirm: (values: { reason?: string }) => void;
}

export interface RecordActionsController {
  /** The actions the record's state and the user's ability allow. */
  availableFor: (record: Row) => [string, ActionSpec][];
  /** Opens an action's dialog for a record (kept as it was when opened). */
  open: (record: Row, title: string, actionKey: string) => void;
  dialog: OpenActionDialog | null;
}

interface Target {
  id: string;
  title: string;
  actionKey: string;
}

/**
 * The one controller behind every record action in the console: on show
 * pages, in a list row's menu and on a phone's record card. It filters the
 * registry's state machine by the ability, keeps the open dialog (confirm,
 * reason), runs the call once however often it is confirmed, refreshes the
 * record and its list, and keeps a failure (a 409 naming the state the record
 * moved to) in the dialog. The dialog belongs to whoever holds the controller,
 * not to a button or a row: a refetch that removes the button or the row
 * cannot take the server's message off the screen.
 *
 * @example
 * const actions = useRecordActions({ resource, resourceKey });
 * actions.availableFor(order) // [['approve', { label: 'Approve', … }]]
 */
export function useRecordActions({
  resource,
  resourceKey,
  onSettled,
}: {
  resource: AnyResource;
  resourceKey: string;
  /** After every attempt, so a screen can refetch what the action touches beyond the record. */
  onSettled?: () => void;
}): RecordActionsController {
  const ability = useAbility();
  const [target, setTarget] = useState<Target | null>(null);
  const { run, isPending, error, clearError } = useRecordAction(resourceKey);
  const action = target ? resource.actions?.[target.actionKey] : undefined;
  const noun = resource.label.one.toLowerCase();

  const close = () => {
    setTarget(null);
    clearError();
  };
  // Stable, so the rows that receive them through context do not re-render
  // when a dialog opens or its call is pending.
  const availableFor = useCallback(
    (record: Row) =>
      // The ability is in memory: asked directly, it answers on this render,
      // so the buttons arrive with the record instead of a moment later.
      availableActions(resource, record).filter(([key]) =>
        ability.can(key, resource.subject),
      ),
    [ability, resource],
  );
  const open = useCallback(
    (record: Row, title: string, actionKey: string) => {
      clearError();
      setTarget({ id: String(record.id), title, actionKey });
    },
    [clearError],
  );

  return {
    availableFor,
    open,
    dialog:
      target && action
        ? {
            action,
            noun,
            recordTitle: target.title,
            isPending,
            error,
            onClose: close,
            onConfirm: (values) => {
              void run({
                apiName: apiResourceName(resource),
                id: target.id,
                action: target.actionKey,
                values,
                successMessage: `${action.label}: ${noun} ${target.title}`,
              }).then((ok) => {
                onSettled?.();
                if (ok) setTarget(null);
              });
            },
          }
        : null,
  };
}
