import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import { CanAccess, RequireAuth } from '../../../src/access/guards';
import { productServices } from '../../fixtures/product-console';
import { appStore } from '../../../src/state/app-store';
import { buildUser } from '../../factories/build-user';
import { API } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderWithRefine } from '../support/render-with-refine';

const { accessControlProvider } = productServices;

function SettlementList() {
  return <h1>Settlements</h1>;
}

const routes = (
  <Route
    path="/admin/settlements"
    element={
      <RequireAuth>
        <CanAccess subject="Settlement" fallback={<h1>Access denied</h1>}>
          <SettlementList />
        </CanAccess>
      </RequireAuth>
    }
  />
);

test('staff typing a finance URL sees access denied and no data request goes out', async () => {
  let settlementCalls = 0;
  server.use(
    http.get(`${API}/admin/settlements`, () => {
      settlementCalls += 1;
      return HttpResponse.json({ data: [], meta: { total: 0 } });
    }),
  );
  renderWithRefine({ url: '/admin/settlements', user: buildUser(), routes });

  expect(
    await screen.findByRole('heading', { name: 'Access denied' }),
  ).toBeInTheDocument();
  expect(
    screen.queryByRole('heading', { name: 'Settlements' }),
  ).not.toBeInTheDocument();
  expect(settlementCalls).toBe(0);
});

test('a finance user may open it', async () => {
  renderWithRefine({
    url: '/admin/settlements',
    user: buildUser({ roles: ['FINANCE'] }),
    routes,
  });
  expect(
    await screen.findByRole('heading', { name: 'Settlements' }),
  ).toBeInTheDocument();
});

test('a client sees access denied everywhere', async () => {
  renderWithRefine({
    url: '/admin/settlements',
    user: buildUser({ userType: 'CLIENT', roles: ['FINANCE'] }),
    routes,
  });
  expect(
    await screen.findByRole('heading', { name: 'Access denied' }),
  ).toBeInTheDocument();
});

test("Refine's can() answers from the ability in memory: 90 checks, no request", async () => {
  appStore.getState().setSession({ user: buildUser(), hasToken: true });
  const resources = [
    'orders',
    'payout-request',
    'settlements',
    'banks',
    'merchants',
  ];
  const answers = await Promise.all(
    Array.from({ length: 90 }, (_, i) =>
      accessControlProvider.can({
        resource: resources[i % resources.length],
        action: 'list',
      }),
    ),
  );
  expect(answers.slice(0, 5).map((a) => a.can)).toEqual([
    true,
    false,
    false,
    true,
    true,
  ]);
});

test('a menu group is allowed when one child is, hidden when none is', async () => {
  appStore.getState().setSession({ user: buildUser(), hasToken: true });
  const finance = {
    name: 'finance',
    children: [
      { name: 'payout-request', children: [] },
      { name: 'payout-history', children: [] },
    ],
  };
  const merchants = {
    name: 'merchants-group',
    children: [
      { name: 'payout-request', children: [] },
      { name: 'orders', children: [] },
    ],
  };
  const deny = await accessControlProvider.can({
    resource: 'finance',
    action: 'list',
    params: { resource: finance },
  });
  const allow = await accessControlProvider.can({
    resource: 'merchants-group',
    action: 'list',
    params: { resource: merchants },
  });
  expect(deny.can).toBe(false);
  expect(allow.can).toBe(true);
});

test('actions map to CASL: a reviewer may verify but not review a settlement, nor edit one (settlements offer no edit, so no key gives it)', async () => {
  appStore.getState().setSession({
    user: buildUser({ roles: ['FINANCE_REVIEWER'] }),
    hasToken: true,
  });
  const verify = await accessControlProvider.can({
    resource: 'settlements',
    action: 'verify',
  });
  const review = await accessControlProvider.can({
    resource: 'settlements',
    action: 'review',
  });
  const edit = await accessControlProvider.can({
    resource: 'settlements',
    action: 'edit',
  });
  expect([verify.can, review.can, edit.can]).toEqual([true, false, false]);
});
