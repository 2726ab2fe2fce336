import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from 'react-router';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RouteLink, RouteLinkProvider } from './route-link';

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

function showLink() {
  render(
    <MemoryRouter initialEntries={['/admin/orders']}>
      <RouteLinkProvider>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <RouteLink to="/admin/orders/show/7">ORD0000007</RouteLink>
                <Where />
              </>
            }
          />
        </Routes>
      </RouteLinkProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'ORD0000007' });
}

test('a plain click navigates inside the app, and the link keeps a real href', () => {
  const link = showLink();
  expect(link).toHaveAttribute('href', '/admin/orders/show/7');
  const notPrevented = fireEvent.click(link, { button: 0 });
  expect(notPrevented).toBe(false);
  expect(screen.getByLabelText('where')).toHaveTextContent(
    '/admin/orders/show/7',
  );
});

test.each([
  ['ctrl', { ctrlKey: true }],
  ['meta', { metaKey: true }],
  ['shift', { shiftKey: true }],
  ['middle button', { button: 1 }],
])('a %s click is left to the browser (a new tab or window)', (_, init) => {
  const link = showLink();
  const notPrevented = fireEvent.click(link, init);
  expect(notPrevented).toBe(true);
  expect(screen.getByLabelText('where')).toHaveTextContent('/admin/orders');
});

describe('a click on a link', () => {
  // Outside act(), to see when React commits the next page: within the
  // click's own task (a flushed navigation) or in a later one (a transition).
  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
  });
  afterEach(() => vi.unstubAllGlobals());

  async function pathAfterClick(isPageLoaded: (pathname: string) => boolean) {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <RouteLinkProvider isPageLoaded={isPageLoaded}>
              <RouteLink to="/admin/orders/show/7?tab=items">
                ORD0000007
              </RouteLink>
              <Where />
            </RouteLinkProvider>
          ),
        },
      ],
      { initialEntries: ['/admin/orders'] },
    );
    const view = render(
      <RouterProvider
        router={router}
        flushSync={(update) => void flushSync(update)}
      />,
    );
    const link = await screen.findByRole('link');
    // A native click: fireEvent's act() would flush the render it looks for.
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
    // The router settles its navigation in microtasks; a transition's
    // render waits for a task of React's scheduler after them.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    const path = screen.getByLabelText('where').textContent;
    await waitFor(() =>
      expect(screen.getByLabelText('where')).toHaveTextContent(
        '/admin/orders/show/7',
      ),
    );
    view.unmount();
    return path;
  }

  test('to a page whose code is in shows it at once, in the same task', async () => {
    const asked: string[] = [];
    const path = await pathAfterClick((pathname) => {
      asked.push(pathname);
      return true;
    });
    expect(asked).toEqual(['/admin/orders/show/7']);
    expect(path).toBe('/admin/orders/show/7');
  });

  test('to a page still loading keeps the current page up meanwhile', async () => {
    expect(await pathAfterClick(() => false)).toBe('/admin/orders');
  });
});
