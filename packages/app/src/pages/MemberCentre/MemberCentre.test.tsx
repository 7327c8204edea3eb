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
    // An area not served yet says so, rather than showing an empty page.
    await expect.element(main().getByText('Todavía no hay nada aquí')).toBeVisible();

    await router.navigate('/member?page=nothing');
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Mi cuenta' }))
      .toBeVisible();
  });
});
