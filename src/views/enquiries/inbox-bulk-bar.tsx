import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActionSpec } from '../../registry/define-resource';
import { enquiries } from '../../registry/resources/management';
import { BulkResultDialog } from '../../components/actions/bulk-result-dialog';
import { LtrValue } from '../../components/fields/ltr-value';
import { Phrase } from '../../components/fields/phrase';
import { ActionDialog } from '../../components/actions/action-dialog';
import { bulkActionTexts } from '../../components/actions/action-texts';
import type { Label } from './use-inbox';
import { useDeskBulk, type DeskBulk } from './use-desk-bulk';

interface InboxBulkBarProps {
  listed: readonly number[];
  selected: ReadonlySet<number>;
  labels: readonly Label[];
  me: number | undefined;
  onToggleAll: () => void;
  /** After a call: the ids that succeeded leave the selection. */
  onDone: (succeeded: number[]) => void;
}

type MenuKind = 'label' | 'move' | 'assign';

function resolveSpec(): ActionSpec {
  const spec = enquiries.actions?.resolve;
  if (!spec)
    throw new Error(
      "enquiries has no 'resolve' action, which the inbox's bulk resolve runs; add it in registry/resources/management.ts",
    );
  return spec;
}

const resolveAction = resolveSpec();

/**
 * Select-all and the bulk actions over the selection: label, move to a
 * folder, assign and resolve. Each reports which enquiries failed and why
 * in the same dialog as the other bulk actions.
 */
export function InboxBulkBar({
  listed,
  selected,
  labels,
  me,
  onToggleAll,
  onDone,
}: InboxBulkBarProps) {
  const bulk = useDeskBulk(onDone);
  const [menu, setMenu] = useState<{
    kind: MenuKind;
    anchor: HTMLElement;
  } | null>(null);
  const [isResolving, setResolving] = useState(false);
  const ids = listed.filter((id) => selected.has(id));
  const count = ids.length;
  const all = listed.length > 0 && count === listed.length;

  const run = (title: string, call: DeskBulk) => {
    setMenu(null);
    return bulk.run(title, ids, call);
  };
  const open = (kind: MenuKind) => (event: React.MouseEvent<HTMLElement>) =>
    setMenu({ kind, anchor: event.currentTarget });
  const menuProps = (kind: MenuKind) => ({
    anchorEl: menu?.kind === kind ? menu.anchor : null,
    open: menu?.kind === kind,
    onClose: () => setMenu(null),
  });

  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      role="toolbar"
      aria-label="Selection"
      sx={{ px: 2, py: 1, minHeight: 52 }}
    >
      <Checkbox
        checked={all}
        indeterminate={count > 0 && !all}
        onChange={onToggleAll}
        disabled={listed.length === 0}
        slotProps={{ input: { 'aria-label': 'Select all listed enquiries' } }}
      />
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Select enquiries to label, move, assign or resolve them
        </Typography>
      ) : (
        <>
          <Typography
            variant="body2"
            fontWeight={600}
            sx={{ marginInlineEnd: 1 }}
          >
            <Phrase>
              <LtrValue>{count}</LtrValue> selected
            </Phrase>
          </Typography>
          <Button size="small" variant="outlined" onClick={open('label')}>
            Label
          </Button>
          <Menu {...menuProps('label')}>
            {labels.map((label) => (
              <MenuItem
                key={label.id}
                onClick={() =>
                  void run(`Label “${label.name}”: result`, {
                    verb: 'label',
                    values: { labelId: label.id },
                  })
                }
              >
                {label.name}
              </MenuItem>
            ))}
          </Menu>
          <Button size="small" variant="outlined" onClick={open('move')}>
            Move
          </Button>
          <Menu {...menuProps('move')}>
            <MenuItem
              onClick={() =>
                void run('Move to inbox: result', {
                  verb: 'move',
                  values: { mailbox: 'INBOX' },
                })
              }
            >
              To inbox
            </MenuItem>
            <MenuItem
              onClick={() =>
                void run('Move to spam: result', {
                  verb: 'move',
                  values: { mailbox: 'SPAM' },
                })
              }
            >
              To spam
            </MenuItem>
          </Menu>
          <Button size="small" variant="outlined" onClick={open('assign')}>
            Assign
          </Button>
          <Menu {...menuProps('assign')}>
            <MenuItem
              disabled={me === undefined}
              onClick={() =>
                void run('Assign to me: result', {
                  verb: 'assign',
                  values: { assignedTo: me },
                })
              }
            >
              To me
            </MenuItem>
            <MenuItem
              onClick={() =>
                void run('Unassign: result', {
                  verb: 'assign',
                  values: { assignedTo: null },
                })
              }
            >
              Unassign
            </MenuItem>
          </Menu>
          <Button
            size="small"
            variant="contained"
            color="success"
            onClick={() => setResolving(true)}
          >
            {resolveAction.label}
          </Button>
        </>
      )}
      {bulk.error && !isResolving && (
        <Alert
          severity="error"
          onClose={bulk.clearError}
          sx={{ flexBasis: '100%' }}
        >
          {bulk.error}
        </Alert>
      )}
      <ActionDialog
        action={resolveAction}
        {...bulkActionTexts(resolveAction, count, enquiries.label)}
        open={isResolving}
        isPending={bulk.isPending}
        error={bulk.error ? { message: bulk.error, isConflict: false } : null}
        onClose={() => {
          setResolving(false);
          bulk.clearError();
        }}
        onConfirm={({ reason }) =>
          void run(`${resolveAction.label}: result`, {
            verb: 'resolve',
            values: { reason: reason ?? '' },
          }).then((ok) => ok && setResolving(false))
        }
      />
      <BulkResultDialog
        title={bulk.finished?.title ?? ''}
        report={bulk.finished?.report ?? null}
        onClose={bulk.closeReport}
      />
    </Stack>
  );
}
