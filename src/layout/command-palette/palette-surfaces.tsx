import { useOne } from '@refinedev/core';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAbility } from '../../access/ability-context';
import { OpenActionDialogView } from '../../components/actions/record-actions';
import { useRecordActions } from '../../components/actions/use-record-actions';
import { appShortcutSections } from '../../components/keyboard/app-shortcuts';
import { ShortcutsDialog } from '../../components/keyboard/shortcuts-dialog';
import { useRegistry } from '../../providers/registry-context';
import { referenceFields } from '../../registry/list-extras';
import { recordLabel } from '../../registry/record-label';
import { titleText } from '../../registry/record-title';
import { deskShortcutSection } from '../../views/enquiries/desk-shortcuts';
import { PaletteDialog } from './palette-dialog';
import { actionOptions, recordAt, type OpenRecord } from './palette-options';

type Row = Record<string, unknown>;

/** Every shortcut of the console, for the `?` dialog: its own, then each screen's. */
const shortcutSections = [...appShortcutSections, deskShortcutSection];

const noActions = () => [];
const noAction = () => undefined;

/**
 * The palette and the shortcuts dialog themselves, loaded the first time
 * either opens (command-palette.tsx). On a record's page the palette also
 * offers the actions the user may take on that record.
 */
export default function PaletteSurfaces({
  isOpen,
  onOpenChange,
  isHelpOpen,
  onHelpClose,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isHelpOpen: boolean;
  onHelpClose: () => void;
}) {
  const { pathname } = useLocation();
  const registry = useRegistry();
  const openRecord = useMemo(
    () => recordAt(pathname, registry.resources),
    [pathname, registry],
  );
  const close = () => onOpenChange(false);
  return (
    <>
      {openRecord ? (
        <RecordPalette
          key={`${openRecord.key}/${openRecord.id}`}
          record={openRecord}
          isOpen={isOpen}
          onClose={close}
        />
      ) : (
        <PaletteDialog
          open={isOpen}
          onClose={close}
          actionsFor={noActions}
          onAction={noAction}
        />
      )}
      <ShortcutsDialog
        open={isHelpOpen}
        onClose={onHelpClose}
        sections={shortcutSections}
      />
    </>
  );
}

/**
 * The palette on a record's page, and the dialog of the action chosen in
 * it. The action runs through the same controller as the page's buttons
 * (confirm, reason, four eyes, refresh), held here so that its dialog
 * outlives the palette. An action the user may not take on this record
 * (four eyes) is not offered: the page's disabled button says why.
 */
function RecordPalette({
  record,
  isOpen,
  onClose,
}: {
  record: OpenRecord;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { resource, key, id } = record;
  const ability = useAbility();
  const registry = useRegistry();
  const controller = useRecordActions({ resource, resourceKey: key });
  // The show page's own request (the same key), so it is usually cached.
  const { result: row } = useOne<Row>({
    resource: key,
    id,
    meta: { include: referenceFields(resource) },
    queryOptions: { enabled: isOpen },
    errorNotification: false,
  });
  const title =
    titleText(resource, row?.[resource.titleField ?? '']) || `#${id}`;
  const recordName = `${recordLabel(resource, registry).one} ${title}`;
  const canEdit = ability.can('update', resource.subject);
  const { availableFor, refusalFor, open } = controller;
  const actionsFor = useCallback(
    (text: string) =>
      row
        ? actionOptions(
            record,
            recordName,
            availableFor(row).filter(
              ([, action]) => refusalFor(row, action) === undefined,
            ),
            canEdit,
            text,
          )
        : [],
    [row, record, recordName, availableFor, refusalFor, canEdit],
  );
  return (
    <>
      <PaletteDialog
        open={isOpen}
        onClose={onClose}
        actionsFor={actionsFor}
        onAction={(action) => {
          if (row) open(row, title, action);
        }}
      />
      <OpenActionDialogView dialog={controller.dialog} />
    </>
  );
}
