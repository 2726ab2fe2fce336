const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** "812 bytes", "12.4 KB", "4.8 MB": a file's size as people read it (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}
