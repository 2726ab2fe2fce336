/**
 * The file name a server gave in `Content-Disposition`, preferring the
 * RFC 6266 `filename*=UTF-8''…` form (non-ASCII names) over `filename="…"`.
 * Path separators are stripped: the name is the server's suggestion, never a path.
 */
export function fileNameFromDisposition(
  header: string | null | undefined,
): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
    name = (plain?.[2] ?? plain?.[1])?.trim() ?? null;
  }
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe ? safe : null;
}

/** Hands a downloaded blob to the browser as a file save. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: Safari cancels a download whose URL is revoked synchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
