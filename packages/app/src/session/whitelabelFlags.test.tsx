// The app's side of the white-label flags (docs/operators/whitelabel-flags.md) against the real
// server: with a module switched off, its entries, tabs and fields are gone and its addresses
// lead elsewhere; switched on, they are back. The server's side is system/whitelabelFlags.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { tokenStore } from '../api/tokenStore';
import { apiLogin, renderApp } from '../test/renderApp';

afterEach(() => cleanup());

/** Runs `body` with the flags off, switching them on again whatever happens. */
async function withFlagsOff(flags: string[], body: () => Promise<void>): Promise<void> {
  await commands.operator(['flags', 'off', ...flags]);
  try {
    await body();
  } finally {
    await commands.operator(['flags', 'on', ...flags]);
  }
}

const lobbyTabs = () => page.getByRole('tablist', { name: 'Categorías del lobby' });
const tabNames = () =>
  lobbyTabs()
    .getByRole('tab')
    .elements()
    .map((tab) => tab.textContent?.trim());

describe('white-label flags in the app', () => {
  it('GAMELOFAV3, GAMELOHOT3, GAMELOREC3: the lobby lists, the stars and the pages', async () => {
    const token = await apiLogin('down02', 'Down1234');
    await renderApp('/', { token, account: 'down02' });
    await expect.poll(tabNames).toEqual(expect.arrayContaining(['Favoritos', 'Populares']));
    expect(tabNames()).toContain('Recientes');
    const popular = () => page.getByRole('region', { name: 'Populares' }).first();
    const stars = () => page.getByRole('button', { name: 'Favorito' }).elements().length;
    await expect.poll(stars).toBeGreaterThan(0);
    cleanup();
    await withFlagsOff(['GAMELOFAV3', 'GAMELOHOT3', 'GAMELOREC3'], async () => {
      await renderApp('/', { token, account: 'down02' });
      await expect.poll(() => tabNames().length).toBeGreaterThan(2);
      expect(tabNames()).not.toContain('Favoritos');
      expect(tabNames()).not.toContain('Populares');
      expect(tabNames()).not.toContain('Recientes');
      // The home's popular games are there, their tiles without a favourite star.
      await expect.poll(() => popular().getByRole('button').elements().length).toBeGreaterThan(3);
      expect(stars()).toBe(0);
      cleanup();
      const { router } = await renderApp('/favorite', { token, account: 'down02' });
      await expect.poll(() => router.state.location.pathname).toBe('/');
      await router.navigate('/recent');
      await expect.poll(() => router.visited.slice(-2)).toEqual(['/recent', '/']);
    });
  });

  it('REG3: no way to register while registration is closed', async () => {
    await withFlagsOff(['REG3'], async () => {
      const { router } = await renderApp('/login');
      const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
      await expect.element(login).toBeVisible();
      expect(login.getByRole('button', { name: 'Crear una cuenta' }).elements()).toHaveLength(0);
      await userEvent.keyboard('{Escape}');
      await expect.element(login).not.toBeInTheDocument();
      await expect.element(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
      expect(page.getByRole('button', { name: 'Registrarse' }).elements()).toHaveLength(0);
      // An address or a link that still opens the pop-up says registration is closed.
      await router.navigate('/register');
      const register = page.getByRole('dialog', { name: 'Crear una cuenta' });
      await expect.element(register.getByText('El registro está cerrado')).toBeVisible();
      expect(register.getByRole('textbox').elements()).toHaveLength(0);
    });
    cleanup();
    await renderApp('/');
    await expect.element(page.getByRole('button', { name: 'Registrarse' })).toBeVisible();
  });

  it('MOBILENUMPASSREG3: the mobile tab registers without a password when it asks none', async () => {
    // The SMS code of REGMOBVERF3 is the forms' own test; off here, the number alone registers.
    await withFlagsOff(['MOBILENUMPASSREG3', 'REGMOBVERF3'], async () => {
      await renderApp('/register');
      const dialog = page.getByRole('dialog', { name: 'Crear una cuenta' });
      await dialog.getByRole('tab', { name: 'Número de móvil' }).click();
      const mobile = `09${Date.now().toString().slice(-8)}`;
      await dialog.getByRole('textbox', { name: /Número de móvil/ }).fill(mobile);
      expect(dialog.getByLabelText(/^Contraseña/).elements()).toHaveLength(0);
      expect(dialog.getByLabelText(/Confirmar contraseña/).elements()).toHaveLength(0);
      const robot = dialog.getByRole('checkbox', { name: 'No soy un robot' });
      if (robot.elements().length) {
        (robot.element() as HTMLElement).focus();
        await userEvent.keyboard(' ');
        await expect.element(dialog.getByRole('checkbox', { name: 'Verificado' })).toBeChecked();
      }
      await dialog.getByRole('checkbox', { name: /acepto los términos/u }).click();
      await dialog.getByRole('button', { name: 'Registrarse' }).click();
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.poll(() => tokenStore.get()).not.toBeNull();
    });
    cleanup();
    await renderApp('/register');
    const dialog = page.getByRole('dialog', { name: 'Crear una cuenta' });
    await dialog.getByRole('tab', { name: 'Número de móvil' }).click();
    await expect.element(dialog.getByLabelText(/^Contraseña/).first()).toBeVisible();
  });

  it('CHNGPASSVERIF3: the password is recovered by phone only while the flag is on', async () => {
    const forgot = () => page.getByRole('dialog', { name: 'Recuperar contraseña' });
    const open = async () => {
      await renderApp('/login');
      await page
        .getByRole('dialog', { name: 'Iniciar sesión' })
        .getByRole('button', { name: '¿Olvidó su contraseña?' })
        .click();
      await expect.element(forgot()).toBeVisible();
    };
    await withFlagsOff(['CHNGPASSVERIF3'], async () => {
      await open();
      await expect
        .element(forgot().getByRole('textbox', { name: /Correo electrónico/ }))
        .toBeVisible();
      expect(
        forgot()
          .getByRole('textbox', { name: /Número de móvil/ })
          .elements(),
      ).toHaveLength(0);
    });
    cleanup();
    await open();
    await expect.element(forgot().getByRole('textbox', { name: /Número de móvil/ })).toBeVisible();
  });

  it('COMM3: the rebate leaves the menus, and its address opens the default page', async () => {
    const token = await apiLogin('down02', 'Down1234');
    const menu = () => page.getByRole('navigation', { name: 'Menú del centro de miembros' });
    await renderApp('/member?page=manualRebate', { token, account: 'down02' });
    await expect.element(page.getByRole('heading', { name: 'Reembolso' })).toBeVisible();
    cleanup();
    await withFlagsOff(['COMM3'], async () => {
      await renderApp('/member?page=manualRebate', { token, account: 'down02' });
      await expect.element(page.getByRole('heading', { name: 'Mi cuenta' }).first()).toBeVisible();
      // Neither the member centre's menu nor the side menu names it.
      await expect.element(menu()).toBeVisible();
      expect(page.getByText('Reembolso', { exact: true }).elements()).toHaveLength(0);
    });
  });

  it('INBOX3, REWCEN3: the messages and the reward centre leave the menus', async () => {
    const token = await apiLogin('down02', 'Down1234');
    const menu = () => page.getByRole('navigation', { name: 'Menú del centro de miembros' });
    await renderApp('/member?page=messageV2', { token, account: 'down02' });
    await expect
      .element(page.getByRole('heading', { name: 'Información de la plataforma' }))
      .toBeVisible();
    await expect.element(menu().getByText('Centro de recompensas')).toBeVisible();
    cleanup();
    await withFlagsOff(['INBOX3', 'REWCEN3'], async () => {
      await renderApp('/member?page=messageV2', { token, account: 'down02' });
      await expect.element(page.getByRole('heading', { name: 'Mi cuenta' }).first()).toBeVisible();
      await expect.element(menu()).toBeVisible();
      // Neither the member centre's menu nor the side menu names them.
      for (const name of ['Información de la plataforma', 'Centro de recompensas', 'Mensajes'])
        expect(page.getByText(name, { exact: true }).elements(), name).toHaveLength(0);
    });
  });
});
