// Responsible play end to end (UKGC RTS 12, 13, 14): a member sets a daily deposit limit in the
// member centre and a deposit over it is refused; a reality check stops play until answered; a
// member takes a time-out after its confirmation, is logged out, and the login says until when.
import {
  expect,
  expectAccessible,
  header,
  logIn,
  openHome,
  operator,
  test,
  tiles,
  uniqueName,
} from './fixtures';

const PASSWORD = 'Member1234';

test('a daily deposit limit applies at once and refuses a deposit over it', async ({ page }) => {
  const name = uniqueName('lim');
  await operator('create-account', 'member', name, PASSWORD, '--adult');
  await openHome(page);
  await logIn(page, name, PASSWORD);

  await page.goto('/member?page=responsiblePlay');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Juego responsable' })).toBeVisible();
  await expectAccessible(page, 'the responsible play page');
  const form = main.getByRole('form', { name: 'Guardar límite' });
  await form.getByRole('textbox', { name: /^Importe/u }).fill('100');
  await form.getByRole('button', { name: 'Guardar límite' }).click();
  await expect(form.getByRole('status')).toHaveText('Guardado');
  const deposits = main.getByRole('table', { name: 'Límite de depósito' });
  await expect(deposits.getByRole('row').nth(1)).toContainText('100,00');

  await page.goto('/member?page=depositv2');
  await main.getByRole('radio', { name: 'Transferencia bancaria (demo)' }).check();
  await main.getByRole('textbox', { name: /Importe/u }).fill('150');
  await main.getByRole('button', { name: 'Depositar' }).click();
  await expect(main.getByText('Este depósito supera su límite de depósito')).toBeVisible();
});

test('a time-out logs the member out and the login refuses it with its end date', async ({
  page,
}) => {
  const name = uniqueName('pause');
  await operator('create-account', 'member', name, PASSWORD, '--adult');
  await openHome(page);
  await logIn(page, name, PASSWORD);

  await page.goto('/member?page=responsiblePlay');
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Duración de la pausa' }).selectOption('1w');
  await main.getByRole('button', { name: 'Tomar la pausa' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Tomar una pausa?' });
  await expect(confirm).toContainText('1 semana');
  await expect(confirm).toContainText('No se puede deshacer');
  await confirm.getByRole('button', { name: 'Tomar la pausa' }).click();
  // Home, whether the live channel's logout or the answer comes first, with no pop-up open.
  await expect(page).toHaveURL(/\/$/u);
  await expect(header(page).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await operator('excluded')).toContain(name);

  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByRole('textbox', { name: 'Usuario' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Contraseña' }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    /Su cuenta está en una pausa o autoexclusión hasta el \d+ de \S+ de \d{4}/u,
  );
});

test('a reality check stops play until the member answers it, then the game opens', async ({
  page,
}) => {
  const name = uniqueName('real');
  await operator('create-account', 'member', name, PASSWORD, '--adult');
  await operator('credit', name, '100');
  await openHome(page);
  await logIn(page, name, PASSWORD);
  await tiles(page).first().getByRole('button').first().click();
  const game = page.frameLocator('main iframe');
  await game.locator('#stake').fill('10');
  await game.locator('#spin').click();
  await expect(game.locator('#result')).not.toBeEmpty();

  // The operator asks the check now (a customer interaction): the next launch waits for it.
  await operator('reality-check', name);
  await page.goto('/');
  await tiles(page).first().getByRole('button').first().click();
  const check = page.getByRole('dialog', { name: 'Revise su sesión de juego' });
  await expect(check).toContainText('Apostado');
  await expect(check).toContainText('10,00');
  await expectAccessible(page, 'the reality check over a refused launch');
  // It cannot be put aside: Escape leaves it open.
  await page.keyboard.press('Escape');
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'Continuar' }).click();
  await expect(check).toBeHidden();
  await expect(game.locator('#spin')).toBeEnabled();
});
