import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { buildUser } from '../factories/build-user';
import { productServices } from '../fixtures/product-console';
import { API } from '../msw/handlers';
import { listAnswer, rateLimited } from '../msw/list-answer';
import { server } from '../msw/server';
import { stubMatchMedia } from '../fakes/match-media';
import { pagePaths } from '../../src/registry/paths';
import { listPageRoute } from './support/list-page-route';
import { findAlertSaying } from './support/find-alert';
import { renderWithRefine } from './support/render-with-refine';
import { gridWait } from './support/grid-wait';

const routes = listPageRoute('banks');

const banks = [
  { id: 1, name: 'Maybank', swift: 'MBBEMYKL', isActive: true },
  { id: 2, name: 'CIMB Bank', swift: 'CIBBMYKL', isActive: true },
];

/** The banks list answers with rows while `state.failing` is false, else 429. */
function serveBanks(state: { failing: boolean }) {
  server.use(
    http.get(`${API}/admin/banks`, () =>
      state.failing ? rateLimited() : listAnswer(banks),
    ),
  );
}

/** The count beside the title ("2 records"), or '' when there is none. */
function countLine(): string {
  const line = screen.queryByText(
    (_, element) =>
      element?.tagName === 'P' && /records?$/.test(element.textContent ?? ''),
  );
  return line?.textContent ?? '';
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A phone's width: every `max-width` query matches, no `min-width` one. */
function phoneScreen() {
  stubMatchMedia((media) => media.includes('max-width'));
}

/** Banks answer with rows, and 429 to any search. */
function refuseSearches() {
  server.use(
    http.get(`${API}/admin/banks`, ({ request }) =>
      new URL(request.url).searchParams.get('q')
        ? rateLimited()
        : listAnswer(banks),
    ),
  );
}

function renderBanks() {
  renderWithRefine({
    url: pagePaths.list('banks'),
    user: buildUser({ userType: 'ADMIN' }),
    routes,
    live: true,
  });
}

test('a list whose first read failed says why instead of showing an empty list, and loads when tried again', async () => {
  const state = { failing: true };
  serveBanks(state);
  const user = userEvent.setup();
  renderBanks();

  const failure = await findAlertSaying(/^Banks could not be loaded/);
  expect(failure).toHaveTextContent('Too many requests');
  // In the rows' place, in a grid whose toolbar (the search box) stays.
  expect(within(screen.getByRole('grid')).getByRole('alert')).toBe(failure);
  expect(countLine()).toBe('');
  expect(screen.queryByText(/match this view/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Rows per page/)).not.toBeInTheDocument();

  state.failing = false;
  await user.click(within(failure).getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('gridcell', { name: 'Maybank' }, gridWait),
  ).toBeInTheDocument();
  expect(countLine()).toBe('2 records');
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
});

test('a refresh that failed keeps the rows on screen and says they may be out of date', async () => {
  const state = { failing: false };
  serveBanks(state);
  const user = userEvent.setup();
  renderBanks();
  expect(
    await screen.findByRole('gridcell', { name: 'Maybank' }, gridWait),
  ).toBeInTheDocument();

  // A change notice refreshes the list; this time the server refuses.
  state.failing = true;
  act(() =>
    productServices.liveProvider.publishChange({
      resource: 'banks',
      type: 'updated',
      ids: [1],
    }),
  );
  const warning = await findAlertSaying(/could not be refreshed/);
  expect(warning).toHaveTextContent(
    'This list could not be refreshed: Too many requests. The rows below may be out of date.',
  );
  expect(screen.getByRole('gridcell', { name: 'Maybank' })).toBeInTheDocument();
  expect(countLine()).toBe('2 records');

  state.failing = false;
  await user.click(within(warning).getByRole('button', { name: 'Try again' }));
  await expect
    .poll(() => screen.queryByText(/could not be refreshed/), gridWait)
    .toBeNull();
  expect(screen.getByRole('gridcell', { name: 'Maybank' })).toBeInTheDocument();
});

test('a search whose read failed keeps the search box focused and what was typed in it', async () => {
  refuseSearches();
  const user = userEvent.setup();
  renderBanks();
  expect(
    await screen.findByRole('gridcell', { name: 'Maybank' }, gridWait),
  ).toBeInTheDocument();

  const box = screen.getByRole('textbox', { name: 'Search Banks' });
  await user.click(box);
  await user.keyboard('may');
  await findAlertSaying(/^Banks could not be loaded/);

  const after = screen.getByRole('textbox', { name: 'Search Banks' });
  expect(after).toHaveValue('may');
  expect(after).toHaveFocus();
  await user.keyboard('b');
  expect(after).toHaveValue('mayb');
});

test('on a phone, a refused search takes the cards’ place and the pager’s, and the box keeps the focus', async () => {
  phoneScreen();
  refuseSearches();
  const user = userEvent.setup();
  renderBanks();
  const cards = await screen.findByRole('list', { name: 'Banks' }, gridWait);
  expect(await within(cards).findByText('Maybank', {}, gridWait)).toBeVisible();

  const box = screen.getByRole('textbox', { name: 'Search Banks' });
  await user.click(box);
  await user.keyboard('cimb');
  const failure = await findAlertSaying(/^Banks could not be loaded/);
  expect(failure).toHaveTextContent('Too many requests');
  expect(screen.queryByRole('list', { name: 'Banks' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Rows per page/)).not.toBeInTheDocument();

  const after = screen.getByRole('textbox', { name: 'Search Banks' });
  expect(after).toHaveFocus();
  await user.keyboard(' bank');
  expect(after).toHaveValue('cimb bank');
});
