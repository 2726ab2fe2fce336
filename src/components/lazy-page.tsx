import { use, type ComponentType } from 'react';

/** A page loaded on demand that can be asked to load ahead of its route. */
export interface LazyPage<P extends object> {
  (props: P): React.ReactNode;
  /** Starts (or reuses) the download; resolves once the page can render at once. */
  preload: () => Promise<void>;
  /** Whether the page's code is in, so that it renders without suspending. */
  isLoaded: () => boolean;
}

/**
 * Like `React.lazy`, but a page that has loaded renders synchronously, with
 * no Suspense fallback: `React.lazy` suspends on its first render even when
 * the module is already there, and each fallback then holds the content
 * back for React's ~300 ms reveal throttle. Routes preload their pages
 * before the console mounts and before likely navigations, so the common
 * paths never suspend; a page not yet loaded still suspends as before. A
 * failed download is forgotten so that the next render tries again.
 *
 * @example
 * const ShowPage = lazyPage(() => import('./views/orders/order-show'));
 * void ShowPage.preload(); // on hover, on idle
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Page(props: P) {
    const Component = loaded ?? use(start());
    return <Component {...props} />;
  }
  Page.preload = () => start().then(() => undefined);
  Page.isLoaded = () => loaded !== undefined;
  return Page;
}
