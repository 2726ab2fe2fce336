import type { TestServer } from './test-server';

/** An answer with its body parsed (JSON when it is JSON, else text). */
export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface ApiClient {
  userId: number;
  /** The `Authorization` header this client sends, for requests it cannot shape (raw bodies). */
  authorization: string;
  request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiAnswer<T>>;
  get<T = unknown>(path: string): Promise<ApiAnswer<T>>;
  post<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  patch<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  put<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  del<T = unknown>(path: string): Promise<ApiAnswer<T>>;
  /**
   * Reads the record at `path`, then PATCHes (or PUTs) it with `If-Match` set
   * to the ETag it read, as the console does.
   */
  edit<T = unknown>(
    path: string,
    body: unknown,
    method?: 'PATCH' | 'PUT',
  ): Promise<ApiAnswer<T>>;
  /** Sends a multipart upload with one `file` part. */
  upload<T = unknown>(
    path: string,
    file: Blob | Uint8Array | string,
    name?: string,
  ): Promise<ApiAnswer<T>>;
}

/** The demo accounts' passwords, by e-mail. */
export const demoPasswords: Record<string, string> = {
  'admin@zfood.my': 'Admin123!',
  'finance@zfood.my': 'Finance123!',
  'reviewer@zfood.my': 'Reviewer123!',
  'staff@zfood.my': 'Staff123!',
  'client@zfood.my': 'Client123!',
};

/**
 * Signs in (as a demo user, unless a `password` is given) and returns a small client for `/api/v1` paths
 * (`'/admin/orders'`), with the bearer token and platform header set.
 *
 * @example
 * const admin = await apiAs(server, 'admin@zfood.my');
 * const { body } = await admin.get('/admin/orders?perPage=5');
 */
export async function apiAs(
  server: TestServer,
  email: string,
  password = demoPasswords[email],
): Promise<ApiClient> {
  if (!password)
    throw new Error(`${email} is not a demo account; add it to demoPasswords`);
  const tokens = await server.login(email, password);
  const auth = {
    authorization: `Bearer ${tokens.access_token}`,
    platform: 'admin_frontend',
  };
  const send = async <T>(
    method: string,
    path: string,
    init: RequestInit,
  ): Promise<ApiAnswer<T>> => {
    const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
      method,
      ...init,
    });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes(
      'json',
    );
    return {
      status: response.status,
      headers: response.headers,
      body: (isJson && text ? JSON.parse(text) : text) as T,
      text,
    };
  };
  const client: ApiClient = {
    userId: 0,
    authorization: auth.authorization,
    request: (method, path, body, headers = {}) =>
      send(method, path, {
        headers: {
          ...auth,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body:
          body === undefined
            ? undefined
            : typeof body === 'string'
              ? body
              : JSON.stringify(body),
      }),
    get: (path) => client.request('GET', path),
    post: (path, body) => client.request('POST', path, body ?? {}),
    patch: (path, body) => client.request('PATCH', path, body),
    put: (path, body) => client.request('PUT', path, body),
    del: (path) => client.request('DELETE', path),
    edit: async (path, body, method = 'PATCH') => {
      const read = await client.get(path);
      const etag = read.headers.get('etag');
      return client.request(
        method,
        path,
        body,
        etag ? { 'if-match': etag } : {},
      );
    },
    upload: (path, file, name = 'upload.csv') => {
      const form = new FormData();
      const blob =
        file instanceof Blob ? file : new Blob([file], { type: 'text/csv' });
      form.append('file', blob, name);
      return send('POST', path, { headers: auth, body: form });
    },
  };
  const profile = await client.get<{ data: { id: number } }>(
    '/admin/users/profile',
  );
  client.userId = profile.body.data.id;
  return client;
}
