import { useList } from '@refinedev/core';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { useRegistry } from '../../providers/registry-context';
import { LtrValue } from '../../components/fields/ltr-value';
import type { AnyResource } from '../../registry/define-resource';
import {
  cardFields,
  listedReferences,
  type CardFields,
} from '../../registry/list-extras';
import { shownColumnNames } from '../../registry/list-columns';
import { resourceKey } from '../../registry/resource-key';
import { titlesOf } from '../../providers/response-extras';
import { LazySection } from '../generic/lazy-section';
import { resourceColumns } from '../generic/resource-columns';
import { isEnterOnCell } from '../generic/list/is-enter-on-cell';
import { RecordCards } from '../generic/list/record-cards';
import { failedRead } from '../generic/load-failed';
import { usePhoneLayout } from '../generic/use-phone-layout';
import { pagePaths } from '../../registry/paths';
import { gridSlots } from '../../components/grid/grid-slots';

interface RelatedGridProps {
  /** The child resource's API name. */
  resource: string;
  /** The child's reference field pointing at the parent. */
  field: string;
  parentId: string;
  title?: string;
  /** Load with the page rather than when opened. */
  defaultExpanded?: boolean;
}

/**
 * The first rows of a child resource that point at this record, in the
 * child's own list columns, with a link to the full filtered list. A
 * section of its own that loads when opened, in one request that also names
 * the rows' references.
 */
export function RelatedGrid({
  resource,
  field,
  parentId,
  title,
  defaultExpanded,
}: RelatedGridProps) {
  const child = useRegistry().byName(resource);
  if (!child) return null;
  const label = title ?? child.label.many;
  return (
    <LazySection title={label} defaultExpanded={defaultExpanded}>
      <RelatedRows
        child={child}
        label={label}
        field={field}
        parentId={parentId}
      />
    </LazySection>
  );
}

function RelatedRows({
  child,
  label,
  field,
  parentId,
}: {
  child: AnyResource;
  /** The section's title: what its rows are called here. */
  label: string;
  field: string;
  parentId: string;
}) {
  const navigate = useNavigate();
  const key = resourceKey(child);
  const include = listedReferences(child, shownColumnNames(child)).filter(
    (name) => name !== field,
  );
  const { query, result } = useList<Record<string, unknown>>({
    resource: key,
    filters: [{ field, operator: 'eq', value: parentId }],
    pagination: { currentPage: 1, pageSize: 10 },
    meta: { include },
    // Said in the section, where the rows would be, not in a toast too.
    errorNotification: false,
  });
  const isPhone = usePhoneLayout();
  const isEmpty = !query.isLoading && result.data.length === 0;
  // A read that failed is not "none yet": with no rows, say why, and retry.
  const failed = failedRead(label, query);
  return (
    <>
      <Stack
        direction="row"
        justifyContent="space-between"
        alignItems="center"
        sx={{ px: 6, pb: 2 }}
      >
        <Typography variant="body2" color="text.secondary">
          {query.isLoading || failed ? (
            '\u00a0'
          ) : (
            <>
              <LtrValue>{result.total ?? 0}</LtrValue> in all
            </>
          )}
        </Typography>
        <Button
          size="small"
          component={RouterLink}
          to={pagePaths.list(key, { field, value: parentId })}
        >
          View all
        </Button>
      </Stack>
      {failed ??
        (isPhone ? (
          // A phone shows the rows as the child's list does there: as cards.
          isEmpty ? (
            <Typography color="text.secondary" sx={{ px: 6, pb: 4 }}>
              No {child.label.many.toLowerCase()} yet
            </Typography>
          ) : (
            <RecordCards
              resource={child}
              resourceKey={key}
              rows={result.data}
              isLoading={query.isLoading}
              fields={withoutParent(cardFields(child), field)}
              titles={titlesOf(result)}
              skeletons={2}
            />
          )
        ) : (
          <DataGrid
            slots={gridSlots}
            rows={result.data}
            columns={resourceColumns(child, titlesOf(result)).filter(
              (c) => c.field !== field,
            )}
            loading={query.isLoading}
            hideFooter
            autoHeight
            disableColumnMenu
            disableColumnFilter
            onRowClick={({ id }) => void navigate(pagePaths.show(key, id))}
            // The keyboard's click, as on the main lists.
            onCellKeyDown={({ id }, event) => {
              if (!isEnterOnCell(event)) return;
              event.defaultMuiPrevented = true;
              void navigate(pagePaths.show(key, id));
            }}
            sx={{ border: 'none', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
            localeText={{
              noRowsLabel: `No ${child.label.many.toLowerCase()} yet`,
            }}
          />
        ))}
    </>
  );
}

/** A child's card without the parent it points at: every card here would name the same one. */
function withoutParent(fields: CardFields, parent: string): CardFields {
  return {
    title: fields.title === parent ? 'id' : fields.title,
    subtitle: fields.subtitle.filter((name) => name !== parent),
    meta: fields.meta.filter((name) => name !== parent),
  };
}
