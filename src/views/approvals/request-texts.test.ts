import { describe, expect, test } from 'vitest';
import { ageOf, decisionToast, payloadLines } from './request-texts';

test('ageOf says how long a request has waited', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  expect(ageOf('2026-03-02T09:59:40Z', now)).toBe('just now');
  expect(ageOf('2026-03-02T09:48:00Z', now)).toBe('12 min ago');
  expect(ageOf('2026-03-02T07:00:00Z', now)).toBe('3 h ago');
  expect(ageOf('2026-03-01T09:00:00Z', now)).toBe('1 day ago');
  expect(ageOf('2026-02-27T09:00:00Z', now)).toBe('3 days ago');
  expect(ageOf(null, now)).toBe('—');
});

test('payloadLines lists the reason and the input of the held call', () => {
  expect(payloadLines({ reason: 'Cold food', quantity: 2 })).toEqual([
    'Reason: Cold food',
    'quantity: 2',
  ]);
  expect(payloadLines(null)).toEqual([]);
});

describe('decisionToast', () => {
  const request = { summary: 'Cancel and refund order ORD0000042' };
  test('says how the request was decided, with the comment or the failure', () => {
    expect(decisionToast({ ...request, status: 'APPROVED' })).toEqual({
      type: 'success',
      message: 'Approved: Cancel and refund order ORD0000042',
    });
    expect(
      decisionToast({ ...request, status: 'REJECTED', comment: 'Delivered' }),
    ).toEqual({
      type: 'error',
      message: 'Rejected: Cancel and refund order ORD0000042 — Delivered',
    });
    expect(
      decisionToast({
        ...request,
        status: 'FAILED',
        failureReason: 'The order changed',
      })?.message,
    ).toBe(
      'Approved, but it could not run: Cancel and refund order ORD0000042 — The order changed',
    );
  });

  test('says nothing while the request waits', () => {
    expect(decisionToast({ ...request, status: 'PENDING' })).toBeUndefined();
  });
});
