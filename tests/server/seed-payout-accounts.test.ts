/**
 * The demo database pays merchants into their own accounts: every seeded
 * settlement pays its outlet's account, held by its merchant's company,
 * but for the deliberate few that show the payout checks at work.
 */
import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { payoutAccountWarnings } from '../../src/registry/payout-account-checks';
import { generateSeedRows } from '../../server/db/seed';

// A whole demo database generated in memory takes a while.
test('at scale 1, settlements pay their merchant into its own account, but for three on purpose', () => {
  const generated = generateSeedRows({
    registry: resources,
    scale: 1,
    now: new Date('2025-06-01T04:00:00Z'),
  });
  const byId = (name: string) =>
    new Map((generated.get(name) ?? []).map((row) => [row.id, row]));
  const merchants = byId('merchants');
  const outlets = byId('merchant-outlets');
  const settlements = generated.get('settlements') ?? [];
  expect(settlements.length).toBeGreaterThanOrEqual(1000);

  const flagged = settlements.flatMap((settlement) => {
    const outlet = outlets.get(Number(settlement.outletId));
    const merchant = merchants.get(Number(settlement.merchantId));
    expect(settlement.bankAccountNumber).toBe(outlet?.bankAccountNumber);
    expect(settlement.bankId).toBe(outlet?.bankId);
    const codes = payoutAccountWarnings({
      holder: String(settlement.bankAccountName),
      registeredName: String(merchant?.legalName),
      requestedAt: String(settlement.createdAt),
      accountChangedAt: (outlet?.bankAccountChangedAt as string | null) ?? null,
    }).map((warning) => warning.code);
    return codes.length > 0
      ? [`${String(settlement.resolvedStatus)}: ${codes.join(', ')}`]
      : [];
  });

  expect(flagged.sort()).toEqual([
    'PENDING: payout-holder-mismatch',
    'REVIEWED: payout-account-changed',
    'VERIFIED: payout-holder-mismatch',
  ]);
  const matching = settlements.filter((settlement) => {
    const merchant = merchants.get(Number(settlement.merchantId));
    return settlement.bankAccountName === merchant?.legalName;
  });
  expect(matching.length / settlements.length).toBeGreaterThanOrEqual(0.99);
}, 120_000);
