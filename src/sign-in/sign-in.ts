import { clearSessionStorage, setTokens } from '../state/token-storage';
import { authRequest } from './auth-client';

interface TokenResponse {
  data: { access_token: string; refresh_token: string };
}

/**
 * Signs in: the tokens, stored under their own keys, in place of whatever an
 * earlier session left. The console then loads the profile itself ("once a
 * token and the enums are present"), showing its loading screen until then.
 */
export async function signIn(email: string, password: string): Promise<void> {
  const { data: tokens } = await authRequest<TokenResponse>(
    'POST',
    '/auth/login',
    { body: { email, password } },
  );
  clearSessionStorage();
  setTokens({
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
  });
}
