import { Route } from 'react-router';
import { RequireAuth } from '../../../src/access/guards';
import ResourceListPage from '../../../src/views/generic/resource-list-page';

/** The generic list page of `resourceKey` at /admin/<resourceKey>, behind the sign-in guard, as the console routes it. */
export function listPageRoute(resourceKey: string) {
  return (
    <Route
      path={`/admin/${resourceKey}`}
      element={
        <RequireAuth>
          <ResourceListPage resourceKey={resourceKey} />
        </RequireAuth>
      }
    />
  );
}
