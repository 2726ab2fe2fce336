import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { RequireAuth } from '../../../src/access/guards';
import { pagePaths } from '../../../src/registry/paths';
import ResourceListPage from '../../../src/views/generic/resource-list-page';
import { buildUser } from '../../factories/build-user';
import { renderWithRefine } from './render-with-refine';

/** The generic list page of `resourceKey` at its console path, behind the sign-in guard, as the console routes it. */
export function listPageRoute(resourceKey: string) {
  return (
    <Route
      path={pagePaths.list(resourceKey)}
      element={
        <RequireAuth>
          <ResourceListPage resourceKey={resourceKey} />
        </RequireAuth>
      }
    />
  );
}

/**
 * Opens `resourceKey`'s list at its path as a signed-in admin, with the
 * socket's notices when `live`, and returns the user who clicks on it.
 */
export function openListAsAdmin(
  resourceKey: string,
  { live = false }: { live?: boolean } = {},
) {
  renderWithRefine({
    url: pagePaths.list(resourceKey),
    user: buildUser({ userType: 'ADMIN' }),
    routes: listPageRoute(resourceKey),
    live,
  });
  return userEvent.setup();
}
