import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { freshMember } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');
const loginDialog = () => page.getByRole('dialog', { name: 'Iniciar sesión' });

describe('responsible play (the member centre responsiblePlay)', () => {
  it(
    'sets a deposit limit at once, and a raise waits its 24 hours',
    { timeout: 30_000 },
    async () => {
      const { token, username } = await freshMember('limits');
      await renderApp('/member?page=responsiblePlay', { token, account: username });
      await expect
        .element(main().getByRole('heading', { level: 1, name: 'Juego responsable' }))
        .toBeVisible();
      const form = main().getByRole('form', { name: 'Guardar límite' });
      await form.getByRole('textbox', { name: /^Importe/u }).fill('50');
      await form.getByRole('button', { name: 'Guardar límite' }).click();
      await expect.element(form.getByRole('status')).toHaveTextContent('Guardado');
      const deposits = main().getByRole('table', { name: 'Límite de depósito' });
      await expect.element(deposits.getByRole('cell', { name: /50,00$/u }).first()).toBeVisible();

      await form.getByRole('textbox', { name: /^Importe/u }).fill('80');
      await form.getByRole('button', { name: 'Guardar límite' }).click();
      await expect
        .element(deposits.getByText(/Pasa a .*80,00\. Podrá confirmarlo desde el/u))
        .toBeVisible();
    },
  );

  it(
    'takes a time-out after its confirmation, logs out, and the login says until when',
    { timeout: 30_000 },
    async () => {
      const { token, username } = await freshMember('timeout');
      const { router } = await renderApp('/member?page=responsiblePlay', {
        token,
        account: username,
      });
      await main().getByRole('button', { name: 'Tomar la pausa' }).click();
      const dialog = page.getByRole('alertdialog', { name: '¿Tomar una pausa?' });
      await expect.element(dialog).toHaveTextContent(/No se puede deshacer/u);
      await dialog.getByRole('button', { name: 'Tomar la pausa' }).click();
      await expect.poll(() => router.state.location.pathname).toBe('/');
      // The header's button, as a player opens the login once signed out (a navigation to
      // /login raced the sign-out's own navigation to home on a busy machine).
      const headerLogin = page.getByRole('button', { name: 'Iniciar sesión' }).first();
      await expect.element(headerLogin).toBeVisible();
      await headerLogin.click();
      await loginDialog().getByRole('textbox', { name: 'Usuario' }).fill(username);
      await loginDialog()
        .getByLabelText(/^Contraseña/)
        .first()
        .fill('Member1234');
      await loginDialog().getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect
        .element(loginDialog().getByRole('alert'))
        .toHaveTextContent(
          /Su cuenta está en una pausa o autoexclusión hasta el \d+ de \S+ de \d{4}/u,
        );
    },
  );
});
