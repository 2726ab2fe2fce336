import { useList } from '@refinedev/core';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { DataGrid } from '@mui/x-data-grid';
import { getResource } from '../../../resources.config';
import { resourceKey } from '../../registry/resource-key';
import { resourceColumns } from '../generic/resource-columns';

interface RelatedGridProps {
  /** The child resource's API name. */
  resource: string;
  /** The child's reference field pointing at the parent. */
  field: string;
  parentId: string;
  title?: string;
}

/**
 * The first rows of a child resource that point at this record, in the
 * child's own list columns, with a link to the full filtered list.
 */
export function RelatedGrid({
  resource,
  field,
  parentId,
  title,
}: RelatedGridProps) {
  const child = getResource(resource);
  const navigate = useNavigate();
  const key = child ? resourceKey(child) : resource;
  const { query, result } = useList<Record<string, unknown>>({
    resource: key,
    filters: [{ field, operator: 'eq', value: parentId }],
    pagination: { currentPage: 1, pageSize: 10 },
    queryOptions: { enabled: Boolean(child) },
  });
  if (!child) return null;
  return (
    <Card>
      <CardHeader
        title={title ?? child.label.many}
        titleTypographyProps={{ variant: 'h6' }}
        subheader={query.isLoading ? undefined : `${result.total ?? 0} in all`}
        action={
          <Button
            size="small"
            component={RouterLink}
            to={`/admin/${key}?filters[0][field]=${encodeURIComponent(field)}&filters[0][operator]=eq&filters[0][value]=${encodeURIComponent(parentId)}`}
          >
            View all
          </Button>
        }
      />
      <DataGrid
        rows={result.data}
        columns={resourceColumns(child).filter((c) => c.field !== field)}
        loading={query.isLoading}
        hideFooter
        autoHeight
        disableColumnMenu
        disableColumnFilter
        onRowClick={({ id }) =>
          void navigate(`/admin/${key}/show/${String(id)}`)
        }
        sx={{ border: 'none', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        localeText={{ noRowsLabel: `No ${child.label.many.toLowerCase()} yet` }}
      />
    </Card>
  );
}
