import {
  setTokens,
  clearSessionStorage,
  type UserData,
} from '../http/token-storage';
import { storeProfile } from '../session/store-profile';
import { authRequest } from './auth-client';

interface TokenResponse {
  data: { access_token: string; refresh_token: string };
}

/**
 * Signs in: the tokens, then the profile, both stored as SPEC.md §9 says,
 * so the console starts with a complete session. A failure leaves nothing
 * behind: half a session (tokens but no profile) would pass the console's
 * guard with no abilities.
 */
export async function signIn(email: string, password: string): Promise<void> {
  try {
    const { data: tokens } = await authRequest<TokenResponse>(
      'POST',
      '/auth/login',
      { body: { email, password } },
    );
    setTokens({
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
    });
    const { data: user } = await authRequest<{ data: UserData }>(
      'GET',
      '/admin/users/profile',
      { accessToken: tokens.access_token },
    );
    storeProfile(user);
  } catch (error) {
    clearSessionStorage();
    throw error;
  }
}
