import { fileTypes, type FileType } from '../../src/registry/enquiry-desk';

const maxNameLength = 255;
const unsafeInName = /[\p{Cc}"\\/:*?<>|]/gu;

/**
 * A name to show an uploaded file by and to save it under: the last part
 * of what the client sent, without control or path characters, ending in
 * an extension of the type its bytes were found to be. So `receipt.html`
 * that is in fact a PNG is saved as `receipt.html.png`, and never opens as
 * a page from someone's downloads folder.
 */
export function safeFileName(raw: string, type: FileType): string {
  const { extensions } = fileTypes[type];
  const base =
    raw
      .split(/[\\/]/)
      .pop()
      ?.replace(unsafeInName, '_')
      .replace(/\s+/g, ' ')
      .trim() ?? '';
  const [, ownStem = '', ownExtension = ''] =
    /^(.+)\.([^.]+)$/.exec(base) ?? [];
  const isOwnType = (extensions as readonly string[]).includes(
    ownExtension.toLowerCase(),
  );
  const stem = isOwnType ? ownStem : base || 'attachment';
  const extension = isOwnType ? ownExtension : extensions[0];
  return `${stem.slice(0, maxNameLength - extension.length - 1)}.${extension}`;
}

/**
 * `Content-Disposition` for a stored file: pictures inline (a checked
 * PNG, JPEG or WebP is only ever drawn), everything else as a download,
 * never rendered by the browser. The name goes as RFC 6266 `filename*` (UTF-8) with an ASCII
 * stand-in for old clients.
 */
export function contentDisposition(type: FileType, fileName: string): string {
  const how = type.startsWith('image/') ? 'inline' : 'attachment';
  const ascii = fileName.replace(/[^\u0020-\u007E]|["\\%]/g, '_');
  return `${how}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
