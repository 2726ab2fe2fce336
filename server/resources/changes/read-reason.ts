import type { ActionSpec } from '../../../src/registry/define-resource';
import { unprocessable } from '../../http/errors';

/** The most characters a reason takes (code points, as JSON Schema counts). */
export const maxReasonLength = 1000;

/** The typed reason, or a 422 when the action needs one and none (or a bad one) came. */
export function readReason(
  spec: ActionSpec,
  body: unknown,
): string | undefined {
  const raw =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).reason
      : undefined;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    throw unprocessable({ reason: ['The reason must be text'] });
  }
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (reason.length > maxReasonLength && [...reason].length > maxReasonLength) {
    throw unprocessable({
      reason: [`The reason takes at most ${maxReasonLength} characters`],
    });
  }
  if (reason.includes('\u0000'))
    throw unprocessable({ reason: ['The reason contains a NUL character'] });
  if (spec.reason === 'required' && reason === '') {
    throw unprocessable({
      reason: [`Say why you ${spec.label.toLowerCase()} this record`],
    });
  }
  return reason === '' ? undefined : reason;
}
