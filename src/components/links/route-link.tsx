import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useNavigate } from 'react-router';

type Navigate = (to: string) => void;

const NavigateContext = createContext<Navigate | null>(null);

const noPageLoaded = () => false;

/**
 * Gives every `RouteLink` below it the router's navigate, read once here.
 *
 * A page whose code is in renders in one synchronous pass (`flushSync`):
 * react-router's default, a transition, cut the same work into 5 ms slices
 * with the browser's turn between each, and opening an order from the list
 * took a fifth longer. A page still downloading keeps the transition, so
 * the current page stays up until the next one can show.
 */
export function RouteLinkProvider({
  isPageLoaded = noPageLoaded,
  children,
}: {
  /** Whether the page at a pathname can render without suspending. */
  isPageLoaded?: (pathname: string) => boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const go: Navigate = (to) =>
    void navigate(to, {
      flushSync: isPageLoaded(new URL(to, window.location.href).pathname),
    });
  return (
    <NavigateContext.Provider value={go}>{children}</NavigateContext.Provider>
  );
}

/** A click the browser should handle itself: another button, a modifier (new tab, window, download), a target. */
function isBrowsersClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (event.currentTarget.target !== '' &&
      event.currentTarget.target !== '_self')
  );
}

export interface RouteLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href'
> {
  /** A path inside the console. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** The navigate every `RouteLink` uses, for code that opens a page itself (a row's click). */
export function useRouteNavigate(): Navigate {
  const navigate = useContext(NavigateContext);
  if (!navigate) {
    throw new Error(
      'RouteLink needs a <RouteLinkProvider> above it; app.tsx mounts one.',
    );
  }
  return navigate;
}

/**
 * A link to a page of the console for places that draw many of them (the
 * sidebar's items, a grid's reference cells): a real `<a href>`, so a
 * middle click, a modified click or "open in new tab" work, and a plain
 * click navigates inside the app. react-router's `<Link>` does the same
 * with half a dozen router hooks per link; a page of 70 menu items and 50
 * cell links paid for them in every render.
 */
export function RouteLink({
  to,
  onClick,
  ref,
  children,
  ...rest
}: RouteLinkProps) {
  const navigate = useRouteNavigate();
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (isBrowsersClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
