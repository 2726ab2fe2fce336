import { expect, test } from 'vitest';
import { documentTitle } from './document-title';
import { resourcePageTitle } from './resource-page-title';

test.each([
  ['Orders', 'ZFood Admin | Orders'],
  ['  Edit Merchant  ', 'ZFood Admin | Edit Merchant'],
  [undefined, 'ZFood Admin'],
  [null, 'ZFood Admin'],
  ['', 'ZFood Admin'],
  ['   ', 'ZFood Admin'],
])('page title %j gives %j', (pageTitle, expected) => {
  expect(documentTitle('ZFood Admin', pageTitle)).toBe(expected);
});

test.each([
  [{ label: 'Orders', action: 'list' }, 'ZFood Admin | Orders'],
  [{ label: 'Orders', action: 'show', id: '12' }, 'ZFood Admin | Orders #12'],
  [{ label: 'Orders', action: 'create' }, 'ZFood Admin | Orders · New'],
  [
    { label: 'Orders', action: 'edit', id: '12' },
    'ZFood Admin | Orders #12 · Edit',
  ],
  [{ action: 'list' }, 'ZFood Admin'],
  [{ label: 'Orders' }, 'ZFood Admin'],
])('a resource route %j is titled %j', (info, expected) => {
  expect(documentTitle('ZFood Admin', resourcePageTitle(info))).toBe(expected);
});
