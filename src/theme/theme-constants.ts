/** The product's layout constants, in pixels unless named otherwise. */
export const themeConstants = {
  navWidth: 260,
  collapsedNavWidth: 68,
  boxedContentWidth: 1440,
  toolbarHeight: 64,
  borderRadius: 10,
  scrollToTopOffset: 400,
  /** Side menu transitions, 0.25 s. */
  navTransitionMs: 250,
  toastPadding: 16,
  /** Horizontal page padding (content, app bar and footer line up on it). */
  contentPaddingX: 24,
} as const;
