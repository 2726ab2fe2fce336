import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ACTIVE_EVERY_MS, presenceLink } from '../../realtime/presence-link';
import { EditPresence } from './edit-presence';

const since = '2026-11-29T02:42:10.000Z';
const sent: Record<string, unknown>[] = [];

afterEach(() => {
  presenceLink.disconnect();
  sent.length = 0;
});

function onForm() {
  const viewing: string[] = [];
  render(
    <EditPresence
      resource="merchants"
      id="7"
      onView={() => viewing.push('show')}
    />,
  );
  act(() => presenceLink.connect((frame) => sent.push(frame)));
  return viewing;
}

const receive = (event: string, data: unknown) =>
  act(() => presenceLink.receive(event, data));

test('someone else’s lock is named with its time; Take over asks the server for it', () => {
  const viewing = onForm();
  expect(sent).toContainEqual({
    event: 'presence.open',
    data: { resource: 'merchants', id: '7', mode: 'edit' },
  });
  receive('presence', {
    resource: 'merchants',
    id: '7',
    viewers: [
      { userId: 1, name: 'Aisyah Rahman', mode: 'edit', since, isMe: false },
      { userId: 4, name: 'Hafiz Ismail', mode: 'edit', since, isMe: true },
    ],
    lock: { userId: 1, name: 'Aisyah Rahman', since, isMine: false },
  });
  expect(screen.getByText('Aisyah Rahman · editing')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    /Aisyah Rahman is editing since 10:42 (MYT|GMT\+8)/,
  );

  fireEvent.click(screen.getByRole('button', { name: 'Keep viewing' }));
  expect(viewing).toEqual(['show']);
  fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
  expect(sent.at(-1)).toEqual({ event: 'presence.takeOver' });
});

test('a holder whose lock is taken is alerted at once, with the time', () => {
  onForm();
  receive('presence', {
    resource: 'merchants',
    id: '7',
    viewers: [],
    lock: { userId: 4, name: 'Hafiz Ismail', since, isMine: true },
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  receive('presence.lockTaken', {
    resource: 'merchants',
    id: '7',
    by: { userId: 1, name: 'Aisyah Rahman' },
    at: '2026-11-29T02:45:00.000Z',
  });
  expect(screen.getByRole('alert')).toHaveTextContent(
    /Aisyah Rahman took over editing at 10:45 (MYT|GMT\+8)\. Your unsaved changes are kept/,
  );
});

test('typing on the form keeps the lock alive, at most once per interval', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    onForm();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(sent.at(-1)?.event).toBe('presence.open');
    vi.setSystemTime(Date.now() + ACTIVE_EVERY_MS);
    fireEvent.keyDown(document.body, { key: 'b' });
    fireEvent.pointerMove(document.body);
    expect(sent.filter((f) => f.event === 'presence.active')).toHaveLength(1);
  } finally {
    vi.useRealTimers();
  }
});
