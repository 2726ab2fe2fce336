import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { resources } from '../../../resources.config';
import { RegistryProvider } from '../../providers/registry-context';
import { createRegistry } from '../../registry/create-registry';
import type { FieldSpec } from '../../registry/define-resource';
import { RouteLinkProvider } from '../links/route-link';
import { FieldValue } from './field-value';

/** References link to their target's page, which the registry names. */
const registry = createRegistry(resources);

function show(field: FieldSpec, value: unknown, titles = {}) {
  render(
    <MemoryRouter>
      <RegistryProvider registry={registry}>
        <RouteLinkProvider>
          <FieldValue field={field} value={value} titles={titles} dense />
        </RouteLinkProvider>
      </RegistryProvider>
    </MemoryRouter>,
  );
}

// In a right-to-left page these would have their parts reordered unless
// isolated and laid out left to right.
test.each<[string, FieldSpec, unknown, RegExp]>([
  ['money', { kind: 'money', label: 'Total' }, 163800, /^RM\s1,638\.00$/],
  ['number', { kind: 'number', label: 'Qty' }, -3, /^-3$/],
  ['percent', { kind: 'percent', label: 'Rate' }, 12.5, /^12\.5%$/],
  ['date', { kind: 'date', label: 'Day' }, '2026-11-25', /^25 Nov 2026$/],
  [
    'datetime',
    { kind: 'datetime', label: 'At' },
    '2026-11-25T11:59:00Z',
    /2026/,
  ],
  ['time', { kind: 'time', label: 'Opens' }, '09:30:00', /^09:30$/],
  ['phone', { kind: 'phone', label: 'Phone' }, '+60 12-345 6789', /^\+60/],
  ['email', { kind: 'email', label: 'Email' }, 'a@zfood.my', /^a@zfood\.my$/],
])('a %s value is isolated left to right', (_, field, value, shown) => {
  show(field, value);
  expect(screen.getByText(shown)).toHaveAttribute('dir', 'ltr');
});

test('text is isolated and takes its direction from its own letters', () => {
  show({ kind: 'text', label: 'Order no.' }, 'ORD0000042');
  const code = screen.getByText('ORD0000042');
  expect(code.tagName).toBe('BDI');
  expect(code).not.toHaveAttribute('dir');
});

test('a reference reads as its isolated title, or as #id left to right', () => {
  show({ kind: 'references', label: 'Users', to: 'users' }, [7, 8], {
    7: 'Nurul Huda Hassan',
  });
  expect(screen.getByText('Nurul Huda Hassan').tagName).toBe('BDI');
  expect(screen.getByText('#8')).toHaveAttribute('dir', 'ltr');
});
