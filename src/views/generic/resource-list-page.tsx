import { useMemo, useState, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCan, type CrudFilter } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { DataGrid } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import { useResourceEntry } from '../use-resource-entry';
import { resourceColumns } from './resource-columns';
import { crudOperator } from '../crud-operator';
import { apiResourceName } from '../../registry/resource-key';
import type { AnyResource } from '../../registry/define-resource';

const SEARCH_DEBOUNCE_MS = 300;

/** The saved-view filter of a `source` entry (payout-request = settlements in flight). */
function permanentFilters(resource: AnyResource): CrudFilter[] {
  if (!resource.source) return [];
  const { field, op, value } = resource.source.filter;
  return [{ field, operator: crudOperator(op), value: typeof value === 'string' ? value : [...value] }];
}

function hasOperation(resource: AnyResource, op: 'create' | 'export'): boolean {
  const ops = resource.operations ?? ['list', 'show', 'create', 'edit', 'delete', 'export'];
  return ops.includes(op) && !resource.source && !resource.report;
}

/**
 * The generic list: a server-side DataGrid (pagination, multi-sort, search)
 * whose state lives in the URL, so a view can be bookmarked and shared.
 */
export default function ResourceListPage({ resourceKey }: { resourceKey: string }) {
  const resource = useResourceEntry(resourceKey);
  const navigate = useNavigate();
  const columns = useMemo(() => resourceColumns(resource), [resource]);
  const isSearchable = Object.values(resource.fields).some((f) => f.searchable);
  const defaultSort = resource.list?.defaultSort ?? '-createdAt';

  const { dataGridProps, filters, setFilters } = useDataGrid({
    resource: resourceKey,
    syncWithLocation: true,
    pagination: { pageSize: 25 },
    sorters: {
      initial: [
        {
          field: defaultSort.replace(/^-/, ''),
          order: defaultSort.startsWith('-') ? 'desc' : 'asc',
        },
      ],
    },
    filters: { permanent: permanentFilters(resource), defaultBehavior: 'merge' },
  });

  const currentQ = filters.find((f): f is CrudFilter & { field: string } => 'field' in f && f.field === 'q');
  const [search, setSearch] = useState(typeof currentQ?.value === 'string' ? currentQ.value : '');
  useEffect(() => {
    const handle = setTimeout(() => {
      const value = search.trim();
      if ((currentQ?.value ?? '') === value) return;
      setFilters([{ field: 'q', operator: 'contains', value: value || undefined }], 'merge');
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(handle);
  }, [search, currentQ?.value, setFilters]);

  const { data: canCreate } = useCan({ resource: resourceKey, action: 'create' });
  const showCreate = hasOperation(resource, 'create') && canCreate?.can === true;

  return (
    <Stack spacing={3}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2}>
        <Box>
          <Typography variant="h5" component="h1" fontWeight={600}>
            {resource.label.many}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {dataGridProps.loading
              ? 'Loading…'
              : `${dataGridProps.rowCount.toLocaleString('en-MY')} ${
                  dataGridProps.rowCount === 1 ? resource.label.one.toLowerCase() : 'records'
                }`}
          </Typography>
        </Box>
        {showCreate && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => void navigate(`/admin/${resourceKey}/create`)}
          >
            New {resource.label.one.toLowerCase()}
          </Button>
        )}
      </Stack>
      <Card>
        {isSearchable && (
          <Box sx={{ p: 2.5, pb: 0 }}>
            <TextField
              size="small"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={`Search ${resource.label.many.toLowerCase()}`}
              slotProps={{
                htmlInput: { 'aria-label': `Search ${resource.label.many}` },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ width: { xs: '100%', sm: 320 } }}
            />
          </Box>
        )}
        <DataGrid
          {...dataGridProps}
          columns={columns}
          pageSizeOptions={[10, 25, 50, 100]}
          disableColumnFilter
          onRowClick={({ id }) => {
            if (resource.report) return;
            void navigate(`/admin/${resourceKey}/show/${String(id)}`);
          }}
          sx={{
            border: 'none',
            '& .MuiDataGrid-row': { cursor: resource.report ? 'default' : 'pointer' },
            minHeight: 420,
          }}
          localeText={{ noRowsLabel: `No ${resource.label.many.toLowerCase()} match this view` }}
          aria-label={`${resource.label.many} (${apiResourceName(resource)})`}
        />
      </Card>
    </Stack>
  );
}
