import { useCallback } from 'react';
import { useGetIdentity } from '@refinedev/core';
import { adminApi } from '../../providers/admin-api';
import type { RecordAnswer } from '../../providers/admin-answers';
import { useRegistry } from '../../providers/registry-context';
import type { ActionSpec, AnyResource } from '../../registry/define-resource';
import {
  approvalNote,
  heldMessage,
  needsApproval,
} from '../../registry/approval';
import { fourEyesRefusal } from '../../registry/four-eyes';
import { recordLabel } from '../../registry/record-label';
import { warningsOf } from '../../registry/record-warnings';
import type { ShellIdentity } from '../../session/identity';
import {
  actionDoneMessage,
  recordActionTexts,
  withApprovalNote,
} from './action-texts';
import { availableActions } from './available-actions';
import { useActionDialog, type OpenActionDialog } from './use-action-dialog';
import { useAllowedActions } from './use-allowed-actions';

type Row = Record<string, unknown>;

export interface RecordActionsController {
  /** The actions the record's state and the user's ability allow. */
  availableFor: (record: Row) => [string, ActionSpec][];
  /**
   * Why the signed-in user may not take an available action on the record
   * (four eyes: they verified it, so they may not approve it), to show on
   * the disabled action; undefined when they may.
   */
  refusalFor: (record: Row, action: ActionSpec) => string | undefined;
  /** Opens an action's dialog for a record (kept as it was when opened). */
  open: (record: Row, title: string, actionKey: string) => void;
  dialog: OpenActionDialog | null;
}

/**
 * The controller behind every record action in the console: on show pages,
 * in a list row's menu and on a phone's record card (the bulk bar's
 * `useBulkActions` shares its dialog and call). It filters the registry's
 * state machine by the ability, keeps the open dialog (confirm, reason),
 * runs the call once however often it is confirmed, refreshes the record and
 * its list, and keeps a failure (a 409 naming the state the record moved to)
 * in the dialog. The dialog belongs to whoever holds the controller, not to a
 * button or a row: a refetch that removes the button or the row cannot take
 * the server's message off the screen.
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
  const allowed = useAllowedActions(resource);
  const label = recordLabel(resource, useRegistry());
  const { data: me } = useGetIdentity<ShellIdentity>();
  const { open: openDialog, dialog } = useActionDialog<RecordAnswer>({
    resourceKey,
    onSettled,
  });
  const availableFor = useCallback(
    (record: Row) => allowed(availableActions(resource, record)),
    [allowed, resource],
  );
  const refusalFor = useCallback(
    (record: Row, action: ActionSpec) =>
      fourEyesRefusal(
        { fields: resource.fields, label },
        action,
        record,
        me?.id,
      ),
    [resource.fields, label, me?.id],
  );
  const open = useCallback(
    (record: Row, title: string, actionKey: string) => {
      const action = resource.actions?.[actionKey];
      if (!action) return;
      const id = String(record.id);
      // The API holds such a call for approval; the dialog says so first,
      // and the toast does not pretend it ran.
      const isHeld = needsApproval(action, record, {
        userType: me?.userType ?? '',
      });
      const texts = recordActionTexts(action, label, title);
      openDialog({
        action,
        ...texts,
        description: isHeld
          ? withApprovalNote(texts.description, approvalNote(action))
          : texts.description,
        warnings: warningsOf(record).map((warning) => warning.message),
        call: (values) => adminApi.action(resource, id, actionKey, values),
        successMessage: isHeld
          ? heldMessage(action)
          : (answer: RecordAnswer) =>
              actionDoneMessage(
                action,
                label,
                title,
                resource.stateField
                  ? answer.data[resource.stateField]
                  : undefined,
              ),
        recordId: id,
      });
    },
    [openDialog, resource, label, me?.userType],
  );
  return { availableFor, refusalFor, open, dialog };
}
