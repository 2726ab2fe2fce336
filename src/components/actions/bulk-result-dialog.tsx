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

/**
 * "N succeeded, M failed" and, for each failed row, its id and the server's
 * reason, so nothing of a partial bulk action is silent.
 */
export function BulkResultDialog({
  title,
  report,
  onClose,
}: {
  title: string;
  report: BulkReport | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={report !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {report && (
          <>
            <Alert severity={report.failed.length > 0 ? 'warning' : 'success'}>
              <LtrValue>{report.succeeded.length}</LtrValue> succeeded,{' '}
              <LtrValue>{report.failed.length}</LtrValue> failed
            </Alert>
            {report.failed.length > 0 && (
              <List dense aria-label="Failed records">
                {report.failed.map((f) => (
                  <ListItem key={String(f.id)} divider>
                    <ListItemText
                      primary={<LtrValue>#{String(f.id)}</LtrValue>}
                      secondary={f.message}
                    />
                  </ListItem>
                ))}
              </List>
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
