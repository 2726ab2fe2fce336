import { apiRoute } from '../http/api-route';
import { bulkIdsSchema } from '../http/bulk-ids';
import { operationIds } from './operation-ids';
import type { AnyResource } from '../../src/registry/define-resource';
import {
  attachmentPattern,
  deskBulkVerbs,
  deskPaths,
  enquiryFolders,
  fileTypeNames,
  fileTypes,
  maxAttachments,
  maxFileBytes,
  maxUrlLength,
  type DeskBulkVerb,
} from '../../src/registry/enquiry-desk';
import { kindOf } from '../../src/registry/field-kinds/kind-table';
import { nonBlankPattern } from '../../src/registry/field-kinds/text-kinds';

type Schema = Record<string, unknown>;

const error = (description: string) => ({
  description,
  content: {
    'application/json': { schema: { $ref: '#/components/schemas/Error' } },
  },
});
const denied = {
  '401': error('No or expired access token'),
  '403': error('Not allowed for this user'),
};
const idParam = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};
const json = (schema: Schema) => ({
  content: { 'application/json': { schema } },
});
const data = (schema: Schema) =>
  json({ type: 'object', properties: { data: schema } });
const count = {
  type: 'object',
  properties: { total: { type: 'integer' }, unread: { type: 'integer' } },
};
const readAnswer = {
  '200': {
    description: 'Done',
    ...data({
      type: 'object',
      properties: {
        enquiryId: { type: 'integer' },
        read: { type: 'boolean' },
      },
    }),
  },
  '404': error('No such enquiry'),
  ...denied,
};

const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };
const ifMatch = {
  name: 'If-Match',
  in: 'header',
  required: false,
  schema: { type: 'string' },
};
const assignedTo = {
  ...id,
  type: ['integer', 'null'],
  description: 'id of a user who may handle enquiries (`GET …/assignees`)',
};

/** Each bulk verb's summary and members; each member is one the call needs (server/desk/bulk-edits.ts). */
const bulkBodies: Record<DeskBulkVerb, [string, Schema, string]> = {
  label: [
    'Add a label to each enquiry, or remove it with `remove: true`',
    {
      labelId: { ...id, description: 'id of an enquiry-labels record' },
      remove: { type: 'boolean' },
    },
    'labelId',
  ],
  move: [
    'Move each enquiry to the inbox or to spam',
    { mailbox: { type: 'string', enum: ['INBOX', 'SPAM'] } },
    'mailbox',
  ],
  assign: [
    'Assign each open enquiry to a staff user, or to nobody with null; a resolved or closed one fails in the report',
    { assignedTo },
    'assignedTo',
  ],
};

/**
 * The OpenAPI paths of the enquiries desk (server/desk): what the generic
 * routes cannot express. None when the registry has no enquiries.
 */
export function deskOpenApiPaths(
  registry: readonly AnyResource[],
): Record<string, Record<string, Schema>> {
  const tags = ['Enquiries'];
  const enquiries = registry.find((r) => r.name === 'enquiries');
  if (!enquiries) return {};
  const ids = operationIds(enquiries);
  const messageField = registry.find((r) => r.name === 'enquiry-messages')
    ?.fields.body;
  const messageSchema = messageField
    ? kindOf(messageField).openApi(messageField)
    : { type: 'string' };
  const paths: Record<string, Record<string, Schema>> = {
    [apiRoute(deskPaths.folders)]: {
      get: {
        operationId: ids.part('get', 'folders'),
        tags,
        summary: 'Folder counts',
        description:
          "Each folder's total and the caller's unread count, with the same filters the folder is listed with (inbox: mailbox INBOX and status OPEN or IN_PROGRESS; mine: also assignedTo the caller; resolved: RESOLVED or CLOSED; spam: mailbox SPAM). `q` narrows every count as it narrows the list.",
        parameters: [
          {
            name: 'q',
            in: 'query',
            schema: { type: 'string', maxLength: 200 },
          },
        ],
        responses: {
          '200': {
            description: 'Counts by folder',
            ...data({
              type: 'object',
              properties: Object.fromEntries(
                enquiryFolders.map((folder) => [folder, count]),
              ),
            }),
          },
          ...denied,
        },
      },
    },
    [apiRoute(deskPaths.contacts)]: {
      get: {
        operationId: ids.part('get', 'contacts'),
        tags,
        summary: 'Customers with open enquiries',
        description:
          'Customers with OPEN or IN_PROGRESS enquiries in the inbox, latest conversation first (at most 50). Needs read on enquiries and users.',
        responses: {
          '200': {
            description: 'Contacts',
            ...data({
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  userId: { type: 'integer' },
                  name: { type: 'string' },
                  imageUrl: { type: ['string', 'null'] },
                  openEnquiries: { type: 'integer' },
                  latestEnquiryId: { type: 'integer' },
                  lastMessageAt: {
                    type: ['string', 'null'],
                    format: 'date-time',
                  },
                },
              },
            }),
          },
          ...denied,
        },
      },
    },
    [`/api/v1${deskPaths.read('{id}')}`]: {
      put: {
        operationId: ids.part('mark', 'read'),
        tags,
        summary: 'Mark read for the caller',
        description:
          "The caller's own read marker; a new message removes everyone else's. Not audited: it changes the caller's view, not the enquiry.",
        parameters: [idParam],
        responses: readAnswer,
      },
      delete: {
        operationId: ids.part('mark', 'unread'),
        tags,
        summary: 'Mark unread for the caller',
        parameters: [idParam],
        responses: readAnswer,
      },
    },
    [`/api/v1${deskPaths.messages('{id}')}`]: {
      post: {
        operationId: ids.action('reply-to'),
        tags,
        summary: 'Reply to the customer',
        description:
          "Stores a staff message, sets the enquiry's lastMessageAt, starts an OPEN enquiry (the `start` action: IN_PROGRESS, assigned to the replier), marks it unread for every other staff user and announces `enquiry-messages` created and `enquiries` updated on the socket. Attachments are absolute http(s) links; files are the ids of files uploaded to this enquiry (`POST …/attachments`), which the message keeps beside the links as `{ attachmentId, fileName, contentType, sizeBytes }`. An If-Match, when sent, must match the enquiry's version. A CLOSED enquiry takes no replies (409).",
        parameters: [idParam, ifMatch],
        requestBody: json({
          type: 'object',
          required: ['body'],
          properties: {
            // The message's own field, trimmed before it is checked.
            body: { ...messageSchema, pattern: nonBlankPattern },
            attachments: {
              type: ['array', 'null'],
              maxItems: maxAttachments,
              items: {
                type: 'string',
                format: 'uri',
                maxLength: maxUrlLength,
                pattern: attachmentPattern,
              },
            },
            files: {
              type: ['array', 'null'],
              maxItems: maxAttachments,
              items: { ...id, description: 'id of an uploaded file' },
            },
          },
        }),
        responses: {
          '201': {
            description: 'The message',
            ...data({ $ref: '#/components/schemas/EnquiryMessage' }),
          },
          '404': error('No such enquiry'),
          '409': error(
            'Closed, or the enquiry moved on from the If-Match version',
          ),
          '422': error('Field errors in body, attachments or files'),
          ...denied,
        },
      },
    },
    [apiRoute(deskPaths.assignees)]: {
      get: {
        operationId: ids.part('list', 'assignees'),
        tags,
        summary: 'Who may be assigned enquiries',
        description:
          'Active admins and staff whose roles let them update enquiries, by name. Needs update on enquiries.',
        responses: {
          '200': {
            description: 'Assignees',
            ...data({
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'integer' },
                  name: { type: 'string' },
                },
              },
            }),
          },
          ...denied,
        },
      },
    },
    [`/api/v1${deskPaths.assign('{id}')}`]: {
      post: {
        operationId: ids.action('assign'),
        tags,
        summary: 'Assign one enquiry',
        description:
          "Assigns the enquiry to a user who may handle enquiries, or to nobody with null; audited as an update and announced. An If-Match, when sent, must match the enquiry's version. A resolved or closed enquiry keeps its assignee (409).",
        parameters: [idParam, ifMatch],
        requestBody: json({
          type: 'object',
          required: ['assignedTo'],
          properties: { assignedTo },
        }),
        responses: {
          '200': {
            description: 'The enquiry',
            ...data({ $ref: '#/components/schemas/Enquiry' }),
          },
          '404': error('No such enquiry'),
          '409': error('Settled, or moved on from the If-Match version'),
          '422': error('Not a user who may handle enquiries'),
          ...denied,
        },
      },
    },
    [`/api/v1${deskPaths.attachments('{id}')}`]: {
      post: {
        operationId: ids.part('upload', 'attachment'),
        tags,
        summary: 'Store a file to send with a reply',
        description: `One file in the multipart field \`file\`, at most ${maxFileBytes / (1024 * 1024)} MB (413 beyond). Its type is read from its bytes, never from the name or the type sent: ${fileTypeNames} only (422 on \`file\` otherwise). Creates an \`enquiry-attachments\` record (audited, announced) whose id a reply sends in \`files\`. A CLOSED enquiry takes no files (409).`,
        parameters: [idParam],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: { file: { type: 'string', format: 'binary' } },
              },
            },
          },
        },
        responses: {
          '201': {
            description: 'The attachment record',
            ...data({ $ref: '#/components/schemas/EnquiryAttachment' }),
          },
          '404': error('No such enquiry'),
          '409': error('The enquiry is closed'),
          '413': error('The file is too large'),
          '415': error('Not a multipart upload'),
          '422': error(
            'No file, an empty one, or a type the desk does not take',
          ),
          ...denied,
        },
      },
    },
    [`/api/v1${deskPaths.attachment('{id}', '{attachmentId}')}`]: {
      get: {
        operationId: ids.part('download', 'attachment'),
        tags,
        summary: 'A stored file',
        description:
          'The bytes of a file uploaded to this enquiry, as the type they were checked to be, with `X-Content-Type-Options: nosniff` and a sandboxing CSP; pictures inline, other files as a download. Needs read on enquiries and enquiry-attachments.',
        parameters: [idParam, { ...idParam, name: 'attachmentId' }],
        responses: {
          '200': {
            description: 'The file',
            content: Object.fromEntries(
              Object.keys(fileTypes).map((type) => [
                type,
                { schema: { type: 'string', format: 'binary' } },
              ]),
            ),
          },
          '404': error('No such file stored for this enquiry'),
          ...denied,
        },
      },
    },
  };
  for (const verb of deskBulkVerbs) {
    const [summary, properties, needed] = bulkBodies[verb];
    paths[apiRoute(deskPaths.bulk(verb))] = {
      post: {
        operationId: ids.bulk(verb),
        tags,
        summary,
        description:
          'One transaction per enquiry, audited as an update; the report lists each enquiry that failed and why. A bad body is a 422 for the whole call.',
        requestBody: json({
          type: 'object',
          required: ['ids', needed],
          properties: { ids: bulkIdsSchema, ...properties },
        }),
        responses: {
          '200': {
            description: 'Per-id outcome',
            ...data({ $ref: '#/components/schemas/BulkResult' }),
          },
          '422': error('A bad body'),
          ...denied,
        },
      },
    };
  }
  return paths;
}
