// My account (the member centre's securityCenter) end to end: a member uploads an avatar, which
// the server serves and the header shows; binds an e-mail address with the
// code the outbox holds for it; the operator can list the member's sessions and take the avatar
// down; and with the unknown-address check on (LOGINIPVERF3), a login from a network the account
// has not used asks for a code sent to that e-mail, then goes on, the network listed in My account.
import {
  expect,
  expectAccessible,
  header,
  logIn,
  logOut,
  openHome,
  operator,
  outbox,
  test,
  uniqueName,
} from './fixtures';

const PASSWORD = 'Quetzal7Marimba';

/** A real PNG (1x1, gray). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);

test('a member changes the avatar and binds an e-mail with its code; a login from a new network asks a code sent there', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const player = uniqueName('sec');
  await operator('create-account', 'member', player, PASSWORD, '--adult');
  await openHome(page);
  await logIn(page, player, PASSWORD);

  await page.goto('/member');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Sesiones de su cuenta' })).toBeVisible();
  await expectAccessible(page, 'my account');

  // The avatar: a png of the member's, served by the server and shown by the header.
  const avatar = main.getByRole('region', { name: 'Avatar' });
  await avatar
    .getByLabel('Subir una imagen')
    .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
  await expect(avatar.getByRole('status')).toHaveText('Avatar actualizado');
  const headerAvatar = header(page)
    .getByRole('img', { name: `Avatar de ${player}` })
    .locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /\/content\/avatars\/[\w-]{43}\.png$/u);
  // Loaded, not fallen back to the initials: the path works in the app.
  await expect
    .poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);

  // The e-mail: a code to the address, read off the outbox as the member reads the mail.
  const email = main.getByRole('region', { name: 'Correo electrónico' });
  const address = `${player}@example.com`;
  await email.getByRole('textbox', { name: 'Correo electrónico' }).fill(address);
  const send = email.getByRole('button', { name: 'Enviar código' });
  await send.click();
  await expect(email.getByText(/Reenviar en \d+ s/u).first()).toBeVisible();
  const [mail] = (await outbox(page)).filter(
    (m) => m.channel === 'email' && m.recipient === address,
  );
  const code = /\b(\d{6})\b/u.exec(mail?.body ?? '')?.[1];
  expect(code, `an e-mail code for ${address} in the outbox`).toBeDefined();
  await email.getByRole('textbox', { name: 'Código de verificación' }).fill(code ?? '');
  await email.getByRole('button', { name: 'Vincular correo' }).click();
  await expect(email.getByText(`Correo vinculado: ${address}`)).toBeVisible();
  await expectAccessible(page, 'my account with the e-mail bound');

  await expect(main.getByText(address, { exact: true })).toBeVisible();

  // Support: the member's sessions, and the avatar taken down.
  expect(await operator('sessions', player)).toMatch(new RegExp(`^${player}: 1 live session`, 'u'));
  expect(await operator('avatar-reset', player)).toMatch(
    /avatar \/content\/avatars\/.+ taken down$/u,
  );
  // The unknown-address check: the account is given a network of its own (as its first login
  // with the check on would have), so the one this browser logs in from is new to it.
  const flags = await operator('flags');
  const hadCheck = /\bLOGINIPVERF3\b/u.test(flags);
  if (!hadCheck) await operator('flags', 'on', 'LOGINIPVERF3');
  try {
    expect(await operator('address-remember', player, '203.0.113.9')).toBe(
      `${player}: 203.0.113.0/24 remembered`,
    );
    await logOut(page, player);
    await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByRole('textbox', { name: 'Usuario' }).fill(player);
    await dialog.getByRole('textbox', { name: 'Contraseña' }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    // No session yet: the pop-up asks for a code, sent to the bound e-mail (shown masked).
    await expect(dialog.getByRole('heading', { name: 'Confirme que es usted' })).toBeFocused();
    expect(await operator('sessions', player)).toBe(`${player}: no live sessions`);
    await expectAccessible(page, 'the address check of the login pop-up', { popup: true });
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(dialog.getByRole('status')).toContainText('Código enviado a');
    const [check] = (await outbox(page)).filter(
      (m) => m.channel === 'email' && m.recipient === address,
    );
    const loginCode = /\b(\d{6})\b/u.exec(check?.body ?? '')?.[1];
    expect(loginCode, `a login code for ${address} in the outbox`).toBeDefined();
    expect(loginCode).not.toBe(code);
    // A wrong code first: refused, with the guesses left, and still no session.
    await dialog.getByRole('textbox', { name: 'Código de verificación' }).fill('000000');
    await dialog.getByRole('button', { name: 'Confirmar e iniciar sesión' }).click();
    await expect(dialog).toContainText(/Código incorrecto: le quedan? \d+ intentos?/u);
    await dialog.getByRole('textbox', { name: 'Código de verificación' }).fill(loginCode ?? '');
    await dialog.getByRole('button', { name: 'Confirmar e iniciar sesión' }).click();
    await expect(header(page).getByRole('button', { name: new RegExp(player, 'u') })).toBeVisible();

    // The network is remembered now, and listed in My account as this device's.
    await page.goto('/member');
    const networks = page.getByRole('table', { name: 'Redes desde las que ha iniciado sesión' });
    await expect(networks.getByRole('row').filter({ hasText: 'Este dispositivo' })).toHaveCount(1);
    await expect(networks.getByRole('row').filter({ hasText: '203.0.113.*' })).toHaveCount(1);
    await expectAccessible(page, 'my account with its known networks');
    expect(await operator('addresses', player)).toMatch(
      new RegExp(`^${player}: 2 remembered network`, 'u'),
    );
  } finally {
    if (!hadCheck) await operator('flags', 'off', 'LOGINIPVERF3');
  }
});
