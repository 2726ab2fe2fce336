import { expect, test } from 'vitest';
import { formatFileSize } from './file-size';

test.each([
  [1, '1 byte'],
  [812, '812 bytes'],
  [1024, '1 KB'],
  [12_700, '12.4 KB'],
  [5 * 1024 * 1024, '5 MB'],
])('%i bytes read as %s', (bytes, text) => {
  expect(formatFileSize(bytes)).toBe(text);
});
