const VARIABLES = [
  'VITE_API_BASE_URL',
  'VITE_SOCKET_URL',
  'VITE_PRODUCT_NAME',
  'VITE_APP_VERSION',
  'VITE_APP_ENV',
  'VITE_THEME_CUSTOMIZER',
] as const;
type Variable = (typeof VARIABLES)[number];

/**
 * Vite leaves an unset variable undefined but a `KEY=` line gives ''; both
 * mean "use the default". Anything but text is a build mistake, named here.
 * Hand-written rather than a schema library because this runs on the
 * sign-in page, whose whole script budget is 160 KiB.
 */
function readVariables(
  raw: Record<string, unknown>,
): Partial<Record<Variable, string>> {
  const vars: Partial<Record<Variable, string>> = {};
  for (const name of VARIABLES) {
    const value = raw[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string')
      throw new Error(
        `Invalid console configuration: ${name} must be text. Fix the VITE_* variables (e.g. in .env.local) and rebuild.`,
      );
    if (value.trim() !== '') vars[name] = value.trim();
  }
  return vars;
}

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
  const vars = readVariables(raw);
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
