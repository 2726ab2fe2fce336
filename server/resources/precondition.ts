/**
 * Optimistic concurrency: every record carries a `version` that each update
 * raises by one. A write names the version it was based on, as
 * `If-Match: "7"` (the record's ETag) or as `version` in the body; when the
 * stored record has moved on, the write is refused with 409 and the current
 * record, so the client can show what changed instead of losing it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyResource } from '../../src/registry/define-resource';
import { ApiError } from '../http/errors';
import type { WireRecord } from './record-store';

/** The version a write was based on; `any` for `If-Match: *`. */
export type Expected = number | 'any';

/** `"7"` — the ETag of a record at version 7. */
export function etagOf(record: WireRecord): string {
  return `"${String(record.version)}"`;
}

/** Sets the record's ETag on the answer, so a client can send it back as If-Match. */
export function tagReply(reply: FastifyReply, record: WireRecord): void {
  if (typeof record.version === 'number') reply.header('etag', etagOf(record));
}

function parseIfMatch(header: string): Expected {
  if (header.trim() === '*') return 'any';
  const tags = header.split(',').map((tag) => tag.trim());
  const versions = tags.map((tag) => /^(?:W\/)?"?(\d{1,9})"?$/.exec(tag)?.[1]);
  const first = versions[0];
  if (tags.length !== 1 || first === undefined) {
    throw new ApiError(
      400,
      'If-Match must be one version tag as the ETag gave it, e.g. If-Match: "7"',
    );
  }
  return Number(first);
}

/**
 * The body's `version`, or undefined when it has none. Sent, it must be a
 * version: null is not "no version" (a client that sends it believes it
 * is guarding its write).
 *
 * @throws ApiError 422 on a version that is not a positive whole number.
 */
function bodyVersion(body: unknown): number | undefined {
  if (!body || typeof body !== 'object' || !('version' in body))
    return undefined;
  const { version } = body;
  if (
    typeof version !== 'number' ||
    !Number.isSafeInteger(version) ||
    version < 1
  ) {
    throw new ApiError(422, 'The version is not valid', {
      version: ['Send the version the record had when you read it'],
    });
  }
  return version;
}

/**
 * The version the request's write is based on, from `If-Match` or the
 * body's `version`; undefined when it names none. Both sent, both must
 * hold: `If-Match: *` with a body version is that version, and two
 * different versions are a 422.
 *
 * @throws ApiError 400 on a malformed If-Match, 422 on a body version that
 * is not a version or not the If-Match's.
 */
export function expectedVersion(request: FastifyRequest): Expected | undefined {
  const fromBody = bodyVersion(request.body);
  const header = request.headers['if-match'];
  if (typeof header !== 'string' || header === '') return fromBody;
  const fromHeader = parseIfMatch(header);
  if (
    fromBody !== undefined &&
    fromHeader !== 'any' &&
    fromHeader !== fromBody
  ) {
    throw new ApiError(422, 'If-Match and the body name different versions', {
      version: [
        `The body says version ${fromBody}, If-Match says ${fromHeader}: send one version`,
      ],
    });
  }
  return fromBody ?? fromHeader;
}

/** Like `expectedVersion`, but a write without one is refused with 428. */
export function requiredVersion(
  request: FastifyRequest,
  resource: AnyResource,
): Expected {
  const expected = expectedVersion(request);
  if (expected === undefined) {
    throw new ApiError(
      428,
      `Updating this ${resource.label.one.toLowerCase()} needs the version you read: send If-Match with its ETag (or "version" in the body), so that nobody's change is overwritten unseen`,
    );
  }
  return expected;
}

/** The body without the `version` member, which is a precondition rather than a field. */
export function withoutVersion(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { version: _version, ...fields } = body as Record<string, unknown>;
  return fields;
}

/**
 * @throws ApiError 409 carrying the stored record as `current` when it is no
 * longer at the expected version.
 */
export function assertFresh(
  resource: AnyResource,
  stored: WireRecord,
  expected: Expected | undefined,
): void {
  if (expected === undefined || expected === 'any') return;
  if (stored.version === expected) return;
  throw new ApiError(
    409,
    `Someone else changed this ${resource.label.one.toLowerCase()} after you opened it (you had version ${expected}, it is now at ${String(stored.version)})`,
    undefined,
    { current: stored },
  );
}
