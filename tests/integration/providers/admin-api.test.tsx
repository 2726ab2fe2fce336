/**
 * The typed admin client over the real data provider, axios client and MSW:
 * what goes on the wire for each call, what comes back typed, and a
 * conflict's message reaching the user through the action controllers.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import { getResource } from '../../../resources.config';
import { BulkActionBar } from '../../../src/components/actions/bulk-action-bar';
import { RecordActions } from '../../../src/components/actions/record-actions';
import { adminApi } from '../../../src/providers/admin-api';
import { sendAdminCall } from '../../../src/providers/send-admin-call';
import type { AnyResource } from '../../../src/registry/define-resource';
import { buildUser } from '../../factories/build-user';
import { API } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderWithRefine } from '../support/render-with-refine';

function entry(name: string): AnyResource {
  const resource = getResource(name);
  if (!resource) throw new Error(`No registry entry '${name}'`);
  return resource;
}

const settlements = entry('settlements');

test('a member set save carries the version it read as If-Match, and the answer comes back typed', async () => {
  const seen: { ifMatch: string | null; body: unknown }[] = [];
  server.use(
    http.put(`${API}/admin/roles/3/permissions`, async ({ request }) => {
      seen.push({
        ifMatch: request.headers.get('If-Match'),
        body: await request.json(),
      });
      return HttpResponse.json({ data: { permissionIds: [1, 4], version: 5 } });
    }),
  );

  const answer = await sendAdminCall(
    adminApi.saveMemberSet(
      entry('roles'),
      3,
      'permissions',
      { key: 'permissionIds', ids: [1, 4] },
      4,
    ),
  );

  expect(seen).toEqual([{ ifMatch: '"4"', body: { permissionIds: [1, 4] } }]);
  expect(answer.data).toEqual({ permissionIds: [1, 4], version: 5 });
});

test('an import dry run uploads the CSV as multipart with dryRun=true and answers the report', async () => {
  const seen: { dryRun: string | null; file: 'a file' | null }[] = [];
  server.use(
    http.post(`${API}/admin/banks/import`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      seen.push({
        dryRun: new URL(request.url).searchParams.get('dryRun'),
        // jsdom's request keeps the part but not its name or bytes.
        file: file === null || typeof file === 'string' ? null : 'a file',
      });
      return HttpResponse.json({
        data: {
          created: 1,
          updated: 0,
          failed: [{ row: 3, errors: { name: ['Name is required'] } }],
        },
      });
    }),
  );

  const { data: report } = await sendAdminCall(
    adminApi.importCsv(
      entry('banks'),
      new File(['name\nMaybank\n,\n'], 'banks.csv', { type: 'text/csv' }),
      { dryRun: true },
    ),
  );

  expect(seen).toEqual([{ dryRun: 'true', file: 'a file' }]);
  expect(report.created).toBe(1);
  expect(report.failed).toEqual([
    { row: 3, errors: { name: ['Name is required'] } },
  ]);
});

test('a bulk action answers which rows succeeded and which failed, and why', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/admin/settlements/bulk-review`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({
        data: {
          succeeded: [1],
          failed: [{ id: 2, message: 'Review needs Pending' }],
        },
      });
    }),
  );

  const { data: report } = await sendAdminCall(
    adminApi.bulkAction(settlements, 'review', ['1', '2']),
  );

  expect(bodies).toEqual([{ ids: [1, 2] }]);
  expect(report).toEqual({
    succeeded: [1],
    failed: [{ id: 2, message: 'Review needs Pending' }],
  });
});

test("an export sends the list's own query and saves under the server's file name", async () => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/admin/settlements/export`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return new HttpResponse('code\nSTL-1\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="settlements-2026.csv"',
        },
      });
    }),
  );

  const file = await sendAdminCall(
    adminApi.exportCsv(entry('payout-request'), {
      filters: [{ field: 'resolvedStatus', operator: 'eq', value: 'PENDING' }],
      sorters: [{ field: 'createdAt', order: 'desc' }],
    }),
  );

  expect(file.fileName).toBe('settlements-2026.csv');
  expect(file.blob.size).toBe('code\nSTL-1\n'.length);
  expect(queries[0]?.get('search[resolvedStatus]')).toBe('PENDING');
  expect(queries[0]?.get('sort')).toBe('-createdAt');
  expect(queries[0]?.has('page')).toBe(false);
});

test("a 409 rejects with the server's message and status", async () => {
  server.use(
    http.post(`${API}/admin/settlements/7/verify`, () =>
      HttpResponse.json(
        { statusCode: 409, message: 'This settlement is Verified' },
        { status: 409 },
      ),
    ),
  );

  await expect(
    sendAdminCall(adminApi.action(settlements, 7, 'verify')),
  ).rejects.toMatchObject({
    statusCode: 409,
    message: 'This settlement is Verified',
  });
});

test("a record action's 409 is read in its dialog, which then only closes", async () => {
  server.use(
    http.post(`${API}/admin/settlements/7/verify`, () =>
      HttpResponse.json(
        {
          statusCode: 409,
          message: 'This settlement is Verified; Verify needs Reviewed',
        },
        { status: 409 },
      ),
    ),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/settlements/show/7',
    user: buildUser({ id: 9, roles: ['FINANCE_REVIEWER'] }),
    routes: (
      <Route
        path="/admin/settlements/show/7"
        element={
          <RecordActions
            resource={settlements}
            resourceKey="settlements"
            record={{ id: 7, resolvedStatus: 'REVIEWED' }}
            title="STL-0007"
          />
        }
      />
    ),
  });

  await user.click(await screen.findByRole('button', { name: 'Verify' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Verify settlement STL-0007?',
  });
  await user.click(
    within(dialog).getByRole('button', { name: 'Verify settlement' }),
  );

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'This settlement is Verified; Verify needs Reviewed',
  );
  expect(
    within(dialog).queryByRole('button', { name: 'Verify settlement' }),
  ).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("a bulk call refused as a whole keeps the server's reason in the same dialog", async () => {
  server.use(
    http.post(`${API}/admin/settlements/bulk-review`, () =>
      HttpResponse.json(
        {
          statusCode: 422,
          message: 'The request is not valid',
          errors: { ids: ['At most 500 ids at a time'] },
        },
        { status: 422 },
      ),
    ),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/settlements',
    user: buildUser({ roles: ['FINANCE'] }),
    routes: (
      <Route
        path="/admin/settlements"
        element={
          <BulkActionBar
            resource={settlements}
            resourceKey="settlements"
            selectedIds={[1, 2]}
            onDone={() => undefined}
          />
        }
      />
    ),
  });

  await user.click(await screen.findByRole('button', { name: 'Review (2)' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Review 2 settlements?',
  });
  await user.click(
    within(dialog).getByRole('button', { name: 'Review 2 settlements' }),
  );

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The request is not valid',
  );
  // Not a conflict: the same selection may be tried again.
  expect(
    within(dialog).getByRole('button', { name: 'Review 2 settlements' }),
  ).toBeEnabled();
});
