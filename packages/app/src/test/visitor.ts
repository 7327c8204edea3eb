import { tokenStore } from '../api/tokenStore';

/**
 * Forgets the visitor of the tests before: no session in the token store, nothing in either
 * storage, no cookie. Before each test (setup.ts) and in renderApp, which closes announcements
 * in the session storage after it.
 */
export function forgetVisitor(): void {
  tokenStore.set(null);
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
