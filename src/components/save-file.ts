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
