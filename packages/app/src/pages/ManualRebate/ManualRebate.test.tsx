import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { freshMember, playRounds } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe('the rebate (spec 2.7 manualRebate)', () => {
  it('shows the rebate the rounds just played earned, and pays it once on a claim', async () => {
    // The demo data's rates: slots earn 0.8 % of their valid bets.
    expect(await commands.operator(['rebate-rates'])).toMatch(/RNG 0\.8%/u);
    const { token, username } = await freshMember('rebate', { credit: '500' });
    await playRounds(token, [100, 150]);
    await renderApp('/member?page=manualRebate', { token, account: username });
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Reembolso' }))
      .toBeVisible();
    const owed = main().getByText('Reembolso disponible');
    await expect.element(owed).toBeVisible();
    // 0.8 % of 250,00.
    expect(owed.element().parentElement?.textContent).toMatch(/2,00$/u);
    const table = main().getByRole('table', { name: 'Reembolso por tipo de juego' });
    await expect.element(table.getByRole('cell', { name: 'Tragamonedas' })).toBeVisible();

    await main().getByRole('button', { name: 'Reclamar reembolso' }).click();
    await expect.element(main().getByRole('status')).toHaveTextContent(/2,00 a su saldo$/u);
    // Asked again: nothing owed, the claim button off, the last claim said.
    await expect.element(main().getByRole('button', { name: 'Reclamar reembolso' })).toBeDisabled();
    await expect.element(main().getByText('No hay apuestas por reembolsar')).toBeVisible();
    await expect.element(main().getByText(/^Último reembolso: .*2,00 el /u)).toBeVisible();
  });
});
