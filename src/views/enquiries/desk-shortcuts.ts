/**
 * The desk's keyboard shortcuts, the one list the `?` dialog shows and the
 * key handlers are typed by.
 */
export const deskShortcuts = [
  { key: 'j', does: 'Open the next conversation' },
  { key: 'k', does: 'Open the previous conversation' },
  { key: 'r', does: 'Write a reply' },
  { key: 'e', does: 'Resolve the enquiry' },
  { key: 'a', does: 'Assign the enquiry' },
  { key: 's', does: 'Change the status' },
  { key: '?', does: 'Show these shortcuts' },
] as const;

export type DeskShortcutKey = (typeof deskShortcuts)[number]['key'];

/** Sends the reply from the reply box (Ctrl+Enter, or ⌘+Enter on a Mac). */
export const sendShortcut = {
  keys: 'Ctrl+Enter / ⌘+Enter',
  does: 'Send the reply',
};

const shortcutKeys: ReadonlySet<string> = new Set(
  deskShortcuts.map((shortcut) => shortcut.key),
);

/**
 * Where a key press belongs to what has focus: a field being typed in, or a
 * menu, list box or dialog with keys of its own (a menu's type-ahead, a
 * reason being written).
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

/**
 * The shortcut a key press asks for, or null. Never while typing or in a
 * menu or dialog, and never with Ctrl, ⌘ or Alt held, so the browser's and
 * the system's own shortcuts (Ctrl+R, ⌘+A) keep working.
 */
export function shortcutOf(event: KeyboardEvent): DeskShortcutKey | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey)
    return null;
  const target = event.target;
  if (
    target instanceof Element &&
    (target.closest(ownsItsKeys) !== null ||
      (target instanceof HTMLElement && target.isContentEditable))
  )
    return null;
  return shortcutKeys.has(event.key) ? (event.key as DeskShortcutKey) : null;
}
