import type { ReactNode } from 'react';
import type { ActionSpec } from '../../registry/define-resource';
import { humanizeEnum } from '../../registry/humanize-enum';
import { LtrValue } from '../fields/ltr-value';
import { Phrase } from '../fields/phrase';

/** What an action's dialog asks, says confirming does, and calls its two buttons. */
export interface ActionTexts {
  title: ReactNode;
  description: ReactNode;
  /** The button that runs the action: "Cancel order", never a bare "Cancel" beside another. */
  confirmLabel: ReactNode;
  /** The button that leaves the record as it is: "Keep order". */
  dismissLabel: string;
}

/** How a record is called, as the registry's `label` has it ("Order" / "Orders"). */
export interface RecordLabel {
  one: string;
  many: string;
}

const sentenceCase = (text: string) =>
  text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Whether the action's label is a bare verb ("Cancel", "Verify") that needs
 * its object to say what it does; a longer one already says it ("Mark
 * ready", "Cancel and refund", "Complete payment").
 */
const isBareVerb = (action: ActionSpec) => !action.label.includes(' ');

/** "Cancel order", "Mark ready": what the confirm button of one record's action says. */
export function confirmLabelOf(action: ActionSpec, label: RecordLabel): string {
  return isBareVerb(action)
    ? `${action.label} ${label.one.toLowerCase()}`
    : action.label;
}

/** "Keep order": the dismiss button, which leaves the record as it is. */
export function dismissLabelOf(label: RecordLabel): string {
  return `Keep ${label.one.toLowerCase()}`;
}

/**
 * The toast after one record's action: "Order ORD0000042 is now cancelled",
 * by the state it moved to (`reached`, as the API answered it, where the
 * action may end elsewhere: an approval whose call failed); a command that
 * moves no state says it is done ("Send e-receipt done for order ORD0000042").
 */
export function actionDoneMessage(
  action: ActionSpec,
  label: RecordLabel,
  recordTitle: string,
  reached: unknown = action.to,
): string {
  const noun = label.one.toLowerCase();
  // A command moves no state: the record's own state is not its outcome.
  const state = action.to && typeof reached === 'string' ? reached : action.to;
  return state
    ? `${sentenceCase(noun)} ${recordTitle} is now ${humanizeEnum(state).toLowerCase()}`
    : `${action.label} done for ${noun} ${recordTitle}`;
}

/** A confirmation's description with the approval note after it, as its own sentence. */
export function withApprovalNote(
  description: ReactNode,
  note: string,
): ReactNode {
  return (
    <>
      {description} <strong>{note}</strong>
    </>
  );
}

/** "Cancel order ORD0000042?": the record's title isolated, so a right-to-left page keeps a code in order. */
export function recordActionTexts(
  action: ActionSpec,
  label: RecordLabel,
  recordTitle: string,
): ActionTexts {
  const target = (
    <>
      {label.one.toLowerCase()} <bdi>{recordTitle}</bdi>
    </>
  );
  return {
    title: (
      <>
        {action.label} {target}?
      </>
    ),
    description: action.confirm ?? (
      <>
        This will {action.label.toLowerCase()} {target}.
      </>
    ),
    confirmLabel: confirmLabelOf(action, label),
    dismissLabel: dismissLabelOf(label),
  };
}

/**
 * "Verify 4 settlements?": one phrase, so the count stays beside its noun in
 * a right-to-left page. The action's own `confirm` speaks of one record
 * ("Verify this settlement?"), so a selection gets its own description.
 */
export function bulkActionTexts(
  action: ActionSpec,
  count: number,
  label: RecordLabel,
): ActionTexts {
  const noun = (count === 1 ? label.one : label.many).toLowerCase();
  const counted = (
    <>
      <LtrValue>{count}</LtrValue> {noun}
    </>
  );
  return {
    title: (
      <Phrase>
        {action.label} {counted}?
      </Phrase>
    ),
    description:
      count === 1
        ? `If this does not apply to the ${noun}, it is left as it is and the report afterwards says why.`
        : `${sentenceCase(noun)} this does not apply to are left as they are and listed afterwards, with the reason.`,
    confirmLabel: (
      <Phrase>
        {isBareVerb(action) ? (
          <>
            {action.label} {counted}
          </>
        ) : (
          <>
            {action.label}: {counted}
          </>
        )}
      </Phrase>
    ),
    dismissLabel: `Keep ${noun}`,
  };
}
