import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FieldValue } from '../../components/fields/field-value';
import { formatDateTime } from '../../components/fields/format';
import type { AnyResource } from '../../registry/define-resource';
import {
  bookkeepingFields,
  sameValue,
  type RevisionSummary,
} from '../../registry/revisions';
import { adminApi } from '../../providers/admin-api';
import { useAdminQuery } from '../../providers/use-admin-call';
import { revisionWhat } from './revision-text';

interface RevisionCompareProps {
  resource: AnyResource;
  id: string;
  older: RevisionSummary;
  newer: RevisionSummary;
  onBack: () => void;
}

/** A column's heading: "Revision 2 · Edited · 22 Nov 2026, 10:42 am MYT". */
function heading(resource: AnyResource, revision: RevisionSummary): string {
  const when = revision.at ? ` · ${formatDateTime(revision.at)}` : '';
  return `Revision ${revision.number} · ${revisionWhat(resource, revision)}${when}`;
}

/** Two revisions side by side, field by field: by default only what differs. */
export function RevisionCompare({
  resource,
  id,
  older,
  newer,
  onBack,
}: RevisionCompareProps) {
  const [showAll, setShowAll] = useState(false);
  const left = useAdminQuery(adminApi.revision(resource, id, older.id), {
    errorNotification: false,
  });
  const right = useAdminQuery(adminApi.revision(resource, id, newer.id), {
    errorNotification: false,
  });
  const a = left.answer?.data?.record;
  const b = right.answer?.data?.record;
  const names = Object.keys(resource.fields).filter(
    (name) => !bookkeepingFields.includes(name),
  );
  const differs = (name: string) => !sameValue(a?.[name], b?.[name]);
  const shown = showAll ? names : names.filter(differs);
  const error = left.query.error?.message ?? right.query.error?.message;
  return (
    <>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        <FormControlLabel
          control={
            <Switch
              checked={showAll}
              onChange={(event) => setShowAll(event.target.checked)}
            />
          }
          label="Show fields that did not change"
        />
        <Table size="small" aria-label="Two revisions compared">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>{heading(resource, older)}</TableCell>
              <TableCell>{heading(resource, newer)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(!a || !b) && !error && (
              <TableRow>
                <TableCell colSpan={3}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            )}
            {a && b && shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>
                  <Typography color="text.secondary">
                    The two revisions hold the same values.
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {a &&
              b &&
              shown.map((name) => {
                const field = resource.fields[name];
                if (!field) return null;
                const changed = differs(name);
                return (
                  <TableRow
                    key={name}
                    selected={changed}
                    aria-label={changed ? `${field.label}, changed` : undefined}
                  >
                    <TableCell component="th" scope="row">
                      {field.label}
                    </TableCell>
                    <TableCell>
                      <FieldValue field={field} value={a[name]} />
                    </TableCell>
                    <TableCell>
                      <FieldValue field={field} value={b[name]} />
                    </TableCell>
                  </TableRow>
                );
              })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 4 }}>
        <Button onClick={onBack}>Back to history</Button>
      </DialogActions>
    </>
  );
}
