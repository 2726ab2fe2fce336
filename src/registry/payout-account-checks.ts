/**
 * Where a payout goes, checked the one way for the API and the console: a
 * settlement should pay the merchant's own company, into an account that
 * has not just been swapped (the commonest payout fraud: change the outlet's
 * bank details, collect the next payout). Pure: the server gathers the
 * facts, this says what is wrong with them.
 */
import { formatDate } from './display-format';
import type { RecordWarning } from './record-warnings';

/** An account changed this many days or fewer before a payout was requested is a recent change. */
export const recentAccountChangeDays = 30;

const dayMs = 86_400_000;

export interface PayoutAccountFacts {
  /** The settlement's account holder, as copied from the outlet when it was made. */
  holder: string | null;
  /** The merchant's registered (SSM) name. */
  registeredName: string | null;
  /**
   * When the payout was requested: the settlement's creation (ISO instant),
   * when it copied the outlet's account. A later change of the outlet's
   * account does not move this payout.
   */
  requestedAt: string;
  /** When the outlet's payout account last changed; null when it never has. */
  accountChangedAt: string | null;
}

/**
 * A company name as two spellings of it compare equal: case, spacing and
 * punctuation aside, "Sdn. Bhd." or "Sendirian Berhad" as "sdn bhd",
 * "Berhad" as "bhd", "&" as "and", and without the "(M)" that marks a
 * Malaysian company.
 *
 * @example comparableCompanyName('Pelita  Sdn. Bhd.') // 'pelita sdn bhd'
 */
export function comparableCompanyName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\(\s*m\s*\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\bsendirian\b/g, 'sdn')
    .replace(/\bberhad\b/g, 'bhd')
    .replace(/\s+/g, ' ')
    .trim();
}

function holderWarning(facts: PayoutAccountFacts): RecordWarning | undefined {
  const registered = facts.registeredName?.trim();
  if (!registered) return undefined;
  const holder = facts.holder?.trim() ?? '';
  if (
    holder !== '' &&
    comparableCompanyName(holder) === comparableCompanyName(registered)
  )
    return undefined;
  return {
    code: 'payout-holder-mismatch',
    label: 'Holder mismatch',
    message:
      holder === ''
        ? `The payout account names no holder; the merchant's registered name is '${registered}'.`
        : `The account holder '${holder}' is not the merchant's registered name '${registered}'.`,
  };
}

function changeWarning(facts: PayoutAccountFacts): RecordWarning | undefined {
  if (!facts.accountChangedAt) return undefined;
  const changed = Date.parse(facts.accountChangedAt);
  const requested = Date.parse(facts.requestedAt);
  const daysBefore = Math.floor((requested - changed) / dayMs);
  if (changed > requested || daysBefore > recentAccountChangeDays)
    return undefined;
  const when =
    daysBefore < 1
      ? 'less than a day'
      : `${daysBefore} day${daysBefore === 1 ? '' : 's'}`;
  return {
    code: 'payout-account-changed',
    label: 'Account changed',
    message: `The outlet's payout account was changed on ${formatDate(facts.accountChangedAt)}, ${when} before this payout was requested.`,
  };
}

/**
 * What is wrong with where a settlement pays: a holder who is not the
 * merchant, an account changed within `recentAccountChangeDays` before the
 * request. Empty when nothing is.
 */
export function payoutAccountWarnings(
  facts: PayoutAccountFacts,
): RecordWarning[] {
  return [holderWarning(facts), changeWarning(facts)].filter(
    (warning): warning is RecordWarning => warning !== undefined,
  );
}
