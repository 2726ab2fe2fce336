import { http, HttpResponse } from 'msw';
import { buildEnums } from '../factories/build-enums';
import { buildUser } from '../factories/build-user';

/** Base of every handler; the console's default `VITE_API_BASE_URL`. */
export const API = '/api/v1';

/** Tokens the default handlers accept; a test may pretend either expired. */
export const TOKENS = {
  access: 'access-1',
  refresh: 'refresh-1',
  nextAccess: 'access-2',
  nextRefresh: 'refresh-2',
} as const;

export const DEFAULT_LIST_ROWS = [
  { id: 1, name: 'Maybank' },
  { id: 2, name: 'CIMB' },
];

/**
 * Thin contract handlers (docs/api-contract.md), one answer each: enums, profile,
 * auth and a generic list. Tests override them with `server.use(...)` for
 * 401 → refresh → retry, 422, 429, 503 and network errors.
 */
export const handlers = [
  http.get(`${API}/enums`, () => HttpResponse.json({ data: buildEnums() })),
  http.get(`${API}/health`, () =>
    HttpResponse.json({ data: { status: 'ok' } }),
  ),
  http.get(`${API}/admin/users/profile`, () =>
    HttpResponse.json({ data: buildUser() }),
  ),
  http.post(`${API}/auth/login`, () =>
    HttpResponse.json({
      data: { access_token: TOKENS.access, refresh_token: TOKENS.refresh },
    }),
  ),
  http.post(`${API}/auth/refresh`, () =>
    HttpResponse.json({
      data: {
        access_token: TOKENS.nextAccess,
        refresh_token: TOKENS.nextRefresh,
      },
    }),
  ),
  http.post(
    `${API}/auth/logout`,
    () => new HttpResponse(null, { status: 204 }),
  ),
  http.post(`${API}/auth/forgot-password`, () =>
    HttpResponse.json(
      { data: { message: 'A code is on its way.' } },
      { status: 202 },
    ),
  ),
  // Before the generic list: a list page asks for its saved views.
  http.get(`${API}/admin/list-views`, () => HttpResponse.json({ data: [] })),
  http.get(`${API}/admin/:resource`, () =>
    HttpResponse.json({
      data: DEFAULT_LIST_ROWS,
      meta: { total: DEFAULT_LIST_ROWS.length, page: 1, perPage: 25 },
    }),
  ),
];
