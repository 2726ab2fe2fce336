import { useState } from 'react';
import { useNavigate, useParams, Link as RouterLink } from 'react-router';
import { useCan, useList, useShow } from '@refinedev/core';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid2';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { useResourceEntry } from '../use-resource-entry';
import { FieldValue } from '../../components/fields/field-value';
import { humanizeEnum } from '../../components/fields/format';
import { fieldOf, resourceColumns } from './resource-columns';
import { ActionDialog } from './action-dialog';
import { useRecordAction } from './use-record-action';
import { ActivityTimeline } from './activity-timeline';
import { EditDeleteButtons } from './edit-delete-buttons';
import {
  apiResourceName,
  resourceKey as keyOf,
} from '../../registry/resource-key';
import type {
  ActionSpec,
  AnyResource,
  RelatedList,
} from '../../registry/define-resource';
import { getResource } from '../../../resources.config';
import { RecordLoadError } from './record-load-error';

type Row = Record<string, unknown>;

function recordTitle(
  resource: AnyResource,
  record: Row | undefined,
  id: string,
): string {
  const title = resource.titleField ? record?.[resource.titleField] : undefined;
  return typeof title === 'string' || typeof title === 'number'
    ? String(title)
    : `#${id}`;
}

function sectionsOf(resource: AnyResource): [string, string[]][] {
  const sections = new Map<string, string[]>();
  for (const [name, field] of Object.entries(resource.fields)) {
    const key = field.section ?? 'details';
    sections.set(key, [...(sections.get(key) ?? []), name]);
  }
  return [...sections.entries()];
}

/**
 * The generic show page: the record's fields in sections, the actions its
 * state and the user's role allow, and its related lists.
 */
export default function ResourceShowPage({
  resourceKey,
}: {
  resourceKey: string;
}) {
  const resource = useResourceEntry(resourceKey);
  const { id = '' } = useParams();
  const { query, result: record } = useShow<Row>({ resource: resourceKey, id });
  const title = recordTitle(resource, record, id);
  if (query.isError) {
    return (
      <RecordLoadError label={resource.label.one} id={id} error={query.error} />
    );
  }

  return (
    <Stack spacing={6}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
        spacing={4}
      >
        <Box>
          <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
            <Link
              component={RouterLink}
              to={`/admin/${resourceKey}`}
              underline="hover"
            >
              {resource.label.many}
            </Link>
            <Typography color="text.primary">{title}</Typography>
          </Breadcrumbs>
          <Typography variant="h5" component="h1" fontWeight={600}>
            {query.isLoading ? (
              <Skeleton width={240} />
            ) : (
              `${resource.label.one} ${title}`
            )}
          </Typography>
        </Box>
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
          {record && (
            <RecordActions
              resource={resource}
              resourceKey={resourceKey}
              record={record}
              title={title}
            />
          )}
          <EditDeleteButtons
            resource={resource}
            resourceKey={resourceKey}
            id={id}
            title={title}
          />
        </Stack>
      </Stack>

      {sectionsOf(resource).map(([section, names]) => (
        <Card key={section}>
          <CardHeader
            title={humanizeEnum(section)}
            titleTypographyProps={{ variant: 'h6' }}
          />
          <CardContent>
            <Grid container spacing={6}>
              {names.map((name) => {
                const field = fieldOf(resource, name);
                if (!field) return null;
                const isWide =
                  field.kind === 'longText' || field.kind === 'json';
                return (
                  <Grid
                    key={name}
                    size={{ xs: 12, sm: isWide ? 12 : 6, md: isWide ? 12 : 4 }}
                  >
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                    >
                      {field.label}
                    </Typography>
                    <Box sx={{ mt: 1, wordBreak: 'break-word' }}>
                      {query.isLoading ? (
                        <Skeleton width="60%" />
                      ) : (
                        <FieldValue field={field} value={record?.[name]} />
                      )}
                    </Box>
                  </Grid>
                );
              })}
            </Grid>
          </CardContent>
        </Card>
      ))}

      {resource.show?.related?.map((related) => (
        <RelatedListCard
          key={`${related.resource}.${related.field}`}
          related={related}
          parentId={id}
        />
      ))}

      {resource.name !== 'audit-logs' && (
        <ActivityTimeline
          auditResource={apiResourceName(resource)}
          recordId={id}
          label={`${resource.label.one} activity`}
        />
      )}
    </Stack>
  );
}

function RecordActions({
  resource,
  resourceKey,
  record,
  title,
}: {
  resource: AnyResource;
  resourceKey: string;
  record: Row;
  title: string;
}) {
  const state = resource.stateField ? record[resource.stateField] : undefined;
  const available = Object.entries(resource.actions ?? {}).filter(
    ([, action]) =>
      action.from.length === 0 || action.from.includes(String(state)),
  );
  return (
    <>
      {available.map(([key, action]) => (
        <ActionButton
          key={key}
          actionKey={key}
          action={action}
          resource={resource}
          resourceKey={resourceKey}
          recordId={String(record.id)}
          title={title}
        />
      ))}
    </>
  );
}

function ActionButton({
  actionKey,
  action,
  resource,
  resourceKey,
  recordId,
  title,
}: {
  actionKey: string;
  action: ActionSpec;
  resource: AnyResource;
  resourceKey: string;
  recordId: string;
  title: string;
}) {
  const { data: can } = useCan({ resource: resourceKey, action: actionKey });
  const [isOpen, setOpen] = useState(false);
  const { run, isPending, error, clearError } = useRecordAction(resourceKey);
  if (!can?.can) return null;
  return (
    <>
      <Button
        variant="contained"
        color={action.tone ?? 'primary'}
        onClick={() => setOpen(true)}
      >
        {action.label}
      </Button>
      <ActionDialog
        open={isOpen}
        action={action}
        target={`${resource.label.one.toLowerCase()} ${title}`}
        isPending={isPending}
        error={error}
        onClose={() => {
          setOpen(false);
          clearError();
        }}
        onConfirm={(values) => {
          void run({
            apiName: apiResourceName(resource),
            id: recordId,
            action: actionKey,
            values,
            successMessage: `${action.label}: ${resource.label.one.toLowerCase()} ${title}`,
          }).then((ok) => ok && setOpen(false));
        }}
      />
    </>
  );
}

function RelatedListCard({
  related,
  parentId,
}: {
  related: RelatedList;
  parentId: string;
}) {
  const child = getResource(related.resource);
  const navigate = useNavigate();
  const childKey = child ? keyOf(child) : related.resource;
  const { query, result } = useList<Row>({
    resource: childKey,
    filters: [{ field: related.field, operator: 'eq', value: parentId }],
    pagination: { currentPage: 1, pageSize: 10 },
    queryOptions: { enabled: Boolean(child) },
  });
  if (!child) return null;
  return (
    <Card>
      <CardHeader
        title={related.title ?? child.label.many}
        titleTypographyProps={{ variant: 'h6' }}
        subheader={query.isLoading ? undefined : `${result.total ?? 0} in all`}
        action={
          <Button
            size="small"
            component={RouterLink}
            to={`/admin/${childKey}?filters[0][field]=${encodeURIComponent(related.field)}&filters[0][operator]=eq&filters[0][value]=${encodeURIComponent(parentId)}`}
          >
            View all
          </Button>
        }
      />
      <DataGrid
        rows={result.data}
        columns={resourceColumns(child).filter(
          (c) => c.field !== related.field,
        )}
        loading={query.isLoading}
        hideFooter
        autoHeight
        disableColumnMenu
        disableColumnFilter
        onRowClick={({ id }) =>
          void navigate(`/admin/${childKey}/show/${String(id)}`)
        }
        sx={{ border: 'none', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        localeText={{ noRowsLabel: `No ${child.label.many.toLowerCase()} yet` }}
      />
    </Card>
  );
}
