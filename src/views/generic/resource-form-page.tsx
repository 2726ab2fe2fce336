import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, Link as RouterLink } from 'react-router';
import { useForm } from '@refinedev/react-hook-form';
import { useGetIdentity, useOne, type HttpError } from '@refinedev/core';
import type { FieldValues } from 'react-hook-form';
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
import { useResourceEntry } from '../use-resource-entry';
import { ConfirmDialog } from '../../components/actions/confirm-dialog';
import { createSingleFlight } from '../../components/actions/single-flight';
import { useFormDraft } from './form/use-form-draft';
import { useLeaveGuard } from './form/use-leave-guard';
import { staleWrite, type StaleWrite } from './form/stale-write';
import { StaleWriteAlert } from './form/stale-write-alert';
import { rebaseForm } from './form/rebase-form';
import { formatDateTime } from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import { FieldInput } from '../../components/fields/field-input';
import {
  formFieldNames,
  formShownNames,
  isLockedIn,
  toFormValues,
  type FormValues,
} from '../../components/fields/form-values';
import { LockedField } from '../../components/fields/locked-field';
import {
  approvalNote,
  heldMessage,
  isHeldRequest,
  needsApproval,
} from '../../registry/approval';
import { isBuiltInRecord } from '../../registry/built-in-records';
import type { ShellIdentity } from '../../session/identity';
import { pagePaths } from '../../registry/paths';
import { titleText } from '../../registry/record-title';
import { formResolver } from '../../components/fields/form-resolver';
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
 * session ending or a reload as a draft offered on return.
 */
export default function ResourceFormPage({
  resourceKey,
  mode,
}: ResourceFormPageProps) {
  const resource = useResourceEntry(resourceKey);
  const { id } = useParams();
  const navigate = useNavigate();
  const names = useMemo(() => formFieldNames(resource, mode), [resource, mode]);
  const shownNames = useMemo(
    () => formShownNames(resource, mode),
    [resource, mode],
  );
  const [rootError, setRootError] = useState<string | null>(null);
  const [once] = useState(createSingleFlight);
  // The record the form's values are based on: its version goes with the
  // save, and a save finding the record moved on shows what changed.
  const [base, setBase] = useState<FormValues | undefined>(undefined);
  const [stale, setStale] = useState<StaleWrite | null>(null);
  const { data: me } = useGetIdentity<ShellIdentity>();
  // An edit the entry holds for approval (a payout account) says so before
  // the save, and its toast does not pretend it was saved.
  const editPolicy =
    mode === 'edit' && resource.editApproval
      ? {
          label: resource.editApproval.label ?? 'Edit',
          approval: resource.editApproval,
        }
      : undefined;

  const {
    control,
    handleSubmit,
    reset,
    setFocus,
    watch,
    getValues,
    getFieldState,
    setValue,
    // dirtyFields is read so that react-hook-form tracks it for getFieldState.
    formState: { isSubmitting, isDirty, dirtyFields: _dirtyFields },
    refineCore: { onFinish },
  } = useForm<FormValues, HttpError, FieldValues>({
    refineCoreProps: {
      resource: resourceKey,
      action: mode,
      id,
      // The record is loaded below: Refine's own sync would set the raw API
      // values (sen, ISO instants) into the inputs and overwrite typed ones
      // whenever the record refetches. Its query never runs, and its own key
      // keeps it from reading the record another page cached.
      queryOptions: { enabled: false },
      queryMeta: { unsyncedFormQuery: true },
      // An edit goes back to its record's page itself: a held edit answers
      // with the approval request, whose id Refine would open instead.
      redirect: mode === 'create' ? 'show' : false,
      successNotification: (answer) => ({
        type: 'success',
        message:
          editPolicy && isHeldRequest(answer?.data)
            ? heldMessage(editPolicy)
            : mode === 'create'
              ? `${resource.label.one} created`
              : `${resource.label.one} saved`,
      }),
      errorNotification: false,
      onMutationSuccess: () => {
        leaveGuard.release();
        draft.clear();
        if (mode === 'edit' && id)
          void navigate(pagePaths.show(resourceKey, id));
      },
      onMutationError: (error) => {
        const current = (error as { current?: FormValues }).current;
        if (error.statusCode === 409 && current) {
          noticeNewer(current);
          return;
        }
        setRootError(
          error.message || 'The save failed; check the fields below.',
        );
        const firstField = Object.keys(error.errors ?? {}).find((k) =>
          names.includes(k),
        );
        if (firstField) setTimeout(() => setFocus(firstField), 0);
      },
    },
    // Refine's flag clears itself on a failed save; useLeaveGuard does not.
    warnWhenUnsavedChanges: false,
    defaultValues: toFormValues(resource, names, undefined),
    // The API's own schemas: a rule gives the message the API would give.
    resolver: formResolver(resource, names),
    mode: 'onTouched',
  });

  const { query: recordQuery } = useOne<FormValues>({
    resource: resourceKey,
    id,
    queryOptions: { enabled: mode === 'edit' && id !== undefined },
  });
  const record = mode === 'edit' ? recordQuery.data?.data : undefined;

  const changedByMe = () => names.filter((name) => getFieldState(name).isDirty);

  /** A save found the record moved on: show what changed, keep what was typed. */
  const noticeNewer = (current: FormValues) => {
    setStale(
      staleWrite(resource, names, base ?? current, current, changedByMe()),
    );
    // Untouched fields follow the server; what the user typed stays.
    rebaseForm(
      { getValues, getFieldState, reset, setValue },
      toFormValues(resource, names, current),
    );
  };

  // The form is based on the newest record while nothing is typed; once it
  // is, a newer record (the socket's refetch) means someone else saved.
  if (record && !isDirty && base?.version !== record.version) setBase(record);
  const liveStale =
    record && base && isDirty && base.version !== record.version
      ? staleWrite(resource, names, base, record, changedByMe())
      : null;
  const shownStale = stale ?? liveStale;
  const willBeHeld =
    editPolicy !== undefined &&
    record !== undefined &&
    needsApproval(
      editPolicy,
      watch(),
      { userType: me?.userType ?? '' },
      toFormValues(resource, names, record),
    );

  useEffect(() => {
    // A refetch of the record must not wipe what the user has typed since.
    if (mode === 'edit' && record)
      rebaseForm(
        { getValues, getFieldState, reset, setValue },
        toFormValues(resource, names, record),
      );
  }, [
    mode,
    record,
    reset,
    resource,
    names,
    getValues,
    getFieldState,
    setValue,
  ]);

  /** Saves what the form holds, as a change to the record at `version`. */
  const save = (version: unknown) =>
    // The resolver hands over the API's body, converted from what was typed.
    handleSubmit(async (body) => {
      setRootError(null);
      try {
        await onFinish({
          ...body,
          // The version this form read: the API refuses a save over a newer one.
          ...(mode === 'edit' ? { version } : {}),
        });
      } catch {
        // HttpErrors were handled by onMutationError; keep the form as it is.
      }
    });

  const title = resource.titleField ? record?.[resource.titleField] : null;
  const recordTitle = titleText(resource, title) || `#${id ?? ''}`;
  const loadError =
    mode === 'edit' && recordQuery.isError
      ? (recordQuery.error.message ?? 'The record could not be loaded.')
      : null;
  const isLoadingRecord = mode === 'edit' && !record && !loadError;
  const leaveGuard = useLeaveGuard(isDirty);
  const draft = useFormDraft({
    watch,
    reset,
    isReady: mode === 'create' || Boolean(record),
  });
  const cancelTo =
    mode === 'edit' && id
      ? pagePaths.show(resourceKey, id)
      : pagePaths.list(resourceKey);

  return (
    <Stack
      spacing={6}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void once(() => save(base?.version)(e));
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
        <EditPresence
          resource={resource.name}
          id={id}
          onView={() => void navigate(cancelTo)}
        />
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
          onSaveMine={() => {
            setBase(shownStale.current);
            setStale(null);
            void once(() => save(shownStale.current.version)());
          }}
          onTakeTheirs={() => {
            setBase(shownStale.current);
            setStale(null);
            reset(toFormValues(resource, names, shownStale.current));
          }}
        />
      )}
      {rootError && (
        <Alert severity="error" onClose={() => setRootError(null)}>
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
      {willBeHeld && (
        <Alert severity="info" role="status">
          {approvalNote(editPolicy)} The whole edit waits with it.
        </Alert>
      )}
      <Stack direction="row" spacing={3} justifyContent="flex-end">
        <Button
          color="inherit"
          onClick={() => void navigate(cancelTo)}
          disabled={isSubmitting}
        >
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
