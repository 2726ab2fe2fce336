export type StatusTone =
  'default' | 'warning' | 'info' | 'success' | 'error' | 'secondary';

const tones: Record<string, StatusTone> = {
  PENDING: 'warning',
  OPEN: 'warning',
  PENDING_VERIFICATION: 'warning',
  IN_PROGRESS: 'info',
  ACCEPTED: 'info',
  READY: 'info',
  REVIEWED: 'info',
  VERIFIED: 'info',
  APPROVED: 'info',
  COMPLETED: 'success',
  PAID: 'success',
  CONFIRMED: 'success',
  RESOLVED: 'success',
  ACTIVE: 'success',
  PUBLISHED: 'success',
  SUCCESS: 'success',
  REJECTED: 'error',
  CANCELLED: 'error',
  SUSPENDED: 'error',
  FAILED: 'error',
  EXPIRED: 'error',
  REFUNDED: 'secondary',
  REVERTED: 'secondary',
  CLOSED: 'default',
  INACTIVE: 'default',
};

/**
 * The colour a status chip gets, by what the state means to an operator:
 * waiting on someone (warning), moving (info), done (success), stopped
 * (error). Unknown values stay neutral rather than guessing.
 */
export function statusTone(value: unknown): StatusTone {
  return typeof value === 'string' ? (tones[value] ?? 'default') : 'default';
}
