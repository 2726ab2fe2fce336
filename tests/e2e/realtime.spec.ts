import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { must } from './support/must';
import { apiAs } from './support/api-as';
import { newBank } from './support/own-records';
import { signInAs } from './support/session';
import { loginThroughForm } from './support/ui-login';

interface Frame {
  event?: string;
  data?: unknown;
}

/** Every realtime socket the page opens, with the frames it sent and got. */
function watchSockets(page: Page) {
  const sockets: {
    socket: WebSocket;
    sent: Frame[];
    received: Frame[];
    isClosed: boolean;
  }[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/admin_frontend')) return;
    const entry = {
      socket,
      sent: [] as Frame[],
      received: [] as Frame[],
      isClosed: false,
    };
    sockets.push(entry);
    socket.on('framesent', ({ payload }) =>
      entry.sent.push(JSON.parse(String(payload)) as Frame),
    );
    socket.on('framereceived', ({ payload }) =>
      entry.received.push(JSON.parse(String(payload)) as Frame),
    );
    socket.on('close', () => {
      entry.isClosed = true;
    });
  });
  return sockets;
}

const authenticates = (frames: Frame[]) =>
  frames.filter((f) => f.event === 'authenticate');
const identities = (frames: Frame[]) =>
  frames.filter((f) => f.event === 'identity');

test('the socket authenticates once with the current token, and another admin’s edit refreshes the open list', async ({
  page,
}) => {
  const sockets = watchSockets(page);
  const api = apiAs(page.request, 'admin');
  const bank = await newBank(page.request, 'Live Bank');

  await signInAs(page, 'admin');
  // The list searched down to this journey's bank.
  await page.goto(
    `/admin/banks?filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=${encodeURIComponent(String(bank.name))}`,
  );
  await expect(page.getByRole('row').nth(1)).toContainText(String(bank.name));
  await expect.poll(() => sockets.length).toBe(1);
  const live = must(sockets[0], 'a socket');
  await expect.poll(() => identities(live.received).length).toBe(1);
  const [auth] = authenticates(live.sent);
  expect(authenticates(live.sent)).toHaveLength(1);
  expect(auth?.data).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  // Marks this document: a full reload would lose it.
  await page.evaluate(() => {
    document.body.dataset.sameDocument = 'yes';
  });
  const renamed = `${String(bank.name)} (renamed live)`;
  await api.edit(`/admin/banks/${String(bank.id)}`, { name: renamed });
  await expect(page.getByRole('row').nth(1)).toContainText(renamed, {
    timeout: 2_000,
  });
  await expect(page.locator('body')).toHaveAttribute(
    'data-same-document',
    'yes',
  );
});

test('logout closes the socket; the next user gets a new one that authenticates as them', async ({
  page,
}) => {
  const sockets = watchSockets(page);
  let profileCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/admin/users/profile'))
      profileCalls += 1;
  });
  await loginThroughForm(page, 'admin');
  await expect.poll(() => sockets.length).toBe(1);
  const first = must(sockets[0], 'a socket');
  await expect.poll(() => identities(first.received).length).toBe(1);
  // The session loads the profile; the socket, opening a moment later,
  // authenticates on that fresh answer instead of asking again (decision 020).
  expect(profileCalls).toBe(1);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => first.isClosed).toBe(true);

  await loginThroughForm(page, 'finance');
  await expect.poll(() => sockets.filter((s) => !s.isClosed).length).toBe(1);
  const second = must(
    sockets.find((s) => !s.isClosed),
    'a socket for the second user',
  );
  await expect.poll(() => identities(second.received).length).toBe(1);
  const identity = identities(second.received)[0];
  const profile = await apiAs(page.request, 'finance').one(
    '/admin/users/profile',
  );
  expect((identity?.data as { userId?: unknown }).userId).toBe(profile.id);
  expect(authenticates(first.sent)).toHaveLength(1);
});

test('with the socket up, 180 s of page time sends exactly 4 pings, at 45 s apart', async ({
  page,
}) => {
  await page.clock.install();
  const sockets = watchSockets(page);
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await expect.poll(() => sockets.length).toBe(1);
  const live = must(sockets[0], 'a socket');
  await expect.poll(() => identities(live.received).length).toBe(1);
  const pings = () => live.sent.filter((f) => f.event === 'ping').length;

  // The page's time also flows on its own between the socket's opening and
  // here (seconds on a busy machine), so the first check leaves it 5 s.
  await page.clock.runFor(40_000);
  expect(pings()).toBe(0);
  await page.clock.runFor(5_000);
  await expect.poll(pings).toBe(1);
  await page.clock.runFor(135_000);
  await expect.poll(pings).toBe(4);
  await expect
    .poll(() => live.received.filter((f) => f.event === 'pong').length)
    .toBe(4);
  expect(live.isClosed).toBe(false);
});
