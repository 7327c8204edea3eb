import { calls } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

describe('the home lobby', () => {
  it("shows the server's popular games first (spec 3, home state 'popular'), and the hot ones under HOT", async () => {
    const { games: popular } = await apiCall(calls.popular, { query: { language: 'es' } });
    await renderApp('/');
    const section = page.getByRole('region', { name: 'Populares' }).first();
    await expect.element(section).toBeVisible();
    await expect
      .poll(() => section.getByRole('button', { name: 'Favorito' }).elements().length)
      .toBe(popular.length);
    for (const game of popular.slice(0, 3))
      await expect
        .element(section.getByRole('button', { name: game.displayName }).first())
        .toBeVisible();

    // The HOT tab keeps the hot list (spec 2.6), its own call.
    const { games: hot } = await apiCall(calls.hotGames, { query: { language: 'es' } });
    await page
      .getByRole('tablist', { name: 'Categorías del lobby' })
      .getByRole('tab', { name: 'Populares' })
      .click();
    const hotGrid = page.getByRole('region', { name: 'Populares' }).first();
    await expect
      .element(hotGrid.getByRole('button', { name: hot[0]!.displayName }).first())
      .toBeVisible();

    // Kept for the session (spec 4.10) until the player asks to rank them again: the server
    // ranks anew, and keeps that ranking for everyone after.
    const { rankedAt } = await apiCall(calls.hotGames, { query: { language: 'es' } });
    await page.getByRole('button', { name: 'Actualizar populares' }).click();
    // (Asked with another address than before: the browser may keep the first answer a while.)
    await expect
      .poll(
        async () =>
          (await apiCall(calls.hotGames, { query: { language: 'es', isPlatform: 2 } })).rankedAt,
      )
      .not.toBe(rankedAt);
  });

  it('sends the refresh flag once for clicks within a second, and again after it (spec 4.10, 4.5)', async () => {
    await renderApp('/');
    await page
      .getByRole('tablist', { name: 'Categorías del lobby' })
      .getByRole('tab', { name: 'Populares' })
      .click();
    const button = page.getByRole('button', { name: 'Actualizar populares' });
    await expect.element(button).toBeVisible();
    const fetches = vi.spyOn(window, 'fetch');
    const refreshes = () =>
      fetches.mock.calls.filter(([input]) => {
        const url = new URL(String(input instanceof Request ? input.url : input), location.href);
        return url.pathname.endsWith('/GCS_hotGames') && url.searchParams.get('refresh') === 'true';
      }).length;
    await button.click();
    await expect.poll(refreshes).toBe(1);
    // Busy while the server ranks them again, then a click within the second is ignored.
    await expect.element(button).not.toHaveAttribute('aria-busy');
    await button.click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(refreshes()).toBe(1);
    // After the second, a click refreshes again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await button.click();
    await expect.poll(refreshes).toBe(2);
    fetches.mockRestore();
  });
});

describe("the top of home while the operator's content loads", () => {
  /** Holds the answers of one relay call until released; the rest go to the server at once. */
  function hold(path: string) {
    const fetchNow = window.fetch.bind(window);
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes(path)) await released;
      return fetchNow(input, init);
    });
    return release;
  }

  const topOf = (region: { element: () => Element }) =>
    region.element().getBoundingClientRect().top;
  afterEach(() => vi.restoreAllMocks());

  for (const late of ['/wps/relay/GCS_banners', '/wps/relay/GCS_notices'])
    it(`keeps the room of each in its place, so nothing moves when ${late.slice(15)} comes last`, async () => {
      const release = hold(late);
      await renderApp('/');
      const menu = page.getByRole('tablist', { name: 'Categorías del lobby' });
      const early = late.includes('banners')
        ? page.getByRole('region', { name: 'Avisos' })
        : page.getByRole('region', { name: 'Promociones destacadas' });
      const last = late.includes('banners')
        ? page.getByRole('region', { name: 'Promociones destacadas' })
        : page.getByRole('region', { name: 'Avisos' });
      await expect.element(menu).toBeVisible();
      await expect.element(early).toBeVisible();
      const menuTop = topOf(menu);
      const earlyTop = topOf(early);
      release();
      await expect.element(last).toBeVisible();
      // The one that came first stays where it is, and the lobby under both does not move.
      expect(topOf(early)).toBe(earlyTop);
      expect(topOf(menu)).toBe(menuTop);
    });
});
