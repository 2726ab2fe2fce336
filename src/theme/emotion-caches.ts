import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * One Emotion cache per direction: the RTL one flips every physical property
 * (margin-left, left: 0, …) at style-insertion time, so components written
 * for LTR need no RTL branches (MUI's documented RTL setup). Created once,
 * when the page's script starts: the LTR cache then adopts the styles a
 * prerendered page brought in its HTML (see scripts/vite/prerender-sign-in).
 */
export const emotionCaches: Record<'ltr' | 'rtl', EmotionCache> = {
  ltr: createCache({ key: 'mui', prepend: true }),
  rtl: createCache({
    key: 'muirtl',
    prepend: true,
    stylisPlugins: [prefixer, rtlPlugin],
  }),
};
