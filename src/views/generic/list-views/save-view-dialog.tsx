import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { enums } from '../../../registry/enums';
import { humanizeEnum } from '../../../registry/humanize-enum';
import {
  maxViewNameLength,
  type ListViewAudience,
} from '../../../registry/list-views';
import { shareListViewsKey } from '../../../registry/permissions';

/** What the dialog asks: the rest of a view is the list as it stands. */
export interface ViewToSave {
  name: string;
  audience: ListViewAudience;
  isDefault: boolean;
}

interface SaveViewDialogProps {
  open: boolean;
  listLabel: string;
  /** Whether the user may save for a role or for everyone (`list-views.share`). */
  canShare: boolean;
  onSave: (view: ViewToSave) => Promise<unknown>;
  onClose: () => void;
}

const roles = enums['roles.RoleName'];

/** "Save current view…": a name, who sees it, and whether the list opens on it. */
export function SaveViewDialog({
  open,
  listLabel,
  canShare,
  onSave,
  onClose,
}: SaveViewDialogProps) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ListViewAudience['kind']>('me');
  const [role, setRole] = useState<string>(roles[0] ?? '');
  const [isDefault, setDefault] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const audience: ListViewAudience =
    kind === 'role' ? { kind, role } : { kind };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await onSave({ name: name.trim(), audience, isDefault });
      setName('');
      setKind('me');
      setDefault(false);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle>Save view of {listLabel.toLowerCase()}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: maxViewNameLength } }}
              helperText="Its filters, sort, columns, density and page size are saved as they are now."
            />
            <FormControl>
              <FormLabel id="view-audience">Who sees it</FormLabel>
              <RadioGroup
                aria-labelledby="view-audience"
                value={kind}
                onChange={(event) =>
                  setKind(event.target.value as ListViewAudience['kind'])
                }
              >
                <FormControlLabel
                  value="me"
                  control={<Radio />}
                  label="Only me"
                />
                <FormControlLabel
                  value="role"
                  control={<Radio />}
                  label="A role"
                  disabled={!canShare}
                />
                <FormControlLabel
                  value="everyone"
                  control={<Radio />}
                  label="Everyone"
                  disabled={!canShare}
                />
              </RadioGroup>
              {!canShare && (
                <FormHelperText>
                  Sharing a view needs the permission {shareListViewsKey}.
                </FormHelperText>
              )}
            </FormControl>
            {kind === 'role' && (
              <TextField
                select
                label="Role"
                value={role}
                onChange={(event) => setRole(event.target.value)}
              >
                {roles.map((name) => (
                  <MenuItem key={name} value={name}>
                    {humanizeEnum(name)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <FormControlLabel
              control={
                <Checkbox
                  checked={isDefault}
                  onChange={(event) => setDefault(event.target.checked)}
                />
              }
              label="Make default for me"
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSaving || name.trim() === ''}
          >
            Save view
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
