import { useMemo } from 'react';
import type { LogicalFilter } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import FileUpload from '@mui/icons-material/FileUpload';
import { apiResourceName } from '../../registry/resource-key';
import { EstimatedRowCount } from '../../components/grid/row-count';
import { RowCountValue } from '../../components/grid/row-count-value';
import { FilterPanel } from '../../components/filters/filter-panel';
import { BulkActionBar } from '../../components/actions/bulk-action-bar';
import { RowActionsHost } from '../../components/actions/row-actions-host';
import { ExportButton } from '../../components/actions/export-button';
import { ImportDialog } from '../../components/actions/import-dialog';
import { ListTotals } from './list/list-totals';
import { StatusTabs } from './list/status-tabs';
import { useResourceListController } from './list/use-resource-list-controller';
import { isEnterOnCell } from './list/is-enter-on-cell';
import { Phrase } from '../../components/fields/phrase';
import { useFitToScreen } from '../../components/use-fit-to-screen';
import { useFirstScreenful } from '../../components/first-screenful';
import { RecordCardList } from './list/record-card-list';
import { ListGrid } from './list/list-grid';
import { rowPx } from './list/grid-metrics';
import { EmptyState } from './list/empty-state';
import { withRowsSelected } from './list/row-selection';
import { LoadFailed } from './load-failed';
import { ListViewsMenu } from './list-views/list-views-menu';
import { DrawnRowsTitles, ListTitles } from './list/list-titles';
import { SearchBox } from './list/search-box';

/**
 * The grid's pagination bar (52 px and its border): the card reaches this
 * far past the fold, so the bar starts below it however many rows arrive.
 */
const PAGINATION_BAR_PX = 53;
const ignoreGridFilters = () => undefined;

/**
 * The generic list: a server-side DataGrid (pagination, multi-sort, search,
 * registry-driven filters and status tabs) whose state lives in the URL, so a
 * view can be bookmarked, reloaded and shared; plus row menus, bulk actions,
 * CSV export/import and per-resource column preferences. What it shows and
 * does is its controller's (useResourceListController); it draws it.
 */
export default function ResourceListPage({
  resourceKey,
}: {
  resourceKey: string;
}) {
  const {
    resource,
    grid,
    rows,
    titles,
    columns,
    visibility,
    prefs,
    updatePrefs,
    controls,
    tabStates,
    userFilters,
    panelFilters,
    isFiltered,
    appliedSearch,
    askSearch,
    isSearchable,
    searchPlaceholder,
    selection,
    setSelection,
    hasBulk,
    showCreate,
    showImport,
    showExport,
    showCards,
    isImportOpen,
    setImportOpen,
    applyFilters,
    applyTab,
    applyView,
    clearAll,
    openRecord,
    openCreate,
  } = useResourceListController(resourceKey);
  const {
    dataGridProps,
    filters,
    sorters,
    pageSize,
    counts,
    shownTotal,
    failure,
  } = grid;

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
    <SearchBox
      applied={appliedSearch}
      onSearch={askSearch}
      placeholder={searchPlaceholder}
      label={`Search ${resource.label.many}`}
    />
  ) : null;
  const filterBar =
    controls.length > 0 ? (
      <FilterPanel
        controls={controls}
        filters={panelFilters}
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
                onClick={openCreate}
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
          <ListTitles.Provider value={titles}>
            <DrawnRowsTitles.Provider value={grid.drawnRowsTitles}>
              {/* Clipped, not hidden: a card that scrolled its own overflow
              would hold the phone's bulk bar, which sticks to the screen's
              foot. */}
              <Card
                ref={cardRef}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  overflow: 'clip',
                }}
              >
                {tabStates && resource.stateField && (
                  <StatusTabs
                    stateField={resource.stateField}
                    states={tabStates}
                    filters={filters}
                    counts={counts.facets?.[resource.stateField]}
                    isEstimate={counts.estimated.includes(resource.stateField)}
                    onSelect={applyTab}
                  />
                )}
                {failure?.hasRows && (
                  <Alert
                    severity="warning"
                    action={
                      <Button
                        color="inherit"
                        size="small"
                        onClick={failure.retry}
                      >
                        Try again
                      </Button>
                    }
                    sx={{ borderRadius: 0 }}
                  >
                    This list could not be refreshed
                    {failure.error.message ? `: ${failure.error.message}` : ''}.
                    The rows below may be out of date.
                  </Alert>
                )}
                {resource.list?.totals && !dataGridProps.loading && (
                  <ListTotals
                    resource={resource}
                    totals={counts.totals}
                    isWithheld={counts.totalsWithheld}
                    rowCount={shownTotal}
                  />
                )}
                {!showCards && bulkBar}
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
                      updatePrefs({ columnVisibilityModel: model })
                    }
                    density={prefs.density}
                    onDensityChange={(density) => updatePrefs({ density })}
                    onColumnWidthChange={({ colDef, width }) =>
                      updatePrefs({
                        widths: { ...prefs.widths, [colDef.field]: width },
                      })
                    }
                    onColumnOrderChange={(_, __, details) => {
                      const api = details.api;
                      if (api)
                        updatePrefs({
                          order: api.getAllColumns().map((c) => c.field),
                        });
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
            </DrawnRowsTitles.Provider>
          </ListTitles.Provider>
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
