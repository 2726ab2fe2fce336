/**
 * The reading pane's calls over real HTTP and the socket: status, assignee
 * and resolve with If-Match (audited, announced, moving the folder counts),
 * who may be assigned, and files for a reply — checked by their bytes,
 * refused when too large or of another kind whatever the client claims,
 * and served back safely only to users who may read the enquiry.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { maxFileBytes } from '../../src/registry/enquiry-desk';
import { apiAs, type ApiAnswer, type ApiClient } from './support/api-client';
import { connectRealtime } from './support/realtime-client';
import { startTestServer, type TestServer } from './support/test-server';

type Failure = { message: string; errors?: Record<string, string[]> };
type Enquiry = {
  data: { id: number; status: string; assignedTo: number | null };
};
type Attachment = {
  data: {
    id: number;
    enquiryId: number;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  };
};
type Counts = { data: Record<string, { total: number }> };

let server: TestServer;
let admin: ApiClient;
let staff: ApiClient;
let reviewer: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff, reviewer] = await Promise.all([
    apiAs(server, 'admin@zfood.my'),
    apiAs(server, 'staff@zfood.my'),
    apiAs(server, 'reviewer@zfood.my'),
  ]);
});
afterAll(() => server.close());

/** A new enquiry of a seeded customer, OPEN and in the inbox. */
async function newEnquiry(subject: string): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(
    "SELECT id FROM users WHERE user_type = 'CLIENT' ORDER BY id LIMIT 1",
  );
  const created = await admin.post<{ data: { id: number; code: string } }>(
    '/admin/enquiries',
    {
      userId: Number(rows[0]?.id),
      category: 'ORDER',
      subject,
      message: 'My order never came.',
    },
  );
  expect(created.status, created.text).toBe(201);
  // The pane and the list name it by its ticket, which the API gives it.
  expect(created.body.data.code).toMatch(/^E-[0-9A-F]{10}$/);
  return created.body.data.id;
}

/** The enquiry's ETag, as the pane holds it from its last read. */
async function etagOf(id: number): Promise<string> {
  const read = await admin.get(`/admin/enquiries/${id}`);
  return read.headers.get('etag') ?? '';
}

/** A call the pane makes: JSON with the version it read. */
const paneCall = <T>(path: string, body: unknown, etag: string) =>
  staff.request<T>('POST', path, body, { 'if-match': etag });

/** Sends one file as a browser would, with the name and type the client claims. */
async function upload<T>(
  client: ApiClient,
  enquiryId: number,
  bytes: Uint8Array | string,
  name: string,
  claimedType: string,
): Promise<ApiAnswer<T>> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: claimedType }), name);
  const response = await fetch(
    `${server.baseUrl}/api/v1/admin/enquiries/${enquiryId}/attachments`,
    {
      method: 'POST',
      headers: {
        authorization: client.authorization,
        platform: 'admin_frontend',
      },
      body: form,
    },
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text.startsWith('{') ? JSON.parse(text) : text) as T,
    text,
  };
}

/** A stored file as a client downloads it. */
async function download(client: ApiClient, enquiryId: number, id: number) {
  const response = await fetch(
    `${server.baseUrl}/api/v1/admin/enquiries/${enquiryId}/attachments/${id}`,
    {
      headers: {
        authorization: client.authorization,
        platform: 'admin_frontend',
      },
    },
  );
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const png = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

test('who may be assigned: admins and staff who may update enquiries, not a finance reviewer', async () => {
  const answer = await staff.get<{ data: { id: number; name: string }[] }>(
    '/admin/enquiries/assignees',
  );
  expect(answer.status, answer.text).toBe(200);
  const ids = answer.body.data.map((user) => user.id);
  expect(ids).toEqual(expect.arrayContaining([admin.userId, staff.userId]));
  expect(ids).not.toContain(reviewer.userId);
  expect((await reviewer.get('/admin/enquiries/assignees')).status).toBe(403);

  const id = await newEnquiry('Pane assign a reviewer');
  const refused = await paneCall<Failure>(
    `/admin/enquiries/${id}/assign`,
    { assignedTo: reviewer.userId },
    await etagOf(id),
  );
  expect(refused.status).toBe(422);
  expect(refused.body.errors?.assignedTo).toBeDefined();
});

test('the pane assigns, starts and resolves with If-Match; a stale version is a 409; each change is announced and moves the counts', async () => {
  const subject = `Pane controls ${Date.now()}`;
  const id = await newEnquiry(subject);
  const counts = async () =>
    (
      await staff.get<Counts>(
        `/admin/enquiries/folders?q=${encodeURIComponent(subject)}`,
      )
    ).body.data;
  expect((await counts()).inbox?.total).toBe(1);
  const { access_token } = await server.login('admin@zfood.my', 'Admin123!');
  const socket = await connectRealtime(server.wsUrl);
  socket.send({ event: 'authenticate', data: access_token });
  await socket.next((f) => f.event === 'identity');

  const stale = await etagOf(id);
  const assigned = await paneCall<Enquiry>(
    `/admin/enquiries/${id}/assign`,
    { assignedTo: staff.userId },
    stale,
  );
  expect(assigned.status, assigned.text).toBe(200);
  expect(assigned.body.data.assignedTo).toBe(staff.userId);
  expect(assigned.headers.get('etag')).not.toBe(stale);
  const notice = await socket.next(
    (f) =>
      f.event === 'resource.changed' &&
      (f.data as { resource: string }).resource === 'enquiries',
  );
  expect(notice.data).toMatchObject({ type: 'updated', ids: [id] });
  expect((await counts()).mine?.total).toBe(1);
  await socket.close();

  // Someone else's change came first: the version the pane read is stale.
  const again = await paneCall<Failure>(
    `/admin/enquiries/${id}/assign`,
    { assignedTo: null },
    stale,
  );
  expect(again.status).toBe(409);

  const started = await paneCall<Enquiry>(
    `/admin/enquiries/${id}/start`,
    {},
    await etagOf(id),
  );
  expect(started.status, started.text).toBe(200);
  expect(started.body.data.status).toBe('IN_PROGRESS');

  const resolveStale = await paneCall<Failure>(
    `/admin/enquiries/${id}/resolve`,
    { reason: 'Refunded in full.' },
    stale,
  );
  expect(resolveStale.status).toBe(409);
  const resolved = await paneCall<Enquiry>(
    `/admin/enquiries/${id}/resolve`,
    { reason: 'Refunded in full.' },
    await etagOf(id),
  );
  expect(resolved.status, resolved.text).toBe(200);
  expect(resolved.body.data.status).toBe('RESOLVED');
  expect(await counts()).toMatchObject({
    inbox: { total: 0 },
    resolved: { total: 1 },
  });

  // A settled enquiry keeps the assignee who settled it.
  const late = await paneCall<Failure>(
    `/admin/enquiries/${id}/assign`,
    { assignedTo: null },
    await etagOf(id),
  );
  expect(late.status).toBe(409);
  const audit = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM audit_logs WHERE resource = 'enquiries' AND record_id = $1::text",
    [String(id)],
  );
  // Created, assigned, started, resolved.
  expect(audit.rows[0]?.n).toBe(4);
});

test('a picture is stored, served back as its checked type with nosniff, and sent with a reply', async () => {
  const id = await newEnquiry('Pane picture');
  const stored = await upload<Attachment>(
    staff,
    id,
    png,
    'receipt.png',
    'image/png',
  );
  expect(stored.status, stored.text).toBe(201);
  expect(stored.body.data).toMatchObject({
    enquiryId: id,
    fileName: 'receipt.png',
    contentType: 'image/png',
    sizeBytes: png.byteLength,
  });

  const served = await download(staff, id, stored.body.data.id);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('content-disposition')).toMatch(
    /^inline; filename="receipt.png"/,
  );
  expect(served.headers.get('content-security-policy')).toContain('sandbox');
  expect(served.bytes).toEqual(png);

  const sent = await staff.post<{ data: { attachments: unknown[] } }>(
    `/admin/enquiries/${id}/messages`,
    {
      body: 'Your receipt.',
      attachments: ['https://files.zfood.my/a.pdf'],
      files: [stored.body.data.id],
    },
  );
  expect(sent.status, sent.text).toBe(201);
  expect(sent.body.data.attachments).toEqual([
    'https://files.zfood.my/a.pdf',
    {
      attachmentId: stored.body.data.id,
      fileName: 'receipt.png',
      contentType: 'image/png',
      sizeBytes: png.byteLength,
    },
  ]);
  const other = await newEnquiry('Pane picture elsewhere');
  const misplaced = await staff.post<Failure>(
    `/admin/enquiries/${other}/messages`,
    { body: 'Wrong thread.', files: [stored.body.data.id] },
  );
  expect(misplaced.status).toBe(422);
  expect(misplaced.body.errors?.files).toBeDefined();
  expect((await download(staff, other, stored.body.data.id)).status).toBe(404);
});

test('a PDF and plain text are downloads, never shown by the browser', async () => {
  const id = await newEnquiry('Pane documents');
  const pdf = await upload<Attachment>(
    staff,
    id,
    '%PDF-1.4\n%âãÏÓ\n',
    'invoice.pdf',
    'application/pdf',
  );
  expect(pdf.status, pdf.text).toBe(201);
  const text = await upload<Attachment>(
    staff,
    id,
    'Order 42 was refunded.\n',
    'notes',
    'application/octet-stream',
  );
  expect(text.status, text.text).toBe(201);
  expect(text.body.data).toMatchObject({
    fileName: 'notes.txt',
    contentType: 'text/plain',
  });
  const servedPdf = await download(admin, id, pdf.body.data.id);
  expect(servedPdf.headers.get('content-type')).toBe('application/pdf');
  expect(servedPdf.headers.get('content-disposition')).toMatch(
    /^attachment; filename="invoice.pdf"/,
  );
  const servedText = await download(admin, id, text.body.data.id);
  expect(servedText.headers.get('content-type')).toBe(
    'text/plain; charset=utf-8',
  );
  expect(servedText.headers.get('content-disposition')).toMatch(
    /^attachment; /,
  );
});

test('a file of another kind is refused whatever type and name the client claims', async () => {
  const id = await newEnquiry('Pane lying upload');
  const before = await admin.get<{ meta: { total: number } }>(
    `/admin/enquiry-attachments?search[enquiryId]=${id}`,
  );
  for (const [bytes, name, type] of [
    [Uint8Array.of(0x4d, 0x5a, 0x90, 0, 3, 0), 'photo.png', 'image/png'],
    [Uint8Array.of(0x50, 0x4b, 3, 4, 20, 0), 'scan.pdf', 'application/pdf'],
    [Uint8Array.of(0x89, 0x50, 0x4e, 0x00, 0xff), 'notes.txt', 'text/plain'],
  ] as const) {
    const refused = await upload<Failure>(staff, id, bytes, name, type);
    expect(refused.status, name).toBe(422);
    expect(refused.body.errors?.file?.[0]).toMatch(/PNG, JPEG, WebP, PDF/);
  }
  const empty = await upload<Failure>(staff, id, '', 'a.txt', 'text/plain');
  expect(empty.status).toBe(422);
  const after = await admin.get<{ meta: { total: number } }>(
    `/admin/enquiry-attachments?search[enquiryId]=${id}`,
  );
  expect(after.body.meta.total).toBe(before.body.meta.total);
});

test('a file over the limit is a 413 that says the limit; one at the limit is stored', async () => {
  const id = await newEnquiry('Pane large upload');
  const atLimit = new Uint8Array(maxFileBytes).fill(0x61);
  const over = new Uint8Array(maxFileBytes + 1).fill(0x61);
  const refused = await upload<Failure>(
    staff,
    id,
    over,
    'big.txt',
    'text/plain',
  );
  expect(refused.status).toBe(413);
  expect(refused.body.message).toMatch(/larger than 5 MB/);
  expect(refused.body.errors?.file).toBeDefined();
  const stored = await upload<Attachment>(
    staff,
    id,
    atLimit,
    'big.txt',
    'text/plain',
  );
  expect(stored.status, stored.text.slice(0, 200)).toBe(201);
  expect(stored.body.data.sizeBytes).toBe(maxFileBytes);
});

test('only users who may read the enquiry get its files; a closed enquiry takes none', async () => {
  const id = await newEnquiry('Pane private file');
  const stored = await upload<Attachment>(
    staff,
    id,
    png,
    'passport.png',
    'image/png',
  );
  expect(stored.status, stored.text).toBe(201);
  const fileId = stored.body.data.id;
  const client = await apiAs(server, 'client@zfood.my');
  expect((await download(reviewer, id, fileId)).status).toBe(403);
  expect((await download(client, id, fileId)).status).toBe(403);
  expect((await upload(reviewer, id, png, 'x.png', 'image/png')).status).toBe(
    403,
  );
  expect((await download(staff, id, 999_999_999)).status).toBe(404);
  // A seeded attachment is a link kept elsewhere: no bytes to serve.
  const linked = await admin.get<{ data: { id: number; enquiryId: number }[] }>(
    '/admin/enquiry-attachments?perPage=1&sort=id',
  );
  const seeded = linked.body.data[0];
  if (seeded)
    expect((await download(staff, seeded.enquiryId, seeded.id)).status).toBe(
      404,
    );

  const closed = await admin.post(`/admin/enquiries/${id}/close`, {});
  expect(closed.status, closed.text).toBe(200);
  const late = await upload<Failure>(staff, id, png, 'late.png', 'image/png');
  expect(late.status).toBe(409);
  // A JSON body is no upload.
  expect(
    (await staff.post(`/admin/enquiries/${id}/attachments`, { file: 'x' }))
      .status,
  ).toBe(415);
});

test('the OpenAPI document describes the pane’s calls', async () => {
  const answer = await admin.get<{
    paths: Record<string, Record<string, unknown>>;
  }>('/openapi.json');
  expect(Object.keys(answer.body.paths)).toEqual(
    expect.arrayContaining([
      '/api/v1/admin/enquiries/assignees',
      '/api/v1/admin/enquiries/{id}/assign',
      '/api/v1/admin/enquiries/{id}/attachments',
      '/api/v1/admin/enquiries/{id}/attachments/{attachmentId}',
    ]),
  );
});
