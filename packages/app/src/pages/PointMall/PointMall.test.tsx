import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { freshMember, playRounds } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe('the points mall (spec 2.1 /pointMall)', () => {
  it(
    'shows the points the rounds earned, redeems with the password, and shows the decision',
    {
      timeout: 40_000,
    },
    async () => {
      // The demo data's rates: slots earn 1 point for each 1.00 of valid bets.
      expect(await commands.operator(['points-rate'])).toMatch(/RNG 1[,;]/u);
      const { token, username } = await freshMember('points', { credit: '500' });
      await playRounds(token, [40, 25]);
      await renderApp('/pointMall', { token, account: username });
      await expect
        .element(main().getByRole('heading', { level: 1, name: 'Tienda de puntos' }))
        .toBeVisible();
      const mine = main().getByText('Mis puntos');
      await expect.element(mine).toBeVisible();
      await expect.poll(() => mine.element().parentElement?.textContent).toMatch(/65$/u);

      await main().getByRole('button', { name: 'Canjear Cupón de mesa en vivo' }).click();
      const form = main().getByRole('form', { name: 'Canjear Cupón de mesa en vivo' });
      await form.getByLabelText(/^Contraseña/u).fill('not the password');
      await form.getByRole('button', { name: 'Canjear por 50 puntos' }).click();
      await expect.element(form.getByText('La contraseña no es correcta')).toBeVisible();
      await form.getByLabelText(/^Contraseña/u).fill('Member1234');
      await form.getByRole('button', { name: 'Canjear por 50 puntos' }).click();
      await expect
        .element(main().getByRole('status').first())
        .toHaveTextContent(
          'Canje de Cupón de mesa en vivo enviado: en proceso. Le quedan 15 puntos.',
        );
      await expect.poll(() => mine.element().parentElement?.textContent).toMatch(/15$/u);

      const listed = await commands.operator(['redeems', '--status', 'in_process']);
      const id = new RegExp(`#(\\d+) \\S+ ${username} `, 'u').exec(listed)?.[1];
      expect(id).toBeDefined();
      expect(await commands.operator(['redeem-approve', id!])).toBe(`redeem #${id} approved`);

      await main().getByRole('tab', { name: 'Historial de canjes' }).click();
      const table = main().getByRole('table', { name: 'Historial de canjes' });
      await expect.element(table.getByRole('cell', { name: 'Aprobado' })).toBeVisible();
      await main().getByRole('tab', { name: 'Detalle de puntos' }).click();
      const lines = main().getByRole('table', { name: 'Detalle de puntos' });
      await expect.element(lines.getByRole('cell', { name: /^[-−]50$/u })).toBeVisible();
      await expect.element(lines.getByRole('cell', { name: /^\+65$/u })).toBeVisible();
    },
  );

  it('shows the VIP levels and the way to the next one', async () => {
    const { token, username } = await freshMember('vipper', { credit: '900' });
    await playRounds(token, [300]);
    await renderApp('/member?page=vip', { token, account: username });
    await expect.element(main().getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
    // The demo's levels: VIP 1 from 500 of valid bets.
    await expect
      .element(main().getByText(/^Le faltan .*200,00 en apuestas válidas para VIP 1$/u))
      .toBeVisible();
    await expect.element(main().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await expect.element(main().getByRole('list', { name: 'Beneficios de VIP 3' })).toBeVisible();
  });
});
