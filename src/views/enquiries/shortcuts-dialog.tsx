import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { deskShortcuts, sendShortcut } from './desk-shortcuts';

const rows = [
  ...deskShortcuts.map(({ key, does }) => ({ keys: key, does })),
  sendShortcut,
  { keys: '↑ ↓ ← →', does: 'Move through the list of enquiries' },
];

/**
 * The desk's shortcuts (`?`). They never fire while typing in a field;
 * Ctrl+Enter sends from the reply box.
 */
export function ShortcutsDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="desk-shortcuts">
      <DialogTitle id="desk-shortcuts">Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="desk-shortcuts">
          <TableBody>
            {rows.map(({ keys, does }) => (
              <TableRow key={keys}>
                <TableCell component="th" scope="row">
                  <kbd>{keys}</kbd>
                </TableCell>
                <TableCell>{does}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
