import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, type ApiClient } from './support/api-client';
import {
  connectRealtime,
  type Frame,
  type RealtimeClient,
} from './support/realtime-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
let socket: RealtimeClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
  const { access_token } = await server.login('admin@zfood.my', 'Admin123!');
  socket = await connectRealtime(server.wsUrl);
  socket.send({ event: 'authenticate', data: access_token });
  await socket.next((f) => f.event === 'identity');
});

afterAll(async () => {
  await socket.close();
  await server.close();
});

type Change = { resource: string; type: string; ids: number[] };
const changeOf = (frame: Frame) => frame.data as Change;
const isChangeTo = (resource: string) => (frame: Frame) =>
  frame.event === 'resource.changed' && changeOf(frame).resource === resource;

async function createAlert(title: string): Promise<number> {
  const created = await admin.post<{ data: { id: number } }>('/admin/alerts', {
    title,
    type: 'SYSTEM',
    severity: 'INFO',
  });
  expect(created.status, created.text).toBe(201);
  await socket.next(isChangeTo('alerts'));
  return created.body.data.id;
}

test('a bulk action announces each record as its own transaction commits; records that failed are not announced', async () => {
  const [first, second, closed] = [
    await createAlert('Bulk one'),
    await createAlert('Bulk two'),
    await createAlert('Already closed'),
  ];
  expect((await admin.post(`/admin/alerts/${closed}/close`)).status).toBe(200);
  await socket.next(isChangeTo('alerts'));
  const framesBefore = socket.frames.length;

  const answer = await admin.post<{
    data: { succeeded: number[]; failed: { id: number }[] };
  }>('/admin/alerts/bulk-acknowledge', { ids: [first, closed, second] });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.data.succeeded).toEqual([first, second]);
  expect(answer.body.data.failed.map((f) => f.id)).toEqual([closed]);

  const announced = [
    changeOf(await socket.next(isChangeTo('alerts'))),
    changeOf(await socket.next(isChangeTo('alerts'))),
  ];
  expect(announced).toEqual([
    { resource: 'alerts', type: 'updated', ids: [first] },
    { resource: 'alerts', type: 'updated', ids: [second] },
  ]);
  socket.send({ event: 'ping' });
  await socket.next((f) => f.event === 'pong');
  expect(
    socket.frames
      .slice(framesBefore)
      .filter(
        (f) => isChangeTo('alerts')(f) && changeOf(f).ids.includes(closed),
      ),
  ).toEqual([]);
});

test('an import of thousands of rows announces every created id, split over notifications that fit', async () => {
  const rows = Array.from(
    { length: 2500 },
    (_, i) => `Imported cuisine ${i},${i}`,
  );
  const answer = await admin.upload<{ data: { created: number } }>(
    '/admin/cuisines/import',
    `name,sortOrder\n${rows.join('\n')}\n`,
  );
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.data.created).toBe(2500);

  const ids: number[] = [];
  let notices = 0;
  while (ids.length < 2500) {
    const change = changeOf(await socket.next(isChangeTo('cuisines')));
    expect(change.type).toBe('created');
    ids.push(...change.ids);
    notices += 1;
  }
  expect(notices).toBeGreaterThan(1);
  expect(new Set(ids).size).toBe(2500);
  const listed = await admin.get<{ meta: { total: number } }>(
    `/admin/cuisines?search[id][in]=${ids.slice(0, 50).join(',')}&perPage=50`,
  );
  expect(listed.body.meta.total).toBe(50);
});
