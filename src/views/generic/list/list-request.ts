import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import type { AnyResource } from '../../../registry/define-resource';
import {
  defaultColumnNames,
  referenceFields,
} from '../../../registry/list-extras';
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
 * `meta.include`, `meta.facets` and `meta.totals` of a list request: the
 * titles of the visible reference columns, the status tabs' counts and the
 * entry's sums, so one request answers the page, its tabs, its reference
 * cells and its totals.
 */
export function listExtras(
  resource: AnyResource,
  columnVisibility: GridColumnVisibilityModel,
): { include: string[]; facets: string[]; totals?: string[] } {
  const visible = defaultColumnNames(resource).filter(
    (name) => columnVisibility[name] !== false,
  );
  const hasTabs = statusTabStates(resource) !== null;
  return {
    include: referenceFields(resource, visible),
    facets: hasTabs && resource.stateField ? [resource.stateField] : [],
    ...(resource.list?.totals && { totals: [...resource.list.totals] }),
  };
}
