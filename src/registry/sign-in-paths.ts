/**
 * The pages of the sign-in entry (`login.html`): the server and the dev
 * server answer these paths with it, and the console leaves for them with a
 * full page load, since they are a separate, much smaller app.
 */
export const SIGN_IN_PATHS = [
  '/login',
  '/auth/forgot-password',
  '/auth/verify-otp',
  '/auth/reset-password',
] as const;

export type SignInPath = (typeof SIGN_IN_PATHS)[number];

export function isSignInPath(pathname: string): pathname is SignInPath {
  return (SIGN_IN_PATHS as readonly string[]).includes(pathname);
}

/** `/login?returnUrl=<path+query>`, or plain `/login` for the root. */
export function loginPathFor(pathname: string, search: string): string {
  if (pathname === '/' && search === '') return '/login';
  return `/login?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
