/**
 * The export control while its file downloads: the rows arrived of the rows
 * the server expects, read out politely, and a Cancel reached by keyboard
 * that stops the download.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { getResource } from '../../resources.config';
import { ExportButton } from '../../src/components/actions/export-button';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const orders = getResource('orders');
if (!orders) throw new Error('No registry entry orders');

const routes = (
  <Route
    path="/export"
    element={<ExportButton resource={orders} filters={[]} sorters={[]} />}
  />
);

/**
 * Answers the export with a CSV in two parts, the second only once the
 * test releases it, and `X-Export-Rows` (`~`: an estimate). `aborted`
 * settles when the client drops the request.
 */
function answerExport(first: string, second: string, rows: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let abort = () => {};
  const aborted = new Promise<void>((resolve) => {
    abort = resolve;
  });
  server.use(
    http.get(`${API}/admin/orders/export`, ({ request }) => {
      request.signal.addEventListener('abort', abort);
      const parts = [first, second];
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const part = parts.shift();
          if (part === undefined) return controller.close();
          if (part === second) await released;
          controller.enqueue(new TextEncoder().encode(part));
        },
      });
      return new HttpResponse(body, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="orders-2026.csv"',
          'x-export-rows': rows.replace(/~$/, ''),
          'x-export-rows-estimated': String(rows.endsWith('~')),
        },
      });
    }),
  );
  return { release, aborted };
}

/** What the browser would save: each file's blob and name. */
function saving() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: vi.fn(),
    }),
  );
  // jsdom follows no download link; the name on the clicked link is the file's.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The export's live progress text (the test page's URL is a status too). */
function progressText(): HTMLElement | undefined {
  return screen
    .queryAllByRole('status')
    .find((status) => /^(Exporting|Preparing)/.test(status.textContent ?? ''));
}

test('shows the rows arrived of the rows expected while the file downloads, then saves it', async () => {
  const csv = answerExport('id,code\n1,A\n2,"B\nB"\n', '3,C\n4,D\n5,E\n', '5');
  const saved = saving();
  const user = userEvent.setup();
  renderWithRefine({ url: '/export', user: buildUser(), routes });

  await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

  await vi.waitFor(() =>
    expect(progressText()).toHaveTextContent('Exporting 2 of 5 rows'),
  );
  expect(
    screen.getByRole('progressbar', { name: 'Export progress' }),
  ).toHaveAttribute('aria-valuenow', '40');
  expect(screen.getByRole('button', { name: 'Cancel export' })).toHaveFocus();

  csv.release();
  await vi.waitFor(() => expect(saved.names).toEqual(['orders-2026.csv']));
  expect(saved.blobs[0]?.size).toBe(
    'id,code\n1,A\n2,"B\nB"\n3,C\n4,D\n5,E\n'.length,
  );
  expect(
    await screen.findByRole('button', { name: 'Export CSV' }),
  ).toHaveFocus();
  expect(progressText()).toBeUndefined();
});

test('Cancel, by keyboard, stops the download of an estimated export and saves nothing', async () => {
  const csv = answerExport('id,code\n1,A\n2,B\n', '3,C\n', '5000000~');
  const saved = saving();
  const user = userEvent.setup();
  renderWithRefine({ url: '/export', user: buildUser(), routes });

  await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
  await vi.waitFor(() =>
    expect(progressText()).toHaveTextContent('Exporting 0 of about 5.0M rows'),
  );
  expect(screen.getByRole('button', { name: 'Cancel export' })).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(await screen.findByText('Export cancelled')).toBeVisible();
  await csv.aborted;
  expect(
    await screen.findByRole('button', { name: 'Export CSV' }),
  ).toHaveFocus();
  expect(saved.names).toEqual([]);
});

test("a refused export says the server's reason", async () => {
  server.use(
    http.get(`${API}/admin/orders/export`, () =>
      HttpResponse.json(
        { statusCode: 422, message: 'format must be readable or raw' },
        { status: 422 },
      ),
    ),
  );
  const user = userEvent.setup();
  renderWithRefine({ url: '/export', user: buildUser(), routes });

  await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

  expect(
    await screen.findByText('format must be readable or raw'),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});
