import type { KeyShortcut } from './shortcut-guard';

/** One line of the shortcuts dialog: the keys as printed on a keyboard, and what they do. */
export interface ShortcutRow {
  keys: string;
  does: string;
}

/** Shortcuts that belong together: those of the whole console, or of one screen. */
export interface ShortcutSection {
  title: string;
  rows: readonly ShortcutRow[];
}

/** Ctrl+K, or ⌘K on a Mac: the command palette, from anywhere. */
export const paletteShortcut: KeyShortcut = { key: 'k', chord: true };

/** `?`: the keyboard shortcuts. */
export const helpShortcut: KeyShortcut = { key: '?' };

/** `/`: the sidebar's filter box. */
export const filterPagesShortcut: KeyShortcut = { key: '/' };

/**
 * The console's own shortcuts, wherever the user is: what the `?` dialog
 * lists before (or, on a screen with keys of its own, after) that screen's.
 */
export const appShortcutSections: readonly ShortcutSection[] = [
  {
    title: 'Anywhere',
    rows: [
      {
        keys: 'Ctrl+K / ⌘+K',
        does: 'Go anywhere: find a page, a record or an action on this record (also from a field)',
      },
      { keys: '?', does: 'Show the keyboard shortcuts' },
      { keys: '/', does: "Filter the sidebar's pages" },
    ],
  },
  {
    title: 'In the palette',
    rows: [
      { keys: '↑ ↓', does: 'Move through the results' },
      { keys: 'Enter', does: 'Open the highlighted result' },
      { keys: 'Esc', does: 'Close the palette' },
    ],
  },
];
