import { expect, test } from 'vitest';
import { fourEyesLeftOut, fourEyesRefusal } from './four-eyes';
import { payoutRequest, settlements } from './resources/finance';

const { approve, reject } = settlements.actions ?? {};
if (!approve || !reject) throw new Error('settlements have approve and reject');

test('the one who verified is told why they may not approve', () => {
  expect(fourEyesRefusal(settlements, approve, { verifiedBy: 3 }, 3)).toBe(
    'You verified this settlement; another person must approve it',
  );
  expect(fourEyesRefusal(payoutRequest, approve, { verifiedBy: '3' }, 3)).toBe(
    'You verified this payout request; another person must approve it',
  );
});

test('anyone else, or a record nobody verified, is not stopped', () => {
  expect(
    fourEyesRefusal(settlements, approve, { verifiedBy: 3 }, 4),
  ).toBeUndefined();
  expect(
    fourEyesRefusal(settlements, approve, { verifiedBy: null }, 3),
  ).toBeUndefined();
  expect(fourEyesRefusal(settlements, reject, {}, 3)).toBeUndefined();
});

test('a field not named "… by" still reads as a sentence', () => {
  const resource = {
    label: { one: 'Voucher', many: 'Vouchers' },
    fields: { issuer: { kind: 'reference', to: 'users', label: 'Issuer' } },
  } as const;
  expect(
    fourEyesRefusal(
      resource,
      { label: 'Redeem', fourEyes: { notBy: 'issuer' } },
      { issuer: 1 },
      1,
    ),
  ).toBe('You set Issuer on this voucher; another person must redeem it');
});

test('a selection says how many it leaves out, and why', () => {
  const verify = settlements.actions?.verify;
  if (!verify) throw new Error('settlements have verify');
  expect(fourEyesLeftOut(settlements, verify, 1)).toBe(
    '1 settlement you reviewed is left out; another person must verify it',
  );
  expect(fourEyesLeftOut(settlements, verify, 3)).toBe(
    '3 settlements you reviewed are left out; another person must verify them',
  );
});
