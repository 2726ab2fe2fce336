import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CustomView } from '../registry/define-resource';

/** Every richer screen takes the route key of the entry it shows, like the generic pages. */
export type CustomViewComponent = LazyExoticComponent<
  ComponentType<{ resourceKey: string }>
>;

/**
 * The richer screens a registry entry may name in `show.view` or `listView`,
 * each its own chunk: the login page and the generic pages download none of
 * them. `satisfies` makes a new CustomView key a compile error until it has
 * a screen here.
 */
export const customViews = {
  'order-show': lazy(() => import('./orders/order-show')),
  'settlement-show': lazy(() => import('./settlements/settlement-show')),
  'outlet-show': lazy(() => import('./outlets/outlet-show')),
  'menu-show': lazy(() => import('./menus/menu-show')),
  'holiday-calendar': lazy(() => import('./holidays/holiday-calendar')),
  report: lazy(() => import('./reports/report-page')),
} satisfies Record<CustomView, CustomViewComponent>;
