import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { useAbility } from '../../access/ability-context';
import { ActionDialog } from '../generic/action-dialog';
import { useRecordAction } from '../generic/use-record-action';
import { apiResourceName } from '../../registry/resource-key';
import type { ActionSpec, AnyResource } from '../../registry/define-resource';

type Row = Record<string, unknown>;

interface RecordActionBarProps {
  resource: AnyResource;
  resourceKey: string;
  record: Row;
  /** How the record is named in dialogs and toasts, e.g. "ORD0000042". */
  title: string;
  /**
   * Called after every attempt, successful or not, so a screen can refetch
   * what the action touches beyond the record itself (history, audit rows).
   */
  onSettled?: () => void;
}

/**
 * The action buttons a record's state and the user's abilities allow, each
 * behind the generic confirmation dialog. Shared by the richer show screens so
 * that every transition behaves exactly as on the generic show page.
 */
export function RecordActionBar({
  resource,
  resourceKey,
  record,
  title,
  onSettled,
}: RecordActionBarProps) {
  // The open dialog lives here, not in its button: when the action fails with
  // a 409 the refetched state may no longer offer the button, and the
  // server's message must stay on screen beside the refreshed record.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const state = resource.stateField ? record[resource.stateField] : undefined;
  const actions = resource.actions ?? {};
  const available = Object.entries(actions).filter(
    ([, action]) =>
      action.from.length === 0 || action.from.includes(String(state)),
  );
  const active = activeKey ? actions[activeKey] : undefined;
  // The ability is in memory: asked directly, it answers on this render, so
  // the buttons arrive with the record instead of a moment later, pushing
  // the page down (useCan answers through a query, a render late).
  const ability = useAbility();
  return (
    <>
      {available
        .filter(([key]) => ability.can(key, resource.subject))
        .map(([key, action]) => (
          <Button
            key={key}
            variant="contained"
            color={action.tone ?? 'primary'}
            onClick={() => setActiveKey(key)}
          >
            {action.label}
          </Button>
        ))}
      {activeKey && active && (
        <ActionRunner
          actionKey={activeKey}
          action={active}
          resource={resource}
          resourceKey={resourceKey}
          recordId={String(record.id)}
          title={title}
          onSettled={onSettled}
          onClose={() => setActiveKey(null)}
        />
      )}
    </>
  );
}

function ActionRunner({
  actionKey,
  action,
  resource,
  resourceKey,
  recordId,
  title,
  onSettled,
  onClose,
}: {
  actionKey: string;
  action: ActionSpec;
  resource: AnyResource;
  resourceKey: string;
  recordId: string;
  title: string;
  onSettled?: () => void;
  onClose: () => void;
}) {
  const { run, isPending, error } = useRecordAction(resourceKey);
  // isPending only turns true on the next render; a fast double click must not send two POSTs.
  const inFlight = useRef(false);
  const noun = resource.label.one.toLowerCase();
  const handleConfirm = (values: { reason?: string }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    void run({
      apiName: apiResourceName(resource),
      id: recordId,
      action: actionKey,
      values,
      successMessage: `${action.label}: ${noun} ${title}`,
    }).then((ok) => {
      inFlight.current = false;
      onSettled?.();
      if (ok) onClose();
    });
  };
  return (
    <ActionDialog
      open
      action={action}
      noun={noun}
      recordTitle={title}
      isPending={isPending}
      error={error}
      onClose={onClose}
      onConfirm={handleConfirm}
    />
  );
}
