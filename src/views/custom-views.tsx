import { lazyPage, type LazyPage } from '../components/lazy-page';
import type { CustomView } from '../registry/define-resource';

/** Every richer screen takes the route key of the entry it shows, like the generic pages. */
export type CustomViewComponent = LazyPage<{ resourceKey: string }>;

/**
 * The richer screens a registry entry may name in `show.view` or `listView`,
 * each its own chunk: the login page and the generic pages download none of
 * them. `satisfies` makes a new CustomView key a compile error until it has
 * a screen here.
 */
export const customViews = {
  'order-show': lazyPage(() => import('./orders/order-show')),
  'settlement-show': lazyPage(() => import('./settlements/settlement-show')),
  'outlet-show': lazyPage(() => import('./outlets/outlet-show')),
  'menu-show': lazyPage(() => import('./menus/menu-show')),
  'holiday-calendar': lazyPage(() => import('./holidays/holiday-calendar')),
  report: lazyPage(() => import('./reports/report-page')),
  'enquiries-inbox': lazyPage(() => import('./enquiries/enquiries-inbox')),
  statement: lazyPage(() => import('./statements/statement-page')),
  approvals: lazyPage(() => import('./approvals/approvals-page')),
} satisfies Record<CustomView, CustomViewComponent>;
