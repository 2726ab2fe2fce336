import { useEffect, useRef } from 'react';
import { shortcutOf, type DeskShortcutKey } from './desk-shortcuts';

export type ShortcutHandlers = Partial<Record<DeskShortcutKey, () => void>>;

/**
 * Runs the handler of a desk shortcut pressed anywhere on the page while
 * the caller is mounted (`shortcutOf` decides what counts). The inbox
 * handles moving between conversations, the reading pane what acts on the
 * open one; each ignores the other's keys.
 */
export function useDeskShortcuts(handlers: ShortcutHandlers): void {
  // The latest handlers, without listening anew on every render.
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = shortcutOf(event);
      const handler = key && current.current[key];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
