import { expect, test } from 'vitest';
import { ACTIVE_EVERY_MS, createPresenceLink } from './presence-link';

function linkAt(time: { ms: number }) {
  const link = createPresenceLink(() => time.ms);
  const sent: Record<string, unknown>[] = [];
  return { link, sent, connect: () => link.connect((f) => sent.push(f)) };
}

const merchant = { resource: 'merchants', id: '7', mode: 'edit' } as const;
const presenceOf = (id: string) => ({
  resource: 'merchants',
  id,
  viewers: [],
  lock: null,
});

test('the open record is announced on every sign-in of the socket, and left on close', () => {
  const { link, sent, connect } = linkAt({ ms: 0 });
  const leave = link.open(merchant);
  expect(sent).toEqual([]);
  connect();
  connect();
  expect(sent).toEqual([
    { event: 'presence.open', data: merchant },
    { event: 'presence.open', data: merchant },
  ]);
  leave();
  expect(sent.at(-1)).toEqual({ event: 'presence.leave' });
});

test('only frames about the open record are kept', () => {
  const { link } = linkAt({ ms: 0 });
  link.open(merchant);
  link.receive('presence', presenceOf('8'));
  expect(link.getState().presence).toBeNull();
  link.receive('presence', presenceOf('7'));
  expect(link.getState().presence).toEqual(presenceOf('7'));
  link.receive('presence.lockTaken', {
    resource: 'merchants',
    id: '7',
    by: { userId: 2, name: 'Hafiz Ismail' },
    at: '2026-11-29T02:45:00.000Z',
  });
  expect(link.getState().lockTaken?.by.name).toBe('Hafiz Ismail');
});

test('activity on the form is sent at most once per interval', () => {
  const time = { ms: 0 };
  const { link, sent, connect } = linkAt(time);
  connect();
  link.open(merchant);
  link.active();
  time.ms = ACTIVE_EVERY_MS - 1;
  link.active();
  time.ms = ACTIVE_EVERY_MS;
  link.active();
  link.active();
  expect(sent.filter((f) => f.event === 'presence.active')).toHaveLength(1);
});

test('a leave from a page already replaced by another is not sent', () => {
  const { link, sent, connect } = linkAt({ ms: 0 });
  connect();
  const leaveFirst = link.open(merchant);
  link.open({ ...merchant, id: '8' });
  leaveFirst();
  expect(sent.map((f) => f.event)).toEqual(['presence.open', 'presence.open']);
});
