import { vi } from 'vitest';

/**
 * Stubs `window.matchMedia`: a media query matches when `matches` says so
 * (MUI's `down()` queries are `max-width`, its `up()` ones `min-width`).
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia(matches: (media: string) => boolean): void {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: matches(media),
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
