import { describe, expect, test } from 'vitest';
import {
  comparableCompanyName,
  payoutAccountWarnings,
  recentAccountChangeDays,
  type PayoutAccountFacts,
} from './payout-account-checks';

/** A settlement requested on 15 May 2025 (MYT), paying the merchant's own account. */
const facts: PayoutAccountFacts = {
  holder: 'Pelita Nasi Kandar Sdn Bhd',
  registeredName: 'Pelita Nasi Kandar Sdn Bhd',
  requestedAt: '2025-05-15T02:00:00.000Z',
  accountChangedAt: null,
};

const codes = (input: PayoutAccountFacts) =>
  payoutAccountWarnings(input).map((w) => w.code);

describe('the account holder', () => {
  test.each([
    'Pelita Nasi Kandar Sdn Bhd',
    'PELITA NASI KANDAR SDN. BHD.',
    '  Pelita  Nasi Kandar Sdn.Bhd ',
    'Pelita Nasi Kandar Sendirian Berhad',
    'Pelita Nasi Kandar (M) Sdn Bhd',
    'Pelita Nasi-Kandar, Sdn Bhd',
  ])('"%s" is the merchant', (holder) => {
    expect(codes({ ...facts, holder })).toEqual([]);
  });

  test('another company is not, and the warning names both', () => {
    const [warning] = payoutAccountWarnings({
      ...facts,
      holder: 'Cahaya Gemilang Trading',
    });
    expect(warning).toEqual({
      code: 'payout-holder-mismatch',
      label: 'Holder mismatch',
      message:
        "The account holder 'Cahaya Gemilang Trading' is not the merchant's registered name 'Pelita Nasi Kandar Sdn Bhd'.",
    });
  });

  test('a missing holder is a mismatch too', () => {
    expect(payoutAccountWarnings({ ...facts, holder: ' ' })[0]?.message).toBe(
      "The payout account names no holder; the merchant's registered name is 'Pelita Nasi Kandar Sdn Bhd'.",
    );
  });

  test('spellings compare by their words, not their letters', () => {
    expect(comparableCompanyName('Tan & Sons Berhad')).toBe('tan and sons bhd');
    expect(comparableCompanyName('Pelita Sdn Bhd')).not.toBe(
      comparableCompanyName('Pelita Bhd'),
    );
  });
});

describe('a recently changed account', () => {
  const changedDaysBefore = (days: number) =>
    new Date(Date.parse(facts.requestedAt) - days * 86_400_000).toISOString();

  test(`within ${recentAccountChangeDays} days before the request is flagged, with its date`, () => {
    const [warning] = payoutAccountWarnings({
      ...facts,
      accountChangedAt: changedDaysBefore(9),
    });
    expect(warning).toEqual({
      code: 'payout-account-changed',
      label: 'Account changed',
      message:
        "The outlet's payout account was changed on 6 May 2025, 9 days before this payout was requested.",
    });
    expect(
      codes({
        ...facts,
        accountChangedAt: changedDaysBefore(recentAccountChangeDays),
      }),
    ).toEqual(['payout-account-changed']);
  });

  test('longer ago is not', () => {
    expect(
      codes({
        ...facts,
        accountChangedAt: changedDaysBefore(recentAccountChangeDays + 1),
      }),
    ).toEqual([]);
  });

  test('a change after the request is not: the settlement copied the account before it', () => {
    expect(
      codes({ ...facts, accountChangedAt: '2025-05-20T02:00:00.000Z' }),
    ).toEqual([]);
  });

  test('a change hours before the request reads as such', () => {
    expect(
      payoutAccountWarnings({
        ...facts,
        accountChangedAt: '2025-05-15T00:30:00.000Z',
      })[0]?.message,
    ).toBe(
      "The outlet's payout account was changed on 15 May 2025, less than a day before this payout was requested.",
    );
  });

  test('both risks at once are both said', () => {
    expect(
      codes({
        ...facts,
        holder: 'Someone Else Enterprise',
        accountChangedAt: changedDaysBefore(2),
      }),
    ).toEqual(['payout-holder-mismatch', 'payout-account-changed']);
  });
});
