import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import OutletShow from '../../src/views/outlets/outlet-show';
import { pagePaths } from '../../src/registry/paths';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { listAnswer, rateLimited, recordAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { findAlertSaying } from './support/find-alert';
import { renderWithRefine } from './support/render-with-refine';

const routes = (
  <Route
    path={pagePaths.show('merchant-outlets', ':id')}
    element={<OutletShow resourceKey="merchant-outlets" />}
  />
);

const outlet = {
  id: 5,
  merchantId: 2,
  name: 'Nasi Kandar Pelita Bangsar',
  code: 'OUT-0005',
  status: 'ACTIVE',
};

/** The outlet answers; its temporary statuses and hours fail until `state.failing` is false. */
function serveOutlet(state: { failing: boolean }) {
  server.use(
    http.get(`${API}/admin/merchant-outlets/5`, () => recordAnswer(outlet)),
    http.get(`${API}/admin/merchant-outlet-temporary-statuses`, () =>
      state.failing ? rateLimited() : listAnswer([]),
    ),
    http.get(`${API}/admin/merchant-outlet-operating-hours`, () =>
      state.failing
        ? rateLimited()
        : listAnswer([
            {
              id: 1,
              outletId: 5,
              dayOfWeek: 'MONDAY',
              opensAt: '08:00',
              closesAt: '22:00',
              isClosed: false,
              version: 1,
            },
          ]),
    ),
  );
}

test('an outlet whose temporary statuses and hours could not be read says so, never "no temporary status" or a closed week', async () => {
  const state = { failing: true };
  serveOutlet(state);
  const user = userEvent.setup();
  renderWithRefine({
    url: pagePaths.show('merchant-outlets', 5),
    user: buildUser({ userType: 'ADMIN' }),
    routes,
  });

  const statuses = await findAlertSaying(
    /^Temporary statuses could not be loaded/,
  );
  expect(statuses).toHaveTextContent('Too many requests');
  expect(screen.queryByText(/No temporary status/)).not.toBeInTheDocument();
  const hours = await findAlertSaying(/^Operating hours could not be loaded/);
  // No week to edit: built from nothing, every day would read as closed.
  expect(
    screen.queryByRole('group', { name: 'Operating hours' }),
  ).not.toBeInTheDocument();

  state.failing = false;
  await user.click(within(statuses).getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByText(/No temporary status: the outlet follows/),
  ).toBeInTheDocument();
  await user.click(within(hours).getByRole('button', { name: 'Try again' }));
  const week = await screen.findByRole('group', { name: 'Operating hours' });
  expect(within(week).getByLabelText('Monday opens')).toHaveValue('08:00');
});
