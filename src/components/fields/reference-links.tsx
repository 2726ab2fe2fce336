import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { RouteLink } from '../links/route-link';
import { useRegistry } from '../../providers/registry-context';
import { resourceKey } from '../../registry/resource-key';
import type { FieldTitles } from '../../providers/response-extras';
import { LtrValue } from './ltr-value';
import { referenceKey } from './reference-key';
import { pagePaths } from '../../registry/paths';

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
 * reorder them with the words around them (see FieldValue).
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
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        gap: 1,
        flexWrap: dense ? 'nowrap' : 'wrap',
        maxWidth: '100%',
      }}
    >
      {keys.map((key) => {
        const title = titles[key];
        const label = title ?? `#${key}`;
        const text =
          title === undefined ? (
            <LtrValue>{label}</LtrValue>
          ) : (
            <bdi>{label}</bdi>
          );
        return hasShowPage ? (
          <Link
            key={key}
            component={RouteLink}
            to={pagePaths.show(resourceKey(target), key)}
            // In a grid the row's own click opens the row; this link opens the reference.
            onClick={(event) => event.stopPropagation()}
            // A narrow column cuts a long name with an ellipsis; hovering shows it whole.
            noWrap={dense}
            title={dense ? label : undefined}
          >
            {text}
          </Link>
        ) : (
          <span key={key}>{text}</span>
        );
      })}
    </Box>
  );
}
