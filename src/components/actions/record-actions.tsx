import { useId } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ActionSpec, AnyResource } from '../../registry/define-resource';
import { ActionDialog } from './action-dialog';
import { PendingApprovals } from './pending-approvals';
import type { OpenActionDialog } from './use-action-dialog';
import { useRecordActions } from './use-record-actions';

type Row = Record<string, unknown>;

/** The dialog of a controller's open action (a record's or a selection's), wherever the controller lives. */
export function OpenActionDialogView({
  dialog,
}: {
  dialog: OpenActionDialog | null;
}) {
  // Keyed by the action so a second action opens with an empty reason.
  return dialog ? (
    <ActionDialog key={dialog.action.label} open {...dialog} />
  ) : null;
}

/**
 * An action the user may not take on this record (four eyes): disabled, not
 * refused after a click, with the reason beside it in words, which is also
 * the button's description for a screen reader. The reason takes a line of
 * its own in the header's wrapping row of buttons.
 */
function RefusedActionButton({
  action,
  reason,
}: {
  action: ActionSpec;
  reason: string;
}) {
  const reasonId = useId();
  return (
    <>
      <Button
        variant="contained"
        color={action.tone ?? 'primary'}
        disabled
        aria-describedby={reasonId}
      >
        {action.label}
      </Button>
      <Typography
        id={reasonId}
        variant="caption"
        color="text.secondary"
        sx={{ flexBasis: '100%', order: 1 }}
      >
        {reason}
      </Typography>
    </>
  );
}

/**
 * A record's action buttons (what its state and the user's ability allow)
 * and their dialog: the same on the generic show page and the richer order,
 * settlement and outlet screens. One the user may not take is disabled,
 * with the reason.
 */
export function RecordActions({
  resource,
  resourceKey,
  record,
  title,
  onSettled,
}: {
  resource: AnyResource;
  resourceKey: string;
  record: Row;
  /** How the record is named in dialogs and toasts, e.g. "ORD0000042". */
  title: string;
  onSettled?: () => void;
}) {
  const controller = useRecordActions({ resource, resourceKey, onSettled });
  return (
    <>
      {controller.availableFor(record).map(([key, action]) => {
        const refusal = controller.refusalFor(record, action);
        return refusal ? (
          <RefusedActionButton key={key} action={action} reason={refusal} />
        ) : (
          <Button
            key={key}
            variant="contained"
            color={action.tone ?? 'primary'}
            onClick={() => controller.open(record, title, key)}
          >
            {action.label}
          </Button>
        );
      })}
      <PendingApprovals resource={resource} record={record} />
      <OpenActionDialogView dialog={controller.dialog} />
    </>
  );
}
