import { STORAGE_KEYS } from '../state/token-storage';

export interface TabSyncHandlers {
  /** Another tab ended the session (its logout cleared the refresh token). */
  onRemoteLogout: () => void;
  /** Another tab signed in, or refreshed the tokens this tab will now send. */
  onRemoteTokens: () => void;
}

/**
 * Keeps every tab on one session. Tokens live in localStorage, so a refresh
 * in one tab is already what the next request of every other tab sends; the
 * `storage` event (fired only in the *other* tabs) tells them at once that
 * the session ended, so a logout is immediate everywhere.
 *
 * @returns a function that stops listening.
 */
export function startTabSync({
  onRemoteLogout,
  onRemoteTokens,
}: TabSyncHandlers): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== localStorage)
      return;
    // key === null: another tab called localStorage.clear().
    if (event.key === null) {
      onRemoteLogout();
      return;
    }
    if (event.key !== STORAGE_KEYS.refreshToken) return;
    if (event.newValue === null) onRemoteLogout();
    else onRemoteTokens();
  };
  window.addEventListener('storage', handleStorage);
  return () => window.removeEventListener('storage', handleStorage);
}
