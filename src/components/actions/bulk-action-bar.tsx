import { useState } from 'react';
import { useCan, useCustomMutation, type HttpError } from '@refinedev/core';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActionSpec, AnyResource } from '../../registry/define-resource';
import { bulkActionApiPath } from '../../registry/resource-key';
import { ConfirmDialog } from '../../views/generic/confirm-dialog';
import { BulkResultDialog, type BulkReport } from './bulk-result-dialog';
import { LtrValue } from '../fields/ltr-value';
import { Phrase } from '../fields/phrase';

interface BulkActionBarProps {
  resource: AnyResource;
  resourceKey: string;
  selectedIds: (string | number)[];
  /** After the call: the ids that succeeded (to drop from the selection and refresh). */
  onDone: (succeeded: (string | number)[]) => void;
}

/** A finished bulk call's report and the action it was for. */
interface Finished {
  title: string;
  report: BulkReport;
}

/**
 * The selection's bulk actions (`bulk: true`): confirm, one bulk call, then
 * the report. The report outlives the bar: when every row succeeded the
 * selection empties and the bar goes, but the report still shows.
 */
export function BulkActionBar({
  resource,
  resourceKey,
  selectedIds,
  onDone,
}: BulkActionBarProps) {
  const [finished, setFinished] = useState<Finished | null>(null);
  const bulk = Object.entries(resource.actions ?? {}).filter(([, a]) => a.bulk);
  if (bulk.length === 0) return null;
  return (
    <>
      {selectedIds.length > 0 && (
        <Paper
          variant="outlined"
          sx={{ px: 4, py: 2, bgcolor: 'action.selected' }}
          role="region"
          aria-label="Bulk actions"
        >
          <Stack direction="row" spacing={3} alignItems="center">
            <Typography variant="body2" fontWeight={600}>
              <Phrase>
                <LtrValue>{selectedIds.length}</LtrValue> selected
              </Phrase>
            </Typography>
            {bulk.map(([key, action]) => (
              <BulkActionButton
                key={key}
                actionKey={key}
                action={action}
                resource={resource}
                resourceKey={resourceKey}
                ids={selectedIds}
                onDone={(report) => {
                  setFinished({ title: `${action.label}: result`, report });
                  onDone(report.succeeded);
                }}
              />
            ))}
          </Stack>
        </Paper>
      )}
      <BulkResultDialog
        title={finished?.title ?? ''}
        report={finished?.report ?? null}
        onClose={() => setFinished(null)}
      />
    </>
  );
}

function BulkActionButton({
  actionKey,
  action,
  resource,
  resourceKey,
  ids,
  onDone,
}: {
  actionKey: string;
  action: ActionSpec;
  resource: AnyResource;
  resourceKey: string;
  ids: (string | number)[];
  onDone: (report: BulkReport) => void;
}) {
  const { data: can } = useCan({ resource: resourceKey, action: actionKey });
  const { mutateAsync, mutation } = useCustomMutation<{ data: BulkReport }>();
  const [isConfirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!can?.can) return null;
  const noun = ids.length === 1 ? resource.label.one : resource.label.many;

  const run = async () => {
    setError(null);
    try {
      const { data } = await mutateAsync({
        url: bulkActionApiPath(resource, actionKey),
        method: 'post',
        values: { ids: ids.map(Number) },
        successNotification: false,
        errorNotification: false,
      });
      setConfirming(false);
      onDone(data.data);
    } catch (e) {
      setError(
        (e as Partial<HttpError>).message ??
          'The bulk action failed; try again.',
      );
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="contained"
        color={action.tone ?? 'primary'}
        onClick={() => setConfirming(true)}
      >
        {/* One text run: a button lays out its children as flex items, which
            would read "Review ( 2 )" to a screen reader. */}
        <Phrase>
          {action.label} (<LtrValue>{ids.length}</LtrValue>)
        </Phrase>
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={
          <Phrase>
            {action.label} <LtrValue>{ids.length}</LtrValue>{' '}
            {noun.toLowerCase()}?
          </Phrase>
        }
        body={
          action.confirm ??
          `This will ${action.label.toLowerCase()} every selected row.`
        }
        confirmLabel={action.label}
        tone={
          action.tone === 'error'
            ? 'error'
            : action.tone === 'warning'
              ? 'warning'
              : 'primary'
        }
        isPending={mutation.isPending}
        error={error}
        onClose={() => {
          setConfirming(false);
          setError(null);
        }}
        onConfirm={() => void run()}
      />
    </>
  );
}
