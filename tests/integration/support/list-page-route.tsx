import { Route } from 'react-router';
import { RequireAuth } from '../../../src/access/guards';
import { pagePaths } from '../../../src/registry/paths';
import ResourceListPage from '../../../src/views/generic/resource-list-page';

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
