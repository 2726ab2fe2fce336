import { useState } from 'react';
import {
  useInvalidate,
  type BaseRecord,
  type HttpError,
} from '@refinedev/core';
import { useAbility } from '../../access/ability-context';
import { adminApi } from '../../providers/admin-api';
import { useRegistry } from '../../providers/registry-context';
import {
  useAdminMutation,
  useAdminQuery,
} from '../../providers/use-admin-call';
import { recordLabel } from '../../registry/record-label';
import { resourceKey } from '../../registry/resource-key';
import { enquiries } from '../../registry/resources/management';
import {
  actionDoneMessage,
  recordActionTexts,
} from '../../components/actions/action-texts';
import { useActionDialog } from '../../components/actions/use-action-dialog';
import { paneControlsState } from './pane-controls-state';
import { useMyId } from './use-inbox';

export type PaneMenu = 'status' | 'assign';

/**
 * The controller of the reading pane's status, assignee and resolve
 * controls (the view renders it; the `s`, `a` and `e` shortcuts call it).
 * Each change goes to the API with the version the pane read (If-Match),
 * so a change someone else made meanwhile is a 409 shown here rather than
 * overwritten; the enquiry and the list are refetched either way, and the
 * socket's notice brings the folder counts along.
 */
export function useEnquiryControls(enquiry: BaseRecord) {
  const ability = useAbility();
  const state = paneControlsState(enquiry, (verb) =>
    ability.can(verb, enquiries.subject),
  );
  const me = useMyId();
  const label = recordLabel(enquiries, useRegistry());
  const key = resourceKey(enquiries);
  const id = Number(enquiry.id);
  const title = String(enquiry.code);
  const version =
    typeof enquiry.version === 'number' ? enquiry.version : undefined;
  const { open: openDialog, dialog } = useActionDialog({ resourceKey: key });
  const assignees = useAdminQuery(adminApi.deskAssignees(), {
    errorNotification: false,
    queryOptions: { enabled: state.canAssign },
  });
  const { send, isPending: isAssigning } = useAdminMutation();
  const invalidate = useInvalidate();
  const [failure, setFailure] = useState<string | null>(null);
  const [menu, setMenu] = useState<PaneMenu | null>(null);
  // The menus' anchors, kept as state (set by the buttons' ref callbacks)
  // so a shortcut can open a menu under its button without a click.
  const [statusButton, setStatusButton] = useState<HTMLButtonElement | null>(
    null,
  );
  const [assignButton, setAssignButton] = useState<HTMLButtonElement | null>(
    null,
  );

  /** Opens a move's dialog (a resolution is asked for there). */
  const move = (actionKey: string) => {
    setMenu(null);
    const action = enquiries.actions?.[actionKey];
    if (!action) return;
    openDialog({
      action,
      ...recordActionTexts(action, label, title),
      call: (values) =>
        adminApi.action(enquiries, id, actionKey, values, version),
      successMessage: actionDoneMessage(action, label, title),
      recordId: String(id),
    });
  };

  const assign = async (assignedTo: number | null, name?: string) => {
    setMenu(null);
    setFailure(null);
    try {
      await send(adminApi.deskAssign(id, assignedTo, version), {
        successMessage:
          assignedTo === null
            ? `Enquiry ${title} is now unassigned`
            : `Enquiry ${title} is now assigned to ${name ?? `user #${assignedTo}`}`,
      });
    } catch (e) {
      setFailure(
        (e as Partial<HttpError>).message ?? 'The enquiry was not assigned.',
      );
    } finally {
      await invalidate({
        resource: key,
        invalidates: ['list', 'detail'],
        id,
      });
    }
  };

  return {
    ...state,
    me,
    assignees: assignees.answer?.data ?? [],
    isAssigning,
    failure,
    clearFailure: () => setFailure(null),
    menu,
    /** Opens a menu from its button, as a click or a shortcut does. */
    openMenu: (kind: PaneMenu) => {
      const isEnabled =
        kind === 'assign'
          ? state.canAssign
          : state.transitions.some((choice) => choice.isAllowed);
      if (isEnabled) setMenu(kind);
    },
    closeMenu: () => setMenu(null),
    statusButton,
    setStatusButton,
    assignButton,
    setAssignButton,
    move,
    resolve: () => {
      if (state.canResolve) move('resolve');
    },
    assign,
    dialog,
  };
}

export type EnquiryControls = ReturnType<typeof useEnquiryControls>;
