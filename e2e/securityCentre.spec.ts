// My account (the member centre's securityCenter) end to end: a member uploads an avatar, which
// the server serves and the header shows; binds an e-mail address with the
// code the outbox holds for it; and the operator can list the member's sessions and take the
// avatar down.
import {
  expect,
  expectAccessible,
  header,
  logIn,
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

test('a member changes the avatar and binds an e-mail with its code; the header shows the avatar', async ({
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
});
