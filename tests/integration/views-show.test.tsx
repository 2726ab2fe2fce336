import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import ResourceShowPage from '../../src/views/generic/resource-show-page';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { listAnswer, recordAnswer } from '../msw/list-answer';
import { recordRequests, resourceCalls } from '../msw/record-requests';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const routes = (
  <Route
    path="/admin/banks/show/:id"
    element={<ResourceShowPage resourceKey="banks" />}
  />
);

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
      return listAnswer(
        [
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
        ],
        { titles: { actorId: { '5': 'Aisyah Rahman' } } },
      );
    }),
  );
}

test('an admin opens a record’s activity: its audit rows, newest first, with who did them', async () => {
  const auditCalls: URL[] = [];
  serveBank(auditCalls);
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/banks/show/1',
    user: buildUser({ id: 5, userType: 'ADMIN' }),
    routes,
  });

  expect(await screen.findByText('CIBBMYKL')).toBeVisible();
  // The history loads only when asked for.
  expect(auditCalls).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Activity' }));
  const activity = await screen.findByRole('list', { name: 'Bank activity' });
  const items = await within(activity).findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('updated banks #1');
  expect(items[1]).toHaveTextContent('created banks #1');
  expect(await within(activity).findByText(/Aisyah Rahman/)).toBeVisible();
  expect(items[1]).toHaveTextContent('System');
  expect(auditCalls[0]?.searchParams.get('search[resource]')).toBe('banks');
  expect(auditCalls[0]?.searchParams.get('search[recordId]')).toBe('1');
  expect(auditCalls[0]?.searchParams.get('include')).toBe('actorId');
  expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
});

test('a user who may not read the audit log gets no activity section and sends no audit call', async () => {
  const auditCalls: URL[] = [];
  serveBank(auditCalls);
  renderWithRefine({
    url: '/admin/banks/show/1',
    user: buildUser({ id: 6, userType: 'CLIENT' }),
    routes,
  });
  expect(await screen.findByText('CIBBMYKL')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Activity' })).toBeNull();
  expect(auditCalls).toHaveLength(0);
});

test('a record page opens with its record and first related list; the others load when opened', async () => {
  const seen = recordRequests();
  server.use(
    http.get(`${API}/admin/merchants/1`, () =>
      recordAnswer({ id: 1, name: 'Pelita', status: 'ACTIVE' }),
    ),
    http.get(`${API}/admin/merchant-outlets`, () =>
      listAnswer([{ id: 3, name: 'Pelita Bangsar', merchantId: 1 }]),
    ),
    http.get(`${API}/admin/merchant-users`, () =>
      listAnswer([{ id: 8, name: 'Siti Aminah', merchantId: 1, outletId: 3 }], {
        titles: { outletId: { '3': 'Pelita Bangsar' } },
      }),
    ),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/merchants/show/1',
    user: buildUser({ userType: 'ADMIN' }),
    routes: (
      <Route
        path="/admin/merchants/show/:id"
        element={<ResourceShowPage resourceKey="merchants" />}
      />
    ),
  });

  expect(await screen.findByText('Pelita Bangsar')).toBeVisible();
  expect(screen.getByText(/in all$/)).toHaveTextContent(/^1 in all$/);
  expect(
    resourceCalls(seen)
      .map((call) => call.split('?')[0])
      .sort(),
  ).toEqual(['/admin/merchant-outlets', '/admin/merchants/1']);

  await user.click(screen.getByRole('button', { name: 'Users' }));
  const users = await screen.findByText('Siti Aminah');
  expect(users).toBeVisible();
  // The users grid names each user's outlet from its own answer's titles (a
  // reference cell carries the full title for when it is cut); the outlets
  // grid above links the same outlet by its name too.
  expect(screen.getByTitle('Pelita Bangsar')).toHaveAttribute(
    'href',
    '/admin/merchant-outlets/show/3',
  );
  expect(screen.getAllByRole('link', { name: 'Pelita Bangsar' })).toHaveLength(
    2,
  );
  const calls = resourceCalls(seen);
  expect(calls).toHaveLength(3);
  expect(calls[2]).toMatch(/^\/admin\/merchant-users\?.*include=outletId/);
  expect(screen.getByRole('button', { name: 'Cuisines' })).toBeVisible();
});
