import { useCallback } from 'react';
import { adminApi } from '../../../providers/admin-api';
import {
  useAdminMutation,
  useAdminQuery,
} from '../../../providers/use-admin-call';
import type { ListView, NewListView } from '../../../registry/list-views';

const noViews: readonly ListView[] = [];

/**
 * The saved views of one list as the API answers them to the user, and
 * the calls that change them; each change reads the views again.
 */
export function useListViews(list: string) {
  const { answer, query } = useAdminQuery(adminApi.listViews(list), {
    errorNotification: false,
  });
  const { send, isPending } = useAdminMutation();
  const { refetch } = query;
  const after = useCallback(
    async <T>(sent: Promise<T>): Promise<T> => {
      const result = await sent;
      await refetch();
      return result;
    },
    [refetch],
  );
  return {
    views: answer?.data ?? noViews,
    isLoaded: answer !== undefined || query.isError,
    isPending,
    save: (view: NewListView) =>
      after(
        send(adminApi.saveListView(view), {
          successMessage: `View “${view.name}” saved`,
        }),
      ),
    remove: (view: ListView) =>
      after(
        send(adminApi.deleteListView(view.id), {
          successMessage: `View “${view.name}” deleted`,
        }),
      ),
    setDefault: (view: ListView, isDefault: boolean) =>
      after(send(adminApi.setDefaultListView(view.id, isDefault))),
  };
}
