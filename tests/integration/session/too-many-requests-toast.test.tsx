import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { apiGet } from '../../../src/http/api-client';
import { buildUser } from '../../factories/build-user';
import { API } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderWithRefine } from '../support/render-with-refine';

test('the 429 toast shows for 2,000 ms, then goes', async () => {
  server.use(
    http.get(`${API}/admin/banks`, () =>
      HttpResponse.json(
        { statusCode: 429, message: 'Too many requests' },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    ),
  );
  renderWithRefine({ url: '/', user: buildUser() });
  await screen.findByRole('heading', { name: 'Home' });

  await apiGet('/admin/banks').catch(() => undefined);
  const toast = await screen.findByText('Too Many Requests. Try again later!');
  const shownAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 1_700));
  expect(toast).toBeVisible();
  await waitForElementToBeRemoved(
    () => screen.queryByText('Too Many Requests. Try again later!'),
    { timeout: 3_000 },
  );
  // Hidden at 2,000 ms, gone once notistack's exit transition has run.
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThanOrEqual(1_950);
  expect(shownFor).toBeLessThan(3_000);
});
