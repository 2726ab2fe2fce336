import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { resources } from '../../../../resources.config';
import { RouteLinkProvider } from '../../../components/links/route-link';
import { RegistryProvider } from '../../../providers/registry-context';
import type { ReferenceTitles } from '../../../providers/response-extras';
import { createRegistry } from '../../../registry/create-registry';
import type { FieldSpec } from '../../../registry/define-resource';
import { CellValue, DrawnRowsTitles, ListTitles } from './list-titles';

const registry = createRegistry(resources);
const customer: FieldSpec = {
  kind: 'reference',
  label: 'Customer',
  to: 'users',
};

/** A list cell under the page's titles and those of the rows the grid drew last. */
function cell(
  value: unknown,
  onPage: ReferenceTitles,
  drawn: ReferenceTitles | undefined,
) {
  render(
    <MemoryRouter>
      <RegistryProvider registry={registry}>
        <RouteLinkProvider>
          <ListTitles.Provider value={onPage}>
            <DrawnRowsTitles.Provider value={{ current: drawn }}>
              <CellValue
                field={customer}
                name="customerId"
                value={value}
                titles={undefined}
              />
            </DrawnRowsTitles.Provider>
          </ListTitles.Provider>
        </RouteLinkProvider>
      </RegistryProvider>
    </MemoryRouter>,
  );
}

test("a row the page's titles do not name yet takes the titles its rows were drawn with", () => {
  // Page 2's rows in the grid, page 1's titles still the page's.
  cell(
    58,
    { customerId: { 7: 'Nur Aisyah' } },
    { customerId: { 58: 'Lakshmi Muthu' } },
  );
  expect(screen.getByText('Lakshmi Muthu')).toBeInTheDocument();
});

test("the page's titles win where both name the record: they are the newest", () => {
  cell(
    7,
    { customerId: { 7: 'Nur Aisyah Ibrahim' } },
    { customerId: { 7: 'Nur Aisyah' } },
  );
  expect(screen.getByText('Nur Aisyah Ibrahim')).toBeInTheDocument();
});

test('a record neither names reads as #id', () => {
  cell(9, { customerId: {} }, { customerId: { 58: 'Lakshmi Muthu' } });
  expect(screen.getByText('#9')).toBeInTheDocument();
});
