/**
 * Where a key press belongs to what has focus: a field being typed in
 * (text boxes, not checkboxes or buttons), an editable element, or a menu,
 * list box or dialog with keys of its own (a menu's type-ahead, a reason
 * being written).
 */
const ownsItsKeys = [
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"])',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="menu"]',
  '[role="listbox"]',
  '[role="dialog"]',
].join(', ');

/** A menu or dialog keeps the keyboard while it is open, even for chords. */
const holdsTheKeyboard = '[role="menu"], [role="listbox"], [role="dialog"]';

const closest = (target: EventTarget | null, selector: string) =>
  target instanceof Element && target.closest(selector) !== null;

/** Whether `target` is somewhere a key press is the user's own: typing, or a widget's keys. */
export function ownsKeyPresses(target: EventTarget | null): boolean {
  return (
    closest(target, ownsItsKeys) ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}

/**
 * A shortcut of the console: a plain key (`?`, `/`, `j`) or a chord with
 * Ctrl, or ⌘ on a Mac (`{ key: 'k', chord: true }` is Ctrl+K and ⌘K).
 */
export interface KeyShortcut {
  key: string;
  chord?: boolean;
}

/**
 * Whether a key press is `shortcut`, the one rule every shortcut of the
 * console follows. A plain key never fires while typing or in a menu,
 * list box or dialog, nor with Ctrl, ⌘ or Alt held, so the browser's own
 * shortcuts (Ctrl+R, ⌘+A) keep working. A chord types nothing, so it fires
 * from a field too (Ctrl+K from a list's search box), but not in an open
 * menu or dialog, which keeps the keyboard. A press something already
 * handled (`defaultPrevented`) is not a shortcut.
 *
 * @example
 * if (isShortcut(event, { key: 'k', chord: true })) openPalette();
 */
export function isShortcut(
  event: KeyboardEvent,
  shortcut: KeyShortcut,
): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if (shortcut.chord)
    return (
      (event.ctrlKey || event.metaKey) &&
      event.key.toLowerCase() === shortcut.key &&
      !closest(event.target, holdsTheKeyboard)
    );
  return (
    !event.ctrlKey &&
    !event.metaKey &&
    event.key === shortcut.key &&
    !ownsKeyPresses(event.target)
  );
}
