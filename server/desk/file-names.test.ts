import { expect, test } from 'vitest';
import { contentDisposition, safeFileName } from './file-names';

test.each([
  ['receipt.png', 'image/png', 'receipt.png'],
  ['Photo.JPEG', 'image/jpeg', 'Photo.JPEG'],
  ['receipt.html', 'image/png', 'receipt.html.png'],
  ['C:\\Users\\siti\\notes.txt', 'text/plain', 'notes.txt'],
  ['../../etc/passwd', 'text/plain', 'passwd.txt'],
  ['a\u0000b"c.pdf', 'application/pdf', 'a_b_c.pdf'],
  ['', 'application/pdf', 'attachment.pdf'],
  [`${'x'.repeat(300)}.webp`, 'image/webp', `${'x'.repeat(250)}.webp`],
] as const)('%j as %s is saved as %j', (raw, type, expected) => {
  expect(safeFileName(raw, type)).toBe(expected);
});

test('pictures are shown inline, other files only downloaded, under a UTF-8 name', () => {
  expect(contentDisposition('image/png', 'resit ✓.png')).toBe(
    `inline; filename="resit _.png"; filename*=UTF-8''resit%20%E2%9C%93.png`,
  );
  expect(contentDisposition('application/pdf', 'a.pdf')).toMatch(
    /^attachment; /,
  );
});
