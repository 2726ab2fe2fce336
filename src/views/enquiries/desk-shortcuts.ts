import type { ShortcutSection } from '../../components/keyboard/app-shortcuts';
import { isShortcut } from '../../components/keyboard/shortcut-guard';

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

/**
 * The desk's section of the `?` dialog: its keys (`?` is the console's),
 * sending from the reply box, and moving through the list.
 */
export const deskShortcutSection: ShortcutSection = {
  title: 'Support desk',
  rows: [
    ...deskShortcuts
      .filter((shortcut) => shortcut.key !== '?')
      .map(({ key, does }) => ({ keys: key, does })),
    sendShortcut,
    { keys: '↑ ↓ ← →', does: 'Move through the list of enquiries' },
  ],
};

/**
 * The shortcut a key press asks for, or null, by the console's one rule
 * (`isShortcut`): never while typing or in a menu or dialog, and never
 * with Ctrl, ⌘ or Alt held.
 */
export function shortcutOf(event: KeyboardEvent): DeskShortcutKey | null {
  return (
    deskShortcuts.find((shortcut) => isShortcut(event, shortcut))?.key ?? null
  );
}
