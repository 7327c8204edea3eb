// Accounts as a new user meets them (spec 2.2, 4.2 to 4.8): log in and out, the captcha after
// wrong passwords, registering, forgetting the password, the forced change of a default password.
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  header,
  solveCaptcha,
  logIn,
  openHome,
  operator,
  outbox,
  redirectedFrom,
  test,
  uniqueName,
  smsCode,
} from './fixtures';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Iniciar sesión' });

async function logOut(page: Page, username: string) {
  await header(page)
    .getByRole('button', { name: new RegExp(username, 'u') })
    .click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cerrar sesión' });
  await expect(confirm).toContainText('¿Seguro que quiere cerrar la sesión?');
  await expectAccessible(page, 'the logout confirmation', { popup: true });
  await confirm.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(header(page).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
}

test('a member logs in, sees the balance, and logs out after confirming', async ({ page }) => {
  await openHome(page);
  await logIn(page, 'demo01', 'Demo1234');
  await expect(header(page)).toContainText('$ 1.520,50');
  await expect(header(page).getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
  await expectAccessible(page, 'home, logged in');
  await logOut(page, 'demo01');
  await expect(page).toHaveURL(/\/$/u);
  // The session is gone: a reload stays logged out.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});

test('wrong passwords, then the captcha appears and the right password with it logs in', async ({
  page,
}) => {
  const username = uniqueName('capt');
  await operator('create-account', 'member', username, 'Right1234', '--adult');
  await openHome(page);
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Usuario' }).fill(username);
  const captcha = dialog.getByRole('checkbox', { name: 'No soy un robot' });
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await dialog.getByRole('textbox', { name: 'Contraseña' }).fill(`Wrong${attempt}234`);
    const answer = page.waitForResponse((r) => r.url().includes('/login'));
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    expect((await answer).status()).toBeGreaterThanOrEqual(400);
    // Spec 4.2: no captcha until the server asks for one (after the third failure here).
    if (attempt < 3) await expect(captcha).toHaveCount(0);
  }
  await expect(captcha).toBeVisible();
  await expectAccessible(page, 'the login pop-up with its captcha', { popup: true });
  await dialog.getByRole('textbox', { name: 'Contraseña' }).fill('Right1234');
  await solveCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(header(page).getByRole('button', { name: new RegExp(username, 'u') })).toBeVisible();
});

test('a visitor registers with a mobile number, and later resets the password with an SMS code', async ({
  page,
}) => {
  const mobile = `09${Date.now().toString().slice(-8)}`;
  await openHome(page);
  await header(page).getByRole('button', { name: 'Registrarse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear una cuenta' });
  await dialog.getByRole('tab', { name: 'Número de móvil' }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'Número de móvil' });
  await panel
    .getByRole('combobox', { name: 'Prefijo del país' })
    .selectOption({ label: 'México (+52)' });
  await panel.getByRole('textbox', { name: 'Número de móvil' }).fill(mobile);
  await panel
    .getByRole('textbox', { name: 'Código de verificación' })
    .fill(await smsCode(page, panel, mobile));
  await panel.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Mobile kiwi 1234');
  await panel.getByRole('textbox', { name: 'Confirmar contraseña' }).fill('Mobile kiwi 1234');
  await solveCaptcha(panel);
  await dialog.getByRole('checkbox', { name: /Tengo 18 años/u }).check();
  await dialog.getByRole('button', { name: 'Registrarse' }).click();
  // Spec 4.6: the username of a mobile registration is the mobile number.
  await expect(header(page).getByRole('button', { name: new RegExp(mobile, 'u') })).toBeVisible();
  await logOut(page, mobile);

  // Spec 4.7: forgot by phone: validate, reset, then logged in with the new password, on /.
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  await loginDialog(page).getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Recuperar contraseña' });
  // Spec 2.2: with the mobile setting on, the mobile tab is the default.
  await expect(forgot.getByRole('tab', { name: 'Número de móvil' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectAccessible(page, 'the forgot-password pop-up', { popup: true });
  await forgot.getByRole('textbox', { name: 'Número de móvil' }).fill(mobile);
  await forgot
    .getByRole('textbox', { name: 'Código de verificación' })
    .fill(await smsCode(page, forgot, mobile));
  await forgot
    .getByRole('textbox', { name: 'Nueva contraseña', exact: true })
    .fill('Renewed kiwi 1234');
  await forgot.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(header(page).getByRole('button', { name: new RegExp(mobile, 'u') })).toBeVisible();
  await expect(page).toHaveURL(/\/$/u);
});

test('forgot password by mobile for an account whose username is not its mobile number', async ({
  page,
}) => {
  // down02's number is 0913000002: the reset names the account, and the login that follows is
  // down02's, not one under the number (spec 4.7).
  await openHome(page);
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  await loginDialog(page).getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
  await dialog.getByRole('textbox', { name: 'Número de móvil' }).fill('0913000002'); // down02
  await dialog
    .getByRole('textbox', { name: 'Código de verificación' })
    .fill(await smsCode(page, dialog, '0913000002'));
  await dialog
    .getByRole('textbox', { name: 'Nueva contraseña', exact: true })
    .fill('Renewed kiwi 1234');
  await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(header(page).getByRole('button', { name: /down02/u })).toBeVisible();
  await expect(page).toHaveURL(/\/$/u);
});

test('forgot password by e-mail: the request is confirmed and the link is in the outbox', async ({
  page,
}) => {
  await openHome(page);
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  await loginDialog(page).getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
  await dialog.getByRole('tab', { name: 'Correo electrónico' }).click();
  // The form checks the username rule (6 to 16 characters, spec 5): vip01 would not pass it.
  await dialog.getByRole('textbox', { name: 'Usuario' }).fill('demo01');
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill('demo01@example.com');
  await expectAccessible(page, 'the forgot-password pop-up, e-mail tab', { popup: true });
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Solicitud enviada: revise su correo.').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const [mail] = (await outbox(page)).filter(
    (m) => m.channel === 'email' && m.recipient === 'demo01@example.com',
  );
  expect(mail?.body).toMatch(/\/reset-password\?token=\S+/u);
});

test('the reset link of the e-mail opens a form that sets the new password', async ({ page }) => {
  try {
    await openHome(page);
    await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
    await loginDialog(page).getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await dialog.getByRole('tab', { name: 'Correo electrónico' }).click();
    await dialog.getByRole('textbox', { name: 'Usuario' }).fill('newbie01');
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill('newbie01@example.com');
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(dialog).toHaveCount(0);
    const [mail] = (await outbox(page)).filter((m) => m.recipient === 'newbie01@example.com');
    const link = new URL(/\S+\/reset-password\?token=\S+/u.exec(mail?.body ?? '')?.[0] ?? '');
    // The page takes the token and goes on to home at once, so that the token is kept neither in
    // the history nor in a referrer.
    redirectedFrom('/reset-password');
    await page.goto(link.pathname + link.search);
    const form = page.getByRole('dialog', { name: /contraseña/u });
    await expect(form).toContainText('Elija una contraseña nueva para su cuenta.');
    await expect(page).toHaveURL(/\/$/u);
    await expectAccessible(page, 'the reset-password pop-up', { popup: true });
    await form
      .getByRole('textbox', { name: 'Nueva contraseña', exact: true })
      .fill('Linked kiwi 1234');
    await form
      .getByRole('textbox', { name: 'Confirmar nueva contraseña' })
      .fill('Linked kiwi 1234');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Contraseña cambiada').first()).toBeVisible();
    await expect(form).toHaveCount(0);

    // The link works once: a second use says so and offers a new one, on the e-mail tab.
    await page.goto(link.pathname + link.search);
    await form
      .getByRole('textbox', { name: 'Nueva contraseña', exact: true })
      .fill('Again kiwi 1234');
    await form.getByRole('textbox', { name: 'Confirmar nueva contraseña' }).fill('Again kiwi 1234');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Este enlace para restablecer la contraseña ya se ha usado.',
    );
    await expectAccessible(page, 'the reset-password pop-up with a used link', { popup: true });
    await form.getByRole('button', { name: 'Pedir un enlace nuevo' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Recuperar contraseña' })
        .getByRole('tab', { name: 'Correo electrónico' }),
    ).toHaveAttribute('aria-selected', 'true');

    await openHome(page);
    await logIn(page, 'newbie01', 'Linked kiwi 1234');
  } finally {
    // The last test of this file needs newbie01 on the default password, as the demo data has it
    // (a reset without a password sets a random one-time password instead).
    await operator('reset-password', 'newbie01', 'Portal2024');
  }
});

test('newbie01 on the default password must choose a new one before going on', async ({ page }) => {
  await openHome(page);
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Usuario' }).fill('newbie01');
  await dialog.getByRole('textbox', { name: 'Contraseña' }).fill('Portal2024');
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  const change = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await expect(change).toContainText(
    'Por su seguridad, elija una contraseña nueva para continuar.',
  );
  await expectAccessible(page, 'the forced change-password pop-up', { popup: true });
  // It cannot be put aside: Escape leaves it open and there is no close button; the one other way
  // out is to log out, and the next login asks again.
  await page.keyboard.press('Escape');
  await expect(change).toBeVisible();
  await expect(change.getByRole('button', { name: 'Cerrar', exact: true })).toHaveCount(0);
  await change.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(change).toHaveCount(0);
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  await dialog.getByRole('textbox', { name: 'Usuario' }).fill('newbie01');
  await dialog.getByRole('textbox', { name: 'Contraseña' }).fill('Portal2024');
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(change).toBeVisible();
  await change
    .getByRole('textbox', { name: 'Nueva contraseña', exact: true })
    .fill('Changed kiwi 1234');
  await change
    .getByRole('textbox', { name: 'Confirmar nueva contraseña' })
    .fill('Changed kiwi 1234');
  await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Contraseña cambiada').first()).toBeVisible();
  await expect(header(page).getByRole('button', { name: /newbie01/u })).toBeVisible();
  await logOut(page, 'newbie01');
  await logIn(page, 'newbie01', 'Changed kiwi 1234');
  await expect(page.getByRole('dialog', { name: 'Cambiar contraseña' })).toHaveCount(0);
});
