import { RouteLink } from '../links/route-link';
import { useRegistry } from '../../providers/registry-context';
import { resourceKey } from '../../registry/resource-key';
import { titleText } from '../../registry/record-title';
import type { FieldTitles } from '../../providers/response-extras';
import { LtrValue } from './ltr-value';
import { referenceKey } from './reference-key';
import { pagePaths } from '../../registry/paths';
import { sharedClasses } from '../shared-classes';

export interface ReferenceLinksProps {
  to: string;
  ids: readonly unknown[];
  /**
   * Titles by id, as the list or record request answered them (`include=`):
   * a cell asks nothing of its own, so a page of rows costs no extra calls.
   */
  titles?: FieldTitles;
  dense: boolean;
}

/**
 * Each referenced record by its title, linked to its show page; `#id` when
 * the answer had no title for it (the user may not read the target, or the
 * record is gone). Titles are isolated, so a right-to-left page does not
 * reorder them with the words around them (see FieldValue). Plain anchors
 * with shared classes, as a grid draws these on every row.
 */
export function ReferenceLinks({
  to,
  ids,
  titles = {},
  dense,
}: ReferenceLinksProps) {
  const target = useRegistry().byName(to);
  const hasShowPage =
    target !== undefined &&
    (target.operations === undefined || target.operations.includes('show'));
  const keys = [...new Set(ids.flatMap((id) => referenceKey(id) ?? []))];
  return (
    <span className={sharedClasses.linkList} data-dense={dense || undefined}>
      {keys.map((key) => {
        const title = titles[key];
        const label =
          title === undefined ? `#${key}` : titleText(target, title);
        const text =
          title === undefined ? (
            <LtrValue>{label}</LtrValue>
          ) : (
            <bdi>{label}</bdi>
          );
        return hasShowPage ? (
          <RouteLink
            key={key}
            to={pagePaths.show(resourceKey(target), key)}
            // A narrow column cuts a long name with an ellipsis; hovering shows it whole.
            className={
              dense
                ? `${sharedClasses.link} ${sharedClasses.noWrap}`
                : sharedClasses.link
            }
            title={dense ? label : undefined}
            // In a grid the row's own click opens the row; this link opens the reference.
            onClick={(event) => event.stopPropagation()}
          >
            {text}
          </RouteLink>
        ) : (
          <span key={key}>{text}</span>
        );
      })}
    </span>
  );
}
