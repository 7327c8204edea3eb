// Money in (spec 2.4, 2.7 depositv2): a member deposits through the demo payment provider, whose
// page sends the signed callback, and the balance grows once.
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

test('a member deposits through the demo provider and sees the balance grow once', async ({
  page,
  context,
}) => {
  const name = uniqueName('dep');
  await operator('create-account', 'member', name, 'Member1234', '--adult');
  await openHome(page);
  // A new account starts with nothing in its wallet.
  await logIn(page, name, 'Member1234');

  await header(page).getByRole('button', { name: 'Depositar' }).click();
  await expect(page).toHaveURL(/\/member\?page=depositv2$/u);
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Transferencia bancaria (demo)' }).check();
  await main.getByRole('textbox', { name: /Importe/u }).fill('150');
  await main.getByRole('button', { name: 'Depositar' }).click();
  const result = main.getByRole('status').filter({ hasText: 'Depósito iniciado' });
  await expect(result).toContainText('Pendiente');
  await expectAccessible(page, 'the deposit page with a pending deposit');

  // The demo provider's page opens in a tab of its own; paying there sends the signed callback.
  const [provider] = await Promise.all([
    context.waitForEvent('page'),
    main.getByRole('link', { name: /Pagar ahora/u }).click(),
  ]);
  await provider.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(provider.getByRole('status')).toContainText('Pago enviado');
  await expectAccessible(provider, 'the demo payment provider');
  // Paying twice does nothing more: the page says the deposit is decided.
  await provider.goBack();
  await provider.reload();
  await expect(provider.getByRole('status')).toContainText('ya está decidido');
  await provider.close();

  const history = main.getByRole('table', { name: 'Historial de depósitos' });
  await expect(history.getByRole('row').nth(1)).toContainText('Acreditado', { timeout: 15_000 });
  await expect(history.getByRole('row')).toHaveCount(2);
  await header(page).getByRole('button', { name: 'Actualizar saldo' }).click();
  await expect(header(page)).toContainText('150,00');
});
