// The member centre's loyalty pages end to end: a member plays demo rounds, sees them in the profit
// and loss, claims the rebate they earned (paid once: the button is off after), and finds the
// rebate among the bonuses and in the account record; the operator's ledger check stays clean.
import {
  expect,
  expectAccessible,
  header,
  logIn,
  openHome,
  operator,
  spinDemoSlot,
  test,
  tiles,
  uniqueName,
} from './fixtures';

const PASSWORD = 'Quetzal7Marimba';

test('a member plays, claims the rebate once, and finds it among the bonuses', async ({ page }) => {
  test.setTimeout(120_000);
  const player = uniqueName('reb');
  await operator('create-account', 'member', player, PASSWORD);
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
