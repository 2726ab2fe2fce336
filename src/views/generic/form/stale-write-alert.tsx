import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnyResource } from '../../../registry/define-resource';
import { displayText } from '../../../components/fields/display-text';
import { formatDateTime } from '../../../components/fields/format';
import { LtrValue } from '../../../components/fields/ltr-value';
import { toFormValue } from '../../../components/fields/form-values';
import type { StaleWrite } from './stale-write';

interface StaleWriteAlertProps {
  resource: AnyResource;
  stale: StaleWrite;
  isSaving: boolean;
  /** Save what the form holds over their version. */
  onSaveMine: () => void;
  /** Drop what was typed and show the record as it is now. */
  onTakeTheirs: () => void;
}

/**
 * Tells the user that someone else saved the record meanwhile, which fields
 * they changed, and where both changed the same field (with their value, so
 * it can be compared); then lets the user keep theirs or save over it.
 * Nothing typed is lost until the user chooses.
 */
export function StaleWriteAlert({
  resource,
  stale,
  isSaving,
  onSaveMine,
  onTakeTheirs,
}: StaleWriteAlertProps) {
  const label = resource.label.one.toLowerCase();
  const labelOf = (name: string) => resource.fields[name]?.label ?? name;
  const when = stale.current.updatedAt;
  const theirValue = (name: string) => {
    const field = resource.fields[name];
    const shown = field ? toFormValue(field, stale.current[name]) : '';
    return shown === '' || shown === false ? 'empty' : displayText(shown);
  };
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>
        Someone else saved this {label} while you were editing
        {typeof when === 'string' && (
          <>
            {' ('}
            <LtrValue>{formatDateTime(when)}</LtrValue>)
          </>
        )}
      </AlertTitle>
      <Typography variant="body2">
        {stale.theirs.length > 0
          ? `They changed ${stale.theirs.map(labelOf).join(', ')}. `
          : ''}
        Fields you had not touched now show their values; what you typed is
        still in the form.
      </Typography>
      {stale.both.length > 0 && (
        <Typography variant="body2" component="div" sx={{ mt: 2 }}>
          You both changed:
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {stale.both.map((name) => (
              <li key={name}>
                {labelOf(name)}: theirs is <bdi>{theirValue(name)}</bdi>
              </li>
            ))}
          </ul>
          Saving yours replaces theirs for these.
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button
          variant="contained"
          color="warning"
          size="small"
          onClick={onSaveMine}
          disabled={isSaving}
        >
          Save mine
        </Button>
        <Button
          color="inherit"
          size="small"
          onClick={onTakeTheirs}
          disabled={isSaving}
        >
          Discard mine, keep theirs
        </Button>
      </Stack>
    </Alert>
  );
}
