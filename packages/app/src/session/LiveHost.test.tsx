import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { freshMember } from '../test/members';
import { renderApp } from '../test/renderApp';

afterEach(() => cleanup());

const header = () => page.getByRole('banner');

describe('the live channel in the app (session/LiveHost)', () => {
  it(
    'shows a message the operator sends, then logs out when the account is locked, saying why',
    { timeout: 40_000 },
    async () => {
      const { token, username } = await freshMember('livehost');
      await renderApp('/', { token, account: username });
      const userMenu = header().getByRole('button', { name: new RegExp(username, 'u') });
      await expect.element(userMenu).toBeVisible();

      await commands.operator(['message', username, '--title', 'Aviso', '--content', 'Hola']);
      await expect.element(page.getByText('Nuevo mensaje: Aviso').first()).toBeVisible();
      await expect.element(userMenu).toHaveAccessibleName(/sin reclamar/u);

      await commands.operator(['account-status', username, 'disabled']);
      await expect.element(page.getByText(/la cuenta fue desactivada/u).first()).toBeVisible();
      await expect.element(header().getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    },
  );
});
