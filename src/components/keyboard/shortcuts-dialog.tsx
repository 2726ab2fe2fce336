import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ShortcutSection } from './app-shortcuts';

/**
 * The keyboard shortcuts (`?`), a table per section. None fires while
 * typing in a field, which the first line of the console's section says.
 */
export function ShortcutsDialog({
  open,
  onClose,
  sections,
}: {
  open: boolean;
  onClose: () => void;
  sections: readonly ShortcutSection[];
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Single keys never fire while you type in a field.
        </Typography>
        {sections.map((section) => (
          <ShortcutTable key={section.title} section={section} />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function ShortcutTable({ section }: { section: ShortcutSection }) {
  const headingId = useId();
  return (
    <>
      <Typography
        id={headingId}
        variant="subtitle2"
        component="h3"
        sx={{ mt: 3 }}
      >
        {section.title}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableBody>
          {section.rows.map(({ keys, does }) => (
            <TableRow key={keys}>
              <TableCell component="th" scope="row" sx={{ width: '11rem' }}>
                <kbd>{keys}</kbd>
              </TableCell>
              <TableCell>{does}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
