/**
 * Every journey makes the records it acts on and acts only on those; no
 * journey relies on the seed holding a record in some state, or on what
 * another spec file did or left behind (see tests/e2e/README.md). Records
 * the admin API creates are made through it; a state only the outside world
 * creates (an order as the customer app places it, a settlement as the
 * payout run writes it) comes from the server's test-fixture route, which
 * exists only under APP_ENV=e2e or test.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiAs } from './api-as';

type Row = Record<string, unknown>;

/**
 * A new record of `resource` in `state`, nobody's work yet: a copy of one the
 * server holds, with its own id and code and its stamps cleared, and the
 * `values` given instead of the copied ones (an order's total).
 *
 * @example
 * const settlement = await recordInState(request, 'settlements', 'PENDING');
 */
export function recordInState(
  request: APIRequestContext,
  resource: string,
  state: string,
  values?: Row,
): Promise<Row> {
  return apiAs(request, 'admin').post(`/admin/test-fixtures/${resource}`, {
    state,
    ...(values && { values }),
  });
}

/**
 * A settlement verified by finance and the reviewer, as the pipeline moves it:
 * one an admin may approve (they did not verify it).
 */
export async function verifiedSettlement(
  request: APIRequestContext,
): Promise<Row> {
  const { id } = await recordInState(request, 'settlements', 'PENDING');
  await apiAs(request, 'finance').post(
    `/admin/settlements/${String(id)}/review`,
  );
  return apiAs(request, 'reviewer').post(
    `/admin/settlements/${String(id)}/verify`,
  );
}

/** An order placed, accepted, made and handed over, as the outlet's app moves it. */
export async function completedOrder(request: APIRequestContext): Promise<Row> {
  const { id } = await recordInState(request, 'orders', 'PENDING');
  const admin = apiAs(request, 'admin');
  await admin.post(`/admin/orders/${String(id)}/approve`);
  await admin.post(`/admin/orders/${String(id)}/ready`);
  return admin.post(`/admin/orders/${String(id)}/complete-order`);
}

/**
 * A new bank with a name and SWIFT code no other bank has, for journeys that
 * edit one: they change theirs, never a bank another journey reads.
 */
export function newBank(
  request: APIRequestContext,
  name: string,
): Promise<Row> {
  // SWIFT codes are letters first: the time in base 26 spells six of them.
  const letters = Date.now()
    .toString(26)
    .slice(-6)
    .replace(/[0-9a-p]/g, (c) => String.fromCharCode(65 + parseInt(c, 26)));
  return apiAs(request, 'admin').post('/admin/banks', {
    name: `${name} ${letters}`,
    swiftCode: `${letters}MY`,
  });
}
