import { describe, expect, test } from 'vitest';
import {
  approvalNote,
  heldMessage,
  meetsApprovalPolicy,
  needsApproval,
} from './approval';

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
