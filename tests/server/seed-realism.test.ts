/**
 * The demo marketplace as an operator would read it over the API: orders
 * at the hours people eat in Kuala Lumpur, notes that fit how the order is
 * fulfilled, customers who mostly say who they are, support threads that
 * read as conversations, and roles set up when the marketplace launched.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };

interface Order extends Rec {
  channel: string;
  status: string;
  notes: string | null;
  placedAt: string;
  acceptedAt: string | null;
  readyAt: string | null;
  completedAt: string | null;
}

const timeZone = 'Asia/Kuala_Lumpur';
const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
});

/** An instant's local day, weekday and hour in the marketplace's zone. */
function local(at: string) {
  const parts = wallClock.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: part('weekday'),
    hour: Number(part('hour')),
  };
}

/** What a rider acts on; a kitchen, a counter or a waiter has no use for it. */
const deliveryInstruction =
  /guardhouse|lobby|door|bell|gate|guard|security|lift|rider|leave it|call (me )?when|block [a-z]/i;

let server: TestServer;
let admin: ApiClient;

/** Every record of a list, page by page, as the console would read them. */
async function all<T extends Rec>(path: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page += 1) {
    const sep = path.includes('?') ? '&' : '?';
    const answer = await admin.get<{ data: T[]; meta: { total: number } }>(
      `${path}${sep}perPage=100&page=${page}`,
    );
    expect(answer.status, answer.text).toBe(200);
    out.push(...answer.body.data);
    if (out.length >= answer.body.meta.total || answer.body.data.length === 0)
      return out;
  }
}

beforeAll(async () => {
  // 2,000 orders, 500 users, 40 enquiries: enough for every hour to show.
  server = await startTestServer({ seedScale: 0.1 });
  admin = await apiAs(server, 'admin@zfood.my');
}, 60_000);
afterAll(() => server.close());

describe('orders', () => {
  let orders: Order[];
  beforeAll(async () => {
    orders = await all<Order>('/admin/orders?sort=id');
  });

  test('come at the hours people eat in Kuala Lumpur, and a little more at weekends', () => {
    const byHour = Array.from({ length: 24 }, () => 0);
    const byDay = new Map<string, { weekday: string; count: number }>();
    for (const order of orders) {
      const { day, weekday, hour } = local(order.placedAt);
      byHour[hour] = (byHour[hour] ?? 0) + 1;
      const seen = byDay.get(day) ?? { weekday, count: 0 };
      byDay.set(day, { weekday, count: seen.count + 1 });
    }
    const at = (hour: number) => byHour[hour] ?? 0;
    // Every hour the outlets serve has orders; the small hours have next to none.
    for (let hour = 10; hour <= 21; hour += 1)
      expect(at(hour), `orders at ${hour}h`).toBeGreaterThan(0);
    expect(at(3) + at(4) + at(5)).toBeLessThan(orders.length * 0.01);
    // Lunch and dinner peaks over a quiet, not empty, mid-afternoon.
    const lunch = Math.max(at(12), at(13));
    const dinner = Math.max(at(19), at(20));
    expect(lunch).toBeGreaterThan(2 * at(15));
    expect(dinner).toBeGreaterThan(2 * at(15));
    expect(lunch).toBeGreaterThan(Math.max(at(10), at(11), at(14)));
    expect(dinner).toBeGreaterThan(Math.max(at(17), at(21), at(22)));
    // A weekend day is busier than a weekday.
    const perDay = (weekend: boolean) => {
      const days = [...byDay.values()].filter(
        (d) => ['Sat', 'Sun'].includes(d.weekday) === weekend,
      );
      return days.reduce((sum, d) => sum + d.count, 0) / days.length;
    };
    expect(perDay(true)).toBeGreaterThan(1.1 * perDay(false));
  });

  test('move on within minutes: accepted after placed, ready after accepted, completed after ready', () => {
    const broken = orders.flatMap((order) => {
      const stamps = [
        order.placedAt,
        order.acceptedAt,
        order.readyAt,
        order.completedAt,
      ]
        .filter((at): at is string => at !== null)
        .map((at) => Date.parse(at));
      const inOrder = stamps.every(
        (at, k) => k === 0 || at > (stamps[k - 1] ?? 0),
      );
      const span = (stamps.at(-1) ?? 0) - (stamps[0] ?? 0);
      return inOrder && span <= 2 * 3_600_000
        ? []
        : [
            `${String(order.code)} ${JSON.stringify(stamps.map((at) => new Date(at).toISOString()))}`,
          ];
    });
    expect(broken).toEqual([]);
  });

  test('carry notes that fit how they are fulfilled, and item remarks on their lines only', async () => {
    const misplaced = orders
      .filter(
        (o) =>
          o.channel !== 'DELIVERY' &&
          o.notes !== null &&
          deliveryInstruction.test(o.notes),
      )
      .map((o) => `${o.channel}: ${String(o.notes)}`);
    expect(misplaced).toEqual([]);
    // Riders do get instructions, on the order itself.
    expect(
      orders.some(
        (o) =>
          o.channel === 'DELIVERY' &&
          o.notes !== null &&
          deliveryInstruction.test(o.notes),
      ),
    ).toBe(true);
    const lines = await all<Rec & { notes: string | null }>(
      '/admin/order-menus?sort=id',
    );
    const lineNotes = lines.flatMap((l) => (l.notes ? [l.notes] : []));
    expect(lineNotes.length).toBeGreaterThan(0);
    expect(lineNotes.filter((note) => deliveryInstruction.test(note))).toEqual(
      [],
    );
  });
});

test('customers mostly say who they are, and most are 18 to 44', async () => {
  const customers = (
    await all<Rec & { gender: string; dateOfBirth: string | null }>(
      '/admin/users?search[userType]=CLIENT',
    )
  ).filter((u) => u.userType === 'CLIENT');
  const undisclosed = customers.filter((u) => u.gender === 'UNDISCLOSED');
  expect(undisclosed.length / customers.length).toBeLessThan(0.25);
  const today = new Date();
  const ages = customers
    .flatMap((u) => (u.dateOfBirth ? [u.dateOfBirth] : []))
    .map((born) => {
      const birth = new Date(`${born}T00:00:00Z`);
      const hadBirthday =
        today.getUTCMonth() > birth.getUTCMonth() ||
        (today.getUTCMonth() === birth.getUTCMonth() &&
          today.getUTCDate() >= birth.getUTCDate());
      return (
        today.getUTCFullYear() - birth.getUTCFullYear() - (hadBirthday ? 0 : 1)
      );
    })
    .sort((a, b) => a - b);
  expect(ages.length / customers.length).toBeGreaterThan(0.75);
  expect(ages[0]).toBeGreaterThanOrEqual(18);
  const young = ages.filter((age) => age >= 18 && age <= 44).length;
  expect(young / ages.length).toBeGreaterThan(0.7);
  const median = ages[Math.floor(ages.length / 2)] ?? 0;
  expect(median).toBeGreaterThanOrEqual(25);
  expect(median).toBeLessThanOrEqual(37);
});

test('each enquiry thread is one conversation on its topic, in time order, between its customer and staff', async () => {
  const enquiries = await all<
    Rec & {
      subject: string;
      message: string;
      userId: number;
      createdAt: string;
    }
  >('/admin/enquiries?sort=id');
  const messages = await all<
    Rec & {
      enquiryId: number;
      authorType: string;
      authorId: number;
      body: string;
      createdAt: string;
    }
  >('/admin/enquiry-messages?sort=id');
  const staff = new Set(
    (
      await all<Rec & { userType: string }>(
        '/admin/users?search[userType][in]=ADMIN,STAFF',
      )
    )
      .filter((u) => u.userType === 'ADMIN' || u.userType === 'STAFF')
      .map((u) => u.id),
  );
  const subjectsOf = new Map<string, Set<string>>();
  const faults: string[] = [];
  for (const enquiry of enquiries) {
    const thread = messages.filter((m) => m.enquiryId === enquiry.id);
    const say = (fault: string) =>
      faults.push(`${String(enquiry.code)} "${enquiry.subject}": ${fault}`);
    let previous = { at: Date.parse(enquiry.createdAt), author: 'CUSTOMER' };
    let answered = false;
    for (const message of [
      {
        authorType: 'CUSTOMER',
        authorId: enquiry.userId,
        body: enquiry.message,
        createdAt: enquiry.createdAt,
      },
      ...thread,
    ]) {
      const at = Date.parse(message.createdAt);
      if (at < previous.at)
        say(`"${message.body}" is older than the message before it`);
      if (message.authorType === 'STAFF' && previous.author === 'STAFF')
        say(`staff answer twice in a row: "${message.body}"`);
      // A customer writes twice in a row only to chase an unanswered enquiry.
      if (
        message.authorType === 'CUSTOMER' &&
        previous.author === 'CUSTOMER' &&
        answered
      )
        say(
          `the customer writes twice in a row after an answer: "${message.body}"`,
        );
      if (
        message.authorType === 'CUSTOMER' &&
        message.authorId !== enquiry.userId
      )
        say(
          `"${message.body}" is by user ${message.authorId}, not the customer`,
        );
      if (message.authorType === 'STAFF' && !staff.has(message.authorId))
        say(`"${message.body}" is by user ${message.authorId}, not staff`);
      if (message.authorType === 'STAFF') answered = true;
      const subjects = subjectsOf.get(message.body) ?? new Set<string>();
      subjectsOf.set(message.body, subjects.add(enquiry.subject));
      previous = { at, author: message.authorType };
    }
  }
  // Staff have answered some, so the checks above had conversations to read.
  expect(messages.some((m) => m.authorType === 'STAFF')).toBe(true);
  expect(faults).toEqual([]);
  // A line of a thread belongs to its topic: none turns up under two subjects.
  const offTopic = [...subjectsOf]
    .filter(([, subjects]) => subjects.size > 1)
    .map(([body, subjects]) => `"${body}" under ${[...subjects].join(' / ')}`);
  expect(offTopic).toEqual([]);
});

test('roles were set up together on the day the marketplace launched, before its first order', async () => {
  const roles = await all<Rec & { createdAt: string }>('/admin/roles?sort=id');
  const days = new Set(roles.map((role) => local(role.createdAt).day));
  expect(days.size).toBe(1);
  const created = roles.map((role) => Date.parse(role.createdAt));
  expect(created).toEqual([...created].sort((a, b) => a - b));
  const [first] = (
    await admin.get<{ data: { placedAt: string }[] }>(
      '/admin/orders?sort=placedAt&perPage=1',
    )
  ).body.data;
  expect(Math.max(...created)).toBeLessThan(Date.parse(first?.placedAt ?? ''));
});

test("an order's promotion is one its outlet may use, and an eligible merchant's outlet is its own", async () => {
  type Eligible = Rec & {
    promotionId: number;
    merchantId: number;
    outletId: number | null;
  };
  const eligible = await all<Eligible>('/admin/promotion-eligible-merchants');
  const outlets = await all<Rec & { merchantId: number }>(
    '/admin/merchant-outlets',
  );
  const merchantOf = new Map(outlets.map((o) => [o.id, o.merchantId]));
  expect(eligible.length).toBeGreaterThan(0);
  for (const row of eligible)
    if (row.outletId !== null)
      expect(merchantOf.get(row.outletId)).toBe(row.merchantId);

  const named = new Set(eligible.map((row) => row.promotionId));
  const mayUse = (promotionId: number, outletId: number) =>
    !named.has(promotionId) ||
    eligible.some(
      (row) =>
        row.promotionId === promotionId &&
        row.merchantId === merchantOf.get(outletId) &&
        (row.outletId === null || row.outletId === outletId),
    );
  const promoted = await all<Rec & { promotionId: number; outletId: number }>(
    '/admin/orders?search[promotionId][null]=false&sort=id',
  );
  expect(promoted.length).toBeGreaterThan(20);
  const stray = promoted.filter((o) => !mayUse(o.promotionId, o.outletId));
  expect(stray.map((o) => o.id)).toEqual([]);
});
