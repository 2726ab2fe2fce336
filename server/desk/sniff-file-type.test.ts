import { expect, test } from 'vitest';
import { sniffFileType } from './sniff-file-type';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part,
    ),
  );

test.each([
  ['a PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]), 'image/png'],
  ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
  ['a WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
  ['a PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
  [
    'UTF-8 text',
    new TextEncoder().encode('Order 42: refund ✓\r\n'),
    'text/plain',
  ],
  [
    'HTML, which is text to the desk',
    bytes('<script>alert(1)</script>'),
    'text/plain',
  ],
  [
    'a RIFF that is no WebP (a WAV)',
    bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '),
    null,
  ],
  ['an executable', bytes('MZ', [0x90, 0, 3, 0]), null],
  ['a ZIP (an office file)', bytes('PK', [3, 4, 20, 0]), null],
  ['text with a NUL byte', bytes('abc', [0], 'def'), null],
  ['bytes that are not UTF-8', bytes([0xc3, 0x28]), null],
  ['nothing', bytes(), null],
])('%s is %s', (_label, file, type) => {
  expect(sniffFileType(file)).toBe(type);
});
