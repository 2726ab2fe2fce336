import { expect, test } from 'vitest';
import { safeHref } from './safe-href';

test.each([
  'https://cdn.zfood.my/receipts/ORD0000042.pdf',
  'http://example.my/photo.jpg?size=large#top',
  'https://cdn.zfood.my/Nasi%20lemak%20%C3%A9.png',
  '/seed-images/food/Nasi%20lemak.svg',
])('%s is a link as stored', (value) => {
  expect(safeHref(value)).toBe(value);
});

test.each([
  ['a malformed escape', 'https://x/%zz'],
  ['an escape cut short', 'https://x/%E0%A4%A'],
  ['an escape that is no UTF-8', 'https://x/%C0'],
  ['script', 'javascript:alert(1)'],
  ['script behind a space and capitals', ' JavaScript:alert(1)'],
  ['script split by a tab', 'java\tscript:alert(1)'],
  ['a data document', 'data:text/html,<script>alert(1)</script>'],
  ['a file on the viewer’s disk', 'file:///etc/passwd'],
  ['another host by a double slash', '//evil.example/x.png'],
  ['another host by a backslash', '/\\evil.example/x.png'],
  ['a user name in the address', 'https://bank.my@evil.example/'],
  ['no address at all', 'receipt.pdf'],
  ['not text', 42],
  ['nothing', null],
])('%s stays text', (_, value) => {
  expect(safeHref(value)).toBeNull();
});
