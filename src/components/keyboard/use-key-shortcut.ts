import { useEffect, useRef } from 'react';
import { isShortcut, type KeyShortcut } from './shortcut-guard';

/**
 * Runs `handler` when `shortcut` is pressed anywhere on the page while the
 * caller is mounted, as `isShortcut` decides, and marks the press handled.
 * It listens on the window, after the document: a screen's own keys (the
 * support desk's `?`, on the document) come first and may claim a press
 * for themselves by handling it.
 *
 * @example
 * useKeyShortcut({ key: '/' }, () => filterBox.current?.focus());
 */
export function useKeyShortcut(
  shortcut: KeyShortcut,
  handler: () => void,
): void {
  // The latest handler, without listening anew on every render.
  const current = useRef(handler);
  useEffect(() => {
    current.current = handler;
  });
  const { key, chord } = shortcut;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event, { key, chord })) return;
      event.preventDefault();
      current.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, chord]);
}
