import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { listPageRoute } from './support/list-page-route';
import { renderWithRefine } from './support/render-with-refine';

const routes = listPageRoute('banks');

test('an import dry run with one bad row previews counts and row errors, and blocks the import', async () => {
  const calls: string[] = [];
  server.use(
    http.get(`${API}/admin/banks`, () =>
      HttpResponse.json({
        data: [{ id: 1, name: 'Maybank' }],
        meta: { total: 1, page: 1, perPage: 25 },
      }),
    ),
    http.post(`${API}/admin/banks/import`, async ({ request }) => {
      const url = new URL(request.url);
      const form = await request.formData();
      const file = form.get('file');
      // jsdom's File crosses into the fetch layer as a nameless blob; its presence is what counts here.
      calls.push(`${url.search} ${file === null ? 'no file' : 'file'}`);
      return HttpResponse.json({
        data: {
          created: 2,
          updated: 1,
          failed: [{ row: 3, errors: ['name: is required'] }],
        },
      });
    }),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/banks',
    user: buildUser({ userType: 'ADMIN' }),
    routes,
  });

  await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Banks' });
  const csv = new File(['name,code\nCIMB,CIMB\n,X\n'], 'banks.csv', {
    type: 'text/csv',
  });
  await user.upload(within(dialog).getByLabelText('CSV file'), csv);
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Dry run' }));

  expect(await within(dialog).findByText(/^Would create/)).toHaveTextContent(
    /^Would create 2, update 1/,
  );
  const rows = within(dialog).getByRole('list', { name: 'Rows with errors' });
  expect(within(rows).getByText(/^Row/)).toHaveTextContent(/^Row 3$/);
  expect(within(rows).getByText('name: is required')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  expect(calls).toEqual(['?dryRun=true file']);
});

test('a dry run of a file with more bad rows than the report lists says how many it shows of how many', async () => {
  server.use(
    http.get(`${API}/admin/banks`, () =>
      HttpResponse.json({
        data: [{ id: 1, name: 'Maybank' }],
        meta: { total: 1, page: 1, perPage: 25 },
      }),
    ),
    http.post(`${API}/admin/banks/import`, () =>
      HttpResponse.json({
        data: {
          created: 0,
          updated: 0,
          failed: Array.from({ length: 1000 }, (_, i) => ({
            row: i + 2,
            errors: { swiftCode: ['SWIFT code is not a SWIFT code'] },
          })),
          failedCount: 50_000,
          failedTruncated: true,
          rowsChecked: 50_000,
        },
      }),
    ),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/banks',
    user: buildUser({ userType: 'ADMIN' }),
    routes,
  });

  await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Banks' });
  const csv = new File(['name,swiftCode\nCIMB,x\n'], 'banks.csv', {
    type: 'text/csv',
  });
  await user.upload(within(dialog).getByLabelText('CSV file'), csv);
  await user.click(within(dialog).getByRole('button', { name: 'Dry run' }));

  expect(await within(dialog).findByText(/^Would create/)).toHaveTextContent(
    /^Would create 0, update 0; 50,000 rows have errors$/,
  );
  expect(within(dialog).getByText(/^Showing the first/)).toHaveTextContent(
    /^Showing the first 1,000 of 50,000 errors$/,
  );
  const rows = within(dialog).getByRole('list', { name: 'Rows with errors' });
  const listed = within(rows).getAllByText(/^Row/);
  expect(listed).toHaveLength(1000);
  expect(listed.at(-1)).toHaveTextContent(/^Row 1001$/);
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
});
