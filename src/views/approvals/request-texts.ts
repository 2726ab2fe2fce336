/**
 * What the Approvals page and the requester's toast say about a request:
 * how long it has waited, what the call carried and how it was decided.
 */

type Row = Readonly<Record<string, unknown>>;

/** "just now", "12 min ago", "3 h ago", "2 days ago": how long a request has waited. */
export function ageOf(createdAt: unknown, now: Date = new Date()): string {
  const at = typeof createdAt === 'string' ? Date.parse(createdAt) : NaN;
  if (Number.isNaN(at)) return '—';
  const minutes = Math.max(0, Math.floor((now.getTime() - at) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** The call's reason and input, one "name: value" line each: what will run when approved. */
export function payloadLines(payload: unknown): string[] {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload))
    return [];
  return Object.entries(payload as Row).map(
    ([name, value]) =>
      `${name === 'reason' ? 'Reason' : name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
}

/**
 * What the approver judges: the changes the server described when it held
 * an edit or a set change ("Payout account number: 1234 → 5678"), else
 * the call's reason and input.
 */
export function requestLines(request: Row): string[] {
  const details = request.details;
  return typeof details === 'string' && details !== ''
    ? details.split('\n')
    : payloadLines(request.payload);
}

/**
 * The requester's toast once their request is decided, or undefined while
 * it waits: "Approved: Cancel and refund order ORD0000042".
 */
export function decisionToast(
  request: Row,
): { type: 'success' | 'error'; message: string } | undefined {
  const summary =
    typeof request.summary === 'string' ? request.summary : 'your request';
  const said = (text: unknown) =>
    typeof text === 'string' && text !== '' ? ` — ${text}` : '';
  switch (request.status) {
    case 'APPROVED':
      return { type: 'success', message: `Approved: ${summary}` };
    case 'REJECTED':
      return {
        type: 'error',
        message: `Rejected: ${summary}${said(request.comment)}`,
      };
    case 'FAILED':
      return {
        type: 'error',
        message: `Approved, but it could not run: ${summary}${said(request.failureReason)}`,
      };
    default:
      return undefined;
  }
}
