import { matchPath } from 'react-router';
import type { Registry } from '../../registry/create-registry';
import type { ActionSpec, AnyResource } from '../../registry/define-resource';
import { matchLabel, type FoundRecord } from '../../registry/found-records';
import type { MenuLinkItem, MenuSection } from '../../registry/menu-tree';
import type { MenuIconName } from '../../registry/names';
import { offers } from '../../registry/operations';
import { pagePaths } from '../../registry/paths';
import { resourceKey } from '../../registry/resource-key';
import { foldText, matchMenu } from '../match-menu';
import { navLinkTarget } from '../nav-link-target';

/** The palette's groups, in the order it lists them. */
export const paletteGroups = ['Pages', 'Records', 'Actions'] as const;

export type PaletteGroup = (typeof paletteGroups)[number];

/** Where choosing an option leads: a console page, a document in a new tab, or an action on the open record. */
export type PaletteTarget =
  | { kind: 'route'; to: string }
  | { kind: 'new-tab'; href: string }
  | { kind: 'action'; action: string };

/** One line of the palette's list. */
export interface PaletteOption {
  /** Unique in the list: the option's element id is made of it. */
  key: string;
  group: PaletteGroup;
  label: string;
  /** What it is and why it matched: "Order · Customer phone +60123456789". */
  detail?: string;
  /** A page's or record's menu icon; none for an action, which shows what it does. */
  icon: MenuIconName | null;
  target: PaletteTarget;
}

/** The most pages the palette lists: the best matches, as the sidebar's filter ranks them. */
const maxPages = 6;

/**
 * The menu's pages matching `text`, best first, as the sidebar's filter
 * box finds them (the menu is already cut to what the user may open); a
 * page that cannot be followed now is left out.
 */
export function pageOptions(
  home: MenuLinkItem | null,
  sections: readonly MenuSection[],
  text: string,
  apiBaseUrl: string,
): PaletteOption[] {
  const matches = matchMenu(home, sections, text);
  if (!matches) return [];
  const links = [
    ...(matches.home ? [{ link: matches.home, section: '' }] : []),
    ...matches.sections.flatMap((section) =>
      section.items.flatMap((item) =>
        (item.kind === 'link' ? [item] : item.children).map((link) => ({
          link,
          section: item.kind === 'link' ? section.title : item.title,
        })),
      ),
    ),
  ];
  return links.slice(0, maxPages).flatMap(({ link, section }) => {
    const target = navLinkTarget(link, apiBaseUrl);
    if (target.kind === 'disabled') return [];
    return [
      {
        key: `page-${link.key}`,
        group: 'Pages' as const,
        label: link.title,
        ...(section ? { detail: section } : {}),
        icon: link.icon,
        target,
      },
    ];
  });
}

/** What the API found, each leading to its record's page, named as the registry names it. */
export function recordOptions(
  found: readonly FoundRecord[],
  registry: Pick<Registry, 'byName'>,
): PaletteOption[] {
  return found.flatMap((hit) => {
    const resource = registry.byName(hit.resource);
    if (!resource) return [];
    const matched = matchLabel(resource, hit.matchedBy, registry.byName);
    return [
      {
        key: `record-${hit.resource}-${hit.id}`,
        group: 'Records' as const,
        label: hit.title || `#${hit.id}`,
        detail: `${resource.label.one} · ${matched} ${hit.matchedText}`,
        icon: resource.menu?.icon ?? 'folder',
        target: {
          kind: 'route' as const,
          to: pagePaths.show(resourceKey(resource), hit.id),
        },
      },
    ];
  });
}

/** The record whose page is open: its entry, route key and id. */
export interface OpenRecord {
  resource: AnyResource;
  key: string;
  id: string;
}

/** The record whose show page `pathname` is, if it is one. */
export function recordAt(
  pathname: string,
  resources: readonly AnyResource[],
): OpenRecord | null {
  for (const resource of resources) {
    if (!offers(resource, 'show')) continue;
    const key = resourceKey(resource);
    const id = matchPath(pagePaths.show(key, ':id'), pathname)?.params.id;
    if (id) return { resource, key, id };
  }
  return null;
}

/**
 * The open record's actions matching `text` (all of them while nothing is
 * typed): those its state and the user's ability allow and that the user
 * may take (`actions`), then Edit when they may edit it. `recordName` says
 * which record they act on: "Order ORD0000042".
 */
export function actionOptions(
  open: OpenRecord,
  recordName: string,
  actions: readonly [string, ActionSpec][],
  canEdit: boolean,
  text: string,
): PaletteOption[] {
  const detail = recordName;
  const options: PaletteOption[] = [
    ...actions.map(([action, spec]) => ({
      key: `action-${action}`,
      group: 'Actions' as const,
      label: spec.label,
      detail,
      icon: null,
      target: { kind: 'action' as const, action },
    })),
    ...(canEdit && offers(open.resource, 'edit')
      ? [
          {
            key: 'action-edit',
            group: 'Actions' as const,
            label: 'Edit',
            detail,
            icon: null,
            target: {
              kind: 'route' as const,
              to: pagePaths.edit(open.key, open.id),
            },
          },
        ]
      : []),
  ];
  const folded = foldText(text).trim();
  return folded === ''
    ? options
    : options.filter((option) => foldText(option.label).includes(folded));
}
