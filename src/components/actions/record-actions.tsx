import Button from '@mui/material/Button';
import type { AnyResource } from '../../registry/define-resource';
import { ActionDialog } from './action-dialog';
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
 * A record's action buttons (what its state and the user's ability allow)
 * and their dialog: the same on the generic show page and the richer order,
 * settlement and outlet screens.
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
      {controller.availableFor(record).map(([key, action]) => (
        <Button
          key={key}
          variant="contained"
          color={action.tone ?? 'primary'}
          onClick={() => controller.open(record, title, key)}
        >
          {action.label}
        </Button>
      ))}
      <OpenActionDialogView dialog={controller.dialog} />
    </>
  );
}
