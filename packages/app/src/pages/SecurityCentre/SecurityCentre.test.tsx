import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { freshMember } from '../../test/members';
import { apiLogin, renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

/** A real PNG (1x1, gray). */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const main = () => page.getByRole('main');
const panel = (name: string) => main().getByRole('region', { name });

/** The newest code mailed or texted to `recipient`, read off the development outbox. */
async function codeSentTo(recipient: string): Promise<string> {
  const response = await fetch('/dev/outbox?limit=50');
  const { value } = (await response.json()) as { value: { recipient: string; body: string }[] };
  const code = /\b(\d{6})\b/u.exec(value.find((m) => m.recipient === recipient)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

describe('my account (spec 2.7 securityCenter)', () => {
  it('keeps the account at a glance, and changes the avatar the header shows', async () => {
    const { token, username } = await freshMember('avatar');
    await renderApp('/member', { token, account: username });
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Mi cuenta' }))
      .toBeVisible();
    await expect.element(main().getByText(username, { exact: true }).first()).toBeVisible();
    await expect.element(main().getByText('Saldo', { exact: true })).toBeVisible();
    const avatar = panel('Avatar');
    await expect.element(avatar).toBeVisible();

    // Not an image, though named .png: refused by the server, which reads its bytes.
    const input = avatar.getByLabelText('Subir una imagen');
    await userEvent.upload(input, new File(['not an image'], 'foto.png', { type: 'image/png' }));
    await expect.element(avatar.getByRole('status')).toHaveTextContent(/png o jpg/iu);

    await userEvent.upload(input, new File([PNG], 'yo.png', { type: 'image/png' }));
    await expect.element(avatar.getByRole('status')).toHaveTextContent('Avatar actualizado');
    const header = page.getByRole('banner').getByRole('img', { name: `Avatar de ${username}` });
    await expect
      .poll(() => header.element().querySelector('img')?.getAttribute('src'))
      .toMatch(/\/content\/avatars\/[\w-]{43}\.png$/u);

    await avatar.getByRole('button', { name: 'Avatar panda' }).click();
    await expect
      .element(avatar.getByRole('button', { name: 'Avatar panda' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => header.element().querySelector('img')?.getAttribute('src'))
      .toMatch(/\/content\/avatars\/builtin\/panda\.svg$/u);
  });

  it('binds an e-mail with the code mailed to it, and refuses a taken one', async () => {
    const { token, username } = await freshMember('mailbind');
    await renderApp('/member', { token, account: username });
    const email = panel('Correo electrónico');
    await expect
      .element(email.getByText('Todavía no ha vinculado un correo electrónico.'))
      .toBeVisible();
    const address = email.getByRole('textbox', { name: 'Correo electrónico' });

    await address.fill('demo01@example.com');
    await email.getByRole('button', { name: 'Enviar código' }).click();
    await expect.element(email.getByText('Este correo ya pertenece a otra cuenta')).toBeVisible();

    // The send button takes one press a second (spec 9): a player retyping the address is slower.
    await new Promise((done) => setTimeout(done, 1100));
    const mine = `${username}@example.com`;
    await address.fill(mine);
    await email.getByRole('button', { name: 'Enviar código' }).click();
    await expect.element(email.getByText(/Reenviar en \d+ s/u).first()).toBeVisible();
    const code = await codeSentTo(mine);
    const field = email.getByRole('textbox', { name: 'Código de verificación' });
    await field.fill(code === '000000' ? '111111' : '000000');
    await email.getByRole('button', { name: 'Vincular correo' }).click();
    await expect.element(email.getByText('El código no es correcto o ha caducado')).toBeVisible();
    await field.fill(code);
    await email.getByRole('button', { name: 'Vincular correo' }).click();
    await expect.element(email.getByText(`Correo vinculado: ${mine}`)).toBeVisible();
    await expect.element(email.getByRole('button', { name: 'Cambiar correo' })).toBeVisible();
    // The glance above follows.
    await expect.element(main().getByText(mine, { exact: true })).toBeVisible();
  }, 40_000);

  it('lists the sessions, this one marked, and logs the others out', async () => {
    const { token, username } = await freshMember('sessions');
    const other = await apiLogin(username, 'Member1234');
    await renderApp('/member', { token, account: username });
    const sessions = panel('Sesiones abiertas');
    const table = sessions.getByRole('table', { name: 'Sesiones de su cuenta' });
    await expect.element(table.getByText('Esta sesión')).toBeVisible();
    await expect.poll(() => table.getByRole('row').elements().length).toBe(3);
    await sessions.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
    await expect.element(sessions.getByRole('status')).toHaveTextContent('Sesiones cerradas: 1');
    await expect.poll(() => table.getByRole('row').elements().length).toBe(2);
    await expect
      .element(sessions.getByRole('button', { name: 'Cerrar las demás sesiones' }))
      .toBeDisabled();
    await expect(apiCall(calls.memberInfo, { token: other })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  }, 40_000);

  it('sets the withdraw password, then offers to change it', async () => {
    const { token, username } = await freshMember('wpw');
    await renderApp('/member', { token, account: username });
    const withdraw = panel('Contraseña de retiro');
    await expect
      .element(withdraw.getByText(/Todavía no tiene contraseña de retiro/u))
      .toBeVisible();
    await withdraw.getByLabelText(/^Contraseña de inicio de sesión/u).fill('Member1234');
    await withdraw.getByLabelText(/^Contraseña de retiro/u).fill('retiro2468');
    await withdraw.getByLabelText(/^Confirmar/u).fill('retiro2468');
    await withdraw.getByRole('button', { name: 'Guardar contraseña de retiro' }).click();
    await expect
      .element(withdraw.getByText('Su contraseña de retiro está configurada.'))
      .toBeVisible();
    await expect
      .element(withdraw.getByRole('button', { name: 'Cambiar contraseña de retiro' }))
      .toBeVisible();
  });
});
