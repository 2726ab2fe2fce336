import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import ResourceShowPage from '../../src/views/generic/resource-show-page';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const routes = (
  <Route
    path="/admin/banks/show/:id"
    element={<ResourceShowPage resourceKey="banks" />}
  />
);

const list = (data: unknown[]) =>
  HttpResponse.json({
    data,
    meta: { total: data.length, page: 1, perPage: 100 },
  });

function serveBank(auditCalls: URL[]) {
  server.use(
    http.get(`${API}/admin/banks/1`, () =>
      HttpResponse.json({
        data: {
          id: 1,
          name: 'CIMB',
          swiftCode: 'CIBBMYKL',
          logoUrl: null,
          isActive: true,
        },
      }),
    ),
    http.get(`${API}/admin/audit-logs`, ({ request }) => {
      auditCalls.push(new URL(request.url));
      return list([
        {
          id: 31,
          action: 'UPDATE',
          actorId: 5,
          resource: 'banks',
          recordId: '1',
          summary: 'updated banks #1',
          createdAt: '2026-11-20T04:05:00.000Z',
        },
        {
          id: 30,
          action: 'CREATE',
          actorId: null,
          resource: 'banks',
          recordId: '1',
          summary: 'created banks #1',
          createdAt: '2026-11-19T04:05:00.000Z',
        },
      ]);
    }),
    http.get(`${API}/admin/users/5`, () =>
      HttpResponse.json({ data: { id: 5, name: 'Aisyah Rahman' } }),
    ),
    http.get(`${API}/admin/users`, () =>
      list([{ id: 5, name: 'Aisyah Rahman' }]),
    ),
  );
}

test('an admin reads a record’s activity: its audit rows, newest first, with who did them', async () => {
  const auditCalls: URL[] = [];
  serveBank(auditCalls);
  renderWithRefine({
    url: '/admin/banks/show/1',
    user: buildUser({ id: 5, userType: 'ADMIN' }),
    routes,
  });

  const activity = await screen.findByRole('list', { name: 'Bank activity' });
  const items = await within(activity).findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('updated banks #1');
  expect(items[1]).toHaveTextContent('created banks #1');
  expect(await within(activity).findByText(/Aisyah Rahman/)).toBeVisible();
  expect(items[1]).toHaveTextContent('System');
  expect(auditCalls[0]?.searchParams.get('search[resource]')).toBe('banks');
  expect(auditCalls[0]?.searchParams.get('search[recordId]')).toBe('1');
  expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
});

test('a user who may not read the audit log gets no activity card and sends no audit call', async () => {
  const auditCalls: URL[] = [];
  serveBank(auditCalls);
  renderWithRefine({
    url: '/admin/banks/show/1',
    user: buildUser({ id: 6, userType: 'CLIENT' }),
    routes,
  });
  expect(await screen.findByText('CIBBMYKL')).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Bank activity' })).toBeNull();
  expect(auditCalls).toHaveLength(0);
});
