import axios, {
  isAxiosError,
  isCancel,
  type AxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { appStore } from '../state/app-store';
import { notify } from '../state/notify';
import { env } from '../config/env';
import {
  MAX_REFRESH_FAILURES,
  recordRefreshFailure,
  refreshFailureCount,
  refreshSession,
  resetRefreshFailures,
  waitForRefresh,
} from './refresh-token';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
} from '../state/token-storage';
import {
  csvRowCounter,
  expectedRows,
  fileNameFromDisposition,
  type DownloadProgress,
} from './download';
import { earlyKey, takeEarly } from './early-answers';
import { platformHeader } from './platform-header';
import { tokenHasLapsed } from '../state/token-lapse';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too Many Requests. Try again later!';
const TOO_MANY_REQUESTS_TOAST_MS = 2000;
const SESSION_EXPIRED_MESSAGE =
  'Your session has expired. Sign in again to continue.';

/**
 * The one HTTP client of the console: base `/api/v1`, JSON, the
 * `platform` header, the stored access token as Bearer, and no timeout (slow
 * reports must finish). Its interceptors handle errors once for every caller:
 * 401 refresh and replay, the 429 toast, maintenance on 503, offline on a
 * network error.
 */
export const apiClient = axios.create({
  baseURL: env.apiBaseUrl,
  headers: { 'Content-Type': 'application/json', ...platformHeader },
  timeout: 0,
});

function bearerOf(config: AxiosRequestConfig): string | null {
  const header = (config.headers as Record<string, unknown> | undefined)
    ?.Authorization;
  return typeof header === 'string' && header.startsWith('Bearer ')
    ? header.slice('Bearer '.length)
    : null;
}

apiClient.interceptors.request.use(
  async (config: InternalAxiosRequestConfig) => {
    // A request issued while a refresh runs waits for it, never sending the old token;
    // the refresh itself must not wait for itself.
    if (!config.skipAuthRefresh) await waitForRefresh();
    // Replays and the refresh call bring their own Bearer.
    if (config.headers.has('Authorization')) return config;
    let token = getAccessToken();
    // A token known to have lapsed (a reload after a break) is refreshed
    // before the request leaves, rather than sent to be refused and replayed:
    // a page's first calls would each have made a 401.
    if (
      token &&
      !config.skipAuthRefresh &&
      getRefreshToken() &&
      refreshFailureCount() <= MAX_REFRESH_FAILURES &&
      tokenHasLapsed(token)
    ) {
      await refreshSession(apiClient, token);
      token = getAccessToken();
    }
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  },
);

/** Logs out once; stragglers after the logout finished do nothing. */
function endSession(): void {
  const state = appStore.getState();
  if (!state.session.hasToken || state.common.isLogout) return;
  state.requestLogout('expired');
  notify({
    message: SESSION_EXPIRED_MESSAGE,
    variant: 'warning',
    key: 'session-expired',
  });
}

function isHealthy(): boolean {
  const { common } = appStore.getState();
  return common.isOffline === 0 && !common.isMaintenanceMode;
}

/** Resolves when the console is neither offline nor in maintenance. */
function waitForRecovery(): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = appStore.subscribe(() => {
      if (!isHealthy()) return;
      unsubscribe();
      resolve();
    });
  });
}

async function handleUnauthorized(error: AxiosError): Promise<AxiosResponse> {
  const config = error.config as InternalAxiosRequestConfig;
  if (config.isAuthReplay) {
    recordRefreshFailure();
    if (refreshFailureCount() > MAX_REFRESH_FAILURES) {
      clearTokens();
      endSession();
    }
    throw error;
  }
  if (!getRefreshToken() || refreshFailureCount() > MAX_REFRESH_FAILURES) {
    clearTokens();
    endSession();
    throw error;
  }
  const sentToken = bearerOf(config);
  const stored = getAccessToken();
  let accessToken: string;
  if (stored && stored !== sentToken) {
    // A late 401: the refresh already happened; replay without another.
    accessToken = stored;
  } else {
    const outcome = await refreshSession(apiClient, sentToken);
    if (outcome.status === 'rejected') {
      clearTokens();
      endSession();
      throw error;
    }
    if (outcome.status === 'error') throw outcome.error;
    if (outcome.status === 'unavailable') {
      // Offline or maintenance, not a failed refresh: keep the tokens and
      // resume once the API answers again.
      if (isHealthy()) throw error;
      await waitForRecovery();
      return handleUnauthorized(error);
    }
    accessToken = outcome.accessToken;
  }
  config.isAuthReplay = true;
  config.headers.set('Authorization', `Bearer ${accessToken}`);
  const response = await apiClient.request(config);
  resetRefreshFailures();
  return response;
}

let lastTooManyRequestsToast = 0;

function showTooManyRequests(): void {
  // Fifty requests rejected together must show one toast, not fifty.
  const now = Date.now();
  if (now - lastTooManyRequestsToast < TOO_MANY_REQUESTS_TOAST_MS) return;
  lastTooManyRequestsToast = now;
  notify({
    message: TOO_MANY_REQUESTS_MESSAGE,
    variant: 'error',
    key: 'http-429',
    autoHideDuration: TOO_MANY_REQUESTS_TOAST_MS,
  });
}

function etaOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('etaTime' in body))
    return null;
  const { etaTime } = body;
  return typeof etaTime === 'string' && etaTime !== '' ? etaTime : null;
}

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!isAxiosError(error) || !error.config) throw error;
  if (isCancel(error) || error.code === 'ERR_CANCELED') throw error;
  const response = error.response;
  if (!response) {
    appStore.getState().markOffline();
    throw error;
  }
  switch (response.status) {
    case 401:
      if (error.config.skipAuthRefresh) throw error;
      return handleUnauthorized(error);
    case 429:
      showTooManyRequests();
      throw error;
    case 503:
      appStore.getState().setMaintenanceMode(etaOf(response.data));
      throw error;
    default:
      throw error;
  }
});

/** Query parameters: a record (undefined values dropped) or ready-made URLSearchParams. */
export type QueryParams =
  URLSearchParams | Record<string, string | number | boolean | undefined>;

function toSearchParams(params?: QueryParams): URLSearchParams | undefined {
  if (!params || params instanceof URLSearchParams) return params;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.append(key, String(value));
  }
  return search;
}

/** Options every helper accepts; `signal` lets React Query cancel a call. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Login and logout: a 401 is an answer, not a reason to refresh. */
  skipAuthRefresh?: boolean;
  /** A CSV download's progress as its bytes arrive (the download is then read as a stream). */
  onCsvProgress?: (progress: DownloadProgress) => void;
}

/** A download's own cancel and progress, which a screen hands to the call it sends. */
export type Transfer = Pick<CallOptions, 'signal' | 'onCsvProgress'>;

/** The key an identical GET started early is kept under (early-answers.ts). */
export function requestKey(url: string, params?: QueryParams): string {
  return earlyKey(url, toSearchParams(params));
}

/** `GET url?params` → the response body (the head-start script's, when it sent this GET early). */
export function apiGet<T>(
  url: string,
  params?: QueryParams,
  options: CallOptions = {},
): Promise<T> {
  const search = toSearchParams(params);
  const send = () =>
    apiClient
      .get<T>(url, { params: search, ...options })
      .then((response) => response.data);
  // The head-start script's answer is undefined when it failed: this GET
  // then asks itself, through the interceptors (refresh, maintenance…).
  const early = takeEarly<T | undefined>(earlyKey(url, search));
  return early
    ? early.then((body) => (body === undefined ? send() : body))
    : send();
}

/** `POST url` with a JSON body → the response body. */
export async function apiPost<T>(
  url: string,
  body?: unknown,
  options: CallOptions = {},
) {
  return (await apiClient.post<T>(url, body, options)).data;
}

/** `PATCH url` with a JSON body → the response body. */
export async function apiPatch<T>(
  url: string,
  body?: unknown,
  options: CallOptions = {},
) {
  return (await apiClient.patch<T>(url, body, options)).data;
}

/** `PUT url` with a JSON body → the response body. */
export async function apiPut<T>(
  url: string,
  body?: unknown,
  options: CallOptions = {},
) {
  return (await apiClient.put<T>(url, body, options)).data;
}

/** `DELETE url`, with an optional JSON body → the response body (empty on 204). */
export async function apiDelete<T>(
  url: string,
  body?: unknown,
  options: CallOptions = {},
) {
  return (await apiClient.delete<T>(url, { data: body, ...options })).data;
}

/** Multipart upload: a File under `file`, or a ready FormData. */
export async function apiUpload<T>(
  url: string,
  file: Blob | FormData,
  params?: QueryParams,
  options: CallOptions = {},
) {
  const form = file instanceof FormData ? file : new FormData();
  if (!(file instanceof FormData)) form.append('file', file);
  const response = await apiClient.post<T>(url, form, {
    params: toSearchParams(params),
    ...options,
    // With the instance's JSON default axios would serialise the FormData as
    // JSON; marked multipart, it leaves the boundary to the browser.
    headers: { ...options.headers, 'Content-Type': 'multipart/form-data' },
  });
  return response.data;
}

export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`, else `fallbackName`. */
  fileName: string;
}

/** An error's body when it came as a stream: the envelope, for its message. */
async function withReadBody(error: unknown): Promise<unknown> {
  const response = isAxiosError(error) ? error.response : undefined;
  if (!(response?.data instanceof ReadableStream)) return error;
  const text = await new Response(response.data).text().catch(() => '');
  try {
    response.data = JSON.parse(text) as unknown;
  } catch {
    response.data = text;
  }
  return error;
}

/**
 * `GET url?params` as a stream (fetch's body, through the client's
 * interceptors), gathered into a file while `onProgress` hears how many
 * CSV rows have arrived. The signal stops the reading too: it is checked
 * between chunks, since a body already answered may not heed it.
 */
async function streamedDownload(
  url: string,
  params: URLSearchParams | undefined,
  { onCsvProgress: onProgress, ...options }: CallOptions,
): Promise<{ blob: Blob; headers: AxiosResponse['headers'] }> {
  const response = await apiClient
    .get<ReadableStream<Uint8Array<ArrayBuffer>>>(url, {
      params,
      ...options,
      adapter: 'fetch',
      responseType: 'stream',
      // fetch outside a page (tests) takes no relative URL.
      baseURL: new URL(env.apiBaseUrl, window.location.href).href,
    })
    .catch(async (error: unknown) => {
      throw await withReadBody(error);
    });
  const header = (name: string) => {
    const value: unknown = response.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const expected = expectedRows(header);
  const countRows = csvRowCounter();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.data.getReader();
  const stop = () => void reader.cancel();
  options.signal?.addEventListener('abort', stop);
  try {
    onProgress?.({ rows: 0, expected });
    for (;;) {
      const { done, value } = await reader.read();
      options.signal?.throwIfAborted();
      if (done) break;
      chunks.push(value);
      onProgress?.({ rows: countRows(value), expected });
    }
  } finally {
    options.signal?.removeEventListener('abort', stop);
  }
  const type = header('content-type');
  return {
    blob: new Blob(chunks, type ? { type } : {}),
    headers: response.headers,
  };
}

/** `GET url?params` as a file; streamed, with its progress, when `options.onCsvProgress` asks. */
export async function apiDownload(
  url: string,
  params?: QueryParams,
  fallbackName = 'download',
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const { blob, headers } = options.onCsvProgress
    ? await streamedDownload(url, toSearchParams(params), options)
    : await apiClient
        .get<Blob>(url, {
          params: toSearchParams(params),
          responseType: 'blob',
          ...options,
        })
        .then((response) => ({
          blob: response.data,
          headers: response.headers,
        }));
  const disposition = headers['content-disposition'] as string | undefined;
  return {
    blob,
    fileName: fileNameFromDisposition(disposition) ?? fallbackName,
  };
}
