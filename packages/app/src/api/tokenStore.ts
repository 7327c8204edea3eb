/**
 * The session token lives in sessionStorage (spec 3, "session-stored values"): it ends with the
 * tab, and a token in the URL (`?token=`) is moved here at start. Listeners hear every change so
 * that SWR keys and the navigation guard follow it.
 */
/** Where the token is kept in sessionStorage (the start-up script reads it too). */
export const TOKEN_STORAGE_KEY = 'token';
const KEY = TOKEN_STORAGE_KEY;
type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const tokenStore = {
  get(): string | null {
    return storage()?.getItem(KEY) ?? null;
  },
  set(token: string | null): void {
    const s = storage();
    if (token) s?.setItem(KEY, token);
    else s?.removeItem(KEY);
    for (const listener of listeners) listener(token);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
