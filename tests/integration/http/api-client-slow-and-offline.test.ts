/**
 * How the console's HTTP client behaves when the network is slow or gone:
 * a slow answer is waited for however long it takes, and every network
 * error counts once towards offline.
 */
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { apiClient, apiGet } from '../../../src/http/api-client';
import { appStore } from '../../../src/state/app-store';
import { API } from '../../msw/handlers';
import { server } from '../../msw/server';
import { resetSessionState } from '../support/render-with-refine';

beforeEach(() => resetSessionState());
afterEach(() => vi.useRealTimers());

test('a report that answers after ten minutes is still received: the client sets no timeout', async () => {
  vi.useFakeTimers();
  const tenMinutes = 10 * 60_000;
  server.use(
    http.get(`${API}/admin/sales-summary`, async () => {
      await delay(tenMinutes);
      return HttpResponse.json({ data: [{ total: 4200 }] });
    }),
  );
  // The client's own configuration, sent through axios's fetch adapter: it
  // enforces a timeout with timers the test can move, where the intercepted
  // XMLHttpRequest of the test environment ignores timeouts altogether.
  // Absolute, as fetch needs outside a browser page.
  const answer = apiClient.get<{ data: { total: number }[] }>(
    new URL(`${API}/admin/sales-summary`, window.location.href).href,
    { adapter: 'fetch' },
  );
  const settled = vi.fn();
  answer.then(settled, settled);

  await vi.advanceTimersByTimeAsync(tenMinutes - 1000);
  expect(settled).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1000);

  expect((await answer).data).toEqual({ data: [{ total: 4200 }] });
  expect(appStore.getState().common.isOffline).toBe(0);
});

test('each network error raises the offline counter by one', async () => {
  server.use(http.get(`${API}/admin/banks`, () => HttpResponse.error()));
  for (const expected of [1, 2, 3]) {
    await expect(apiGet('/admin/banks')).rejects.toThrow();
    expect(appStore.getState().common.isOffline).toBe(expected);
  }
});
