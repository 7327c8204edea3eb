import { beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { tokenStore } from '../api/tokenStore';

/**
 * The app's test files share one page and its loaded modules (isolate: false in vitest.config.ts),
 * so each test starts as a visitor in a new tab would, whatever the test before it left: no
 * session in the token store (a module of its own, read by every call's key), nothing stored, no
 * cookie, the page at its top, and a body without what an earlier screen put in it (a pop-up's
 * portal, a toast's region) to push this test's content down. renderApp does the same for the
 * tests of the whole app; the tests of one hook or one component rely on this.
 */
beforeEach(async () => {
  await cleanup();
  for (const element of Array.from(document.body.children)) element.remove();
  for (const { name } of Array.from(document.body.attributes)) document.body.removeAttribute(name);
  tokenStore.set(null);
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.scrollTo(0, 0);
});
