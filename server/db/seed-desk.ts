import { Prng } from './prng';
import { customerFollowUps, staffReplies } from './seed-desk-catalogues';

/** One generated record, as seed.ts makes them. */
type Row = Record<string, unknown> & { id: number };

/** What the desk's seed needs of seed.ts's context: the rows so far and "now". */
export interface DeskSeedContext {
  readonly rows: Map<string, Row[]>;
  readonly now: number;
  has(name: string): boolean;
}

const minute = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** The staff demo accounts (seed.ts's demoUsers: ids 1–4; 5 is the client). */
const staffIds = [1, 2, 3, 4] as const;

/**
 * Conversations, assignees, the spam folder and each staff user's read
 * markers for the seeded enquiries, so the inbox opens on a lived-in
 * mailbox: threads of one to six messages (the enquiry's own message and up
 * to five more), some enquiries assigned to each demo user, some unread.
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
    // Enquiries come from customers, not from the staff who answer them.
    if (!customers.includes(Number(enquiry.userId)) && customers.length > 0)
      enquiry.userId = rng.pick(customers);
    const status = String(enquiry.status);
    const isOpen = status === 'OPEN';
    const openedAt = Date.parse(String(enquiry.createdAt));
    // An OPEN enquiry has no staff reply yet: a reply starts the work.
    const followUps = isOpen ? rng.int(0, 2) : rng.int(1, 5);
    const assignee = isOpen
      ? rng.chance(0.3)
        ? rng.pick(staffIds)
        : null
      : rng.pick(staffIds);
    enquiry.assignedTo = assignee;
    enquiry.mailbox = rng.chance(0.06) ? 'SPAM' : 'INBOX';
    let at = openedAt;
    for (let k = 0; k < followUps; k += 1) {
      at = Math.min(ctx.now - minute, at + rng.int(5, 600) * minute);
      // Settled threads end on the staff's answer; others alternate from staff.
      const fromStaff = !isOpen && (k % 2 === 0 || k === followUps - 1);
      messages.push({
        id: messages.length + 1,
        enquiryId: enquiry.id,
        authorType: fromStaff ? 'STAFF' : 'CUSTOMER',
        authorId: fromStaff ? (assignee ?? 1) : enquiry.userId,
        body: fromStaff ? rng.pick(staffReplies) : rng.pick(customerFollowUps),
        attachments: [],
        createdAt: iso(at),
        updatedAt: iso(at),
      });
    }
    enquiry.lastMessageAt = iso(at);
    enquiry.updatedAt = iso(
      Math.max(at, Date.parse(String(enquiry.updatedAt))),
    );
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
