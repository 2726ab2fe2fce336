import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  closeRealtimeSockets,
  connectRealtime,
  type RealtimeClientOptions,
} from './realtime-client';
import { socketOptions } from './socket-options';
import { FakeSocket } from '../../tests/fakes/fake-web-socket';

const latest = () => {
  const entry = FakeSocket.created.at(-1);
  if (!entry) throw new Error('no socket was created');
  return entry.socket;
};

let token = 'access-1';

function connect(overrides: Partial<RealtimeClientOptions> = {}) {
  return connectRealtime({
    url: 'ws://console.test/admin_frontend',
    getAccessToken: () => token,
    hasRefreshToken: () => true,
    loadProfile: () => Promise.resolve({ id: 1 }),
    onChange: () => undefined,
    onAbilityChange: () => undefined,
    onMaintenance: () => undefined,
    log: () => undefined,
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    ...overrides,
  });
}

/** Gaps between one socket's creation and the next, in ms. */
const gaps = () =>
  FakeSocket.created
    .slice(1)
    .map((entry, i) => entry.at - (FakeSocket.created[i]?.at ?? 0));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
  FakeSocket.created = [];
  token = 'access-1';
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('socket options', () => {
  test('first retry in [1, 5) s, ×1.3 up to 10 s, 4 s attempts, 5 s to be stable, unlimited, nothing queued', () => {
    expect(socketOptions(() => 0).minReconnectionDelay).toBe(1_000);
    expect(socketOptions(() => 0.999).minReconnectionDelay).toBeLessThan(5_000);
    expect(socketOptions()).toMatchObject({
      reconnectionDelayGrowFactor: 1.3,
      maxReconnectionDelay: 10_000,
      connectionTimeout: 4_000,
      minUptime: 5_000,
      maxRetries: Infinity,
      maxEnqueuedMessages: 0,
    });
  });
});

describe('the realtime client', () => {
  test('on open it loads the profile, then sends exactly one authenticate with the current token', async () => {
    const loadProfile = vi.fn(() => Promise.resolve({ id: 1 }));
    const client = connect({ loadProfile });
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    await vi.advanceTimersByTimeAsync(0);

    expect(loadProfile).toHaveBeenCalledTimes(1);
    expect(latest().events('authenticate')).toEqual([
      { event: 'authenticate', data: 'access-1' },
    ]);
    void client.close();
  });

  test('180 s open gives exactly 4 pings; none while down, and no burst on reconnect', async () => {
    const client = connect();
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    first.accept();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(first.events('ping')).toHaveLength(4);

    void first.close();
    await vi.advanceTimersByTimeAsync(900);
    expect(FakeSocket.created).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    const second = latest();
    expect(second).not.toBe(first);
    expect(first.events('ping')).toHaveLength(4);

    second.accept();
    await vi.advanceTimersByTimeAsync(44_000);
    expect(second.events('ping')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(second.events('ping')).toHaveLength(1);
    void client.close();
  });

  test('a server that accepts then closes within 2 s sees growing delays up to the 10 s cap', async () => {
    const client = connect();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 14; i += 1) {
      latest().accept();
      await vi.advanceTimersByTimeAsync(1_500);
      latest().close();
      const before = FakeSocket.created.length;
      while (FakeSocket.created.length === before)
        await vi.advanceTimersByTimeAsync(100);
    }
    const delays = gaps().map((g) => g - 1_500);
    expect(delays[0]).toBeGreaterThanOrEqual(1_000);
    expect(delays[0]).toBeLessThan(1_200);
    // Measured in 100 ms steps, so allow one step of slack.
    for (let i = 1; i < delays.length; i += 1)
      expect(delays[i]).toBeGreaterThanOrEqual((delays[i - 1] ?? 0) - 100);
    expect(delays[5]).toBeGreaterThan(3_000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(10_100);
    expect(delays.at(-1)).toBeGreaterThanOrEqual(9_900);
    void client.close();
  });

  test('a connect that never upgrades is abandoned at 4 s and the next attempt scheduled', async () => {
    const client = connect();
    await vi.advanceTimersByTimeAsync(0);
    const stuck = latest();
    await vi.advanceTimersByTimeAsync(3_900);
    expect(stuck.readyState).toBe(FakeSocket.CONNECTING);
    await vi.advanceTimersByTimeAsync(200);
    expect(stuck.readyState).toBe(FakeSocket.CLOSED);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.created).toHaveLength(2);
    void client.close();
  });

  test('an hour-long outage: still retrying, never faster than one attempt per 14 s once backed off, and back when the server is', async () => {
    const client = connect();
    await vi.advanceTimersByTimeAsync(3_600_000);
    const attempts = FakeSocket.created.length;
    expect(attempts).toBeGreaterThan(3_600 / 14 - 10);
    expect(attempts).toBeLessThanOrEqual(3_600 / 10 + 1);
    expect(Math.min(...gaps().slice(10))).toBeGreaterThanOrEqual(14_000);

    const before = attempts;
    while (FakeSocket.created.length === before)
      await vi.advanceTimersByTimeAsync(1_000);
    latest().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().events('authenticate')).toHaveLength(1);
    void client.close();
  });

  test('close() on logout closes the socket for good', async () => {
    const client = connect();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    void client.close();
    expect(latest().readyState).toBe(FakeSocket.CLOSED);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.created).toHaveLength(1);
  });

  test('a logout closes every socket of the page and settles once the browser reports them closed', async () => {
    connect();
    connect();
    await vi.advanceTimersByTimeAsync(0);
    const sockets = FakeSocket.created.map((entry) => entry.socket);
    for (const socket of sockets) {
      socket.accept();
      // A browser's close handshake: CLOSING now, the close event later.
      const close = socket.close.bind(socket);
      socket.close = () => {
        socket.readyState = FakeSocket.CLOSING;
        setTimeout(close, 50);
      };
    }
    let settled = false;
    void closeRealtimeSockets(1_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    // Nothing left running: no ping, no reconnect, no wait for the bound.
    expect(vi.getTimerCount()).toBe(0);
    expect(sockets.map((socket) => socket.readyState)).toEqual([
      FakeSocket.CLOSED,
      FakeSocket.CLOSED,
    ]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.created).toHaveLength(2);
  });

  test('a socket that never reports its close holds a logout no longer than asked', async () => {
    const client = connect();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    latest().close = () => undefined;
    let settled = false;
    void closeRealtimeSockets(1_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    void client.close();
  });

  test('a token refreshed while the socket was down is the one the next authenticate sends', async () => {
    const client = connect();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    await vi.advanceTimersByTimeAsync(0);
    latest().close();
    token = 'access-2';
    await vi.advanceTimersByTimeAsync(1_000);
    latest().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().events('authenticate')).toEqual([
      { event: 'authenticate', data: 'access-2' },
    ]);
    void client.close();
  });

  test('without a refresh token it does not authenticate', async () => {
    const client = connect({ hasRefreshToken: () => false });
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().events('authenticate')).toHaveLength(0);
    void client.close();
  });

  test('resource.changed and 503 frames reach the app; garbage does not', async () => {
    const onChange = vi.fn();
    const onMaintenance = vi.fn();
    const client = connect({ onChange, onMaintenance });
    await vi.advanceTimersByTimeAsync(0);
    const socket = latest();
    socket.accept();
    socket.receive({
      event: 'resource.changed',
      data: { resource: 'settlements', type: 'updated', ids: [4, 'x', null] },
    });
    socket.receive({ statusCode: 503, etaTime: '2026-11-22T01:00:00Z' });
    socket.dispatchEvent(new MessageEvent('message', { data: '{oops' }));
    socket.receive({ event: 'resource.changed', data: { ids: [1] } });

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({
      resource: 'settlements',
      type: 'updated',
      ids: [4, 'x'],
    });
    expect(onMaintenance).toHaveBeenCalledWith('2026-11-22T01:00:00Z');
    void client.close();
  });

  test('ability.changed asks the app to read the profile again, and is no resource change', async () => {
    const onChange = vi.fn();
    const onAbilityChange = vi.fn();
    const client = connect({ onChange, onAbilityChange });
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    latest().receive({ event: 'ability.changed' });
    expect(onAbilityChange).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    void client.close();
  });

  test('a refused connect and a dropped connection are logged, and reconnecting follows', async () => {
    const log = vi.fn();
    const client = connect({ log });
    await vi.advanceTimersByTimeAsync(0);
    latest().refuse();
    expect(log).toHaveBeenCalledWith(
      'Realtime socket could not open',
      undefined,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.created).toHaveLength(2);

    latest().accept();
    await vi.advanceTimersByTimeAsync(0);
    log.mockClear();
    latest().close(1001, 'server restarting');
    expect(log).toHaveBeenCalledWith('Realtime socket closed; reconnecting', {
      code: 1001,
      reason: 'server restarting',
    });
    // Not up 5 s, so the backoff has grown: 1.3 s.
    await vi.advanceTimersByTimeAsync(1_300);
    expect(FakeSocket.created).toHaveLength(3);
    void client.close();
  });

  test('a connect abandoned at 4 s is logged as a timeout', async () => {
    const log = vi.fn();
    const client = connect({ log });
    await vi.advanceTimersByTimeAsync(4_100);
    expect(log).toHaveBeenCalledWith(
      'Realtime socket could not open',
      'TIMEOUT',
    );
    void client.close();
  });

  test('a profile fetch that fails on open is logged and nothing is authenticated', async () => {
    const log = vi.fn();
    const failure = new Error('Network Error');
    const client = connect({ log, loadProfile: () => Promise.reject(failure) });
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toHaveBeenCalledWith(
      'Realtime socket could not load the profile',
      failure,
    );
    expect(latest().events('authenticate')).toHaveLength(0);
    void client.close();
  });

  test('closing it on logout logs nothing', async () => {
    const log = vi.fn();
    const client = connect({ log });
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    await vi.advanceTimersByTimeAsync(0);
    void client.close();
    expect(log).not.toHaveBeenCalled();
  });
});
