import type { APIRequestContext, APIResponse } from '@playwright/test';
import { DEMO_USERS, type DemoRole } from './ui-login';

type Row = Record<string, unknown>;

/** A list answer as the contract gives it. */
export interface ListEnvelope {
  data: Row[];
  meta: { total: number; page: number; perPage: number };
}

/** Calls the reference API as one demo user, beside what the browser does. */
export interface ApiClient {
  /** Any call; the answer is returned as it is, whatever its status. */
  send(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<APIResponse>;
  /** GET of a list; fails unless the answer is a 200. */
  list(path: string): Promise<ListEnvelope>;
  /** GET of one record; fails unless the answer is a 200. */
  one(path: string): Promise<Row>;
  /** POST of a record or an action; fails unless the answer is a 2xx. */
  post(path: string, body?: unknown): Promise<Row>;
  /**
   * Reads the record, then PATCHes it with If-Match set to what was read, as
   * the console does; fails unless the answer is a 2xx.
   */
  edit(path: string, body: Record<string, unknown>): Promise<Row>;
}

// e2e access tokens live five seconds; a token older than this is replaced before use.
const tokenReuseMs = 2_500;
const headers = { platform: 'admin_frontend' };

/**
 * An API client signed in as `role` (paths are under /api/v1). It signs in
 * again whenever its token could expire mid-call, so a slow journey never
 * sees a 401 from its own set-up calls.
 */
export function apiAs(request: APIRequestContext, role: DemoRole): ApiClient {
  let token: { value: string; at: number } | undefined;

  async function bearer(): Promise<string> {
    if (token && Date.now() - token.at < tokenReuseMs) return token.value;
    const response = await request.post('/api/v1/auth/login', {
      data: DEMO_USERS[role],
      headers,
    });
    if (!response.ok())
      throw new Error(
        `Login as ${role} answered ${response.status()}: ${await response.text()}`,
      );
    const { data } = (await response.json()) as {
      data: { access_token: string };
    };
    token = { value: data.access_token, at: Date.now() };
    return token.value;
  }

  const send = async (
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) =>
    request.fetch(`/api/v1${path}`, {
      method,
      headers: {
        ...headers,
        ...extra,
        authorization: `Bearer ${await bearer()}`,
      },
      data: body,
    });

  async function expectOk(response: APIResponse, what: string): Promise<Row> {
    if (!response.ok())
      throw new Error(
        `${what} answered ${response.status()}: ${await response.text()}`,
      );
    return (await response.json()) as Row;
  }

  return {
    send,
    list: async (path) =>
      (await expectOk(
        await send('GET', path),
        `GET ${path}`,
      )) as unknown as ListEnvelope,
    one: async (path) =>
      (await expectOk(await send('GET', path), `GET ${path}`)).data as Row,
    post: async (path, body) =>
      (await expectOk(await send('POST', path, body ?? {}), `POST ${path}`))
        .data as Row,
    edit: async (path, body) => {
      const read = await send('GET', path);
      await expectOk(read, `GET ${path}`);
      const etag = read.headers().etag ?? '';
      return (
        await expectOk(
          await send('PATCH', path, body, { 'if-match': etag }),
          `PATCH ${path}`,
        )
      ).data as Row;
    },
  };
}
