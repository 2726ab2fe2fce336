import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, Link as RouterLink } from 'react-router';
import { useForm } from '@refinedev/react-hook-form';
import type { HttpError } from '@refinedev/core';
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
import { FieldInput } from '../../components/fields/field-input';
import {
  FormValueError,
  formFieldNames,
  toApiValues,
  toFormValues,
  type FormValues,
} from '../../components/fields/form-values';

interface ResourceFormPageProps {
  resourceKey: string;
  mode: 'create' | 'edit';
}

/**
 * Create and edit, generated from the registry. Pessimistic saves: the API
 * validates, its 422 `errors` land on their fields (Refine's useForm maps
 * them), the root message shows above the form, focus moves to the first
 * field in error, and every typed value stays. Leaving with unsaved changes
 * asks first.
 */
export default function ResourceFormPage({
  resourceKey,
  mode,
}: ResourceFormPageProps) {
  const resource = useResourceEntry(resourceKey);
  const { id } = useParams();
  const navigate = useNavigate();
  const names = useMemo(() => formFieldNames(resource, mode), [resource, mode]);
  const [rootError, setRootError] = useState<string | null>(null);

  const {
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { isSubmitting },
    refineCore: { onFinish, query, formLoading },
  } = useForm<FormValues, HttpError, FieldValues>({
    refineCoreProps: {
      resource: resourceKey,
      action: mode,
      id,
      redirect: 'show',
      successNotification: {
        type: 'success',
        message:
          mode === 'create'
            ? `${resource.label.one} created`
            : `${resource.label.one} saved`,
      },
      errorNotification: false,
      onMutationError: (error) => {
        setRootError(
          error.message || 'The save failed; check the fields below.',
        );
        const firstField = Object.keys(error.errors ?? {}).find((k) =>
          names.includes(k),
        );
        if (firstField) setTimeout(() => setFocus(firstField), 0);
      },
    },
    warnWhenUnsavedChanges: true,
    defaultValues: toFormValues(resource, names, undefined),
    mode: 'onTouched',
  });

  const record = query?.data?.data;
  useEffect(() => {
    if (mode === 'edit' && record) reset(toFormValues(resource, names, record));
  }, [mode, record, reset, resource, names]);

  const submit = handleSubmit(async (values) => {
    setRootError(null);
    try {
      await onFinish(toApiValues(resource, names, values));
    } catch (e) {
      if (e instanceof FormValueError) {
        setError(e.field, { message: e.message }, { shouldFocus: true });
        return;
      }
      // HttpErrors were handled by onMutationError; keep the form as it is.
    }
  });

  const isLoadingRecord = mode === 'edit' && formLoading && !record;
  const cancelTo =
    mode === 'edit' && id
      ? `/admin/${resourceKey}/show/${id}`
      : `/admin/${resourceKey}`;

  return (
    <Stack
      spacing={3}
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <Box>
        <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 0.5 }}>
          <Link
            component={RouterLink}
            to={`/admin/${resourceKey}`}
            underline="hover"
          >
            {resource.label.many}
          </Link>
          <Typography color="text.primary">
            {mode === 'create' ? 'New' : `#${id ?? ''}`}
          </Typography>
        </Breadcrumbs>
        <Typography variant="h5" component="h1" fontWeight={600}>
          {mode === 'create'
            ? `New ${resource.label.one.toLowerCase()}`
            : `Edit ${resource.label.one.toLowerCase()}`}
        </Typography>
      </Box>
      {rootError && (
        <Alert severity="error" onClose={() => setRootError(null)}>
          {rootError}
        </Alert>
      )}
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          {isLoadingRecord ? (
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
              <CircularProgress aria-label="Loading record" />
            </Box>
          ) : (
            <Grid container spacing={2.5}>
              {names.map((name) => {
                const field = resource.fields[name];
                if (!field) return null;
                const isWide =
                  field.kind === 'longText' ||
                  field.kind === 'json' ||
                  field.kind === 'geo';
                return (
                  <Grid key={name} size={{ xs: 12, md: isWide ? 12 : 6 }}>
                    <FieldInput name={name} field={field} control={control} />
                  </Grid>
                );
              })}
            </Grid>
          )}
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1.5} justifyContent="flex-end">
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
          disabled={isSubmitting || isLoadingRecord}
          startIcon={
            isSubmitting ? (
              <CircularProgress size={16} color="inherit" />
            ) : undefined
          }
        >
          {mode === 'create' ? 'Create' : 'Save changes'}
        </Button>
      </Stack>
    </Stack>
  );
}
