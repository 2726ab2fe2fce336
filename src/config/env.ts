import { z } from 'zod';

/** Vite leaves an unset variable undefined but a `KEY=` line gives ''; both mean "use the default". */
const optionalText = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() === '' ? undefined : value,
  z.string().trim().optional(),
);

const rawEnvSchema = z.object({
  VITE_API_BASE_URL: optionalText,
  VITE_SOCKET_URL: optionalText,
  VITE_PRODUCT_NAME: optionalText,
  VITE_APP_VERSION: optionalText,
  VITE_APP_ENV: optionalText,
  VITE_THEME_CUSTOMIZER: optionalText,
});

/** The console's configuration, read once from Vite's build-time variables. */
export interface Env {
  /** Base of every API call; same origin by default so the dev proxy and the server both work. */
  apiBaseUrl: string;
  /** The realtime socket, `ws(s)://<host>/admin_frontend` on the page's own host by default. */
  socketUrl: string;
  productName: string;
  /** From package.json (vite.config.ts defines it). */
  version: string;
  /** Environment name; anything but 'production' prefixes the footer version. */
  appEnv: string;
  /** Whether the theme customizer is offered (VITE_THEME_CUSTOMIZER=true). */
  isCustomizerEnabled: boolean;
}

/** Where the page is served from; absent in Node (unit tests, SSR). */
interface PageLocation {
  protocol: string;
  host: string;
}

function defaultSocketUrl(location: PageLocation | undefined): string {
  if (!location) return 'ws://127.0.0.1:3000/admin_frontend';
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/admin_frontend`;
}

/**
 * Validates the raw variables and fills in the defaults. A malformed value
 * fails at start-up with the variable's name rather than as a broken screen.
 */
export function parseEnv(
  raw: Record<string, unknown>,
  location?: PageLocation,
): Env {
  const parsed = rawEnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `Invalid console configuration: ${z.prettifyError(parsed.error)}. Fix the VITE_* variables (e.g. in .env.local) and rebuild.`,
    );
  }
  const vars = parsed.data;
  const customizer = vars.VITE_THEME_CUSTOMIZER?.toLowerCase();
  if (
    customizer !== undefined &&
    customizer !== 'true' &&
    customizer !== 'false'
  ) {
    throw new Error(
      `VITE_THEME_CUSTOMIZER must be 'true' or 'false', not '${vars.VITE_THEME_CUSTOMIZER}'.`,
    );
  }
  return {
    apiBaseUrl: (vars.VITE_API_BASE_URL ?? '/api/v1').replace(/\/+$/, ''),
    socketUrl: vars.VITE_SOCKET_URL ?? defaultSocketUrl(location),
    productName: vars.VITE_PRODUCT_NAME ?? 'ZFood Admin',
    version: vars.VITE_APP_VERSION ?? '0.0.0',
    appEnv: vars.VITE_APP_ENV ?? 'development',
    isCustomizerEnabled: customizer === 'true',
  };
}

/** The console's configuration. */
export const env: Env = parseEnv(
  import.meta.env,
  typeof window === 'undefined' ? undefined : window.location,
);
