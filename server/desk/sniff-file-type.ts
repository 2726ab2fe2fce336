import type { FileType } from '../../src/registry/enquiry-desk';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length &&
  prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Control characters text never holds (tab, line feed, form feed and carriage return are text). */
const controlCharacter = /[^\P{Cc}\t\n\f\r]/u;

function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !controlCharacter.test(text);
}

/**
 * The type a file's bytes are, among those the desk stores, or null. Read
 * from the bytes, never from the name or the type the client sent: a page of
 * HTML called `receipt.png` and sent as `image/png` is neither.
 */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n\u001a\n')]))
    return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return bytes.length > 0 && isPlainText(bytes) ? 'text/plain' : null;
}
