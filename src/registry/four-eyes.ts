/**
 * Four eyes (`fourEyes: { notBy }`): whoever set `notBy` on a record may not
 * take the action on it. The API refuses such a call (403) and the console
 * disables the action beforehand, both with these words.
 */
import type { ActionSpec, AnyResource } from './define-resource';

type Resource = Pick<AnyResource, 'fields' | 'label'>;
type Action = Pick<ActionSpec, 'fourEyes' | 'label'>;

/** Whether four eyes bar `userId` from taking `action` on `record`. */
export function isFourEyesBarred(
  action: Action,
  record: Readonly<Record<string, unknown>>,
  userId: string | number | undefined,
): boolean {
  const notBy = action.fourEyes?.notBy;
  if (!notBy || userId === undefined) return false;
  const by = record[notBy];
  return (
    (typeof by === 'number' || typeof by === 'string') &&
    String(by) === String(userId)
  );
}

/** What the barred user did, as "you … this": "verified" (`Verified by`), else "set Issuer on". */
function deedOf(resource: Resource, action: Action): string {
  const notBy = action.fourEyes?.notBy ?? '';
  const label = resource.fields[notBy]?.label ?? notBy;
  return /\s+by$/i.test(label)
    ? label.replace(/\s+by$/i, '').toLowerCase()
    : `set ${label} on`;
}

/**
 * Why `userId` may not take `action` on `record`, or undefined when four
 * eyes do not stop them: "You verified this settlement; another person must
 * approve it".
 */
export function fourEyesRefusal(
  resource: Resource,
  action: Action,
  record: Readonly<Record<string, unknown>>,
  userId: string | number | undefined,
): string | undefined {
  if (!isFourEyesBarred(action, record, userId)) return undefined;
  return `You ${deedOf(resource, action)} this ${resource.label.one.toLowerCase()}; another person must ${action.label.toLowerCase()} it`;
}

/**
 * Why `count` records of a selection are left out of a bulk action: "2
 * settlements you reviewed are left out; another person must verify them".
 */
export function fourEyesLeftOut(
  resource: Resource,
  action: Action,
  count: number,
): string {
  const noun = (
    count === 1 ? resource.label.one : resource.label.many
  ).toLowerCase();
  const [verb, them] = count === 1 ? ['is', 'it'] : ['are', 'them'];
  return `${count} ${noun} you ${deedOf(resource, action)} ${verb} left out; another person must ${action.label.toLowerCase()} ${them}`;
}
