// The operator's analytics against the real server (cli analytics): nothing loads until the
// player says yes on the consent banner; a no loads nothing and is remembered; the footer's
// "Cookies" asks again; without an id there is no banner and no footer entry. The tag's script is
// one of the test's own (tagScript), so that a test never calls out.
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { renderApp } from '../../test/renderApp';
import { tagScript } from './analyticsTag';

const ID = 'G-TEST12345';
// Ends in a comment: the tag's `?id=` query is appended to the address.
const LOADED = 'window.__analyticsLoaded = (window.__analyticsLoaded || 0) + 1; //';

interface TestWindow {
  __analyticsLoaded?: number;
  dataLayer?: ArrayLike<unknown>[];
}
const w = window as unknown as TestWindow;
const tagScripts = () => document.querySelectorAll('script[data-analytics]');

/** The footer, drawn as it nears the viewport once the lobby above it has its height. */
async function footer() {
  await expect
    .poll(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.querySelector('footer');
    })
    .not.toBeNull();
  return page.getByRole('contentinfo');
}

afterEach(() => {
  cleanup();
  for (const script of tagScripts()) script.remove();
});

describe('analytics after consent', () => {
  it('asks first, loads nothing on a no, asks again from the footer, and loads the tag on a yes', async () => {
    tagScript.url = `data:text/javascript,${encodeURIComponent(LOADED)}`;
    await commands.operator(['analytics', ID]);
    try {
      await renderApp('/');
      const banner = page.getByRole('region', { name: 'Cookies de medición' });
      await expect.element(banner).toBeVisible();
      expect(tagScripts()).toHaveLength(0);

      await userEvent.click(banner.getByRole('button', { name: 'Rechazar' }));
      await expect.element(banner).not.toBeInTheDocument();
      expect(tagScripts()).toHaveLength(0);
      expect(localStorage.getItem('portal.analyticsConsent')).toBe('denied');

      await userEvent.click((await footer()).getByRole('button', { name: 'Cookies' }));
      await expect.element(banner).toBeVisible();
      await userEvent.click(banner.getByRole('button', { name: 'Aceptar' }));
      await expect.element(banner).not.toBeInTheDocument();
      await expect.poll(() => w.__analyticsLoaded).toBe(1);
      expect(tagScripts()[0]?.getAttribute('src')).toContain(`?id=${ID}`);
      const queued = (w.dataLayer ?? []).map((entry) => Array.from(entry));
      expect(queued).toContainEqual(['config', ID]);
    } finally {
      await commands.operator(['analytics', 'off']);
    }
  });

  it('shows no banner and no cookie entry when the operator has no analytics', async () => {
    await renderApp('/');
    const foot = await footer();
    await expect.element(foot.getByRole('button', { name: 'Noticias' })).toBeVisible();
    expect(foot.getByRole('button', { name: 'Cookies' }).elements()).toHaveLength(0);
    expect(page.getByRole('region', { name: 'Cookies de medición' }).elements()).toHaveLength(0);
  });
});
