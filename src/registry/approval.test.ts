import { describe, expect, test } from 'vitest';
import {
  approvalNote,
  changeLines,
  heldMessage,
  heldOperations,
  isHeldRequest,
  meetsApprovalPolicy,
  needsApproval,
} from './approval';
import type { AnyResource } from './define-resource';

const staff = { userType: 'STAFF' };
const refund = {
  label: 'Cancel and refund',
  approval: { when: { field: 'total', above: 10000 }, by: 'a supervisor' },
};

describe('needsApproval', () => {
  test('a value above the limit is held; at or below it runs', () => {
    expect(needsApproval(refund, { total: 10001 }, staff)).toBe(true);
    expect(needsApproval(refund, { total: 10000 }, staff)).toBe(false);
    expect(needsApproval(refund, { total: 50 }, staff)).toBe(false);
  });

  test('a missing or non-numeric value is not above the limit', () => {
    expect(needsApproval(refund, {}, staff)).toBe(false);
    expect(needsApproval(refund, { total: '20000' }, staff)).toBe(false);
  });

  test('without a condition every call is held; without a policy none is', () => {
    expect(needsApproval({ approval: {} }, {}, staff)).toBe(true);
    expect(needsApproval({}, { total: 99999 }, staff)).toBe(false);
  });

  test("an admin's call runs at once, though the record meets the policy", () => {
    expect(needsApproval(refund, { total: 20000 }, { userType: 'ADMIN' })).toBe(
      false,
    );
    expect(meetsApprovalPolicy(refund, { total: 20000 })).toBe(true);
  });
});

test('the dialog and the page say who approves and that the call waits', () => {
  expect(approvalNote(refund)).toBe(
    'This needs approval by a supervisor; it is held until approved.',
  );
  expect(approvalNote({ approval: {} })).toBe(
    'This needs approval by another person; it is held until approved.',
  );
  expect(heldMessage(refund)).toBe(
    'Cancel and refund requested — waiting for approval',
  );
});

describe('a policy on the fields an edit changes', () => {
  const payout = {
    label: 'Payout account change',
    approval: { when: { changes: ['bankAccountNumber', 'bankId'] } },
  };
  const stored = { bankAccountNumber: '1234567890', bankId: 4, city: 'Klang' };

  test('held when one of the fields moves, not when it is sent unchanged or absent', () => {
    expect(
      needsApproval(
        payout,
        { ...stored, bankAccountNumber: '9999999999' },
        staff,
        stored,
      ),
    ).toBe(true);
    expect(needsApproval(payout, { ...stored }, staff, stored)).toBe(false);
    expect(
      needsApproval(payout, { ...stored, city: 'Ipoh' }, staff, stored),
    ).toBe(false);
  });

  test('lines say each field that moves, by label, from and to', () => {
    const outlets = {
      fields: {
        bankAccountNumber: { label: 'Payout account number' },
        city: { label: 'City' },
      },
    } as unknown as AnyResource;
    expect(
      changeLines(outlets, stored, {
        bankAccountNumber: '9999999999',
        city: 'Klang',
        bankId: null,
      }),
    ).toEqual([
      'Payout account number: 1234567890 → 9999999999',
      'bankId: 4 → —',
    ]);
  });
});

test("a policy that holds admins holds an admin's call; others never do", () => {
  const roleChange = { approval: { admins: true as const } };
  expect(needsApproval(roleChange, {}, { userType: 'ADMIN' })).toBe(true);
  expect(needsApproval({ approval: {} }, {}, { userType: 'ADMIN' })).toBe(
    false,
  );
});

test('held operations: actions by verb, the edit as update, a set as set:<path>', () => {
  const entry = {
    actions: {
      refund: { label: 'Refund', approval: {} },
      close: { label: 'Close' },
    },
    editApproval: { label: 'Payout account change' },
    show: {
      sections: [
        {
          kind: 'member-set',
          path: 'permissions',
          title: 'Permissions',
          approval: { admins: true },
        },
      ],
    },
  } as unknown as AnyResource;
  expect(heldOperations(entry).map(({ name, label }) => [name, label])).toEqual(
    [
      ['refund', 'Refund'],
      ['update', 'Payout account change'],
      ['set:permissions', 'Permissions change'],
    ],
  );
});

test('a pending approval request is told from the record a call would answer', () => {
  expect(
    isHeldRequest({ status: 'PENDING', requestedBy: 2, action: 'update' }),
  ).toBe(true);
  expect(isHeldRequest({ status: 'PENDING', name: 'Kedai' })).toBe(false);
  expect(isHeldRequest(undefined)).toBe(false);
});
