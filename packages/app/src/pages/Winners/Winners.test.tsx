import { calls, type GameType } from '@portal/contract';
import { formatAmount } from '@portal/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

/** The rows' accessible names, as the server's winner board of a category gives them. */
async function serverRows(gameCategory: GameType | 'ALL'): Promise<string[]> {
  const { winners } = await apiCall(calls.winnerBoard, {
    query: { gameCategory, language: 'es', limitNum: 50 },
  });
  return winners.map(
    (w, i) =>
      `${i + 1}. ${w.customerName} ganó $ ${formatAmount(w.winAmount, 'es')} en ${w.gameName}: jugar`,
  );
}

const shownRows = (list: string) =>
  main()
    .getByRole('list', { name: list })
    .getByRole('button')
    .elements()
    .map((row) => row.getAttribute('aria-label'));

describe('the winners page (spec 1, /winners)', () => {
  it("lists the server's biggest wins, 50 at most, and each category's own under its tab", async () => {
    await renderApp('/winners');
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Grandes ganadores' }))
      .toBeVisible();
    const all = await serverRows('ALL');
    expect(all.length).toBeGreaterThan(3);
    expect(all.length).toBeLessThanOrEqual(50);
    await expect.poll(() => shownRows('Ganadores: Todos')).toEqual(all);

    // The lobby's categories, ALL first: each tab asks the server for its own wins.
    await expect.element(main().getByRole('tab', { name: 'Casino en vivo' })).toBeVisible();
    expect(
      main()
        .getByRole('tab')
        .elements()
        .map((tab) => tab.textContent),
    ).toContain('Todos');
    expect(main().getByRole('tab').elements()[0]?.textContent).toBe('Todos');
    for (const [category, label] of [
      ['LIVE', 'Casino en vivo'],
      ['FISH', 'Pesca'],
    ] as const) {
      await userEvent.click(main().getByRole('tab', { name: label }));
      const rows = await serverRows(category);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).not.toEqual(all.slice(0, rows.length));
      await expect.poll(() => shownRows(`Ganadores: ${label}`)).toEqual(rows);
      await expect
        .element(page.getByRole('tab', { name: label }))
        .toHaveAttribute('aria-selected', 'true');
    }
  });

  it('is reached from the home winner board and from the side menu', async () => {
    const { router } = await renderApp('/');
    // The board mounts near the viewport (under the lobby on a narrow screen): scroll down to it.
    const link = page.getByRole('link', { name: 'Ver todo: Ganadores' });
    await expect
      .poll(() => {
        for (const place of document.querySelectorAll('[data-near-viewport]'))
          place.scrollIntoView({ block: 'center' });
        return link.elements().length;
      })
      .toBe(1);
    await userEvent.click(link);
    await expect.poll(() => router.state.location.pathname).toBe('/winners');
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Grandes ganadores' }))
      .toBeVisible();

    await router.navigate('/promotions');
    await expect.poll(() => router.state.location.pathname).toBe('/promotions');
    await page
      .getByRole('navigation', { name: 'Menú lateral' })
      .getByRole('button', { name: 'Ganadores' })
      .click();
    await expect.poll(() => router.state.location.pathname).toBe('/winners');
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Grandes ganadores' }))
      .toBeVisible();
  });
});
