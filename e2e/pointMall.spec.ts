// The points mall end to end: a member plays the demo slot, earns points from the valid bets,
// redeems a reward with the password, the operator approves it with the CLI, and the member sees
// it Approved; the points check and the ledger check stay clean. The VIP page shows the way to the
// first level.
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

test('a member earns points playing, redeems a reward with the password, and sees it approved', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const player = uniqueName('pts');
  await operator('create-account', 'member', player, PASSWORD, '--adult');
  await operator('credit', player, '200');
  // The demo data's rates: slots earn 1 point for each 1.00 of valid bets.
  expect(await operator('points-rate')).toMatch(/RNG 1[,;]/u);

  await openHome(page);
  await logIn(page, player, PASSWORD);
  await expect(header(page)).toContainText('200,00');
  await tiles(page).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/seamless\?/u);
  await spinDemoSlot(page, '50', 2);
  await expectAccessible(page, 'the demo slot after two rounds');

  const main = page.getByRole('main');
  await page.goto('/pointMall');
  await expect(main.getByRole('heading', { level: 1, name: 'Tienda de puntos' })).toBeVisible();
  await expect(main.getByText('Mis puntos').locator('..')).toContainText('100');
  await expectAccessible(page, 'the points mall with 100 points');

  await main.getByRole('button', { name: 'Canjear Cupón de mesa en vivo' }).click();
  const form = main.getByRole('form', { name: 'Canjear Cupón de mesa en vivo' });
  await form.getByLabel(/^Contraseña/u).fill(PASSWORD);
  await form.getByRole('button', { name: 'Canjear por 50 puntos' }).click();
  await expect(main.getByRole('status').first()).toContainText('Le quedan 50 puntos');
  await expect(main.getByText('Mis puntos').locator('..')).toContainText('50');
  await expectAccessible(page, 'the points mall after a redeem');

  const listed = await operator('redeems', '--status', 'in_process');
  const id = new RegExp(`#(\\d+) \\S+ ${player} Cupón de mesa en vivo 50 points`, 'u').exec(
    listed,
  )?.[1];
  expect(id).toBeDefined();
  expect(await operator('redeem-approve', id ?? '')).toBe(`redeem #${id} approved`);

  await page.goto('/pointMall?tab=history');
  const history = main.getByRole('table', { name: 'Historial de canjes' });
  await expect(history.getByRole('row').nth(1)).toContainText('Aprobado');
  await expectAccessible(page, 'the redeem history with the approved redeem');
  await page.goto('/pointMall?tab=details');
  await expect(main.getByRole('table', { name: 'Detalle de puntos' }).getByRole('row')).toHaveCount(
    3,
  );

  await page.goto('/member?page=vip');
  await expect(main.getByText(/Le faltan .*400,00 en apuestas válidas para VIP 1/u)).toBeVisible();
  await expectAccessible(page, 'the VIP page on the way to the first level');

  expect(await operator('points-check')).toMatch(/^points OK/u);
  expect(await operator('ledger-check')).toMatch(/^ledger OK/u);
});
