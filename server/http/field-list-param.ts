import { unprocessable } from './errors';
import { shown, single } from './list-query';

const maxNames = 20;

/**
 * A comma list of field names in query parameter `param` (`facets`,
 * `include`), each one of `allowed`; absent or empty is none. A repeated
 * parameter, an empty entry, a name not allowed or more than 20 names is a
 * 422 on `param` that says which names are, so a typo is never silently
 * ignored.
 *
 * @example
 * fieldListParam(request.query, 'facets', ['status'], 'orders'); // ['status']
 */
export function fieldListParam(
  query: Record<string, unknown>,
  param: string,
  allowed: readonly string[],
  owner: string,
): string[] {
  const raw = query[param];
  if (raw === undefined) return [];
  const text = single(raw);
  if (text === undefined)
    throw unprocessable({ [param]: [`${param} must be one comma list`] });
  if (text.trim() === '') return [];
  const names = text.split(',').map((name) => name.trim());
  // A hostile list of thousands of names would otherwise earn a message each.
  if (names.length > maxNames)
    throw unprocessable({
      [param]: [`${param} takes at most ${maxNames} fields`],
    });
  const messages: string[] = [];
  for (const name of names) {
    if (name === '') messages.push(`${param} has an empty entry`);
    else if (!allowed.includes(name))
      messages.push(
        `${shown(name)} cannot be in ${param} of ${owner}; ${allowed.length > 0 ? `use ${allowed.join(', ')}` : 'it takes no fields'}`,
      );
  }
  if (messages.length > 0) throw unprocessable({ [param]: messages });
  return [...new Set(names)];
}
