import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiLogin, renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const menu = () => page.getByRole('navigation', { name: 'Menú del centro de miembros' });
const main = () => page.getByRole('main');

describe('the member centre (spec 2.7, /member)', () => {
  it("opens on the member's account, in Spanish, with their own figures", async () => {
    const token = await apiLogin('demo01', 'Demo1234');
    await renderApp('/member', { token });
    // The centre's texts are a chunk of their own: Spanish from the first paint, never English.
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Mi cuenta' }))
      .toBeVisible();
    await expect
      .element(menu().getByRole('button', { name: 'Mi cuenta' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(main().getByText('demo01', { exact: true })).toBeVisible();
    await expect.element(main().getByText('Demo Player', { exact: true })).toBeVisible();
    await expect.element(main().getByText('Saldo', { exact: true })).toBeVisible();
  });

  it('goes to a page of the menu through the address, and back to the account on an unknown one', async () => {
    const token = await apiLogin('demo01', 'Demo1234');
    const { router } = await renderApp('/member', { token });
    await menu().getByRole('button', { name: 'Misiones' }).click();
    await expect.poll(() => router.state.location.search).toBe('?page=missionLeaderboard');
    await expect.element(main().getByRole('heading', { level: 1, name: 'Misiones' })).toBeVisible();
    await expect
      .element(menu().getByRole('button', { name: 'Misiones' }))
      .toHaveAttribute('aria-current', 'page');
    // The centre is rendered anew for the new address; a keyboard player stays on the menu.
    await expect.element(menu().getByRole('button', { name: 'Misiones' })).toHaveFocus();
    // The missions are served: their tabs, not the placeholder of an area not served yet.
    await expect.element(main().getByRole('tab', { name: 'Clasificación' })).toBeVisible();
    await expect.element(main().getByText('Todavía no hay nada aquí')).not.toBeInTheDocument();

    await router.navigate('/member?page=nothing');
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Mi cuenta' }))
      .toBeVisible();
  });

  /**
   * Spec 2.7's fourteen pages, the VIP page and the points mall: each is served, with its title
   * and its own content, never the placeholder of an area not served yet.
   */
  it('serves every page of the member centre and the points mall, none a placeholder', async () => {
    const token = await apiLogin('demo01', 'Demo1234');
    const pages: [string, string][] = [
      ['securityCenter', 'Mi cuenta'],
      ['transferFund', 'Billetera'],
      ['depositv2', 'Depositar'],
      ['withdraw', 'Retirar'],
      ['transferUpline', 'Transferir al superior'],
      ['personalHistoryCopy', 'Historial de apuestas'],
      ['transactionHistory', 'Historial de cuenta'],
      ['personalProfit', 'Pérdidas personales'],
      ['bonusDetails', 'Bonos'],
      ['rewardCenter', 'Centro de recompensas'],
      ['referral', 'Invitar amigos'],
      ['missionLeaderboard', 'Misiones'],
      ['messageV2', 'Información de la plataforma'],
      ['manualRebate', 'Reembolso'],
      ['vip', 'VIP'],
    ];
    for (const [key, title] of [...pages, ['pointMall', 'Tienda de puntos'] as [string, string]]) {
      const { router } = await renderApp(
        key === 'pointMall' ? '/pointMall' : `/member?page=${key}`,
        {
          token,
        },
      );
      await expect.element(main().getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The page's own content has come (more than its title), and it is not the placeholder.
      await expect
        .poll(() => (main().element().textContent ?? '').replace(title, '').trim().length, {
          timeout: 10_000,
        })
        .toBeGreaterThan(20);
      expect(main().element().textContent).not.toContain('Todavía no hay nada aquí');
      expect(router.state.location.pathname).toBe(key === 'pointMall' ? '/pointMall' : '/member');
      cleanup();
    }
    // Fifteen pages through a real server.
  }, 120_000);
});
