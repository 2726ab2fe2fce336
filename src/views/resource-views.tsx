import { lazyPage, type LazyPage } from '../components/lazy-page';
import { useRegistry } from '../providers/registry-context';
import type { AnyResource } from '../registry/define-resource';
import { customViews } from './custom-views';

type ResourcePage = LazyPage<{ resourceKey: string }>;

const GenericListPage: ResourcePage = lazyPage(
  () => import('./generic/resource-list-page'),
);
const GenericShowPage: ResourcePage = lazyPage(
  () => import('./generic/resource-show-page'),
);

/**
 * The pages every registry resource gets, loaded on demand so that no page
 * downloads another's code. Each takes the resource's route key; the route
 * tree is generated from the registry in app-routes.tsx.
 */
export const ResourceCreatePage: ResourcePage = lazyPage(
  () => import('./generic/resource-create-page'),
);
export const ResourceEditPage: ResourcePage = lazyPage(
  () => import('./generic/resource-edit-page'),
);

/** The entry's `listView` screen (reports) when it names one, else the generic grid. */
export function listPageOf(resource: AnyResource | undefined): ResourcePage {
  const view = resource?.listView;
  return view ? customViews[view] : GenericListPage;
}

/** The entry's `show.view` screen (orders, settlements, outlets, menus) when it names one, else the generic show page. */
export function showPageOf(resource: AnyResource | undefined): ResourcePage {
  const view = resource?.show?.view;
  return view ? customViews[view] : GenericShowPage;
}

// The lookups repeat inline: a component picked by a function call reads
// to the React compiler as one created during render.
export function ResourceListPage({ resourceKey }: { resourceKey: string }) {
  const view = useRegistry().byKey(resourceKey)?.listView;
  const Page = view ? customViews[view] : GenericListPage;
  return <Page resourceKey={resourceKey} />;
}

export function ResourceShowPage({ resourceKey }: { resourceKey: string }) {
  const view = useRegistry().byKey(resourceKey)?.show?.view;
  const Page = view ? customViews[view] : GenericShowPage;
  return <Page resourceKey={resourceKey} />;
}

/** `/admin/holidays/calendar`: the holidays month grid (menu link 'holidays-calendar'). */
export const holidayCalendarPage = customViews['holiday-calendar'];

export function HolidayCalendarPage() {
  const Page = holidayCalendarPage;
  return <Page resourceKey="holidays" />;
}
