import type {
  BaseRecord,
  CreateParams,
  CreateResponse,
  CustomParams,
  CustomResponse,
  DataProvider,
  DeleteOneParams,
  DeleteOneResponse,
  GetListParams,
  GetListResponse,
  GetManyParams,
  GetManyResponse,
  GetOneParams,
  GetOneResponse,
  MetaQuery,
  UpdateParams,
  UpdateResponse,
} from '@refinedev/core';
import {
  apiDelete,
  apiDownload,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  apiUpload,
  requestKey,
  type CallOptions,
  type Transfer,
} from '../http/api-client';
import { env } from '../config/env';
import { toHttpError } from '../http/http-error';
import { buildListQuery, MAX_PER_PAGE } from '../http/list-query';
import type { Registry } from '../registry/create-registry';
import { apiResourceName } from '../registry/resource-key';
import {
  appendExtras,
  type FacetCounts,
  type ListTotals,
  type ReferenceTitles,
} from './response-extras';
import { apiPaths } from '../registry/paths';

interface ListEnvelope<T> {
  data: T[];
  meta?: {
    total?: number;
    /** Above the server's exact-count limit `total` is its estimate. */
    totalIsEstimate?: boolean;
    page?: number;
    perPage?: number;
    facets?: FacetCounts;
    /** The `facets` fields whose counts are estimates, for the same reason. */
    estimatedFacets?: string[];
    totals?: ListTotals;
    /** Instead of `totals` when too many rows match to sum on request. */
    totalsWithheld?: boolean;
    titles?: ReferenceTitles;
  };
}

interface RecordEnvelope<T> {
  data: T;
  meta?: { titles?: ReferenceTitles };
}

function callOptions(meta?: MetaQuery): CallOptions {
  const headers: unknown = meta?.headers;
  // A download's own cancel and progress, as sendAdminCall passes them.
  const transfer = meta?.transfer as Transfer | undefined;
  return {
    signal: meta?.queryContext?.signal,
    headers:
      typeof headers === 'object' && headers !== null
        ? (headers as Record<string, string>)
        : undefined,
    ...transfer,
  };
}

async function mapErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}

/**
 * The data provider's `custom`, for any path of the API: actions, bulk
 * actions, reports, CSV export (`meta.download`) and import (a `FormData`
 * payload). It reads no registry, so calls made outside Refine (the
 * session's profile, the menu's counts) send through it directly.
 */
export const customCall: NonNullable<DataProvider['custom']> = async <
  T extends BaseRecord = BaseRecord,
  Q = unknown,
  P = unknown,
>({
  url,
  method,
  sorters,
  filters,
  payload,
  query,
  headers,
  meta,
}: CustomParams<Q, P>): Promise<CustomResponse<T>> => {
  const options: CallOptions = {
    ...callOptions(meta),
    headers,
  };
  const search =
    sorters || filters
      ? buildListQuery({ pagination: { mode: 'off' }, sorters, filters })
      : new URLSearchParams();
  if (sorters || filters) {
    search.delete('page');
    search.delete('perPage');
  }
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(
      query as Record<string, unknown>,
    )) {
      if (
        typeof value === 'string' ||
        typeof value === 'number' ||
        typeof value === 'boolean'
      ) {
        search.set(key, String(value));
      }
    }
  }
  const path = url.startsWith(env.apiBaseUrl)
    ? url.slice(env.apiBaseUrl.length)
    : url;
  const data = await mapErrors(async () => {
    if (meta?.download === true) {
      const fallback =
        typeof meta.fileName === 'string' ? meta.fileName : 'download';
      return apiDownload(path, search, fallback, options);
    }
    if (payload instanceof FormData)
      return apiUpload(path, payload, search, options);
    switch (method) {
      case 'get':
      case 'head':
      case 'options':
        return apiGet(path, search, options);
      case 'delete':
        return apiDelete(
          `${path}${search.size ? `?${search.toString()}` : ''}`,
          payload,
          options,
        );
      case 'post':
        return apiPost(
          `${path}${search.size ? `?${search.toString()}` : ''}`,
          payload,
          options,
        );
      case 'put':
        return apiPut(
          `${path}${search.size ? `?${search.toString()}` : ''}`,
          payload,
          options,
        );
      case 'patch':
        return apiPatch(
          `${path}${search.size ? `?${search.toString()}` : ''}`,
          payload,
          options,
        );
    }
  });
  return { data: data as T };
};

/**
 * The API segment of a Refine resource: `meta.apiName`, else the registry
 * entry's (saved views such as payout-request call their source's API),
 * else the identifier itself.
 */
function collectionPath(
  registry: Registry,
  resource: string,
  meta?: MetaQuery,
): string {
  const fromMeta: unknown = meta?.apiName;
  if (typeof fromMeta === 'string') return apiPaths.collection(fromMeta);
  const entry = registry.byKey(resource);
  return apiPaths.collection(entry ? apiResourceName(entry) : resource);
}

/** A list's query string: page, sort, filters, and the extras `meta` asks for. */
function listQuery({
  pagination,
  sorters,
  filters,
  meta,
}: Pick<
  GetListParams,
  'pagination' | 'sorters' | 'filters' | 'meta'
>): URLSearchParams {
  return appendExtras(buildListQuery({ pagination, sorters, filters }), meta);
}

/**
 * The GET the data provider's `getList` sends for `params`, as
 * `path?query` (the head-start script sends it ahead of the console).
 */
export function listRequestKey(
  registry: Registry,
  params: GetListParams,
): string {
  return requestKey(
    collectionPath(registry, params.resource, params.meta),
    listQuery(params),
  );
}

/**
 * Refine's DataProvider over the API contract: lists with
 * `page`/`perPage`/`sort`/`q`/`search[…]` and `meta.total` (an estimate
 * when `totalIsEstimate`: read it with `isTotalEstimated`); `meta.facets`,
 * `meta.totals` and `meta.include` of a `getList` or `getOne` call (field
 * names) ask the same request for counts per state, sums and references'
 * titles, answered as `facets`, `totals` and `titles` beside `data` (read
 * them with `facetsOf`, `totalsOf` and `titlesOf`; `areTotalsWithheld`
 * when too many rows match to sum); records; `PATCH`
 * for updates (`meta.method: 'put'` for a full replace); `custom` for actions
 * (`POST /admin/{resource}/{id}/{action}`), bulk actions, reports, CSV export
 * (`meta.download`) and import (a `FormData` payload). Every failure becomes
 * a Refine `HttpError` whose `errors` land on form fields. A resource's API
 * path comes from its registry entry.
 *
 * @example
 * <Refine dataProvider={createDataProvider(registry)} … />
 */
export function createDataProvider(registry: Registry): DataProvider {
  const apiPathOf = (resource: string, meta?: MetaQuery) =>
    collectionPath(registry, resource, meta);

  function recordPath(
    resource: string,
    id: string | number,
    meta?: MetaQuery,
  ): string {
    return `${apiPathOf(resource, meta)}/${encodeURIComponent(String(id))}`;
  }

  return {
    getApiUrl: () => env.apiBaseUrl,

    getList: async <T extends BaseRecord = BaseRecord>({
      resource,
      pagination,
      sorters,
      filters,
      meta,
    }: GetListParams): Promise<GetListResponse<T>> => {
      const body = await mapErrors(() =>
        apiGet<ListEnvelope<T>>(
          apiPathOf(resource, meta),
          listQuery({ pagination, sorters, filters, meta }),
          callOptions(meta),
        ),
      );
      return {
        data: body.data,
        total: body.meta?.total ?? body.data.length,
        ...(body.meta?.totalIsEstimate === true && { totalIsEstimate: true }),
        facets: body.meta?.facets,
        estimatedFacets: body.meta?.estimatedFacets,
        totals: body.meta?.totals,
        ...(body.meta?.totalsWithheld === true && { totalsWithheld: true }),
        titles: body.meta?.titles,
      };
    },

    getMany: async <T extends BaseRecord = BaseRecord>({
      resource,
      ids,
      meta,
    }: GetManyParams): Promise<GetManyResponse<T>> => {
      const chunks: (typeof ids)[] = [];
      for (let i = 0; i < ids.length; i += MAX_PER_PAGE)
        chunks.push(ids.slice(i, i + MAX_PER_PAGE));
      const pages = await Promise.all(
        chunks.map((chunk) =>
          mapErrors(() =>
            apiGet<ListEnvelope<T>>(
              apiPathOf(resource, meta),
              buildListQuery({
                pagination: { currentPage: 1, pageSize: chunk.length },
                filters: [{ field: 'id', operator: 'in', value: chunk }],
              }),
              callOptions(meta),
            ),
          ),
        ),
      );
      return { data: pages.flatMap((p) => p.data) };
    },

    getOne: async <T extends BaseRecord = BaseRecord>({
      resource,
      id,
      meta,
    }: GetOneParams): Promise<GetOneResponse<T>> => {
      const include = appendExtras(new URLSearchParams(), {
        include: meta?.include,
      });
      const body = await mapErrors(() =>
        apiGet<RecordEnvelope<T>>(
          recordPath(resource, id, meta),
          include.size > 0 ? include : undefined,
          callOptions(meta),
        ),
      );
      const response: GetOneResponse<T> & { titles?: ReferenceTitles } = {
        data: body.data,
        titles: body.meta?.titles,
      };
      return response;
    },

    create: async <T extends BaseRecord = BaseRecord, V = unknown>({
      resource,
      variables,
      meta,
    }: CreateParams<V>): Promise<CreateResponse<T>> => {
      const body = await mapErrors(() =>
        apiPost<RecordEnvelope<T>>(
          apiPathOf(resource, meta),
          variables,
          callOptions(meta),
        ),
      );
      return { data: body.data };
    },

    update: async <T extends BaseRecord = BaseRecord, V = unknown>({
      resource,
      id,
      variables,
      meta,
    }: UpdateParams<V>): Promise<UpdateResponse<T>> => {
      const send = meta?.method === 'put' ? apiPut : apiPatch;
      const body = await mapErrors(() =>
        send<RecordEnvelope<T>>(
          recordPath(resource, id, meta),
          variables,
          callOptions(meta),
        ),
      );
      return { data: body.data };
    },

    deleteOne: async <T extends BaseRecord = BaseRecord, V = unknown>({
      resource,
      id,
      variables,
      meta,
    }: DeleteOneParams<V>): Promise<DeleteOneResponse<T>> => {
      const body = await mapErrors(() =>
        apiDelete<RecordEnvelope<T> | ''>(
          recordPath(resource, id, meta),
          variables,
          callOptions(meta),
        ),
      );
      // 204 has no body; Refine only needs something to put in its cache.
      return { data: (body === '' || !body ? { id } : body.data) as T };
    },

    custom: customCall,
  };
}
