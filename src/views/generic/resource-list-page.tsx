import { useEffect, useMemo, useState } from 'react';
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import FileUpload from '@mui/icons-material/FileUpload';
import { useAbility } from '../../access/ability-context';
import { useResourceEntry } from '../use-resource-entry';
import { useRegistry } from '../../providers/registry-context';
import { searchPlaceholder, searchTerms } from '../../registry/search-terms';
import { resourceColumns } from './resource-columns';
import { crudOperator } from '../crud-operator';
import { apiResourceName } from '../../registry/resource-key';
import type { AnyResource, Operation } from '../../registry/define-resource';
import { titlesOf } from '../../providers/response-extras';
import { EstimatedRowCount } from '../../components/grid/row-count';
import { RowCountValue } from '../../components/grid/row-count-value';
import { filterControls } from '../../components/filters/filter-controls';
import { FilterPanel } from '../../components/filters/filter-panel';
import { BulkActionBar } from '../../components/actions/bulk-action-bar';
import { bulkActions } from '../../components/actions/available-actions';
import { RowActionsMenu } from '../../components/actions/row-actions-menu';
import { RowActionsHost } from '../../components/actions/row-actions-host';
import { ExportButton } from '../../components/actions/export-button';
import { ImportDialog } from '../../components/actions/import-dialog';
import { ListTotals } from './list/list-totals';
import { StatusTabs } from './list/status-tabs';
import { NextPagePrefetch } from './list/next-page-prefetch';
import { statusTabStates } from './list/status-tab-states';
import { useGridPreferences } from './list/use-grid-preferences';
import { useResourceGrid } from './list/use-resource-grid';
import {
  columnVisibility,
  initialSorters,
  listExtras,
  permanentFilters,
} from './list/list-request';
import {
  ACTIONS_COLUMN_PX,
  listColumnNames,
} from '../../registry/list-columns';
import { isEnterOnCell } from './list/is-enter-on-cell';
import { rememberListedRows } from '../listed-rows';
import { Phrase } from '../../components/fields/phrase';
import { useFitToScreen } from '../../components/use-fit-to-screen';
import { useFirstScreenful } from '../../components/first-screenful';
import { useRouteNavigate } from '../../components/links/route-link';
import { RecordCardList } from './list/record-card-list';
import { usePhoneLayout } from './use-phone-layout';
import { pagePaths } from '../../registry/paths';
import { offers } from '../../registry/operations';
import { ListGrid } from './list/list-grid';
import { rowPx } from './list/grid-metrics';
import { EmptyState } from './list/empty-state';
import {
  noRowsSelected,
  withRowsSelected,
  type RowSelection,
} from './list/row-selection';
import { LoadFailed } from './load-failed';
import { ListViewsMenu } from './list-views/list-views-menu';
import type { ListViewState } from '../../registry/list-views';

const SEARCH_DEBOUNCE_MS = 300;
/**
 * The grid's pagination bar (52 px and its border): the card reaches this
 * far past the fold, so the bar starts below it however many rows arrive.
 */
const PAGINATION_BAR_PX = 53;
const ignoreGridFilters = () => undefined;

function hasOperation(resource: AnyResource, op: Operation): boolean {
  return offers(resource, op) && !resource.source && !resource.report;
}

function isPermanent(resource: AnyResource, filter: CrudFilter): boolean {
  const source = resource.source?.filter;
  return (
    source !== undefined &&
    'field' in filter &&
    filter.field === source.field &&
    filter.operator === crudOperator(source.op)
  );
}

/**
 * The generic list: a server-side DataGrid (pagination, multi-sort, search,
 * registry-driven filters and status tabs) whose state lives in the URL, so a
 * view can be bookmarked, reloaded and shared; plus row menus, bulk actions,
 * CSV export/import and per-resource column preferences.
 */
export default function ResourceListPage({
  resourceKey,
}: {
  resourceKey: string;
}) {
  const resource = useResourceEntry(resourceKey);
  const navigate = useRouteNavigate();
  // Reports have no show page; the checkbox and the row menu act in place.
  const openRecord = (id: GridRowId, field: string) => {
    if (resource.report || field === '__check__' || field === 'actions') return;
    navigate(pagePaths.show(resourceKey, id));
  };
  const controls = useMemo(() => filterControls(resource), [resource]);
  const tabStates = useMemo(() => statusTabStates(resource), [resource]);
  const registry = useRegistry();
  const ability = useAbility();
  const placeholder = useMemo(
    () =>
      searchPlaceholder(resource, registry.byName, (target) =>
        ability.can('read', target.subject),
      ),
    [resource, registry, ability],
  );
  const isSearchable = searchTerms(resource).length > 0;
  const { prefs, update } = useGridPreferences(resourceKey);
  const [selection, setSelection] = useState<RowSelection>(noRowsSelected);
  const [isImportOpen, setImportOpen] = useState(false);
  // Below sm a grid shows two or three columns: cards instead (reports keep it).
  const showCards = usePhoneLayout() && !resource.report;

  // One request answers the page, its status tabs' counts and the titles
  // of its visible reference columns.
  const extras = useMemo(
    () => listExtras(resource, prefs.columnVisibilityModel),
    [resource, prefs.columnVisibilityModel],
  );
  const {
    dataGridProps,
    filters,
    setFilters,
    sorters,
    setView,
    pageSize,
    result,
    failure,
    counts,
    shownTotal,
    nextPage,
  } = useResourceGrid({
    resource: resourceKey,
    meta: extras,
    initialSort: initialSorters(resource),
    permanentFilters: permanentFilters(resource),
  });

  const currentQ = filters.find(
    (f): f is LogicalFilter => 'field' in f && f.field === 'q',
  );
  const [search, setSearch] = useState(
    typeof currentQ?.value === 'string' ? currentQ.value : '',
  );
  useEffect(() => {
    const handle = setTimeout(() => {
      const value = search.trim();
      if ((currentQ?.value ?? '') === value) return;
      setFilters(
        [{ field: 'q', operator: 'contains', value: value || undefined }],
        'merge',
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(handle);
  }, [search, currentQ?.value, setFilters]);

  // Asked of the in-memory ability, not useCan (a render late): a "New"
  // button appearing after the title row had painted wrapped it on a phone
  // and pushed the list down.
  const canCreate = ability.can('create', resource.subject);
  const showCreate = hasOperation(resource, 'create') && canCreate;
  const showImport = hasOperation(resource, 'import') && canCreate;
  const showExport = offers(resource, 'export') && !resource.report;
  const hasBulk = bulkActions(resource).length > 0;
  const userFilters = filters.filter(
    (f) =>
      !isPermanent(resource, f) &&
      !('field' in f && f.field === 'q' && !f.value),
  );
  const isFiltered = userFilters.length > 0 || search.trim() !== '';

  const titles = titlesOf(result);
  const visibility = useMemo(
    () => columnVisibility(resource, prefs.columnVisibilityModel),
    [resource, prefs.columnVisibilityModel],
  );
  const rows = dataGridProps.rows;
  useEffect(() => rememberListedRows(resourceKey, rows), [resourceKey, rows]);
  const columns = useMemo((): GridColDef[] => {
    // Every column the list offers; those it does not show at first are
    // hidden, in the columns panel (`visibility`).
    const offered = resourceColumns(
      resource,
      titles,
      listColumnNames(resource),
    );
    const base = offered.map((c): GridColDef => {
      const width = prefs.widths[c.field];
      return width ? { ...c, width, flex: undefined } : c;
    });
    const rank = (field: string) => {
      const i = prefs.order.indexOf(field);
      return i === -1 ? Number.MAX_SAFE_INTEGER : i;
    };
    const ordered = prefs.order.length
      ? [...base].sort((a, b) => rank(a.field) - rank(b.field))
      : base;
    if (resource.report) return ordered;
    return [
      ...ordered,
      {
        field: 'actions',
        headerName: '',
        width: ACTIONS_COLUMN_PX,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        hideable: false,
        renderCell: ({ row }) => (
          <RowActionsMenu
            resource={resource}
            resourceKey={resourceKey}
            row={row as Record<string, unknown>}
          />
        ),
      },
    ];
  }, [resource, resourceKey, prefs.widths, prefs.order, titles]);

  const applyFilters = (next: LogicalFilter[]) => {
    setFilters(next, 'merge');
    setSelection(noRowsSelected);
  };
  // A saved view: its filters beside the list's permanent ones, its search in the box.
  const applyView = (view: ListViewState) => {
    const q = view.filters.find((f) => f.field === 'q');
    setSearch(typeof q?.value === 'string' ? q.value : '');
    setView({
      filters: [
        ...permanentFilters(resource),
        ...(view.filters as LogicalFilter[]),
      ],
      sorters: view.sorters,
      pageSize: view.pageSize,
    });
    update({
      columnVisibilityModel: view.columnVisibility,
      density: view.density,
    });
    setSelection(noRowsSelected);
  };
  const clearAll = () => {
    setSearch('');
    setFilters(permanentFilters(resource), 'replace');
  };
  // One bar for the grid's rows and the cards: the same selection, actions and report.
  const bulkBar = hasBulk ? (
    <BulkActionBar
      resource={resource}
      resourceKey={resourceKey}
      selectedIds={[...selection.ids]}
      rows={rows}
      onDone={(succeeded) =>
        setSelection((current) => withRowsSelected(current, succeeded, false))
      }
      // An estimated count is no promise of what a job would run on.
      matching={
        shownTotal.isEstimate
          ? undefined
          : { total: shownTotal.count, filters, sorters }
      }
    />
  ) : null;

  const searchBox = isSearchable ? (
    <TextField
      size="small"
      value={search}
      onChange={(e) => setSearch(e.target.value)}
      placeholder={placeholder}
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
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 180px' }, maxWidth: { sm: 460 } }}
    />
  ) : null;
  const filterBar =
    controls.length > 0 ? (
      <FilterPanel
        controls={controls}
        // A saved view's own filter is not the user's to see as a chip or clear.
        filters={filters.filter((f) => !isPermanent(resource, f))}
        onChange={applyFilters}
        stateField={resource.stateField}
        search={searchBox}
      />
    ) : (
      searchBox
    );

  const empty = {
    message: `No ${resource.label.many.toLowerCase()} match this view`,
    onClear: isFiltered ? clearAll : undefined,
  };
  const gridLabel = `${resource.label.many} (${apiResourceName(resource)})`;
  const readFailure =
    failure && !failure.hasRows ? (
      <LoadFailed
        label={resource.label.many}
        error={failure.error}
        onRetry={failure.retry}
      />
    ) : undefined;

  // Below 360 px (+ the bar) a grid shows too few rows to be worth fitting to the screen.
  const cardRef = useFitToScreen<HTMLDivElement>({
    property: 'minHeight',
    offset: PAGINATION_BAR_PX,
    min: 360 + PAGINATION_BAR_PX,
  });
  // The rows below the screen's edge come in the render after the first.
  const rowLimit = useFirstScreenful(rowPx(prefs.density));
  const shownRows = useMemo(
    () => (rowLimit < rows.length ? rows.slice(0, rowLimit) : rows),
    [rows, rowLimit],
  );
  return (
    <RowActionsHost resource={resource} resourceKey={resourceKey}>
      <Stack spacing={4}>
        <Stack
          direction="row"
          alignItems="center"
          justifyContent="space-between"
          flexWrap="wrap"
          useFlexGap
          spacing={3}
        >
          <Stack
            direction="row"
            alignItems="baseline"
            spacing={3}
            useFlexGap
            flexWrap="wrap"
            sx={{ minWidth: 0 }}
          >
            <Typography variant="h5" component="h1" fontWeight={600}>
              {resource.label.many}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {dataGridProps.loading ? (
                'Loading…'
              ) : readFailure ? null : (
                <Phrase>
                  <RowCountValue {...shownTotal} />{' '}
                  {shownTotal.count === 1 && !shownTotal.isEstimate
                    ? resource.label.one.toLowerCase()
                    : 'records'}
                </Phrase>
              )}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
            <ListViewsMenu
              resourceKey={resourceKey}
              listLabel={resource.label.many}
              current={{
                filters: userFilters.filter(
                  (f): f is LogicalFilter => 'field' in f,
                ),
                sorters,
                pageSize,
                columnVisibility: prefs.columnVisibilityModel,
                density: prefs.density,
              }}
              onApply={applyView}
            />
            {showExport && (
              <ExportButton
                resource={resource}
                filters={filters}
                sorters={sorters}
              />
            )}
            {showImport && (
              <Button
                variant="outlined"
                size="small"
                startIcon={<FileUpload />}
                onClick={() => setImportOpen(true)}
              >
                Import CSV
              </Button>
            )}
            {showCreate && (
              <Button
                variant="contained"
                size="small"
                startIcon={<Add />}
                onClick={() => navigate(pagePaths.create(resourceKey))}
              >
                New {resource.label.one.toLowerCase()}
              </Button>
            )}
          </Stack>
        </Stack>
        {/* The grid takes its rows' height (at least down to the fold) and
          only the page scrolls: one scrollbar, and at 1280×720 a compact page
          shows 12 rows or more. A grid that ended at the fold would leave
          room for 8 under the header, tabs, filters, pagination and footer. */}
        <EstimatedRowCount.Provider value={dataGridProps.estimatedRowCount}>
          {/* Clipped, not hidden: a card that scrolled its own overflow would
            hold the phone's bulk bar, which sticks to the screen's foot. */}
          <Card
            ref={cardRef}
            sx={{ display: 'flex', flexDirection: 'column', overflow: 'clip' }}
          >
            {tabStates && resource.stateField && (
              <StatusTabs
                stateField={resource.stateField}
                states={tabStates}
                filters={filters}
                counts={counts.facets?.[resource.stateField]}
                isEstimate={counts.estimated.includes(resource.stateField)}
                onSelect={applyFilters}
              />
            )}
            {failure?.hasRows && (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={failure.retry}>
                    Try again
                  </Button>
                }
                sx={{ borderRadius: 0 }}
              >
                This list could not be refreshed
                {failure.error.message ? `: ${failure.error.message}` : ''}. The
                rows below may be out of date.
              </Alert>
            )}
            {resource.list?.totals && !dataGridProps.loading && (
              <ListTotals
                resource={resource}
                totals={counts.totals}
                rowCount={shownTotal}
              />
            )}
            {!showCards && bulkBar}
            {nextPage && <NextPagePrefetch {...nextPage} />}
            {showCards ? (
              <RecordCardList
                resource={resource}
                resourceKey={resourceKey}
                grid={dataGridProps}
                titles={titles}
                filterBar={filterBar}
                empty={<EmptyState {...empty} />}
                failure={readFailure}
                pageSizeOptions={[10, 25, 50, 100]}
                selection={
                  hasBulk
                    ? { model: selection, onChange: setSelection }
                    : undefined
                }
                bulkBar={bulkBar}
              />
            ) : (
              <ListGrid
                {...dataGridProps}
                rows={shownRows}
                columns={columns}
                // Filters are the panel's and the URL's; the grid's own model would
                // drop operators it does not know (in, between) on mount and wipe them.
                filterModel={undefined}
                onFilterModelChange={ignoreGridFilters}
                pageSizeOptions={[10, 25, 50, 100]}
                disableColumnFilter
                checkboxSelection={hasBulk}
                // "Select all" as this page's ids: an `exclude` model names
                // none, and the bulk bar stayed hidden with every box ticked.
                disableRowSelectionExcludeModel
                disableRowSelectionOnClick
                keepNonExistentRowsSelected
                rowSelectionModel={selection}
                onRowSelectionModelChange={setSelection}
                columnVisibilityModel={visibility}
                onColumnVisibilityModelChange={(model) =>
                  update({ columnVisibilityModel: model })
                }
                density={prefs.density}
                onDensityChange={(density) => update({ density })}
                onColumnWidthChange={({ colDef, width }) =>
                  update({ widths: { ...prefs.widths, [colDef.field]: width } })
                }
                onColumnOrderChange={(_, __, details) => {
                  const api = details.api;
                  if (api)
                    update({ order: api.getAllColumns().map((c) => c.field) });
                }}
                filterBar={filterBar}
                empty={empty}
                failure={readFailure}
                onCellClick={({ id, field }) => openRecord(id, field)}
                // The keyboard's click: Enter on a focused cell opens its record.
                onCellKeyDown={({ id, field }, event) => {
                  if (!isEnterOnCell(event)) return;
                  event.defaultMuiPrevented = true;
                  openRecord(id, field);
                }}
                sx={{
                  border: 'none',
                  // Fills the card, which reaches past the fold, while the rows
                  // are few or still loading.
                  flex: 1,
                  '& .MuiDataGrid-row': {
                    cursor: resource.report ? 'default' : 'pointer',
                  },
                }}
                aria-label={gridLabel}
              />
            )}
          </Card>
        </EstimatedRowCount.Provider>
        {showImport && (
          <ImportDialog
            open={isImportOpen}
            resource={resource}
            resourceKey={resourceKey}
            label={resource.label.many}
            onClose={() => setImportOpen(false)}
          />
        )}
      </Stack>
    </RowActionsHost>
  );
}
