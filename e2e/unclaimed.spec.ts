// The header's unclaimed count (spec 2.4): the member's available promos plus unread messages,
// from the server, with a message the operator sends through the CLI.
import {
  expect,
  expectAccessible,
  header,
  logIn,
  openHome,
  operator,
  test,
  uniqueName,
} from './fixtures';

test('the unclaimed count: a member reads the message and claims the bonus until it goes', async ({
  page,
}) => {
  const name = uniqueName('claim');
  await operator('create-account', 'member', name, 'Member1234', '--adult');
  await operator(
    'message',
    name,
    '--title',
    'Retiro aprobado',
    '--content',
    'Llegará en 24 horas.',
  );
  await openHome(page);
  await logIn(page, name, 'Member1234');
  const userMenu = header(page).getByRole('button', { name: new RegExp(name, 'u') });
  // The welcome bonus a new member may claim, and the operator's message.
  await expect(userMenu).toHaveAccessibleName(
    new RegExp(`${name}.*2 sin reclamar: promociones y mensajes`, 'u'),
  );
  await expectAccessible(page, 'the header with the unclaimed count');

  // The user menu's platform information opens the messages; opening the message reads it.
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Información de la plataforma' }).click();
  await expect(page).toHaveURL(/\/member\?page=messageV2$/u);
  const main = page.getByRole('main');
  const message = main.getByRole('button', { name: /^Retiro aprobado Nuevo/u });
  await message.click();
  await expect(main.getByText('Llegará en 24 horas.')).toBeVisible();
  await expect(main.getByText('Sin leer: 0')).toBeVisible();
  await expect(userMenu).toHaveAccessibleName(/1 sin reclamar/u);
  await expectAccessible(page, 'the messages with one open');

  // The reward centre: the welcome bonus, claimed once; the header's balance and count follow.
  const balance = header(page).locator('[aria-live="polite"]', { hasText: 'Saldo' });
  const before = await balance.textContent();
  await page
    .getByRole('navigation', { name: 'Menú del centro de miembros' })
    .getByRole('button', { name: /^Centro de recompensas/u })
    .click();
  const claim = main.getByRole('button', { name: 'Reclamar' });
  await claim.click();
  await expect(main.getByRole('status').filter({ hasText: 'Acreditado a su saldo' })).toBeVisible();
  await expect(balance).not.toHaveText(before ?? '');
  await expect(balance).toHaveText(/^Saldo \S+ [\d.,]+$/u);
  await expect(userMenu).not.toHaveAccessibleName(/sin reclamar/u);
  await expectAccessible(page, 'the reward centre after a claim');
});
