import { expect, test } from 'vitest';
import { safeReturnUrl } from './safe-return-url';

test.each([
  ['/admin/orders?status=NEW&page=3', '/admin/orders?status=NEW&page=3'],
  ['/admin/settlements#row-4', '/admin/settlements#row-4'],
  ['/', '/'],
  ['/home', '/home'],
])('keeps the in-app path %s', (raw, expected) => {
  expect(safeReturnUrl(raw)).toBe(expected);
});

test.each([
  ['https://evil.example', 'absolute URL'],
  ['http://evil.example/admin', 'absolute http URL'],
  ['//evil.example', 'protocol-relative URL'],
  ['/\\evil', 'backslash'],
  ['/\\/evil.example', 'backslash then slash'],
  ['\\\\evil.example', 'double backslash'],
  ['/%2F%2Fevil.example', 'encoded protocol-relative'],
  ['/%5Cevil.example', 'encoded backslash'],
  ['%2F%2Fevil.example', 'encoded without a leading slash'],
  ['javascript:alert(1)', 'script URL'],
  ['JaVaScRiPt:alert(1)', 'mixed-case script URL'],
  ['data:text/html,<script>alert(1)</script>', 'data URL'],
  [' //evil.example', 'leading space'],
  ['/\t/evil.example', 'tab inside'],
  ['/%E0%A4%A', 'malformed encoding'],
  ['/login', 'a loop back to login'],
  ['/login?returnUrl=%2Fadmin', 'a loop back to login with its own returnUrl'],
  ['/auth/verify-otp', 'a guest-only page'],
  ['admin/orders', 'a relative path'],
  ['', 'empty'],
])('sends %s (%s) to /', (raw) => {
  expect(safeReturnUrl(raw)).toBe('/');
});

test.each([null, undefined])('treats %s as /', (raw) => {
  expect(safeReturnUrl(raw)).toBe('/');
});
