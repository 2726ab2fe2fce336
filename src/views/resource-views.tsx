import { lazy } from 'react';
import type { AnyResource } from '../registry/define-resource';
import { resourceKey as keyOf } from '../registry/resource-key';
import { customViews } from './custom-views';
import { resources } from '../../resources.config';

const GenericListPage = lazy(() => import('./generic/resource-list-page'));
const GenericShowPage = lazy(() => import('./generic/resource-show-page'));

/**
 * The pages every registry resource gets, loaded on demand so that the login
 * page never downloads DataGrid or form code. Each takes the resource's route
 * key; the route tree is generated from the registry in app.tsx.
 */
export const ResourceCreatePage = lazy(
  () => import('./generic/resource-create-page'),
);
export const ResourceEditPage = lazy(
  () => import('./generic/resource-edit-page'),
);

const byKey = new Map<string, AnyResource>(
  (resources as readonly AnyResource[]).map((r) => [keyOf(r), r]),
);

function entryOf(key: string): AnyResource | undefined {
  return byKey.get(key);
}

/** The entry's `listView` screen (reports) when it names one, else the generic grid. */
export function ResourceListPage({ resourceKey }: { resourceKey: string }) {
  const view = entryOf(resourceKey)?.listView;
  const Page = view ? customViews[view] : GenericListPage;
  return <Page resourceKey={resourceKey} />;
}

/** The entry's `show.view` screen (orders, settlements, outlets, menus) when it names one, else the generic show page. */
export function ResourceShowPage({ resourceKey }: { resourceKey: string }) {
  const view = entryOf(resourceKey)?.show?.view;
  const Page = view ? customViews[view] : GenericShowPage;
  return <Page resourceKey={resourceKey} />;
}

/** `/admin/holidays/calendar`: the holidays month grid (menu link 'holidays-calendar'). */
export function HolidayCalendarPage() {
  const Page = customViews['holiday-calendar'];
  return <Page resourceKey="holidays" />;
}
