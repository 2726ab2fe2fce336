/**
 * The enquiries desk's shared meanings, for the console and the API alike
 * (pure data, like the rest of the registry): what each folder holds, the
 * paths of the desk's calls beyond the generic ones, and what a message's
 * attachment may be.
 */
import type { FilterOp } from './define-resource';
import { apiPaths } from './paths';

export const enquiryFolders = ['inbox', 'mine', 'resolved', 'spam'] as const;
export type EnquiryFolder = (typeof enquiryFolders)[number];

/** A folder's size and how much of it the caller has not read. */
export interface FolderCount {
  total: number;
  unread: number;
}

/** Every folder's count (`GET /admin/enquiries/folders`). */
export type FolderCounts = Record<EnquiryFolder, FolderCount>;

/** A customer with open enquiries, as the desk's contacts list shows them. */
export interface DeskContact {
  userId: number;
  name: string;
  imageUrl: string | null;
  openEnquiries: number;
  latestEnquiryId: number;
  lastMessageAt: string | null;
}

export const folderLabels: Readonly<Record<EnquiryFolder, string>> = {
  inbox: 'Inbox',
  mine: 'Assigned to me',
  resolved: 'Resolved',
  spam: 'Spam',
};

/** One list filter in the contract's terms (`search[field][op]=value`). */
export interface DeskFilter {
  field: string;
  op: FilterOp;
  value: string;
}

const open = { field: 'status', op: 'in', value: 'OPEN,IN_PROGRESS' } as const;
const inInbox = { field: 'mailbox', op: 'eq', value: 'INBOX' } as const;

/**
 * The filters that make a folder, for the caller `userId`: the console
 * lists a folder with them and the API counts it with them, so a count
 * always matches its list. Spam is its own mailbox; the other folders are
 * the inbox's enquiries by state (and, for "mine", by assignee).
 */
export function folderFilters(
  folder: EnquiryFolder,
  userId: number,
): DeskFilter[] {
  switch (folder) {
    case 'inbox':
      return [inInbox, open];
    case 'mine':
      return [
        inInbox,
        open,
        { field: 'assignedTo', op: 'eq', value: String(userId) },
      ];
    case 'resolved':
      return [inInbox, { field: 'status', op: 'in', value: 'RESOLVED,CLOSED' }];
    case 'spam':
      return [{ field: 'mailbox', op: 'eq', value: 'SPAM' }];
  }
}

/** Whether `value` names a folder (a URL's `folder` parameter). */
export function isEnquiryFolder(value: unknown): value is EnquiryFolder {
  return enquiryFolders.includes(value as EnquiryFolder);
}

/** The desk's bulk calls beyond the state machine's `bulk-resolve`. */
export const deskBulkVerbs = ['label', 'move', 'assign'] as const;
export type DeskBulkVerb = (typeof deskBulkVerbs)[number];

/**
 * Paths under `/api/v1` of the desk's own calls, with `id` as given: `:id`
 * for the API's routes, `{id}` for its OpenAPI document, a record's id for
 * the console's calls.
 */
export const deskPaths = {
  /** `GET`: each folder's total and unread count, and each label's total. */
  folders: `${apiPaths.collection('enquiries')}/folders`,
  /** `GET`: customers with open enquiries, latest activity first. */
  contacts: `${apiPaths.collection('enquiries')}/contacts`,
  /** `POST { ids, … }` → the contract's bulk report. */
  bulk: (verb: DeskBulkVerb) => apiPaths.bulkAction('enquiries', verb),
  /** `PUT` marks the enquiry read for the caller, `DELETE` unread. */
  read: (id: string) => apiPaths.action('enquiries', id, 'read'),
  /** `POST { body, attachments, files }`: a staff reply to the customer. */
  messages: (id: string) => apiPaths.action('enquiries', id, 'messages'),
  /** `POST { assignedTo }` (If-Match): one enquiry's assignee, or nobody with null. */
  assign: (id: string) => apiPaths.action('enquiries', id, 'assign'),
  /** `GET`: the users an enquiry may be assigned to, by name. */
  assignees: `${apiPaths.collection('enquiries')}/assignees`,
  /** `POST` multipart `file`: stores a file to send with a reply. */
  attachments: (id: string) => apiPaths.action('enquiries', id, 'attachments'),
  /** `GET`: a stored file, as the type its bytes were checked to be. */
  attachment: (id: string, attachmentId: string) =>
    `${apiPaths.action('enquiries', id, 'attachments')}/${attachmentId}`,
} as const;

/** A user an enquiry may be assigned to (`GET /admin/enquiries/assignees`). */
export interface DeskAssignee {
  id: number;
  name: string;
}

/** The largest file the desk stores, in bytes (5 MB). */
export const maxFileBytes = 5 * 1024 * 1024;

/**
 * The files the desk stores, by the type their bytes are checked to be:
 * pictures a browser shows, PDFs and plain text. Nothing that runs (HTML,
 * SVG, scripts, office macros) and nothing a browser would render as a page.
 */
export const fileTypes = {
  'image/png': { name: 'PNG', extensions: ['png'] },
  'image/jpeg': { name: 'JPEG', extensions: ['jpg', 'jpeg'] },
  'image/webp': { name: 'WebP', extensions: ['webp'] },
  'application/pdf': { name: 'PDF', extensions: ['pdf'] },
  'text/plain': { name: 'plain text', extensions: ['txt'] },
} as const;
export type FileType = keyof typeof fileTypes;

/** Whether `value` is a type the desk stores. */
export function isFileType(value: unknown): value is FileType {
  return typeof value === 'string' && Object.hasOwn(fileTypes, value);
}

/** "PNG, JPEG, WebP, PDF or plain text": the allowed types, for messages. */
export const fileTypeNames = Object.values(fileTypes)
  .map((type) => type.name)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

/**
 * A file uploaded to the desk and sent with a message, as the message's
 * `attachments` keep it beside plain links: enough to name it and fetch it
 * (`deskPaths.attachment`), however the enquiry's files change later.
 */
export interface MessageFile {
  attachmentId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** Whether a message attachment is an uploaded file (else it is a link). */
export function isMessageFile(value: unknown): value is MessageFile {
  if (!value || typeof value !== 'object') return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.attachmentId === 'number' &&
    typeof file.fileName === 'string' &&
    typeof file.contentType === 'string' &&
    typeof file.sizeBytes === 'number'
  );
}

export const maxAttachments = 5;
/** The longest attachment link, in characters (code points, as JSON Schema counts). */
export const maxUrlLength = 1000;
/**
 * What an attachment link looks like, as a JSON Schema pattern: http(s),
 * a host whose last label starts with a letter (no user name, password or
 * port), then any path, query or fragment. Narrower than what
 * `attachmentProblem` takes, never wider.
 */
export const attachmentPattern =
  '^[Hh][Tt][Tt][Pp][Ss]?://(?:[A-Za-z0-9-]+\\.)*[A-Za-z][A-Za-z0-9-]*(?:[/?#][^\\s\\u0000]*)?$';
const imagePath = /\.(?:png|jpe?g|gif|webp|avif)$/i;

/**
 * Why `raw` cannot be an attachment link, or null when it can: an absolute
 * http(s) URL without credentials. Anything else (javascript:, data:, a
 * relative path) could run or mislead when rendered as a link.
 */
export function attachmentProblem(raw: string): string | null {
  if (raw.length > maxUrlLength && [...raw].length > maxUrlLength)
    return `A link takes at most ${maxUrlLength} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `"${raw.slice(0, 60)}" is not a link; start it with https://`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Only http and https links can be attached';
  if (url.username !== '' || url.password !== '')
    return 'A link may not carry a user name or password';
  return null;
}

/** Whether an attachment link names a picture (shown as a thumbnail). */
export function isImageLink(raw: string): boolean {
  try {
    return imagePath.test(new URL(raw).pathname);
  } catch {
    return false;
  }
}
