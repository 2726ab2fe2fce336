import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AnyResource } from '../../registry/define-resource';
import { OpenActionDialogView } from './record-actions';
import {
  useRecordActions,
  type RecordActionsController,
} from './use-record-actions';

type RowActions = Pick<
  RecordActionsController,
  'availableFor' | 'refusalFor' | 'open'
>;

const RowActionsContext = createContext<RowActions | null>(null);

/**
 * Holds the record-action controller of a list, above its rows: a row's menu
 * opens the dialog here, so when the action's refresh moves the row off the
 * page (another status tab) or a 409 comes back, the dialog and the server's
 * message stay on screen.
 */
export function RowActionsHost({
  resource,
  resourceKey,
  children,
}: {
  resource: AnyResource;
  resourceKey: string;
  children: ReactNode;
}) {
  const controller = useRecordActions({ resource, resourceKey });
  const { availableFor, refusalFor, open } = controller;
  const rowActions = useMemo(
    () => ({ availableFor, refusalFor, open }),
    [availableFor, refusalFor, open],
  );
  return (
    <RowActionsContext.Provider value={rowActions}>
      {children}
      <OpenActionDialogView dialog={controller.dialog} />
    </RowActionsContext.Provider>
  );
}

/** The list's record actions, for a row's menu under a `RowActionsHost`. */
export function useRowActions(): RowActions {
  const rowActions = useContext(RowActionsContext);
  if (!rowActions)
    throw new Error('Row actions need a <RowActionsHost> above the list.');
  return rowActions;
}
