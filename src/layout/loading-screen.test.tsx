import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, test } from 'vitest';
import { RequireAuth } from '../access/guards';
import { appStore } from '../state/app-store';
import { buildUser } from '../../tests/factories/build-user';
import { LoadingScreen } from './loading-screen';

// Reset before, not after: signing out under a mounted guard would leave for the sign-in page.
beforeEach(() => appStore.getState().resetAll());

test('the loading screen shows the logo and a spinner', () => {
  render(<LoadingScreen />);
  const screenBox = screen.getByRole('status', { name: 'Loading' });
  // The logo is decorative (empty alt): the status already says "Loading".
  expect(within(screenBox).getByRole('presentation')).toHaveAttribute(
    'src',
    '/logo.svg',
  );
  expect(within(screenBox).getByRole('progressbar')).toBeVisible();
});

/** A signed-in tab whose profile has not arrived yet. */
function renderGuard(fallback?: React.ReactNode) {
  appStore.getState().setSession({ hasToken: true, user: null });
  render(
    <MemoryRouter initialEntries={['/admin/orders']}>
      <RequireAuth fallback={fallback}>
        <h1>Orders</h1>
      </RequireAuth>
    </MemoryRouter>,
  );
}

test('while authentication loads the guard shows its fallback, then the page once the profile is in', () => {
  renderGuard(<LoadingScreen />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();

  act(() => appStore.getState().setSession({ user: buildUser() }));

  expect(screen.getByRole('heading', { name: 'Orders' })).toBeVisible();
  expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
});

test('without a fallback of its own the guard shows a spinner while authentication loads', () => {
  renderGuard();
  expect(
    within(
      screen.getByRole('progressbar', { name: 'Loading session' }),
    ).getByRole('progressbar'),
  ).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();
});
