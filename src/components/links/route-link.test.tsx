import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, test } from 'vitest';
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
