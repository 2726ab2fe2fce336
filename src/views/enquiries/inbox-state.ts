import type { CrudFilter } from '@refinedev/core';
import {
  folderFilters,
  isEnquiryFolder,
  type EnquiryFolder,
} from '../../registry/enquiry-desk';
import { crudOperator } from '../crud-operator';

/** What the inbox shows, kept in the URL so a view can be shared and reloaded. */
export interface InboxView {
  folder: EnquiryFolder;
  /** A label's id, or null for every label. */
  label: string | null;
  /** A customer's user id (from the contacts), or null for everyone. */
  customer: string | null;
  q: string;
  /** The enquiry in the reading pane. */
  open: string | null;
  page: number;
}

const positive = (raw: string | null) =>
  raw !== null && /^[1-9][0-9]{0,14}$/.test(raw) ? raw : null;

/** The view a URL's query names; anything malformed falls back to the inbox. */
export function readInboxView(params: URLSearchParams): InboxView {
  const folder = params.get('folder');
  return {
    folder: isEnquiryFolder(folder) ? folder : 'inbox',
    label: positive(params.get('label')),
    customer: positive(params.get('customer')),
    q: (params.get('q') ?? '').slice(0, 200),
    open: positive(params.get('open')),
    page: Number(positive(params.get('page')) ?? 1),
  };
}

/** The URL query of a view; defaults are left out to keep links short. */
export function inboxSearch(view: InboxView): URLSearchParams {
  const out = new URLSearchParams();
  if (view.folder !== 'inbox') out.set('folder', view.folder);
  if (view.label) out.set('label', view.label);
  if (view.customer) out.set('customer', view.customer);
  if (view.q) out.set('q', view.q);
  if (view.open) out.set('open', view.open);
  if (view.page > 1) out.set('page', String(view.page));
  return out;
}

/** The list request's filters: the folder's (as the API counts it), the label, the customer, the search. */
export function inboxFilters(view: InboxView, userId: number): CrudFilter[] {
  const filters: CrudFilter[] = folderFilters(view.folder, userId).map(
    ({ field, op, value }) => ({
      field,
      operator: crudOperator(op),
      value: op === 'in' ? value.split(',') : value,
    }),
  );
  if (view.label)
    filters.push({ field: 'labelIds', operator: 'eq', value: view.label });
  if (view.customer)
    filters.push({ field: 'userId', operator: 'eq', value: view.customer });
  if (view.q) filters.push({ field: 'q', operator: 'eq', value: view.q });
  return filters;
}

/**
 * Select-all: every listed id when not all of them are selected yet, else
 * none (the template's email selection).
 */
export function toggleAll(
  selected: ReadonlySet<number>,
  listed: readonly number[],
): Set<number> {
  const hasAll = listed.length > 0 && listed.every((id) => selected.has(id));
  return hasAll ? new Set() : new Set(listed);
}

/** One id in or out of the selection. */
export function toggleOne(
  selected: ReadonlySet<number>,
  id: number,
): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
