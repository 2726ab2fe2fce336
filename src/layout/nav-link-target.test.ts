import { expect, test } from 'vitest';
import { navLinkProps, navLinkTarget } from './nav-link-target';

test('a plain item is a route of the console', () => {
  const target = navLinkTarget({ path: '/admin/orders' }, '/api/v1');
  expect(target).toEqual({ kind: 'route', to: '/admin/orders' });
  expect(navLinkProps(target)).toEqual({ to: '/admin/orders' });
});

test("an openInNewTab item opens the API's document in a new tab that cannot reach back", () => {
  const target = navLinkTarget(
    { path: '/openapi.json', openInNewTab: true },
    'https://api.example.com/api/v1',
  );
  expect(navLinkProps(target)).toEqual({
    href: 'https://api.example.com/api/v1/openapi.json',
    target: '_blank',
    rel: 'noopener noreferrer',
  });
});

test('a disabled item leads nowhere, says why, and wins over the rest', () => {
  const target = navLinkTarget(
    { path: '/openapi.json', openInNewTab: true, disabled: 'Offline' },
    '/api/v1',
  );
  expect(target).toEqual({ kind: 'disabled', reason: 'Offline' });
  expect(navLinkProps(target)).toEqual({ 'aria-disabled': true, role: 'link' });
});
