import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiRegister, renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

describe('the operator’s SMS provider', () => {
  it('shows a provider that cannot be reached as a warning in the player’s language', async () => {
    const mobile = `09${Date.now().toString().slice(-8)}`;
    await apiRegister('sp', () => ({ mobileNum: mobile }));
    // An address where nothing answers (the discard port): the server gives up and says so.
    await commands.operator([
      'sms-provider',
      'http',
      '--url',
      'http://127.0.0.1:9/sms',
      '--template',
      '{"to":"{{number}}","text":"{{text}}"}',
      '--auth',
      'none',
      '--timeout-ms',
      '1000',
    ]);
    try {
      await renderApp('/login');
      const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
      await login.getByRole('tab', { name: 'Número de móvil' }).click();
      await login.getByRole('textbox', { name: /Número de móvil/ }).fill(mobile);
      await login.getByRole('button', { name: 'Enviar código' }).click();
      const warning = page.getByRole('alertdialog', { name: 'Aviso' });
      await expect
        .element(warning)
        .toHaveTextContent('Ahora no se pueden enviar SMS: inténtelo más tarde');
      // No countdown: the player may ask again at once.
      await expect.element(login.getByText(/Reenviar en \d+ s/u)).not.toBeInTheDocument();
    } finally {
      // Back to the outbox, for the other tests' codes.
      await commands.operator(['sms-provider', 'outbox']);
    }
  });
});
