// The live channel end to end (ADR 0023): what the operator does reaches a signed-in player's
// header without a reload, and a password changed in one browser logs the other out at once.
// Without the channel the header would only poll, once a minute: these waits are far shorter.
import { expect, header, logIn, openHome, operator, test, uniqueName } from './fixtures';

const PASSWORD = 'Quetzal7Marimba';
const PUSHED = { timeout: 3_000 };

test('the operator credits a member and sends a message: the header shows both at once', async ({
  page,
}) => {
  const name = uniqueName('live');
  await operator('create-account', 'member', name, PASSWORD, '--adult');
  await openHome(page);
  await logIn(page, name, PASSWORD);
  const balance = header(page).locator('[aria-live="polite"]', { hasText: 'Saldo' });
  await expect(balance).toHaveText(/0,00$/u);
  const userMenu = header(page).getByRole('button', { name: new RegExp(name, 'u') });
  // The welcome bonus only, until the message comes.
  await expect(userMenu).toHaveAccessibleName(/1 sin reclamar/u);

  await operator('credit', name, '40');
  await expect(balance).toHaveText(/40,00$/u, PUSHED);
  await operator('message', name, '--title', 'Bono semanal', '--content', 'Ya está disponible.');
  await expect(userMenu).toHaveAccessibleName(/2 sin reclamar/u, PUSHED);
  await expect(page.getByText('Nuevo mensaje: Bono semanal').first()).toBeVisible();
});

test('a password changed in one browser logs the other out at once, saying why', async ({
  page,
  browser,
}) => {
  const name = uniqueName('pwd');
  await operator('create-account', 'member', name, PASSWORD, '--adult');
  await openHome(page);
  await logIn(page, name, PASSWORD);

  const other = await browser.newContext();
  const phone = await other.newPage();
  await openHome(phone);
  await logIn(phone, name, PASSWORD);
  await phone.goto('/member');
  const main = phone.getByRole('main');
  const form = main.getByRole('region', { name: 'Contraseña de inicio de sesión' });
  await form.getByLabel(/^Contraseña actual/u).fill(PASSWORD);
  await form.getByLabel(/^Nueva contraseña/u).fill('Tortuga88Verde');
  await form.getByLabel(/^Confirmar nueva contraseña/u).fill('Tortuga88Verde');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();

  // The first browser, untouched, is logged out and told why.
  await expect(header(page).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible(PUSHED);
  await expect(page.getByText(/la contraseña de la cuenta cambió/u).first()).toBeVisible();
  // The browser that changed it stays in.
  await expect(header(phone).getByRole('button', { name: new RegExp(name, 'u') })).toBeVisible();
  await other.close();
});
