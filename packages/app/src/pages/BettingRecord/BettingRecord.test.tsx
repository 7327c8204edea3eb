import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { freshMember, playRounds } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe('the betting record (spec 2.7 personalHistoryCopy)', () => {
  it('lists the rounds just played with their game and stakes, and the totals of the days', async () => {
    const { token, username } = await freshMember('bets', { credit: '50' });
    const game = await playRounds(token, [1, 2.5]);
    await renderApp('/member?page=personalHistoryCopy', { token, account: username });
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Historial de apuestas' }))
      .toBeVisible();
    const table = main().getByRole('table', { name: 'Historial de apuestas' });
    await expect.element(table).toBeVisible();
    // Newest first: the 2,50 round, then the 1,00 one, each named by its game.
    const rows = table.getByRole('row');
    await expect.poll(() => rows.elements().length).toBe(3);
    expect(rows.elements()[1]!.textContent).toContain(game);
    expect(rows.elements()[1]!.textContent).toMatch(/2,50/u);
    expect(rows.elements()[2]!.textContent).toMatch(/1,00/u);
    // The card of the total staked: its label, then the sum of the stakes.
    const staked = main().getByText('Total apostado');
    await expect.element(staked).toBeVisible();
    expect(staked.element().parentElement?.textContent).toMatch(/^Total apostado\S*\s?3,50$/u);
  });
});
