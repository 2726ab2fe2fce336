import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import type { AnyResource } from '../../../registry/define-resource';
import {
  defaultColumnVisibility,
  listColumnNames,
} from '../../../registry/list-columns';
import { listedReferences } from '../../../registry/list-extras';
import { crudOperator } from '../../crud-operator';
import { statusTabStates } from './status-tab-states';

/**
 * What a generic list asks the data provider for besides the URL's page,
 * sort and filters. One module for the list page and for the boot, which
 * starts the same request before the page's code has run: the two must
 * build the same URL for the boot's answer to be the page's.
 */

/** The saved-view filter of a `source` entry (payout-request = settlements in flight). */
export function permanentFilters(resource: AnyResource): CrudFilter[] {
  if (!resource.source) return [];
  const { field, op, value } = resource.source.filter;
  return [
    {
      field,
      operator: crudOperator(op),
      value: typeof value === 'string' ? value : [...value],
    },
  ];
}

/** The sort a list opens with: the entry's `defaultSort`, newest first otherwise. */
export function initialSorters(resource: AnyResource): CrudSort[] {
  const sort = resource.list?.defaultSort ?? '-createdAt';
  return [
    {
      field: sort.replace(/^-/, ''),
      order: sort.startsWith('-') ? 'desc' : 'asc',
    },
  ];
}

/**
 * The grid's column visibility: the user's choices (the columns panel, a
 * saved view) over the columns the list shows at first.
 */
export function columnVisibility(
  resource: AnyResource,
  chosen: GridColumnVisibilityModel,
): GridColumnVisibilityModel {
  return { ...defaultColumnVisibility(resource), ...chosen };
}

/**
 * `meta.include`, `meta.facets` and `meta.totals` of a list request: the
 * titles of the visible reference columns (and the phone card's), the
 * status tabs' counts and the entry's sums, so one request answers the
 * page, its tabs, its reference cells and its totals.
 */
export function listExtras(
  resource: AnyResource,
  chosenVisibility: GridColumnVisibilityModel,
): { include: string[]; facets: string[]; totals?: string[] } {
  const visibility = columnVisibility(resource, chosenVisibility);
  const visible = listColumnNames(resource).filter(
    (name) => visibility[name] !== false,
  );
  const hasTabs = statusTabStates(resource) !== null;
  return {
    include: listedReferences(resource, visible),
    facets: hasTabs && resource.stateField ? [resource.stateField] : [],
    ...(resource.list?.totals && { totals: [...resource.list.totals] }),
  };
}
