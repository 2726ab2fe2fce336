import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import { RequireAuth } from '../../../src/access/guards';
import { usePendingPayout } from '../../../src/session/use-pending-payout';
import { buildUser } from '../../factories/build-user';
import { API } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderWithRefine } from '../support/render-with-refine';

function PayoutMenuItem() {
  const hasPending = usePendingPayout();
  return (
    <nav aria-label="Finance">
      <a href="/admin/payout-request">
        Payout Request
        {hasPending && <span role="img" aria-label="pending payout" />}
      </a>
    </nav>
  );
}

const routes = (
  <Route
    path="/"
    element={
      <RequireAuth>
        <h1>Home</h1>
        <PayoutMenuItem />
      </RequireAuth>
    }
  />
);

function countSettlementCalls(total: number) {
  const seen: string[] = [];
  server.use(
    http.get(`${API}/admin/settlements`, ({ request }) => {
      seen.push(new URL(request.url).search);
      return HttpResponse.json({
        data: [],
        meta: { total, page: 1, perPage: 1 },
      });
    }),
  );
  return seen;
}

test('a finance reviewer with a pending settlement sees the red dot', async () => {
  const seen = countSettlementCalls(2);
  renderWithRefine({
    url: '/',
    user: buildUser({ roles: ['FINANCE_REVIEWER'] }),
    routes,
  });

  expect(
    await screen.findByRole('img', { name: 'pending payout' }),
  ).toBeInTheDocument();
  expect(decodeURIComponent(seen[0] ?? '')).toContain(
    'search[resolvedStatus]=PENDING',
  );
});

test('no pending settlement, no dot', async () => {
  const seen = countSettlementCalls(0);
  renderWithRefine({
    url: '/',
    user: buildUser({ roles: ['FINANCE_REVIEWER'] }),
    routes,
  });

  await screen.findByRole('heading', { name: 'Home' });
  await expect.poll(() => seen.length).toBe(1);
  expect(
    screen.queryByRole('img', { name: 'pending payout' }),
  ).not.toBeInTheDocument();
});

test.each([
  ['staff', buildUser()],
  ['finance without reviewer', buildUser({ roles: ['FINANCE'] })],
])(
  'a %s user makes no settlements call and sees no dot',
  async (_label, user) => {
    const seen = countSettlementCalls(5);
    renderWithRefine({ url: '/', user, routes });

    expect(
      await screen.findByRole('link', { name: 'Payout Request' }),
    ).toBeInTheDocument();
    // The profile has loaded (the flags come from it) and still no call went out.
    await expect
      .poll(() => localStorage.getItem('hasReviewerRole'))
      .toBe('false');
    expect(seen).toHaveLength(0);
    expect(
      screen.queryByRole('img', { name: 'pending payout' }),
    ).not.toBeInTheDocument();
  },
);
