import type { ReactNode } from 'react';
import type { ActionSpec } from '../../registry/define-resource';
import { LtrValue } from '../fields/ltr-value';
import { Phrase } from '../fields/phrase';

/** What an action's dialog asks, and says confirming does. */
export interface ActionTexts {
  title: ReactNode;
  description: ReactNode;
}

/** "Approve order ORD0000042?": the record's title isolated, so a right-to-left page keeps a code in order. */
export function recordActionTexts(
  action: ActionSpec,
  noun: string,
  recordTitle: string,
): ActionTexts {
  const target = (
    <>
      {noun} <bdi>{recordTitle}</bdi>
    </>
  );
  return {
    title: (
      <>
        {action.label} {target}?
      </>
    ),
    description: (
      <>
        This will {action.label.toLowerCase()} {target}.
      </>
    ),
  };
}

/** "Review 2 settlements?": one phrase, so the count stays beside its noun in a right-to-left page. */
export function bulkActionTexts(
  action: ActionSpec,
  count: number,
  label: { one: string; many: string },
): ActionTexts {
  const noun = count === 1 ? label.one : label.many;
  return {
    title: (
      <Phrase>
        {action.label} <LtrValue>{count}</LtrValue> {noun.toLowerCase()}?
      </Phrase>
    ),
    description: `This will ${action.label.toLowerCase()} every selected row.`,
  };
}
