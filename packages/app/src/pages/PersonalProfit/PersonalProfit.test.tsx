import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { freshMember, playRounds } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe('profit and loss (spec 2.7 personalProfit)', () => {
  it("shows the days' result from the rounds just played, in all, by day and by game type", async () => {
    const { token, username } = await freshMember('pnl', { credit: '50' });
    await playRounds(token, [1, 2.5]);
    await renderApp('/member?page=personalProfit', { token, account: username });
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Pérdidas personales' }))
      .toBeVisible();
    const staked = main().getByText('Total apostado');
    await expect.element(staked).toBeVisible();
    expect(staked.element().parentElement?.textContent).toMatch(/3,50$/u);
    const placed = main().getByText('Apuestas realizadas');
    expect(placed.element().parentElement?.textContent).toMatch(/2$/u);
    // One day with both rounds, and one game type (the demo slots).
    const days = main().getByRole('table', { name: 'Por día' });
    await expect.poll(() => days.getByRole('row').elements().length).toBe(2);
    expect(days.getByRole('row').elements()[1]!.textContent).toMatch(/^.+2.*3,50/u);
    const types = main().getByRole('table', { name: 'Por tipo de juego' });
    await expect.element(types.getByRole('cell', { name: 'Tragamonedas' })).toBeVisible();
  });

  it('says so when the days hold no bet', async () => {
    const { token, username } = await freshMember('pnl');
    await renderApp('/member?page=personalProfit', { token, account: username });
    await expect.element(main().getByText('No hay apuestas en estas fechas')).toBeVisible();
    await expect
      .element(main().getByRole('table', { name: 'Por tipo de juego' }))
      .not.toBeInTheDocument();
  });
});
