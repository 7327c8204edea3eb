// Money out (spec 2.7 withdraw, 4.11, transferUpline): a member withdraws with the withdraw
// password, the operator pays it out and the member confirms receipt; a rejected withdrawal
// returns the money; the member transfers to the upline, and an agent to a downline.
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

test('a member withdraws, confirms the payout, gets a rejected one back, and transfers to the upline', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const agent = uniqueName('upl');
  const name = uniqueName('wdr');
  await operator('create-account', 'agent', agent, 'Member1234');
  await operator('create-account', 'member', name, 'Member1234', '--upline', agent, '--adult');
  await operator('credit', name, '500');
  await openHome(page);
  await logIn(page, name, 'Member1234');

  await header(page).getByRole('button', { name: 'Retirar' }).click();
  await expect(page).toHaveURL(/\/member\?page=withdraw$/u);
  const main = page.getByRole('main');
  // The withdraw password first, proven by the login password.
  await main.getByLabel(/^Contraseña de inicio de sesión/u).fill('Member1234');
  await main.getByLabel(/^Contraseña de retiro/u).fill('Retiro2468');
  await main.getByLabel(/^Confirmar contraseña de retiro/u).fill('Retiro2468');
  await main.getByRole('button', { name: 'Guardar contraseña de retiro' }).click();
  // A bank account to be paid to.
  const add = main.getByRole('form', { name: 'Añadir una cuenta de cobro' });
  await add.getByLabel(/^Banco/u).fill('Banco Demo');
  await add.getByLabel(/^Titular/u).fill('Ana Pérez');
  await add.getByLabel(/^Número de cuenta/u).fill('ES12 3456 7890 1234');
  await add.getByRole('button', { name: 'Guardar cuenta' }).click();
  await expect(main.getByRole('button', { name: 'Eliminar Banco Demo •••• 1234' })).toBeVisible();

  const withdraw = async (amount: string) => {
    const section = main.getByRole('region', { name: 'Nuevo retiro' });
    await section.getByLabel(/^Importe/u).fill(amount);
    await section.getByLabel(/^Contraseña de retiro/u).fill('Retiro2468');
    await section.getByRole('button', { name: 'Retirar' }).click();
    const result = main.getByRole('status').filter({ hasText: 'Retiro solicitado' });
    await expect(result).toContainText('Retenido');
    const reference = (await result.locator('dd').first().textContent())!.trim();
    await main.getByRole('button', { name: 'Hacer otro retiro' }).click();
    return reference;
  };
  const history = main.getByRole('table', { name: 'Historial de retiros' });
  const row = (reference: string) => history.getByRole('row').filter({ hasText: reference });
  /** The history is asked again every 5 s while a withdrawal is held. */
  const refreshed = { timeout: 20_000 };

  // Paid out by the operator, then confirmed by the member.
  const paid = await withdraw('100');
  await expect(header(page)).toContainText('398,00');
  await operator('withdrawal', 'approve', paid);
  await expect(row(paid)).toContainText('Pagado', refreshed);
  await expectAccessible(page, 'the withdraw page with a paid withdrawal');
  // The member says it arrived: the payout is received, the row asks nothing more.
  await row(paid)
    .getByRole('button', { name: `Confirmar recepción de ${paid}` })
    .click();
  await page
    .getByRole('dialog', { name: `Confirmar el retiro ${paid}` })
    .getByRole('button', { name: 'Todo recibido' })
    .click();
  await expect(main.getByRole('status').filter({ hasText: 'Respuesta registrada' })).toContainText(
    `${paid}, Recibido`,
  );
  await expect(row(paid).getByRole('button')).toHaveCount(0);

  // Rejected by the operator: the amount and the fee come back.
  const rejected = await withdraw('50');
  await expect(header(page)).toContainText('346,00');
  await operator('withdrawal', 'reject', rejected, 'La cuenta no acepta pagos');
  await expect(row(rejected)).toContainText('Rechazado', refreshed);
  await expect(row(rejected)).toContainText('La cuenta no acepta pagos');
  await header(page).getByRole('button', { name: 'Actualizar saldo' }).click();
  await expect(header(page)).toContainText('398,00');

  // To the upline, from the member centre's menu.
  await page
    .getByRole('navigation', { name: 'Menú del centro de miembros' })
    .getByRole('button', { name: 'Transferir al superior' })
    .click();
  const transfer = main.getByRole('region', { name: 'Nueva transferencia' });
  await transfer.getByLabel(/^Importe/u).fill('25');
  await transfer.getByLabel(/^Contraseña de retiro/u).fill('Retiro2468');
  await transfer.getByRole('button', { name: 'Transferir' }).click();
  await expect(transfer.getByRole('status')).toContainText(agent);
  await expect(header(page)).toContainText('373,00');
  await expectAccessible(page, 'the transfer to the upline, done');
});

test('an agent sets a withdraw password and transfers to a member of the team', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const agent = uniqueName('agt');
  const name = uniqueName('dwn');
  await operator('create-account', 'agent', agent, 'Member1234');
  await operator('create-account', 'member', name, 'Member1234', '--upline', agent, '--adult');
  await operator('credit', agent, '200');
  await page.goto('/agent');
  await expectAccessible(page, 'the agent login');
  await page.getByRole('textbox', { name: 'Usuario' }).fill(agent);
  await page.getByRole('textbox', { name: 'Contraseña' }).fill('Member1234');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/agentHome$/u);
  await page.goto('/agentHome?page=downlineManagmentView');
  const main = page.getByRole('main');
  // Money leaves an account only with its withdraw password: the page leads to it first.
  await main.getByRole('button', { name: 'Elegir la contraseña de retiro' }).click();
  await expect(page).toHaveURL(/\/member\?page=withdraw$/u);
  await main.getByLabel(/^Contraseña de inicio de sesión/u).fill('Member1234');
  await main.getByLabel(/^Contraseña de retiro/u).fill('Retiro2468');
  await main.getByLabel(/^Confirmar contraseña de retiro/u).fill('Retiro2468');
  await main.getByRole('button', { name: 'Guardar contraseña de retiro' }).click();
  await expect(main.getByRole('region', { name: 'Nuevo retiro' })).toBeVisible();
  await expectAccessible(page, "the agent's withdraw page, its password set");

  await page.goto('/agentHome?page=downlineManagmentView');
  const transfer = main.getByRole('region', { name: 'Transferir a su equipo' });
  await transfer.getByLabel(/^Cuenta del equipo/u).fill(name);
  await transfer.getByLabel(/^Importe/u).fill('60');
  await transfer.getByLabel(/^Contraseña de retiro/u).fill('Retiro2468');
  await transfer.getByRole('button', { name: 'Transferir' }).click();
  await expect(transfer.getByRole('status')).toContainText('Transferencia hecha');
  await expect(transfer.getByRole('status')).toContainText(name);
  // The agent's balance after it, as the result tells it.
  await expect(transfer.getByRole('status')).toContainText('140,00');
  await expectAccessible(page, 'the transfer to a downline, done');
  expect(await operator('ledger-check')).toMatch(/^ledger OK/u);
});
