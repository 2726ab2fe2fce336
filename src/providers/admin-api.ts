import type { CrudFilter, CrudSort, MetaQuery } from '@refinedev/core';
import type { DownloadedFile } from '../http/api-client';
import { buildListQuery } from '../http/list-query';
import type { AnyResource } from '../registry/define-resource';
import type { Dashboard } from '../registry/dashboard';
import type { FoundRecord } from '../registry/found-records';
import {
  deskPaths,
  type DeskAssignee,
  type DeskBulkVerb,
  type DeskContact,
  type FolderCounts,
  type MessageFile,
} from '../registry/enquiry-desk';
import type { ListView, NewListView } from '../registry/list-views';
import type {
  NavPreferences,
  StoredNavPreferences,
} from '../registry/nav-preferences';
import { apiPaths } from '../registry/paths';
import { apiResourceName } from '../registry/resource-key';
import type { RevisionDetail, RevisionSummary } from '../registry/revisions';
import {
  statementPdfSection,
  statementSection,
  type MerchantStatement,
} from '../registry/statement';
import type {
  BulkJob,
  BulkReport,
  CountAnswer,
  ImportReport,
  ProfileAnswer,
  RecordAnswer,
  RowsAnswer,
} from './admin-answers';

type Row = Record<string, unknown>;

/** A query string's values; undefined ones are left out. */
export type CallQuery = Record<string, string | number | boolean | undefined>;

/**
 * One call of the admin API: where it goes, what it sends, and (as a type
 * only) what it answers. The builders in `adminApi` make them; the hooks in
 * `use-admin-call.ts` send them through Refine's data provider, so Refine's
 * error, auth and notification handling applies as to every other call.
 */
export interface AdminCall<TAnswer> {
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Under the API's base URL (`/admin/orders/42/approve`). */
  readonly url: string;
  readonly query?: CallQuery;
  /** A list's own query (`search[…]`, `sort`, `q`), for an export. */
  readonly filters?: readonly CrudFilter[];
  readonly sorters?: readonly CrudSort[];
  /** A JSON body, or a `FormData` for an upload. */
  readonly payload?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly meta?: MetaQuery;
  /** Never set: carries the answer's type from the builder to whoever sends it. */
  readonly answer?: TAnswer;
}

/** A CSV export as the grid reads it, or raw: what the import reads back. */
export type ExportFormat = 'readable' | 'raw';

/** What a call answers. */
export type AnswerOf<C> = C extends AdminCall<infer T> ? T : never;

/**
 * The version a write is based on, as the record's ETag (`"7"`): the API
 * refuses it (409) when the record has moved on since, and a replace without
 * one (428), so nobody's change is overwritten unseen.
 */
/** What a list's filters, search and sort ask for, as the list's query string without its page. */
function listFilterQuery(
  filters: readonly CrudFilter[],
  sorters: readonly CrudSort[],
): string {
  const query = buildListQuery({
    pagination: { mode: 'off' },
    filters: [...filters],
    sorters: [...sorters],
  });
  query.delete('page');
  query.delete('perPage');
  return query.toString();
}

function ifMatch(version: number | undefined): Record<string, string> {
  return version === undefined ? {} : { 'If-Match': `"${String(version)}"` };
}

/** The query of a report page or section: its range, page and order. */
export interface ReportParams {
  from: string;
  to: string;
  page: number;
  perPage: number;
  /** `-field` for descending; comma list. */
  sort?: string;
  /** Reference fields whose titles the rows should carry. */
  include?: string;
}

function reportQuery({ sort, include, ...rest }: ReportParams): CallQuery {
  return {
    ...rest,
    ...(sort ? { sort } : {}),
    ...(include ? { include } : {}),
  };
}

/**
 * The typed contract of the admin API beyond Refine's CRUD (`getList`,
 * `getOne`, `create`, `update`, `deleteOne`, with `meta.facets`/`totals`/
 * `include` for counts per state, sums and titles): every other call the
 * console makes, built from the registry's entries with `apiPaths`. Screens
 * call these, never a path of their own.
 *
 * @example
 * const { send } = useAdminMutation();
 * await send(adminApi.action(orders, 42, 'approve', { reason }));
 */
export const adminApi = {
  /**
   * `POST /admin/{resource}/{id}/{action}`: the state machine decides, so a
   * record that moved to another state is a 409 naming that state. With the
   * `version` the screen read, one that moved at all is a 409 too.
   */
  action: (
    resource: AnyResource,
    id: string | number,
    action: string,
    body: { reason?: string } = {},
    version?: number,
  ): AdminCall<RecordAnswer> => ({
    method: 'post',
    url: apiPaths.action(apiResourceName(resource), id, action),
    payload: body,
    ...(version === undefined ? {} : { headers: ifMatch(version) }),
  }),

  /** `GET /admin/{resource}/{id}/revisions`: the record's revisions, newest first. */
  revisions: (
    resource: AnyResource,
    id: string | number,
  ): AdminCall<RecordAnswer<RevisionSummary[]>> => ({
    method: 'get',
    url: apiPaths.revisions(apiResourceName(resource), id),
  }),

  /** `GET /admin/{resource}/{id}/revisions/{revisionId}`: one, with the record as it stood. */
  revision: (
    resource: AnyResource,
    id: string | number,
    revisionId: number,
  ): AdminCall<RecordAnswer<RevisionDetail>> => ({
    method: 'get',
    url: apiPaths.revision(apiResourceName(resource), id, revisionId),
  }),

  /**
   * `POST …/revisions/{revisionId}/restore`: an edit with the revision's
   * editable values, based on the `version` the screen read (409 when the
   * record moved on since).
   */
  restoreRevision: (
    resource: AnyResource,
    id: string | number,
    revisionId: number,
    version: number,
  ): AdminCall<RecordAnswer> => ({
    method: 'post',
    url: apiPaths.restoreRevision(apiResourceName(resource), id, revisionId),
    payload: {},
    headers: ifMatch(version),
  }),

  /** `POST /admin/{resource}/bulk-{action}` → which rows succeeded, which failed and why. */
  bulkAction: (
    resource: AnyResource,
    action: string,
    ids: readonly (string | number)[],
    body: { reason?: string } = {},
  ): AdminCall<RecordAnswer<BulkReport>> => ({
    method: 'post',
    url: apiPaths.bulkAction(apiResourceName(resource), action),
    payload: { ids: ids.map(Number), ...body },
  }),

  /**
   * The same action as a job on the server, for a selection too large for
   * one call: these ids, or every row the list's filters and search match
   * now (the server resolves them). Answers 202 with the job.
   */
  bulkActionJob: (
    resource: AnyResource,
    action: string,
    target:
      | { ids: readonly (string | number)[] }
      | { filters: readonly CrudFilter[]; sorters: readonly CrudSort[] },
    body: { reason?: string } = {},
  ): AdminCall<RecordAnswer<BulkJob>> => ({
    method: 'post',
    url: apiPaths.bulkActionJobs(apiResourceName(resource), action),
    payload: {
      ...('ids' in target
        ? { ids: target.ids.map(Number) }
        : { filter: listFilterQuery(target.filters, target.sorters) }),
      ...body,
    },
  }),

  /** A bulk job's progress, then its report (its owner only). */
  bulkJob: (id: string | number): AdminCall<RecordAnswer<BulkJob>> => ({
    method: 'get',
    url: apiPaths.bulkJob(id),
  }),

  /** `POST /admin/{resource}/import` of one CSV; a dry run only checks the rows. */
  importCsv: (
    resource: AnyResource,
    file: Blob,
    { dryRun }: { dryRun: boolean },
  ): AdminCall<RecordAnswer<ImportReport>> => {
    const form = new FormData();
    form.append('file', file);
    return {
      method: 'post',
      url: apiPaths.importCsv(apiResourceName(resource)),
      payload: form,
      query: dryRun ? { dryRun: 'true' } : undefined,
    };
  },

  /**
   * `GET /admin/{resource}/export?<the list's query>` as a CSV file: as the
   * grid reads, or `raw` (ids, sen, codes, UTC: what the import reads back).
   * The answer says how many rows to expect (`X-Export-Rows`): sent with a
   * `transfer` (useAdminFetch), the download reports its rows as they
   * arrive and stops on the transfer's signal.
   */
  exportCsv: (
    resource: AnyResource,
    {
      filters,
      sorters,
      format = 'readable',
    }: {
      filters: readonly CrudFilter[];
      sorters: readonly CrudSort[];
      format?: ExportFormat;
    },
  ): AdminCall<DownloadedFile> => {
    const apiName = apiResourceName(resource);
    return {
      method: 'get',
      url: apiPaths.exportCsv(apiName),
      filters,
      sorters,
      ...(format === 'raw' ? { query: { format } } : {}),
      meta: { download: true, fileName: `${apiName}.csv` },
    };
  },

  /** A report entry's rows (`GET /admin/{endpoint}?from=&to=…`). */
  report: (
    report: AnyResource,
    params: ReportParams,
  ): AdminCall<RowsAnswer> => ({
    method: 'get',
    url: apiPaths.collection(apiResourceName(report)),
    query: reportQuery(params),
  }),

  /** A report over one record (`GET /admin/{owner}/{id}/{section}?from=&to=…`). */
  recordReport: (
    owner: AnyResource,
    id: string | number,
    sectionPath: string,
    params: ReportParams,
  ): AdminCall<RowsAnswer> => ({
    method: 'get',
    url: apiPaths.section(apiResourceName(owner), id, sectionPath),
    query: reportQuery(params),
  }),

  /** The ids a record holds in a member set, and the record's version. */
  memberSet: (
    owner: AnyResource,
    id: string | number,
    sectionPath: string,
  ): AdminCall<RecordAnswer> => ({
    method: 'get',
    url: apiPaths.section(apiResourceName(owner), id, sectionPath),
  }),

  /** Replaces a member set in one `PUT`, based on the version it was read at. */
  saveMemberSet: (
    owner: AnyResource,
    id: string | number,
    sectionPath: string,
    members: { key: string; ids: readonly number[] },
    version: number | undefined,
  ): AdminCall<RecordAnswer> => ({
    method: 'put',
    url: apiPaths.section(apiResourceName(owner), id, sectionPath),
    payload: { [members.key]: [...members.ids] },
    headers: ifMatch(version),
  }),

  /** A settlement as its merchant's statement. */
  statement: (
    settlements: AnyResource,
    id: string | number,
  ): AdminCall<Partial<RecordAnswer<MerchantStatement>>> => ({
    method: 'get',
    url: apiPaths.section(
      apiResourceName(settlements),
      id,
      statementSection.path,
    ),
  }),

  /** The statement's PDF, saved as `fileName` unless the server names it. */
  statementPdf: (
    settlements: AnyResource,
    id: string | number,
    fileName: string,
  ): AdminCall<DownloadedFile> => ({
    method: 'get',
    url: apiPaths.section(
      apiResourceName(settlements),
      id,
      statementPdfSection.path,
    ),
    meta: { download: true, fileName },
  }),

  /** How many rows of an API resource have `field` = `value` (`meta.total` of a one-row page). */
  count: (
    apiName: string,
    field: string,
    value: string | number | boolean,
  ): AdminCall<CountAnswer> => ({
    method: 'get',
    url: apiPaths.collection(apiName),
    query: { page: 1, perPage: 1, [`search[${field}]`]: value },
  }),

  /** The command palette's records for the text typed: a few of each entry the user may read, best first. */
  search: (text: string): AdminCall<RecordAnswer<FoundRecord[]>> => ({
    method: 'get',
    url: apiPaths.search,
    query: { q: text },
  }),

  /** The home dashboard's figures. */
  dashboard: (): AdminCall<RecordAnswer<Dashboard>> => ({
    method: 'get',
    url: apiPaths.dashboard,
  }),

  /** The signed-in user's profile. */
  profile: (): AdminCall<ProfileAnswer> => ({
    method: 'get',
    url: apiPaths.profile,
  }),

  /** The signed-in user's sidebar favourites and recent pages. */
  profilePreferences: (): AdminCall<RecordAnswer<StoredNavPreferences>> => ({
    method: 'get',
    url: apiPaths.profilePreferences,
  }),

  /**
   * Replaces them, based on the version read: a 409 carries the document
   * as another tab or device left it.
   */
  replaceProfilePreferences: (
    { favourites, recents }: NavPreferences,
    version: number,
  ): AdminCall<RecordAnswer<StoredNavPreferences>> => ({
    method: 'put',
    url: apiPaths.profilePreferences,
    payload: { favourites, recents },
    headers: ifMatch(version),
  }),

  /** The saved views of one list that the user sees: their own, their roles' and everyone's. */
  listViews: (list: string): AdminCall<RecordAnswer<ListView[]>> => ({
    method: 'get',
    url: apiPaths.listViews,
    query: { list },
  }),

  /** Saves a view; one for a role or for everyone takes `list-views.share`. */
  saveListView: (view: NewListView): AdminCall<RecordAnswer<ListView>> => ({
    method: 'post',
    url: apiPaths.listViews,
    payload: view,
  }),

  deleteListView: (id: number): AdminCall<void> => ({
    method: 'delete',
    url: apiPaths.listView(id),
  }),

  /** Whether the list opens on this view for the user. */
  setDefaultListView: (
    id: number,
    isDefault: boolean,
  ): AdminCall<RecordAnswer<ListView>> => ({
    method: 'put',
    url: apiPaths.listViewDefault(id),
    payload: { isDefault },
  }),

  /** The desk's folder counts, narrowed by a search when one is typed. */
  deskFolders: (q: string): AdminCall<RecordAnswer<FolderCounts>> => ({
    method: 'get',
    url: deskPaths.folders,
    query: q ? { q } : {},
  }),

  /** Customers with open enquiries, latest activity first. */
  deskContacts: (): AdminCall<RecordAnswer<DeskContact[]>> => ({
    method: 'get',
    url: deskPaths.contacts,
  }),

  /** One of the desk's own bulk calls (label, move, assign) → the bulk report. */
  deskBulk: (
    verb: DeskBulkVerb,
    ids: readonly number[],
    values: Row,
  ): AdminCall<RecordAnswer<BulkReport>> => ({
    method: 'post',
    url: deskPaths.bulk(verb),
    payload: { ids: [...ids], ...values },
  }),

  /** Marks an enquiry read (`PUT`) or unread (`DELETE`) for the caller. */
  deskReadMarker: (id: number, isRead: boolean): AdminCall<unknown> => ({
    method: isRead ? 'put' : 'delete',
    url: deskPaths.read(String(id)),
    payload: {},
  }),

  /** A staff reply to the customer of an enquiry, with links and uploaded files' ids. */
  deskReply: (
    id: number,
    reply: {
      body: string;
      attachments: readonly string[];
      files: readonly number[];
    },
  ): AdminCall<RecordAnswer> => ({
    method: 'post',
    url: deskPaths.messages(String(id)),
    payload: reply,
  }),

  /** The users an enquiry may be assigned to. */
  deskAssignees: (): AdminCall<RecordAnswer<DeskAssignee[]>> => ({
    method: 'get',
    url: deskPaths.assignees,
  }),

  /** Assigns one enquiry (null: nobody), based on the version the screen read. */
  deskAssign: (
    id: number,
    assignedTo: number | null,
    version: number | undefined,
  ): AdminCall<RecordAnswer> => ({
    method: 'post',
    url: deskPaths.assign(String(id)),
    payload: { assignedTo },
    headers: ifMatch(version),
  }),

  /** Stores a file to send with a reply → its `enquiry-attachments` record. */
  deskUploadFile: (id: number, file: Blob): AdminCall<RecordAnswer> => {
    const form = new FormData();
    form.append('file', file);
    return {
      method: 'post',
      url: deskPaths.attachments(String(id)),
      payload: form,
    };
  },

  /** A file sent with a message, saved under its own name. */
  deskFile: (
    enquiryId: number,
    file: MessageFile,
  ): AdminCall<DownloadedFile> => ({
    method: 'get',
    url: deskPaths.attachment(String(enquiryId), String(file.attachmentId)),
    meta: { download: true, fileName: file.fileName },
  }),
} as const;
