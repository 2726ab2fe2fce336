import { Prng } from './prng';
import { enquiryTopics, type EnquiryTopic } from './seed-desk-catalogues';

/** One generated record, as seed.ts makes them. */
type Row = Record<string, unknown> & { id: number };

/** What the desk's seed needs of seed.ts's context: the rows so far and "now". */
export interface DeskSeedContext {
  readonly rows: Map<string, Row[]>;
  readonly now: number;
  has(name: string): boolean;
  /** An order by id, or one near it where the seed keeps only a sample of its orders. */
  order(id: number): Row | undefined;
}

const minute = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** The staff demo accounts (seed.ts's demoUsers: ids 1–4; 5 is the client). */
const staffIds = [1, 2, 3, 4] as const;

const topicOf = new Map(enquiryTopics.map((topic) => [topic.subject, topic]));

interface Line {
  fromStaff: boolean;
  body: string;
  /** Minutes after the message before, as people answer. */
  after: number;
}

/**
 * The messages after an enquiry's first, by its status: an OPEN one has no
 * answer yet (perhaps the customer chasing); one IN_PROGRESS has the staff's
 * question and perhaps the customer's answer; a settled one runs to the
 * staff's fix, and perhaps the customer's thanks and the staff's goodbye.
 */
function threadOf(topic: EnquiryTopic, status: string, rng: Prng): Line[] {
  if (status === 'OPEN')
    return rng.chance(0.4)
      ? [{ fromStaff: false, body: topic.chaser, after: rng.int(360, 1440) }]
      : [];
  const length =
    status === 'IN_PROGRESS' ? rng.int(1, 2) : rng.chance(0.6) ? 5 : 3;
  return topic.thread.slice(0, length).map((body, k) => {
    const fromStaff = k % 2 === 0;
    return {
      fromStaff,
      body,
      after: fromStaff ? rng.int(10, 240) : rng.int(5, 180),
    };
  });
}

/**
 * Conversations, assignees, the spam folder and each staff user's read
 * markers for the seeded enquiries, so the inbox opens on a lived-in
 * mailbox: each enquiry's thread follows its topic, customer and staff in
 * turn, in time order; an enquiry about an order is its customer's, written
 * after the order; a settled one carries its resolution.
 *
 * It keeps a random stream of its own, so adding the desk changed no other
 * seeded value. It edits the enquiries' rows before they are inserted.
 */
export function seedDesk(ctx: DeskSeedContext): void {
  const enquiries = ctx.rows.get('enquiries');
  if (!enquiries || !ctx.has('enquiry-messages')) return;
  const rng = new Prng(20240614);
  const customers = (ctx.rows.get('users') ?? [])
    .filter((user) => user.userType === 'CLIENT')
    .map((user) => user.id);
  const messages: Row[] = [];
  const reads: Row[] = [];
  for (const enquiry of enquiries) {
    const topic = topicOf.get(String(enquiry.subject));
    const order = topic?.aboutAnOrder
      ? ctx.order(Number(enquiry.orderId))
      : undefined;
    if (topic && !topic.aboutAnOrder) enquiry.orderId = null;
    let openedAt = Date.parse(String(enquiry.createdAt));
    if (order) {
      // The customer who placed the order writes, after it was placed.
      enquiry.orderId = order.id;
      enquiry.userId = order.customerId;
      openedAt = Math.min(
        ctx.now - minute,
        Date.parse(String(order.placedAt)) + rng.int(20, 2 * 24 * 60) * minute,
      );
      enquiry.createdAt = iso(openedAt);
    } else if (
      // Enquiries come from customers, not from the staff who answer them.
      !customers.includes(Number(enquiry.userId)) &&
      customers.length > 0
    )
      enquiry.userId = rng.pick(customers);
    // A new enquiry is OPEN (the field's default), never without a status.
    const status = typeof enquiry.status === 'string' ? enquiry.status : 'OPEN';
    enquiry.status = status;
    const isOpen = status === 'OPEN';
    const isSettled = status === 'RESOLVED' || status === 'CLOSED';
    const lines = topic ? threadOf(topic, status, rng) : [];
    // An OPEN enquiry has no staff reply yet: a reply starts the work.
    const assignee = isOpen
      ? rng.chance(0.3)
        ? rng.pick(staffIds)
        : null
      : rng.pick(staffIds);
    enquiry.assignedTo = assignee;
    enquiry.mailbox = rng.chance(0.06) ? 'SPAM' : 'INBOX';
    // A recent enquiry's conversation is quicker: it has all happened by now.
    const planned = lines.reduce((sum, line) => sum + line.after * minute, 0);
    const room = ctx.now - minute - openedAt;
    const fit = planned > room ? room / planned : 1;
    let at = openedAt;
    let settledAt: number | null = null;
    for (const [k, line] of lines.entries()) {
      at += Math.max(1000, Math.floor(line.after * minute * fit));
      // The staff's second answer (the third message) is the one that settles it.
      if (k === 2) settledAt = at;
      messages.push({
        id: messages.length + 1,
        enquiryId: enquiry.id,
        authorType: line.fromStaff ? 'STAFF' : 'CUSTOMER',
        authorId: line.fromStaff ? (assignee ?? 1) : enquiry.userId,
        body: line.body,
        attachments: [],
        createdAt: iso(at),
        updatedAt: iso(at),
      });
    }
    enquiry.resolvedAt =
      isSettled && settledAt !== null ? iso(settledAt) : null;
    enquiry.resolution = isSettled && topic ? topic.resolution : null;
    enquiry.lastMessageAt = iso(at);
    enquiry.updatedAt = iso(at);
    for (const staffId of staffIds) {
      // Settled enquiries are mostly read; open ones mostly not.
      if (!rng.chance(isOpen ? 0.35 : 0.8)) continue;
      reads.push({
        id: reads.length + 1,
        enquiryId: enquiry.id,
        userId: staffId,
        readAt: iso(Math.min(ctx.now, at + minute)),
        createdAt: iso(Math.min(ctx.now, at + minute)),
        updatedAt: iso(Math.min(ctx.now, at + minute)),
      });
    }
  }
  ctx.rows.set('enquiry-messages', messages);
  if (ctx.has('enquiry-reads')) ctx.rows.set('enquiry-reads', reads);
}
