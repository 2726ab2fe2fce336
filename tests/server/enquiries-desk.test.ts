/**
 * The enquiries desk over real HTTP and the socket: folder counts that match
 * their lists, read and unread per staff user, bulk calls that report the
 * row that failed, a staff reply that starts an OPEN enquiry and reaches
 * other staff live, and the one policy keeping client accounts out.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, type ApiClient } from './support/api-client';
import { connectRealtime } from './support/realtime-client';
import { startTestServer, type TestServer } from './support/test-server';

type Counts = Record<string, { total: number; unread: number }>;
type Report = {
  data: { succeeded: number[]; failed: { id: number; message: string }[] };
};
type Failure = { message: string; errors?: Record<string, string[]> };

let server: TestServer;
let admin: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    apiAs(server, 'admin@zfood.my'),
    apiAs(server, 'staff@zfood.my'),
  ]);
});
afterAll(() => server.close());

/** A new enquiry of the seeded customers', OPEN and in the inbox. */
async function newEnquiry(subject: string): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(
    "SELECT id FROM users WHERE user_type = 'CLIENT' ORDER BY id LIMIT 1",
  );
  const created = await admin.post<{ data: { id: number } }>(
    '/admin/enquiries',
    {
      userId: Number(rows[0]?.id),
      category: 'ORDER',
      subject,
      message: 'Where is my order?',
    },
  );
  expect(created.status, created.text).toBe(201);
  return created.body.data.id;
}

const folders = (client: ApiClient, query = '') =>
  client.get<{ data: Counts }>(`/admin/enquiries/folders${query}`);

test('each folder count equals the total of the list with the folder’s filters', async () => {
  const counts = await folders(admin);
  expect(counts.status, counts.text).toBe(200);
  const lists: Record<string, string> = {
    inbox: 'search[mailbox]=INBOX&search[status][in]=OPEN,IN_PROGRESS',
    mine: `search[mailbox]=INBOX&search[status][in]=OPEN,IN_PROGRESS&search[assignedTo]=1`,
    resolved: 'search[mailbox]=INBOX&search[status][in]=RESOLVED,CLOSED',
    spam: 'search[mailbox]=SPAM',
  };
  for (const [folder, query] of Object.entries(lists)) {
    const list = await admin.get<{ meta: { total: number } }>(
      `/admin/enquiries?${query}`,
    );
    expect(counts.body.data[folder]?.total, folder).toBe(list.body.meta.total);
  }
  const all = await admin.get<{ meta: { total: number } }>('/admin/enquiries');
  expect(
    counts.body.data.inbox!.total +
      counts.body.data.resolved!.total +
      counts.body.data.spam!.total,
  ).toBe(all.body.meta.total);
});

test('read and unread are per staff user, and a search narrows the counts', async () => {
  const id = await newEnquiry('Desk read-marker check');
  const before = (await folders(admin)).body.data.inbox!;
  const staffBefore = (await folders(staff)).body.data.inbox!;

  expect((await admin.put(`/admin/enquiries/${id}/read`)).status).toBe(200);
  expect((await folders(admin)).body.data.inbox!.unread).toBe(
    before.unread - 1,
  );
  // The other user's unread count is theirs alone.
  expect((await folders(staff)).body.data.inbox!.unread).toBe(
    staffBefore.unread,
  );

  expect((await admin.del(`/admin/enquiries/${id}/read`)).status).toBe(200);
  expect((await folders(admin)).body.data.inbox!.unread).toBe(before.unread);

  const searched = await folders(admin, '?q=read-marker');
  expect(searched.body.data.inbox).toEqual({ total: 1, unread: 1 });
  expect((await admin.put('/admin/enquiries/999999/read')).status).toBe(404);
});

test('a bulk assign reports the settled enquiry it refused and why', async () => {
  const open = await newEnquiry('Desk bulk assign open');
  const settled = await newEnquiry('Desk bulk assign settled');
  const resolved = await admin.post(`/admin/enquiries/${settled}/resolve`, {
    reason: 'Refunded.',
  });
  expect(resolved.status, resolved.text).toBe(200);

  const answer = await admin.post<Report>('/admin/enquiries/bulk-assign', {
    ids: [open, settled, 999999],
    assignedTo: 4, // staff@zfood.my
  });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.data.succeeded).toEqual([open]);
  expect(answer.body.data.failed).toEqual([
    { id: settled, message: expect.stringMatching(/resolved/i) as string },
    { id: 999999, message: 'No enquiry with id 999999' },
  ]);
  const stored = await admin.get<{ data: { assignedTo: number } }>(
    `/admin/enquiries/${open}`,
  );
  expect(stored.body.data.assignedTo).toBe(4);
  const audit = await server.db.query(
    "SELECT 1 FROM audit_logs WHERE resource = 'enquiries' AND record_id = $1::text",
    [String(open)],
  );
  expect(audit.rows.length).toBeGreaterThan(0);
});

test('bulk label adds and removes a label; bulk move sends to spam; bad bodies are 422s', async () => {
  const id = await newEnquiry('Desk bulk label');
  const label = await admin.get<{ data: { id: number }[] }>(
    '/admin/enquiry-labels?sort=name',
  );
  const labelId = label.body.data[0]!.id;
  const added = await admin.post<Report>('/admin/enquiries/bulk-label', {
    ids: [id],
    labelId,
  });
  expect(added.body.data.succeeded).toEqual([id]);
  const labelled = await admin.get<{ meta: { total: number } }>(
    `/admin/enquiries?search[labelIds]=${labelId}&q=Desk%20bulk%20label`,
  );
  expect(labelled.body.meta.total).toBe(1);
  await admin.post('/admin/enquiries/bulk-label', {
    ids: [id],
    labelId,
    remove: true,
  });
  const unlabelled = await admin.get<{ meta: { total: number } }>(
    `/admin/enquiries?search[labelIds]=${labelId}&q=Desk%20bulk%20label`,
  );
  expect(unlabelled.body.meta.total).toBe(0);

  const moved = await admin.post<Report>('/admin/enquiries/bulk-move', {
    ids: [id],
    mailbox: 'SPAM',
  });
  expect(moved.body.data.succeeded).toEqual([id]);
  expect(
    (await folders(admin, '?q=Desk%20bulk%20label')).body.data.spam!.total,
  ).toBe(1);

  const badLabel = await admin.post<Failure>('/admin/enquiries/bulk-label', {
    ids: [id],
    labelId: 999999,
  });
  expect(badLabel.status).toBe(422);
  expect(badLabel.body.errors?.labelId).toBeDefined();
  const badMove = await admin.post<Failure>('/admin/enquiries/bulk-move', {
    ids: [id],
    mailbox: 'TRASH',
  });
  expect(badMove.status).toBe(422);
  const noIds = await admin.post<Failure>('/admin/enquiries/bulk-assign', {
    ids: [],
    assignedTo: null,
  });
  expect(noIds.status).toBe(422);
});

test('a staff reply is stored, starts an OPEN enquiry, is unread for others and reaches their socket', async () => {
  const id = await newEnquiry('Desk live reply');
  await staff.put(`/admin/enquiries/${id}/read`);
  const { access_token } = await server.login('staff@zfood.my', 'Staff123!');
  const socket = await connectRealtime(server.wsUrl);
  socket.send({ event: 'authenticate', data: access_token });
  await socket.next((f) => f.event === 'identity');

  const sent = await admin.post<{ data: { id: number; body: string } }>(
    `/admin/enquiries/${id}/messages`,
    {
      body: '  We are on it.  ',
      attachments: ['https://files.zfood.my/receipts/1.png'],
    },
  );
  expect(sent.status, sent.text).toBe(201);
  expect(sent.body.data.body).toBe('We are on it.');

  const notice = await socket.next(
    (f) =>
      f.event === 'resource.changed' &&
      (f.data as { resource: string }).resource === 'enquiry-messages',
  );
  expect(notice.data).toMatchObject({
    type: 'created',
    ids: [sent.body.data.id],
  });
  await socket.close();

  const thread = await staff.get<{
    data: { body: string; authorType: string; attachments: string[] }[];
  }>(`/admin/enquiry-messages?search[enquiryId]=${id}&sort=createdAt`);
  expect(thread.body.data).toEqual([
    expect.objectContaining({
      body: 'We are on it.',
      authorType: 'STAFF',
      attachments: ['https://files.zfood.my/receipts/1.png'],
    }),
  ]);
  const enquiry = await staff.get<{
    data: { status: string; assignedTo: number };
  }>(`/admin/enquiries/${id}`);
  expect(enquiry.body.data).toMatchObject({
    status: 'IN_PROGRESS',
    assignedTo: 1,
  });
  // Staff had read it; the new message makes it unread for them again.
  const staffView = await staff.get<{ meta: { total: number } }>(
    `/admin/enquiry-reads?search[enquiryId]=${id}&search[userId]=4`,
  );
  expect(staffView.body.meta.total).toBe(0);
});

test('a reply with a bad link or no text keeps the enquiry as it was: 422 on its fields', async () => {
  const id = await newEnquiry('Desk bad reply');
  const answer = await admin.post<Failure>(`/admin/enquiries/${id}/messages`, {
    body: '',
    attachments: ['javascript:alert(1)'],
  });
  expect(answer.status).toBe(422);
  expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual([
    'attachments',
    'body',
  ]);
  const enquiry = await admin.get<{ data: { status: string } }>(
    `/admin/enquiries/${id}`,
  );
  expect(enquiry.body.data.status).toBe('OPEN');
  const stale = await admin.request<Failure>(
    'POST',
    `/admin/enquiries/${id}/messages`,
    { body: 'Hello' },
    { 'if-match': '"99"' },
  );
  expect(stale.status).toBe(409);
});

test('a client account may not read or change the desk (403)', async () => {
  const client = await apiAs(server, 'client@zfood.my');
  for (const answer of [
    await client.get('/admin/enquiries/folders'),
    await client.get('/admin/enquiries/contacts'),
    await client.put('/admin/enquiries/1/read'),
    await client.post('/admin/enquiries/bulk-label', { ids: [1], labelId: 1 }),
    await client.post('/admin/enquiries/1/messages', { body: 'Hi' }),
    await client.get('/admin/enquiry-messages'),
  ])
    expect(answer.status).toBe(403);
});

test('contacts are customers with open inbox enquiries, latest first', async () => {
  const answer = await admin.get<{
    data: { userId: number; openEnquiries: number; latestEnquiryId: number }[];
  }>('/admin/enquiries/contacts');
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.data.length).toBeGreaterThan(0);
  const first = answer.body.data[0]!;
  const open = await admin.get<{ meta: { total: number } }>(
    `/admin/enquiries?search[userId]=${first.userId}&search[mailbox]=INBOX&search[status][in]=OPEN,IN_PROGRESS`,
  );
  expect(first.openEnquiries).toBe(open.body.meta.total);
});

test('the OpenAPI document describes the desk’s calls', async () => {
  const answer = await admin.get<{
    paths: Record<string, Record<string, unknown>>;
  }>('/openapi.json');
  const paths = answer.body.paths;
  expect(Object.keys(paths)).toEqual(
    expect.arrayContaining([
      '/api/v1/admin/enquiries/folders',
      '/api/v1/admin/enquiries/contacts',
      '/api/v1/admin/enquiries/{id}/read',
      '/api/v1/admin/enquiries/{id}/messages',
      '/api/v1/admin/enquiries/bulk-label',
      '/api/v1/admin/enquiries/bulk-move',
      '/api/v1/admin/enquiries/bulk-assign',
      '/api/v1/admin/enquiry-messages',
    ]),
  );
  expect(Object.keys(paths['/api/v1/admin/enquiries/{id}/read'] ?? {})).toEqual(
    ['put', 'delete'],
  );
});
