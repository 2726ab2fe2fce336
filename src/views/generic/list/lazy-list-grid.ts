import { lazyPage } from '../../../components/lazy-page';

/**
 * The generic list's DataGrid, loaded after the page's first render rather
 * than before it: the list paints its first rows with `ListGridPreview`
 * while the grid's chunk (the largest a list loads) downloads. Once loaded
 * it renders at once, so later lists never show the preview.
 */
export const ListGrid = lazyPage(() => import('./list-grid'));
