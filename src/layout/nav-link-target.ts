import type { MenuLinkItem } from '../registry/menu-tree';

/** A menu link's element: a router link, a new tab's anchor, or nothing to follow. */
export type NavLinkTarget =
  | { kind: 'route'; to: string }
  | { kind: 'new-tab'; href: string }
  | { kind: 'disabled'; reason: string };

/**
 * Where a menu item leads: a disabled item nowhere (it says
 * why instead); an `openInNewTab` item to a document of the API at
 * `apiBaseUrl` (its `path` is relative to it), in a new tab; anything else
 * to its console route.
 */
export function navLinkTarget(
  item: Pick<MenuLinkItem, 'path' | 'disabled' | 'openInNewTab'>,
  apiBaseUrl: string,
): NavLinkTarget {
  if (item.disabled !== undefined)
    return { kind: 'disabled', reason: item.disabled };
  if (item.openInNewTab)
    return { kind: 'new-tab', href: `${apiBaseUrl}${item.path}` };
  return { kind: 'route', to: item.path };
}

/** A link that opens in a new tab: the new page gets no handle on this one (window.opener) nor its address. */
export const newTabProps = {
  target: '_blank',
  rel: 'noopener noreferrer',
} as const;

/** The props of the element a target renders as: where it goes and how. */
export function navLinkProps(target: NavLinkTarget) {
  switch (target.kind) {
    case 'route':
      return { to: target.to };
    case 'new-tab':
      return { href: target.href, ...newTabProps };
    case 'disabled':
      return { 'aria-disabled': true, role: 'link' };
  }
}
