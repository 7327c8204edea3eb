import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { tokenStore } from '../../api/tokenStore';
import { adoptUrlCode } from '../../session/SessionProvider';
import { apiLogin, apiRegister, renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const resetDialog = () => page.getByRole('dialog', { name: 'Restablecer contraseña' });

/** A member with an e-mail address of its own, registered through the API for this test alone. */
async function newMemberWithEmail(): Promise<{ username: string; email: string }> {
  const username = await apiRegister('rs', (name) => ({ email: `${name}@example.com` }));
  return { username, email: `${username}@example.com` };
}

/** Asks for a reset link and returns the address in the mail, as the player's click opens it. */
async function mailedLink(username: string, email: string): Promise<string> {
  await apiCall(calls.passwordEmail, { body: { username, email } });
  const response = await fetch('/dev/outbox?limit=50');
  const { value } = (await response.json()) as { value: { recipient: string; body: string }[] };
  const body = value.find((m) => m.recipient === email)?.body ?? '';
  const link = /\S+\/reset-password\?token=\S+/u.exec(body)?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

async function choosePassword(password: string) {
  await resetDialog()
    .getByLabelText(/^Nueva contraseña/)
    .first()
    .fill(password);
  await resetDialog()
    .getByLabelText(/^Confirmar nueva contraseña/)
    .fill(password);
  await resetDialog().getByRole('button', { name: 'Cambiar contraseña' }).click();
}

describe('the reset link of the e-mail', () => {
  it('sets the new password, says so, goes to / and keeps the token out of the address', async () => {
    const { username, email } = await newMemberWithEmail();
    const link = await mailedLink(username, email);
    const { router } = await renderApp(link);
    await expect.element(resetDialog()).toBeVisible();
    await expect
      .element(resetDialog())
      .toHaveAccessibleDescription('Elija una contraseña nueva para su cuenta.');
    await expect.poll(() => router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    await choosePassword('silver canyon ballad 64');
    await expect.element(page.getByText('Contraseña cambiada').first()).toBeVisible();
    await expect.element(resetDialog()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await apiLogin(username, 'silver canyon ballad 64')).toBeTruthy();
  });

  it('works once: a second use says so and leads to a new link on the e-mail tab', async () => {
    const { username, email } = await newMemberWithEmail();
    const link = await mailedLink(username, email);
    await renderApp(link);
    await choosePassword('marble falcon tundra 29');
    await expect.element(resetDialog()).not.toBeInTheDocument();
    cleanup();

    await renderApp(link);
    await choosePassword('velvet compass orchid 53');
    const problem = resetDialog().getByRole('alert');
    await expect
      .element(problem)
      .toHaveTextContent('Este enlace para restablecer la contraseña ya se ha usado.');
    const askAgain = resetDialog().getByRole('button', { name: 'Pedir un enlace nuevo' });
    await expect.element(askAgain).toHaveFocus();
    await askAgain.click();
    const forgot = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await expect.element(forgot).toBeVisible();
    await expect
      .element(forgot.getByRole('tab', { name: 'Correo electrónico' }))
      .toHaveAttribute('aria-selected', 'true');
    expect(await apiLogin(username, 'marble falcon tundra 29')).toBeTruthy();
  });

  it.each([
    ['without a token', '/reset-password'],
    ['cut short by a mail reader', '/reset-password?token=q3X_9-kLmN'],
  ])('says at once that a link %s is not valid', async (_, path) => {
    await renderApp(path);
    await expect
      .element(resetDialog().getByRole('alert'))
      .toHaveTextContent('Este enlace para restablecer la contraseña no es válido.');
    await expect
      .element(resetDialog().getByRole('button', { name: 'Pedir un enlace nuevo' }))
      .toBeVisible();
    expect(
      resetDialog()
        .getByLabelText(/^Nueva contraseña/)
        .elements(),
    ).toHaveLength(0);
  });

  it('is told in English too', async () => {
    await renderApp('/reset-password?token=short', { language: 'en' });
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('This password reset link is not valid.');
    await expect.element(dialog.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
  });

  it('is not taken for a sign-in code at start-up', async () => {
    tokenStore.set(null);
    await adoptUrlCode({
      href: 'http://portal.test/reset-password?token=q3X_9-kLmN0pQrStUvWxYz0123456789abcdefABCDE',
    } as Location);
    expect(tokenStore.get()).toBeNull();
  });
});
