import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid2';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../components/actions/confirm-dialog';
import { useResourceFormController } from './form/use-resource-form-controller';
import { StaleWriteAlert } from './form/stale-write-alert';
import { formatDateTime } from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import { FieldInput } from '../../components/fields/field-input';
import { isLockedIn } from '../../components/fields/form-values';
import { LockedField } from '../../components/fields/locked-field';
import { isBuiltInRecord } from '../../registry/built-in-records';
import { pagePaths } from '../../registry/paths';
import { kindOf } from '../../registry/field-kinds/kind-table';
import { EditPresence } from '../presence/edit-presence';

interface ResourceFormPageProps {
  resourceKey: string;
  mode: 'create' | 'edit';
}

/**
 * Create and edit, generated from the registry. Pessimistic saves: the API
 * validates, its 422 `errors` land on their fields (Refine's useForm maps
 * them), the root message shows above the form, focus moves to the first
 * field in error, and every typed value stays. Leaving with unsaved changes
 * asks first, also after a failed save; what was typed survives the
 * session ending or a reload as a draft offered on return. What it shows
 * and does is its controller's (useResourceFormController); it draws it.
 */
export default function ResourceFormPage({
  resourceKey,
  mode,
}: ResourceFormPageProps) {
  const {
    resource,
    id,
    record,
    recordTitle,
    shownNames,
    control,
    isSubmitting,
    draft,
    leaveGuard,
    shownStale,
    rootError,
    dismissRootError,
    loadError,
    isLoadingRecord,
    heldNote,
    submit,
    saveMine,
    takeTheirs,
    cancel,
  } = useResourceFormController(resourceKey, mode);

  return (
    <Stack
      spacing={6}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(e);
      }}
    >
      <Box>
        <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
          <Link
            component={RouterLink}
            to={pagePaths.list(resourceKey)}
            underline="hover"
          >
            {resource.label.many}
          </Link>
          <Typography color="text.primary">
            {mode === 'create' ? 'New' : recordTitle}
          </Typography>
        </Breadcrumbs>
        <Typography variant="h5" component="h1" fontWeight={600}>
          {mode === 'create'
            ? `New ${resource.label.one.toLowerCase()}`
            : `Edit ${resource.label.one.toLowerCase()}`}
        </Typography>
      </Box>
      {mode === 'edit' && id && (
        <EditPresence resource={resource.name} id={id} onView={cancel} />
      )}
      {draft.offer && (
        <Alert
          severity="info"
          action={
            <Stack direction="row" spacing={2}>
              <Button color="inherit" size="small" onClick={draft.discard}>
                Discard
              </Button>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={draft.restore}
              >
                Restore
              </Button>
            </Stack>
          }
        >
          Unsaved changes to this form from{' '}
          <LtrValue>{formatDateTime(draft.offer.savedAt)}</LtrValue> were kept.
          Restore them?
        </Alert>
      )}
      {shownStale && (
        <StaleWriteAlert
          resource={resource}
          stale={shownStale}
          isSaving={isSubmitting}
          onSaveMine={() => saveMine(shownStale)}
          onTakeTheirs={() => takeTheirs(shownStale)}
        />
      )}
      {rootError && (
        <Alert severity="error" onClose={dismissRootError}>
          {rootError}
        </Alert>
      )}
      <Card>
        <CardContent sx={{ p: { xs: 5, sm: 6 } }}>
          {loadError ? (
            <Alert severity="error">{loadError}</Alert>
          ) : isLoadingRecord ? (
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
              <CircularProgress aria-label="Loading record" />
            </Box>
          ) : (
            <Grid container spacing={5}>
              {shownNames.map((name) => {
                const field = resource.fields[name];
                if (!field) return null;
                return (
                  <Grid
                    key={name}
                    size={{ xs: 12, md: kindOf(field).wide ? 12 : 6 }}
                  >
                    {isLockedIn(field, mode) ? (
                      <LockedField field={field} value={record?.[name]} />
                    ) : mode === 'edit' &&
                      isBuiltInRecord(resource, record) &&
                      resource.builtIn?.fixed.includes(name) ? (
                      <LockedField
                        field={field}
                        value={record?.[name]}
                        note={`Built in: it cannot change, because ${resource.builtIn.why}.`}
                      />
                    ) : (
                      <FieldInput name={name} field={field} control={control} />
                    )}
                  </Grid>
                );
              })}
            </Grid>
          )}
        </CardContent>
      </Card>
      {heldNote && (
        <Alert severity="info" role="status">
          {heldNote} The whole edit waits with it.
        </Alert>
      )}
      <Stack direction="row" spacing={3} justifyContent="flex-end">
        <Button color="inherit" onClick={cancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting || isLoadingRecord || Boolean(loadError)}
          startIcon={
            isSubmitting ? (
              <CircularProgress size={16} color="inherit" />
            ) : undefined
          }
        >
          {mode === 'create' ? 'Create' : 'Save changes'}
        </Button>
      </Stack>
      <ConfirmDialog
        open={leaveGuard.isAsking}
        title="Leave without saving?"
        body="Your changes to this form have not been saved. If you leave, they are lost."
        confirmLabel="Leave"
        dismissLabel="Keep editing"
        tone="error"
        isPending={false}
        error={null}
        onClose={leaveGuard.stay}
        onConfirm={() => {
          draft.discard();
          leaveGuard.leave();
        }}
      />
    </Stack>
  );
}
