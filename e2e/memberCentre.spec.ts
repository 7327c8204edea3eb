// The member centre's loyalty pages end to end: a member plays demo rounds, sees them in the profit
// and loss, claims the rebate they earned (paid once: the button is off after), and finds the
// rebate among the bonuses and in the account record; a member invites a friend who registers with
// the link and plays, and collects the reward once. The operator's ledger check stays clean.
import {
  expect,
  expectAccessible,
  fillUsernameRegistration,
  header,
  logIn,
  openHome,
  operator,
  solveCaptcha,
  spinDemoSlot,
  test,
  tiles,
  uniqueName,
} from './fixtures';

const PASSWORD = 'Quetzal7Marimba';

test('a member plays, claims the rebate once, and finds it among the bonuses', async ({ page }) => {
  test.setTimeout(120_000);
  const player = uniqueName('reb');
  await operator('create-account', 'member', player, PASSWORD, '--adult');
  await operator('credit', player, '200');
  expect(await operator('rebate-rates')).toMatch(/RNG 0\.8%/u);

  await openHome(page);
  await logIn(page, player, PASSWORD);
  await expect(header(page)).toContainText('200,00');
  await tiles(page).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/seamless\?/u);
  await spinDemoSlot(page, '50', 2);
  await expectAccessible(page, 'the demo slot after two rounds');

  const main = page.getByRole('main');
  await page.goto('/member?page=personalProfit');
  await expect(main.getByText('Apuestas realizadas').locator('..')).toContainText('2');
  await expect(main.getByText('Total apostado').locator('..')).toContainText('100,00');
  await expectAccessible(page, 'the profit and loss after two rounds');

  // 0.8 % of the 100.00 bet.
  await page.goto('/member?page=manualRebate');
  await expect(main.getByText('Reembolso disponible').locator('..')).toContainText('0,80');
  await expectAccessible(page, 'the rebate page with a rebate owed');
  await main.getByRole('button', { name: 'Reclamar reembolso' }).click();
  await expect(main.getByRole('status')).toContainText('0,80 a su saldo');
  await expect(main.getByRole('button', { name: 'Reclamar reembolso' })).toBeDisabled();
  await expectAccessible(page, 'the rebate page after the claim');

  await page.goto('/member?page=bonusDetails');
  const bonuses = main.getByRole('table', { name: 'Bonos' });
  await expect(bonuses.getByRole('row')).toHaveCount(2);
  await expect(bonuses.getByRole('row').nth(1)).toContainText('Reembolso');
  await expectAccessible(page, 'the bonuses with the rebate');
  await page.goto('/member?page=transactionHistory');
  await expect(
    page.getByRole('table', { name: 'Historial de cuenta' }).getByRole('row').nth(1),
  ).toContainText('Reembolso');
  expect(await operator('ledger-check')).toMatch(/^ledger OK/u);
});

test('a member invites a friend who registers with the link and plays; the reward is collected once', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const host = uniqueName('hst');
  const friend = uniqueName('frd');
  await operator('create-account', 'member', host, PASSWORD, '--adult');
  expect(await operator('referral')).toMatch(/^referral on/u);
  expect(await operator('referral-rules')).toMatch(/reward 10\.00 .* reach 100\.00$/u);
  await openHome(page);
  await logIn(page, host, PASSWORD);
  const main = page.getByRole('main');
  await page.goto('/member?page=referral');
  await expect(main.getByText('Todavía no se ha registrado ningún amigo')).toBeVisible();
  const link = (await main.getByRole('code').nth(1).textContent()) ?? '';
  expect(link).toMatch(/\/register\?referralCode=\w+$/u);
  await expectAccessible(page, 'invite friends before any friend');

  // The friend opens the link in a browser of its own and registers there.
  const other = await browser.newContext();
  const guest = await other.newPage();
  const url = new URL(link);
  await guest.goto(new URL(`${url.pathname}${url.search}`, page.url()).toString());
  const dialog = guest.getByRole('dialog', { name: 'Crear una cuenta' });
  const panel = dialog.getByRole('tabpanel', { name: 'Usuario' });
  await fillUsernameRegistration(guest, panel, friend, PASSWORD);
  await solveCaptcha(panel);
  await dialog.getByRole('checkbox', { name: /Tengo 18 años/u }).check();
  await dialog.getByRole('button', { name: 'Registrarse' }).click();
  await expect(header(guest).getByRole('button', { name: new RegExp(friend, 'u') })).toBeVisible();
  await operator('credit', friend, '100');
  await guest.reload();
  await expect(header(guest)).toContainText('100,00');
  await tiles(guest).first().getByRole('button').first().click();
  await expect(guest).toHaveURL(/\/seamless\?/u);
  await spinDemoSlot(guest, '50', 2);
  await other.close();

  // The inviter sees the friend, named in part, ready for its reward, and collects it once.
  await page.reload();
  const friends = main.getByRole('table', { name: 'Sus amigos' });
  await expect(friends.getByRole('row').nth(1)).toContainText(friend.slice(0, 2));
  await expect(friends.getByRole('row').nth(1)).toContainText('Recompensa por cobrar');
  await expectAccessible(page, 'invite friends with a reward to collect');
  await main.getByRole('button', { name: 'Cobrar recompensas' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'amigos: 1' })).toContainText('10,00');
  await expect(main.getByRole('button', { name: 'Cobrar recompensas' })).toBeDisabled();
  await expect(friends.getByRole('row').nth(1)).toContainText('Cobrada');
  expect(await operator('ledger-check')).toMatch(/^ledger OK/u);
});
