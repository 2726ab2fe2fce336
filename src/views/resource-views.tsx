import { lazy } from 'react';

/**
 * The pages every registry resource gets, loaded on demand so that the login
 * page never downloads DataGrid or form code. Each takes the resource's route
 * key; the route tree is generated from the registry in app.tsx.
 */
export const ResourceListPage = lazy(() => import('./generic/resource-list-page'));
export const ResourceShowPage = lazy(() => import('./generic/resource-show-page'));
export const ResourceCreatePage = lazy(() => import('./generic/resource-create-page'));
export const ResourceEditPage = lazy(() => import('./generic/resource-edit-page'));
