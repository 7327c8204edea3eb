import { beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { forgetVisitor } from './visitor';

/**
 * The app's test files share one page and its loaded modules (isolate: false in vitest.config.ts),
 * so each test starts as a visitor in a new tab would, whatever the test before it left: no
 * session in the token store (a module of its own, read by every call's key), nothing stored, no
 * cookie, the page at its top, and a body without what an earlier screen put in it (a pop-up's
 * portal, a toast's region) to push this test's content down.
 */
beforeEach(async () => {
  await cleanup();
  for (const element of Array.from(document.body.children)) element.remove();
  for (const { name } of Array.from(document.body.attributes)) document.body.removeAttribute(name);
  forgetVisitor();
  window.scrollTo(0, 0);
});
