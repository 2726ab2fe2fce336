/**
 * Money goes where it should: a settlement that pays another company than
 * its merchant, or into an account changed just before it was requested,
 * says so in its record, its list row, a bulk report and its statement;
 * and the four-eyes refusal says who did what.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RecordWarning } from '../../src/registry/record-warnings';
import type { MerchantStatement } from '../../src/registry/statement';
import { apiAs, type ApiClient } from './support/api-client';
import { readPdf } from './support/pdf-reader';
import { recordInState } from './support/record-in-state';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number; warnings?: RecordWarning[] };

let server: TestServer;
let admin: ApiClient;
let finance: ApiClient;
let reviewer: ApiClient;
/** The last settlement the seed made: the tests' own come after it. */
let lastSeeded: number;

beforeAll(async () => {
  server = await startTestServer();
  [admin, finance, reviewer] = await Promise.all([
    apiAs(server, 'admin@zfood.my'),
    apiAs(server, 'finance@zfood.my'),
    apiAs(server, 'reviewer@zfood.my'),
  ]);
  const { rows } = await server.db.query<{ id: number }>(
    'SELECT max(id)::int AS id FROM settlements',
  );
  lastSeeded = Number(rows[0]?.id);
});
afterAll(() => server.close());

const codesOf = (record: Rec | undefined) =>
  (record?.warnings ?? []).map((w) => w.code);

const show = async (id: number) =>
  (await finance.get<{ data: Rec }>(`/admin/settlements/${id}`)).body.data;

/**
 * A pending settlement of its own, of the last seeded settlement's outlet
 * and paying its account, or `holder` (as the payout run would have copied it).
 */
async function pendingPaying(holder?: string): Promise<Rec> {
  const settlement = await recordInState(server, 'settlements', 'PENDING');
  await server.db.query(
    `UPDATE settlements s SET outlet_id = t.outlet_id, merchant_id = t.merchant_id,
       bank_account_number = t.bank_account_number,
       bank_account_name = coalesce($3, t.bank_account_name)
     FROM settlements t WHERE s.id = $1 AND t.id = $2`,
    [settlement.id, lastSeeded, holder ?? null],
  );
  return show(settlement.id);
}

const legalNameOf = async (merchantId: unknown) =>
  (
    await admin.get<{ data: { legalName: string } }>(
      `/admin/merchants/${Number(merchantId)}`,
    )
  ).body.data.legalName;

describe('the account holder', () => {
  test('a settlement paying another company says so, naming both; one paying its merchant says nothing', async () => {
    const mismatched = await pendingPaying('Cahaya Gemilang Trading');
    const matching = await pendingPaying();
    const registered = await legalNameOf(mismatched.merchantId);

    const record = await show(mismatched.id);
    expect(record.warnings).toEqual([
      {
        code: 'payout-holder-mismatch',
        label: 'Holder mismatch',
        message: `The account holder 'Cahaya Gemilang Trading' is not the merchant's registered name '${registered}'.`,
      },
    ]);
    expect((await show(matching.id)).warnings).toEqual([]);

    const list = await finance.get<{ data: Rec[] }>(
      `/admin/settlements?search[id][in]=${mismatched.id},${matching.id}`,
    );
    const byId = new Map(list.body.data.map((row) => [row.id, row]));
    expect(codesOf(byId.get(mismatched.id))).toEqual([
      'payout-holder-mismatch',
    ]);
    expect(byId.get(matching.id)?.warnings).toEqual([]);
  });

  test('the seed pays every merchant into its own account but for the deliberate few', async () => {
    const list = await finance.get<{ data: Rec[]; meta: { total: number } }>(
      `/admin/settlements?perPage=100&sort=id&search[id][lte]=${lastSeeded}`,
    );
    const flagged = list.body.data.filter((row) => codesOf(row).length > 0);
    expect(list.body.data.length).toBeGreaterThan(10);
    expect(flagged.map((row) => row.resolvedStatus).sort()).toEqual([
      'PENDING',
      'REVIEWED',
      'VERIFIED',
    ]);
  });
});

describe('a recently changed account', () => {
  test("editing an outlet's payout account stamps it, and a payout requested after the change is flagged", async () => {
    // The first outlet: the other tests' settlements copy the newest one's.
    const outlets = await admin.get<{ data: Rec[] }>(
      '/admin/merchant-outlets?perPage=1&sort=id',
    );
    const outlet = outlets.body.data[0];
    if (!outlet) throw new Error('the seed made no outlet');
    expect(outlet.id).not.toBe((await show(lastSeeded)).outletId);
    expect(outlet.bankAccountChangedAt).toBeNull();
    const outletPath = `/admin/merchant-outlets/${outlet.id}`;

    const unchanged = await admin.edit<{ data: Rec }>(outletPath, {
      phone: '+60123450000',
    });
    expect(unchanged.status, unchanged.text).toBe(200);
    expect(unchanged.body.data.bankAccountChangedAt).toBeNull();

    const edited = await admin.edit<{ data: Rec }>(outletPath, {
      bankAccountNumber: '99887766554433',
    });
    expect(edited.status, edited.text).toBe(200);
    const stamp = Date.parse(String(edited.body.data.bankAccountChangedAt));
    expect(Math.abs(Date.now() - stamp)).toBeLessThan(60_000);

    // Requested before the change, its settlements still pay the account they copied.
    const earlier = await finance.get<{ data: Rec[] }>(
      `/admin/settlements?search[outletId]=${outlet.id}&search[id][lte]=${lastSeeded}`,
    );
    expect(earlier.body.data.length).toBeGreaterThan(0);
    expect(
      earlier.body.data
        .flatMap(codesOf)
        .filter((c) => c !== 'payout-holder-mismatch'),
    ).toEqual([]);

    // The payout run makes the outlet's next settlement, with its new account.
    const next = await recordInState(server, 'settlements', 'PENDING');
    await server.db.query(
      `UPDATE settlements SET outlet_id = $2, merchant_id = $3,
         bank_account_number = $4, bank_account_name = $5
       WHERE id = $1`,
      [
        next.id,
        outlet.id,
        outlet.merchantId,
        '99887766554433',
        await legalNameOf(outlet.merchantId),
      ],
    );
    expect((await show(next.id)).warnings).toEqual([
      expect.objectContaining({
        code: 'payout-account-changed',
        message: expect.stringMatching(
          /^The outlet's payout account was changed on .+, less than a day before this payout was requested\.$/,
        ) as unknown,
      }),
    ]);
  });
});

test("a bulk review reports each row's warnings beside its outcome", async () => {
  const mismatched = await pendingPaying('Syarikat Lain Enterprise');
  const matching = await pendingPaying();
  const answer = await finance.post<{
    data: {
      succeeded: number[];
      failed: unknown[];
      warnings: { id: number; warnings: RecordWarning[] }[];
    };
  }>('/admin/settlements/bulk-review', {
    ids: [mismatched.id, matching.id],
  });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.data.succeeded).toEqual([mismatched.id, matching.id]);
  expect(answer.body.data.warnings).toEqual([
    {
      id: mismatched.id,
      warnings: [
        expect.objectContaining({
          code: 'payout-holder-mismatch',
          message: expect.stringContaining(
            "The account holder 'Syarikat Lain Enterprise' is not the merchant's registered name",
          ) as unknown,
        }),
      ],
    },
  ]);
});

test('the statement, as JSON and as PDF, carries the warning', async () => {
  const mismatched = await pendingPaying('Cahaya Gemilang Trading');
  const json = await finance.get<{ data: MerchantStatement }>(
    `/admin/settlements/${mismatched.id}/statement`,
  );
  expect(json.body.data.warnings.map((w) => w.code)).toEqual([
    'payout-holder-mismatch',
  ]);
  const pdf = await fetch(
    `${server.baseUrl}/api/v1/admin/settlements/${mismatched.id}/statement.pdf`,
    {
      headers: {
        authorization: finance.authorization,
        platform: 'admin_frontend',
      },
    },
  );
  const text = readPdf(Buffer.from(await pdf.arrayBuffer())).pages.join('\n');
  expect(text).toContain('CHECK THE PAYOUT ACCOUNT');
  expect(text).toContain("Cahaya Gemilang Trading'");
});

test('whoever verified a settlement is told, in words, that another person must approve it', async () => {
  const verified = await recordInState(server, 'settlements', 'VERIFIED');
  await server.db.query(
    'UPDATE settlements SET verified_by = $2 WHERE id = $1',
    [verified.id, reviewer.userId],
  );
  const answer = await reviewer.post<{ message: string }>(
    `/admin/settlements/${verified.id}/approve`,
  );
  expect(answer.status).toBe(403);
  expect(answer.body.message).toBe(
    'You verified this settlement; another person must approve it',
  );
});
