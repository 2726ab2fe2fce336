import type { EnquiryFolder } from '../registry/enquiry-desk';
import type { UserData } from '../state/token-storage';
import type { ReferenceTitles } from './response-extras';

type Row = Record<string, unknown>;

/** One record in the contract's envelope (an action's answer: the updated record). */
export interface RecordAnswer<T = Row> {
  data: T;
}

/** Rows of a report or a record's report section, with their total and references' titles. */
export interface RowsAnswer<T = Row> {
  data: T[];
  meta?: { total?: number; titles?: ReferenceTitles };
}

/** A list asked for its size alone (`perPage=1`): `meta.total` is the count. */
export interface CountAnswer {
  meta?: { total?: number };
}

/** The contract's bulk report: `{ succeeded: [ids], failed: [{ id, message }] }`. */
export interface BulkReport {
  succeeded: (string | number)[];
  failed: { id: string | number; message: string }[];
}

/** The contract's import report (a dry run's, or a committed import's). */
export interface ImportReport {
  created: number;
  updated: number;
  failed: { row: number; errors: string[] | Record<string, string[]> }[];
}

/** `GET /admin/reportings/dashboard`; money in sen. */
export interface DashboardReport {
  ordersToday: number;
  gmvToday: number;
  ordersLast30: number;
  gmvLast30: number;
  pendingSettlements: number;
  openEnquiries: number;
  activeOutlets: number;
  ordersByDay: readonly { date: string; orders: number; gmv: number }[];
  ordersByStatus: readonly { status: string; count: number }[];
}

/** The desk's folders: each one's total and unread count. */
export type FolderCounts = Record<
  EnquiryFolder,
  { total: number; unread: number }
>;

/** A customer with open enquiries, as the desk's contacts list shows them. */
export interface Contact {
  userId: number;
  name: string;
  imageUrl: string | null;
  openEnquiries: number;
  latestEnquiryId: number;
  lastMessageAt: string | null;
}

/** The signed-in user's profile. */
export type ProfileAnswer = RecordAnswer<UserData>;
