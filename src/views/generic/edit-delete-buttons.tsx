import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useAbility } from '../../access/ability-context';
import type { AnyResource } from '../../registry/define-resource';
import { RecordDeleteDialog } from '../../components/actions/record-delete-dialog';
import { pagePaths } from '../../registry/paths';
import { offers } from '../../registry/operations';
import { isBuiltInRecord } from '../../registry/built-in-records';
import { RevisionsButton } from '../revisions/revisions-button';

interface EditDeleteButtonsProps {
  resource: AnyResource;
  resourceKey: string;
  id: string;
  /** How the record reads in the delete question ("Nasi lemak ayam"). */
  title: string;
  /** The record, once read: a built-in one (a built-in role) is not offered for deletion. */
  record?: Readonly<Record<string, unknown>>;
}

/**
 * Edit and Delete for one record, on the generic and the richer show pages
 * alike: shown when the registry offers the operation and the user may do
 * it; Delete asks first and explains a 409 (records still refer to it).
 * A built-in record keeps its Delete, disabled, with the reason beside it.
 */
export function EditDeleteButtons({
  resource,
  resourceKey,
  id,
  title,
  record,
}: EditDeleteButtonsProps) {
  const navigate = useNavigate();
  // The ability is in memory: asked directly, it answers on the first
  // render, so the buttons do not appear a moment later and push the page.
  const ability = useAbility();
  const canEdit = ability.can('update', resource.subject);
  const canDelete = ability.can('delete', resource.subject);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const builtInNoteId = useId();
  const builtIn = isBuiltInRecord(resource, record);
  if (resource.source) return null;

  return (
    <>
      {offers(resource, 'edit') && canEdit && (
        <Button
          variant="outlined"
          startIcon={<Edit />}
          onClick={() => void navigate(pagePaths.edit(resourceKey, id))}
        >
          Edit
        </Button>
      )}
      {offers(resource, 'delete') && canDelete && (
        // A built-in record's Delete stays in its place, disabled, with the
        // reason under it: the user learns why instead of meeting a 409.
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-end',
            gap: 0.5,
          }}
        >
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutline />}
            onClick={() => setDeleteOpen(true)}
            disabled={builtIn}
            aria-describedby={builtIn ? builtInNoteId : undefined}
          >
            Delete
          </Button>
          {builtIn && (
            <Typography
              id={builtInNoteId}
              variant="caption"
              color="text.secondary"
              sx={{ maxWidth: 280, textAlign: 'end' }}
            >
              Built in: it cannot be deleted, because {resource.builtIn?.why}.
            </Typography>
          )}
        </Box>
      )}
      <RevisionsButton
        resource={resource}
        resourceKey={resourceKey}
        id={id}
        title={title}
        record={record}
      />
      <RecordDeleteDialog
        resource={resource}
        resourceKey={resourceKey}
        id={id}
        title={title}
        open={isDeleteOpen}
        onClose={() => setDeleteOpen(false)}
        onDeleted={() => void navigate(pagePaths.list(resourceKey))}
      />
    </>
  );
}
