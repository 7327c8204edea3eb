import { calls, PLATFORM_LANGUAGES } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe('the game categories of spec 2.6', () => {
  it('has MXWIN in the lobby menu between cockfight and the hot games, with its games', async () => {
    await renderApp('/');
    const menu = page.getByRole('tablist', { name: 'Categorías del lobby' });
    await expect.element(menu.getByRole('tab', { name: 'MXWin' })).toBeVisible();
    const names = menu
      .getByRole('tab')
      .elements()
      .map((tab) => tab.textContent?.trim());
    expect(names.indexOf('MXWin')).toBe(names.indexOf('Peleas de gallos') + 1);
    expect(names.indexOf('Populares')).toBe(names.indexOf('MXWin') + 1);

    // Its own page lists its vendor and games, as the other categories' do.
    const { games } = await apiCall(calls.gameList, { query: { gameType: 'MXWIN' } });
    cleanup();
    await renderApp('/mxwin');
    await expect.element(main().getByRole('heading', { name: 'MXWin', level: 1 })).toBeVisible();
    await expect.element(main().getByRole('button', { name: /MXW/u }).first()).toBeVisible();
    await expect
      .element(main().getByRole('button', { name: games[0]!.displayName }).first())
      .toBeVisible();
    // Added after the first catalogue, its games are new: their tiles say so, in Spanish.
    const fresh = games.filter((g) => g.badge === 'NEW').length;
    expect(fresh).toBeGreaterThan(0);
    await expect
      .poll(() => main().getByText('Nuevo', { exact: true }).elements().length)
      .toBe(fresh);
  });

  it('lists a category’s vendors from the vendor list (GCS_gameVendor) of its game type', async () => {
    const { lanes } = await apiCall(calls.gameVendors, { query: { gameType: 'LIVE' } });
    expect(lanes.length).toBeGreaterThan(1);
    const asked: string[] = [];
    const fetch = window.fetch;
    window.fetch = (input, init) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    try {
      await renderApp('/live');
      for (const lane of lanes)
        await expect
          .element(
            main()
              .getByRole('tablist', { name: 'Proveedores' })
              .getByRole('tab', { name: new RegExp(`^${lane.displayName}\\b`, 'u') }),
          )
          .toBeVisible();
      expect(asked.some((url) => /GCS_gameVendor\?.*gameType=LIVE/u.test(url))).toBe(true);
    } finally {
      window.fetch = fetch;
    }
  });

  it('offers bingo among the slots while the operator offers TY, and not once it does not', async () => {
    const { games: bingo } = await apiCall(calls.gameList, {
      query: { gameType: 'RNG', gameClassify: 'BG' },
    });
    expect(bingo.length).toBeGreaterThan(0);
    await renderApp('/rng');
    const tabs = main().getByRole('tablist', { name: 'Subcategorías' });
    await tabs.getByRole('tab', { name: 'Bingo' }).click();
    await expect
      .element(main().getByRole('button', { name: bingo[0]!.displayName }).first())
      .toBeVisible();
    cleanup();

    await commands.operator(['languages', 'es', 'en']);
    try {
      await renderApp('/rng');
      await expect.element(tabs.getByRole('tab', { name: 'Arcade' })).toBeVisible();
      await expect.element(tabs.getByRole('tab', { name: 'Bingo' })).not.toBeInTheDocument();
    } finally {
      await commands.operator(['languages', ...PLATFORM_LANGUAGES]);
    }
  });
});
