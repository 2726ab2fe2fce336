import { useState } from 'react';

interface Asked<V> {
  /** The values asked for that the list's filters have not shown yet, in order. */
  waiting: readonly string[];
  latest: V;
}

/**
 * A control's value as the user last set it, until the value the control is
 * given (the list's filters, which change after the click's frame, in a
 * transition) shows it. Reading the given value alone, a second choice made
 * before the first one landed built on the old value: a quick second click
 * in a multi-select dropped the first, and a quick typist lost letters from
 * a range. Any other change of the given value (a chip removed, "Clear
 * all", the back button) shows as it is. (The grid's header sort has the
 * same race, answered without a render: ask-sort.ts.)
 */
export function useAskedValue<V>(current: V): [V, (value: V) => void] {
  const currentKey = JSON.stringify(current);
  const [asked, setAsked] = useState<Asked<V> | null>(null);
  const [seenKey, setSeenKey] = useState(currentKey);
  let waiting = asked;
  if (seenKey !== currentKey) {
    setSeenKey(currentKey);
    const at = asked ? asked.waiting.indexOf(currentKey) : -1;
    waiting =
      asked && at !== -1 && at < asked.waiting.length - 1
        ? { ...asked, waiting: asked.waiting.slice(at + 1) }
        : null;
    setAsked(waiting);
  }
  const ask = (value: V) =>
    setAsked((before) => ({
      waiting: [...(before?.waiting ?? []), JSON.stringify(value)],
      latest: value,
    }));
  return [waiting ? waiting.latest : current, ask];
}
