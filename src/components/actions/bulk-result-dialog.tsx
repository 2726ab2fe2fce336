import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { BulkReport } from '../../providers/admin-answers';
import { LtrValue } from '../fields/ltr-value';

const byId = (id: string | number) => `#${String(id)}`;

const outcomeOf = (report: BulkReport, id: string | number) =>
  report.succeeded.some((done) => String(done) === String(id))
    ? 'done'
    : (report.held ?? []).some((row) => String(row.id) === String(id))
      ? 'waiting for approval'
      : 'failed';

/**
 * "N succeeded, M failed" (and K waiting for approval) and, for each failed row, its name and the
 * server's reason, so nothing of a partial bulk action is silent; then each
 * row's warnings (a payout into another company's account), whatever its
 * outcome.
 */
export function BulkResultDialog({
  title,
  report,
  onClose,
  nameOf = byId,
}: {
  title: string;
  report: BulkReport | null;
  onClose: () => void;
  /** How a row is named: its title when known; default `#id`. */
  nameOf?: (id: string | number) => string;
}) {
  const warned = report?.warnings ?? [];
  // Rows an approval policy holds ran neither way: they wait, and say so.
  const held = report?.held ?? [];
  return (
    <Dialog open={report !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {report && (
          <>
            <Alert severity={report.failed.length > 0 ? 'warning' : 'success'}>
              <LtrValue>{report.succeeded.length}</LtrValue> succeeded,{' '}
              <LtrValue>{report.failed.length}</LtrValue> failed
              {held.length > 0 && (
                <>
                  , <LtrValue>{held.length}</LtrValue> waiting for approval
                </>
              )}
            </Alert>
            {report.failed.length > 0 && (
              <List dense aria-label="Failed records">
                {report.failed.map((f) => (
                  <ListItem key={String(f.id)} divider>
                    <ListItemText
                      primary={<LtrValue>{nameOf(f.id)}</LtrValue>}
                      secondary={f.message}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            {warned.length > 0 && (
              <>
                <Alert severity="warning" sx={{ mt: 2 }}>
                  <LtrValue>{warned.length}</LtrValue> with warnings
                </Alert>
                <List dense aria-label="Records with warnings">
                  {warned.map((row) => (
                    <ListItem key={String(row.id)} divider>
                      <ListItemText
                        primary={
                          <>
                            <LtrValue>{nameOf(row.id)}</LtrValue>
                            {' – '}
                            {outcomeOf(report, row.id)}
                          </>
                        }
                        secondary={row.warnings
                          .map((warning) => warning.message)
                          .join(' ')}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
