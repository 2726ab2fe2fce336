import { useEffect } from 'react';
import { useSubscription } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { adminApi } from '../../providers/admin-api';
import type { BulkJob } from '../../providers/admin-answers';
import { useAdminQuery } from '../../providers/use-admin-call';
import { bulkJobsNotices } from '../../registry/paths';
import { LtrValue } from '../fields/ltr-value';
import { Phrase } from '../fields/phrase';

/**
 * How often a running job is asked how far it got when no notice came: the
 * socket's notices (several a second) move the bar; this covers a socket
 * that is down.
 */
const pollMs = 3000;

/** "640 of 2,000 done · 3 failed": where a job stands. */
export function jobProgressText(
  job: Pick<BulkJob, 'done' | 'total' | 'failed'>,
) {
  const count = (n: number) => n.toLocaleString('en-MY');
  const failed = job.failed.length;
  return `${count(job.done)} of ${count(job.total)} done${failed > 0 ? ` · ${count(failed)} failed` : ''}`;
}

/**
 * A bulk action running as a job on the server: a live bar of how many
 * rows have an outcome, then the job's report handed to `onFinished`.
 * Hiding the dialog leaves the job running; its report still comes.
 */
export function BulkJobProgress({
  jobId,
  title,
  isShown,
  onHide,
  onFinished,
}: {
  jobId: number;
  title: string;
  isShown: boolean;
  onHide: () => void;
  onFinished: (job: BulkJob) => void;
}) {
  const { answer, query } = useAdminQuery(adminApi.bulkJob(jobId), {
    queryOptions: {
      // The cached answer is the call's response; its body holds the job.
      refetchInterval: (current) =>
        current.state.data?.data.data.status === 'RUNNING' ? pollMs : false,
    },
    errorNotification: false,
  });
  // The server tells the job's owner as it goes; each notice re-reads it.
  useSubscription({
    channel: `resources/${bulkJobsNotices}`,
    types: ['updated'],
    onLiveEvent: (event) => {
      const ids = (event.payload as { ids?: unknown[] }).ids ?? [];
      if (ids.some((id) => String(id) === String(jobId))) void query.refetch();
    },
  });
  const job = answer?.data;
  const isOver = job !== undefined && job.status !== 'RUNNING';
  useEffect(() => {
    if (job && isOver) onFinished(job);
  }, [job, isOver, onFinished]);
  const percent = job && job.total > 0 ? (job.done / job.total) * 100 : 0;
  return (
    <Dialog open={isShown && !isOver} onClose={onHide} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {query.isError ? (
          <Alert severity="error">
            How far the job got could not be read: {query.error.message}. It
            keeps running on the server.
          </Alert>
        ) : (
          <>
            <LinearProgress
              variant={job ? 'determinate' : 'indeterminate'}
              value={percent}
              aria-label={title}
              aria-valuetext={job ? jobProgressText(job) : 'Starting'}
              sx={{ height: 8, borderRadius: 1, my: 2 }}
            />
            <Typography role="status" variant="body2">
              {job ? (
                <Phrase>
                  <LtrValue>{jobProgressText(job)}</LtrValue>
                </Phrase>
              ) : (
                'Starting…'
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              It runs on the server: you may hide this and keep working, and its
              report opens here when it ends.
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onHide}>Hide</Button>
      </DialogActions>
    </Dialog>
  );
}
