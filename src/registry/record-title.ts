import type { AnyResource } from './define-resource';
import { displayText } from './display-text';
import { humanizeEnum } from './humanize-enum';

/**
 * A record's title as a person reads it, from the value of the resource's
 * `titleField`: as the field shows it everywhere else, so a role named
 * `OPERATIONS` is "Operations" in its heading, its menu and every reference
 * to it, as in its Name field. Empty when there is none, for the caller's
 * `#id`.
 *
 * @example
 * titleText(roles, 'OPERATIONS'); // 'Operations'
 * titleText(merchants, 'Nasi Lemak House'); // 'Nasi Lemak House'
 */
export function titleText(
  resource: AnyResource | undefined,
  value: unknown,
): string {
  const name = resource?.titleField;
  const field = name === undefined ? undefined : resource?.fields[name];
  const text = displayText(value);
  return field?.kind === 'enum' && text !== '' ? humanizeEnum(text) : text;
}
