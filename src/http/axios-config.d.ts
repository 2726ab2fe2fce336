import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The call must not start a token refresh when it answers 401: the refresh
     * itself, login and logout.
     */
    skipAuthRefresh?: boolean;
    /** Set on the one replay of a request that failed with 401. */
    isAuthReplay?: boolean;
  }
}
