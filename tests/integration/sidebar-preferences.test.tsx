import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import { RequireAuth } from '../../src/access/guards';
import { useMenu } from '../../src/layout/use-menu';
import { useRecordVisits } from '../../src/layout/use-record-visits';
import { VerticalNav } from '../../src/layout/vertical-nav';
import type { StoredNavPreferences } from '../../src/registry/nav-preferences';
import { apiPaths } from '../../src/registry/paths';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const url = `${API}${apiPaths.profilePreferences}`;

/** The shell's sidebar and its visit recording, as AppLayout wires them. */
function Sidebar() {
  const { home, sections } = useMenu();
  useRecordVisits(home, sections);
  return (
    <VerticalNav
      home={home}
      sections={sections}
      isBelowLg={false}
      isMobileOpen={false}
      onMobileOpen={() => undefined}
      onMobileClose={() => undefined}
    />
  );
}

const routes = (
  <Route
    path="*"
    element={
      <RequireAuth>
        <Sidebar />
      </RequireAuth>
    }
  />
);

const user = buildUser({
  permissions: ['orders.read', 'banks.read', 'cuisines.read'],
});

interface Write {
  ifMatch: string | null;
  body: StoredNavPreferences;
}

/** Answers the reads with `stored`, and records each write's version and body. */
function preferencesApi(
  stored: StoredNavPreferences,
  answerWrite: (write: Write, count: number) => Response,
): Write[] {
  const writes: Write[] = [];
  server.use(
    http.get(url, () => HttpResponse.json({ data: stored })),
    http.put(url, async ({ request }) => {
      const write = {
        ifMatch: request.headers.get('if-match'),
        body: (await request.json()) as StoredNavPreferences,
      };
      writes.push(write);
      return answerWrite(write, writes.length);
    }),
  );
  return writes;
}

const saved = (write: Write, version: number) =>
  HttpResponse.json({ data: { ...write.body, version } });

function region(name: string) {
  return screen.getByRole('region', { name });
}

test('a pin meeting a save from another tab is applied to that save, and both pages show', async () => {
  const writes = preferencesApi(
    { favourites: [], recents: [], version: 3 },
    (write, count) =>
      count === 1
        ? HttpResponse.json(
            {
              statusCode: 409,
              message: 'Your preferences changed elsewhere',
              current: { favourites: ['banks'], recents: [], version: 5 },
            },
            { status: 409 },
          )
        : saved(write, 6),
  );
  renderWithRefine({ url: '/admin/home', user, routes });

  await userEvent.click(
    await screen.findByRole('button', { name: 'Pin Orders to favourites' }),
  );

  const favourites = await screen.findByRole('region', {
    name: 'My favourites',
  });
  await expect
    .poll(() =>
      within(favourites)
        .queryAllByRole('link')
        .map((link) => link.textContent),
    )
    .toEqual(['Banks (favourite)', 'Orders (favourite)']);
  expect(writes.map((write) => write.ifMatch)).toEqual(['"3"', '"5"']);
  expect(writes.map((write) => write.body.favourites)).toEqual([
    ['orders'],
    ['banks', 'orders'],
  ]);
});

test('pinned and recent pages the user may no longer open are not shown', async () => {
  preferencesApi(
    {
      favourites: ['settings', 'orders'],
      recents: [
        { key: 'audit-logs', at: '2026-03-02T09:00:00.000Z' },
        { key: 'banks', at: '2026-03-02T08:00:00.000Z' },
      ],
      version: 2,
    },
    (write) => saved(write, 3),
  );
  renderWithRefine({ url: '/admin/home', user, routes });

  await screen.findByRole('region', { name: 'My favourites' });
  expect(
    within(region('My favourites'))
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Orders (favourite)']);
  expect(
    within(region('Recent'))
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Banks (recent)']);
});

test('opening a menu page puts it first in Recent and saves it once', async () => {
  const writes = preferencesApi(
    {
      favourites: [],
      recents: [{ key: 'banks', at: '2026-03-02T08:00:00.000Z' }],
      version: 4,
    },
    (write) => saved(write, 5),
  );
  renderWithRefine({ url: '/admin/home', user, routes });

  await userEvent.click(await screen.findByRole('link', { name: 'Cuisines' }));
  await expect
    .poll(() =>
      within(region('Recent'))
        .queryAllByRole('link')
        .map((link) => link.textContent),
    )
    .toEqual(['Cuisines (recent)', 'Banks (recent)']);
  await expect.poll(() => writes.length).toBe(1);
  expect(writes[0]?.ifMatch).toBe('"4"');
  expect(writes[0]?.body.recents.map((visit) => visit.key)).toEqual([
    'cuisines',
    'banks',
  ]);
});

test('the filter box: "/" focuses it, the count is announced, Escape clears it', async () => {
  preferencesApi({ favourites: [], recents: [], version: 1 }, (write) =>
    saved(write, 2),
  );
  renderWithRefine({ url: '/admin/home', user, routes });
  const box = await screen.findByRole('searchbox', { name: 'Filter pages' });

  await userEvent.keyboard('/');
  expect(box).toHaveFocus();
  expect(box).toHaveValue('');
  await userEvent.keyboard('c');
  // Announced: the count is the live region's text.
  expect(screen.getByText('1 page matches')).toHaveAttribute('role', 'status');
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toContain(
    'Cuisines',
  );
  expect(screen.queryByRole('link', { name: 'Banks' })).toBeNull();

  await userEvent.keyboard('zz');
  expect(screen.getByText('No pages match')).toHaveAttribute('role', 'status');
  await userEvent.keyboard('{Escape}');
  expect(box).toHaveValue('');
  expect(screen.getByRole('link', { name: 'Banks' })).toBeVisible();
});

test("a page's first visit is written on the sidebar's own read of the preferences, not a second one", async () => {
  let reads = 0;
  const writes = preferencesApi(
    { favourites: [], recents: [], version: 4 },
    (write) => saved(write, 5),
  );
  server.use(
    http.get(url, () => {
      reads += 1;
      return HttpResponse.json({
        data: { favourites: [], recents: [], version: 4 },
      });
    }),
  );
  renderWithRefine({ url: '/admin/orders', user, routes });

  await expect.poll(() => writes.length).toBe(1);
  expect(writes[0]?.ifMatch).toBe('"4"');
  expect(writes[0]?.body.recents.map((visit) => visit.key)).toEqual(['orders']);
  expect(reads).toBe(1);
});
