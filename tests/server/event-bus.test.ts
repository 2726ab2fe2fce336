import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../server/db/db';
import {
  busChannel,
  createEventBus,
  maxPayloadBytes,
  parsePayload,
  toPayloads,
  type BusMessage,
  type EventBus,
} from '../../server/realtime/event-bus';
import { engines } from './support/engines';

const change = (ids: number[]): BusMessage => ({
  kind: 'changed',
  change: { resource: 'orders', type: 'updated', ids },
});

test('a change naming thousands of ids is split into payloads under the NOTIFY limit that name every id once', () => {
  const ids = Array.from({ length: 5000 }, (_, i) => 1_000_000 + i);
  const payloads = toPayloads(change(ids));
  expect(payloads.length).toBeGreaterThan(1);
  for (const payload of payloads)
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(maxPayloadBytes);
  expect(
    payloads
      .map(parsePayload)
      .flatMap((m) => (m?.kind === 'changed' ? m.change.ids : [])),
  ).toEqual(ids);
  expect(toPayloads(change([1, 2]))).toHaveLength(1);
});

describe.each(engines)('on $name', (engine) => {
  let db: Db;
  let other: Db;
  let bus: EventBus;
  let otherBus: EventBus;
  const heard: BusMessage[] = [];
  const otherHeard: BusMessage[] = [];

  beforeAll(async () => {
    [db, other] = await Promise.all([engine.open(), engine.open()]);
    bus = createEventBus(db, await busChannel(db), (error) => {
      throw error;
    });
    otherBus = createEventBus(other, await busChannel(other), (error) => {
      throw error;
    });
    bus.subscribe((message) => {
      heard.push(message);
    });
    otherBus.subscribe((message) => {
      otherHeard.push(message);
    });
    await Promise.all([bus.listen(), otherBus.listen()]);
  });

  afterAll(async () => {
    await Promise.all([bus.close(), otherBus.close()]);
    await Promise.all([db.close(), other.close()]);
  });

  async function heardWithin(count: number, ms = 3000) {
    const deadline = Date.now() + ms;
    while (heard.length < count && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return heard.splice(0);
  }

  test('a message sent in a transaction arrives when it commits, and never when it rolls back', async () => {
    let heardBeforeCommit = -1;
    await db.transaction(async (tx) => {
      await bus.announce(tx, [change([1])]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      heardBeforeCommit = heard.length;
    });
    await expect(
      db.transaction(async (tx) => {
        await bus.announce(tx, [change([2])]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.transaction((tx) => bus.announce(tx, [change([3])]));

    expect(heardBeforeCommit).toBe(0);
    expect(await heardWithin(2)).toEqual([change([1]), change([3])]);
  });

  test('thousands of ids arrive whole, in several notifications', async () => {
    const ids = Array.from({ length: 3000 }, (_, i) => i + 1);
    await db.transaction((tx) => bus.announce(tx, [change(ids)]));
    const expected = toPayloads(change(ids)).length;
    const got = await heardWithin(expected);
    expect(got.length).toBe(expected);
    expect(
      got.flatMap((m) => (m.kind === 'changed' ? m.change.ids : [])),
    ).toEqual(ids);
  });

  test('a bus on another database (or schema) hears none of it', async () => {
    await db.transaction((tx) => bus.announce(tx, [change([42])]));
    await heardWithin(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherHeard).toEqual([]);
  });
});
