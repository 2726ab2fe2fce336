import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { useAbility } from '../../../access/ability-context';
import { useResourceEntry } from '../../use-resource-entry';
import { useRegistry } from '../../../providers/registry-context';
import { searchPlaceholder, searchTerms } from '../../../registry/search-terms';
import { resourceColumns } from '../resource-columns';
import { crudOperator } from '../../crud-operator';
import type { AnyResource, Operation } from '../../../registry/define-resource';
import { filterControls } from '../../../components/filters/filter-controls';
import { bulkActions } from '../../../components/actions/available-actions';
import { RowActionsMenu } from '../../../components/actions/row-actions-menu';
import { statusTabStates } from './status-tab-states';
import { useGridPreferences } from './use-grid-preferences';
import { useResourceGrid } from './use-resource-grid';
import { columnVisibility, listExtras, permanentFilters } from './list-request';
import { listParams } from './list-params';
import {
  ACTIONS_COLUMN_PX,
  listColumnNames,
} from '../../../registry/list-columns';
import { rememberListedRows } from '../../listed-rows';
import { useRouteNavigate } from '../../../components/links/route-link';
import { usePhoneLayout } from '../use-phone-layout';
import { pagePaths } from '../../../registry/paths';
import { offers } from '../../../registry/operations';
import { noRowsSelected, type RowSelection } from './row-selection';
import type { ListViewState } from '../../../registry/list-views';

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
 * Everything the generic list page shows and does, from its registry entry:
 * the table (its first request read from the address by `listParams`, as
 * the boot reads it), the user's grid preferences, the search box, the
 * filters a user chose apart from the entry's own, the columns, the row
 * selection, what the user may do (create, import, export, bulk actions)
 * and the page's handlers. The page only draws it.
 *
 * @example
 * const list = useResourceListController('orders');
 * <ListGrid {...list.grid.dataGridProps} columns={list.columns} … />
 */
export function useResourceListController(resourceKey: string) {
  const resource = useResourceEntry(resourceKey);
  const navigate = useRouteNavigate();
  const registry = useRegistry();
  const ability = useAbility();
  const { search: address } = useLocation();
  const { prefs, update } = useGridPreferences(resourceKey);
  // The address and preferences the page opened with, read once, as the
  // table takes its start once.
  const [first] = useState(() => listParams(resource, address, prefs));
  const controls = useMemo(() => filterControls(resource), [resource]);
  const tabStates = useMemo(() => statusTabStates(resource), [resource]);
  const placeholder = useMemo(
    () =>
      searchPlaceholder(resource, registry.byName, (target) =>
        ability.can('read', target.subject),
      ),
    [resource, registry, ability],
  );
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
  const grid = useResourceGrid({
    first,
    meta: extras,
    permanentFilters: permanentFilters(resource),
  });
  const { filters, setFilters, askFilters, setView, titles } = grid;
  const appliedQ: unknown = filters.find(
    (f): f is LogicalFilter => 'field' in f && f.field === 'q',
  )?.value;
  const askSearch = useCallback(
    (text: string) =>
      askFilters([
        { field: 'q', operator: 'contains', value: text || undefined },
      ]),
    [askFilters],
  );

  // Asked of the in-memory ability, not useCan (a render late): a "New"
  // button appearing after the title row had painted wrapped it on a phone
  // and pushed the list down.
  const canCreate = ability.can('create', resource.subject);
  const userFilters = filters.filter(
    (f) =>
      !isPermanent(resource, f) &&
      !('field' in f && f.field === 'q' && !f.value),
  );

  const visibility = useMemo(
    () => columnVisibility(resource, prefs.columnVisibilityModel),
    [resource, prefs.columnVisibilityModel],
  );
  const rows = grid.dataGridProps.rows;
  useEffect(() => rememberListedRows(resourceKey, rows), [resourceKey, rows]);
  const columns = useMemo((): GridColDef[] => {
    // Every column the list offers; those it does not show at first are
    // hidden, in the columns panel (`visibility`).
    // The page's titles come to the cells through ListTitles, which the
    // list page provides: columns made with them would change every page.
    const offered = resourceColumns(
      resource,
      undefined,
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
  }, [resource, resourceKey, prefs.widths, prefs.order]);

  return {
    resource,
    resourceKey,
    grid,
    rows,
    titles,
    columns,
    visibility,
    prefs,
    updatePrefs: update,
    controls,
    tabStates,
    /** The filters the user chose: neither the entry's own nor an empty search. */
    userFilters,
    /** The filters the panel shows: a saved view's own filter is not the user's to see as a chip or clear. */
    panelFilters: filters.filter((f) => !isPermanent(resource, f)),
    isFiltered: userFilters.length > 0,
    /** The search the list shows; the box holds what is typed (SearchBox). */
    appliedSearch: typeof appliedQ === 'string' ? appliedQ : '',
    askSearch,
    isSearchable: searchTerms(resource).length > 0,
    searchPlaceholder: placeholder,
    selection,
    setSelection,
    hasBulk: bulkActions(resource).length > 0,
    showCreate: hasOperation(resource, 'create') && canCreate,
    showImport: hasOperation(resource, 'import') && canCreate,
    showExport: offers(resource, 'export') && !resource.report,
    showCards,
    isImportOpen,
    setImportOpen,
    applyFilters: (next: LogicalFilter[]) => {
      setFilters(next, 'merge');
      setSelection(noRowsSelected);
    },
    // A status tab: shown with its first rows (useResourceGrid's askFilters).
    applyTab: (next: LogicalFilter[]) => {
      askFilters(next);
      setSelection(noRowsSelected);
    },
    // A saved view: its filters beside the list's permanent ones (its search
    // reaches the box as the list's `q`).
    applyView: (view: ListViewState) => {
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
    },
    clearAll: () => setFilters(permanentFilters(resource), 'replace'),
    // Reports have no show page; the checkbox and the row menu act in place.
    openRecord: (id: GridRowId, field: string) => {
      if (resource.report || field === '__check__' || field === 'actions')
        return;
      navigate(pagePaths.show(resourceKey, id));
    },
    openCreate: () => navigate(pagePaths.create(resourceKey)),
  };
}
