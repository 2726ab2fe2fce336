import { useParams, Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid2';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useResourceEntry } from '../use-resource-entry';
import { useRecordShow } from '../use-record-show';
import { FieldValue } from '../../components/fields/field-value';
import { humanizeEnum } from '../../components/fields/format';
import { fieldOf } from '../../registry/list-columns';
import { RecordActions } from '../../components/actions/record-actions';
import { ActivityTimeline } from './activity-timeline';
import { EditDeleteButtons } from './edit-delete-buttons';
import { apiResourceName } from '../../registry/resource-key';
import type { AnyResource } from '../../registry/define-resource';
import { kindOf } from '../../registry/field-kinds/kind-table';
import { RecordLoadError } from './record-load-error';
import { RelatedGrid } from '../show/related-grid';
import { ShowSections } from './sections/show-sections';
import { pagePaths } from '../../registry/paths';
import { titleText } from '../../registry/record-title';
import { RecordPresence } from '../presence/record-presence';

type Row = Record<string, unknown>;

function recordTitle(
  resource: AnyResource,
  record: Row | undefined,
  id: string,
): string {
  const value = resource.titleField ? record?.[resource.titleField] : undefined;
  return titleText(resource, value) || `#${id}`;
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
 * The generic show page: the record's fields in sections (references named
 * by the record's own request), the actions its state and the user's role
 * allow, the sections the registry declares for it (a report, a set of
 * grants), and its related lists and activity. It opens with at most two
 * requests, the record and its first related list; the other lists and the
 * activity load when their sections are opened.
 */
export default function ResourceShowPage({
  resourceKey,
}: {
  resourceKey: string;
}) {
  const resource = useResourceEntry(resourceKey);
  const { id = '' } = useParams();
  const { query, record, titles, listed } = useRecordShow(resourceKey, id);
  const title = recordTitle(resource, record ?? listed, id);
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
              to={pagePaths.list(resourceKey)}
              underline="hover"
            >
              {resource.label.many}
            </Link>
            <Typography color="text.primary">
              <bdi>{title}</bdi>
            </Typography>
          </Breadcrumbs>
          <Typography variant="h5" component="h1" fontWeight={600}>
            {query.isLoading && !listed ? (
              <Skeleton width={240} />
            ) : (
              // The title (a name, a code, "#42") isolated from the words
              // around it, so a right-to-left page keeps it in order.
              <>
                {resource.label.one} <bdi>{title}</bdi>
              </>
            )}
          </Typography>
          <RecordPresence resource={resource.name} id={id} />
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
            record={record}
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
                const isWide = kindOf(field).wide;
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
                        <FieldValue
                          field={field}
                          value={record?.[name]}
                          titles={titles[name]}
                        />
                      )}
                    </Box>
                  </Grid>
                );
              })}
            </Grid>
          </CardContent>
        </Card>
      ))}

      <ShowSections resource={resource} recordId={id} recordTitle={title} />

      {resource.show?.related?.map((related, index) => (
        <RelatedGrid
          key={`${related.resource}.${related.field}`}
          resource={related.resource}
          field={related.field}
          parentId={id}
          title={related.title}
          defaultExpanded={index === 0}
        />
      ))}

      {resource.name !== 'audit-logs' && (
        <ActivityTimeline
          auditResource={apiResourceName(resource)}
          recordId={id}
          label={`${resource.label.one} activity`}
          statusLog={resource.history}
        />
      )}
    </Stack>
  );
}
