import { calls } from '@portal/contract';
import { formatAmount } from '@portal/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { freshMember } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => {
  cleanup();
});

const main = () => page.getByRole('main');
const history = () => main().getByRole('table', { name: 'Historial de retiros' });
/** The history is asked again every 5 s while a withdrawal is held: room for one round. */
const refreshed = { timeout: 15_000 };

describe('the withdraw page (spec 2.7 withdraw)', () => {
  it('sets the withdraw password, saves a bank account and withdraws to it: held, the balance drops, then paid', async () => {
    const { token, username } = await freshMember('withdraw');
    await commands.operator(['credit', username, '500']);
    const before = (await apiCall(calls.balance, { token })).balance;
    const info = await apiCall(calls.withdrawInfo, { token });
    await renderApp('/member?page=withdraw', { token, account: username });
    await expect.element(main().getByRole('heading', { level: 1, name: 'Retirar' })).toBeVisible();

    // No withdraw password yet: its form comes first, and nothing else.
    await expect
      .element(main().getByRole('heading', { name: 'Elija una contraseña de retiro' }))
      .toBeVisible();
    expect(main().getByRole('table').elements()).toHaveLength(0);
    const login = main().getByLabelText(/^Contraseña de inicio de sesión/u);
    await userEvent.fill(login, 'Wrong12345');
    await userEvent.fill(main().getByLabelText(/^Contraseña de retiro/u), 'Retiro2468');
    await userEvent.fill(main().getByLabelText(/^Confirmar contraseña de retiro/u), 'Retiro2468');
    const save = main().getByRole('button', { name: 'Guardar contraseña de retiro' });
    await save.click();
    await expect
      .element(main().getByText('La contraseña de inicio de sesión no es correcta'))
      .toBeVisible();
    await expect.element(login).toHaveFocus();
    await expect.element(login).toHaveAttribute('aria-invalid', 'true');
    await userEvent.fill(login, 'Member1234');
    await save.click();

    // Set: the receiving accounts, the withdrawal and the history appear.
    await expect.element(main().getByRole('heading', { name: 'Cuentas de cobro' })).toBeVisible();
    await expect.element(main().getByText('Todavía no ha hecho ningún retiro')).toBeVisible();
    await expect
      .element(main().getByText('Añada primero una cuenta de cobro para retirar a ella.'))
      .toBeVisible();

    // A bank account whose number is too short is refused where it is typed.
    const add = main().getByRole('form', { name: 'Añadir una cuenta de cobro' });
    await expect.element(add.getByRole('radio', { name: 'Cuenta bancaria' })).toBeChecked();
    await userEvent.fill(add.getByLabelText(/^Banco/u), 'Banco Demo');
    await userEvent.fill(add.getByLabelText(/^Titular/u), 'Ana Pérez');
    const number = add.getByLabelText(/^Número de cuenta/u);
    await userEvent.fill(number, '123');
    // Submitted from the keyboard, where the number is typed.
    await userEvent.keyboard('{Enter}');
    await expect.element(number).toHaveFocus();
    await expect.element(number).toHaveAccessibleDescription(/De 6 a 34 letras y dígitos/u);
    await expect.element(number).toHaveAttribute('aria-invalid', 'true');
    await userEvent.fill(number, 'ES12 3456 7890 1234');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(main().getByRole('button', { name: 'Eliminar Banco Demo •••• 1234' }))
      .toBeVisible();

    // The withdrawal: the account is chosen, the fee and what leaves the wallet are shown.
    const group = main().getByRole('radiogroup', { name: 'Cuenta de cobro' });
    await expect.element(group.getByRole('radio', { name: /Banco Demo/u })).toBeChecked();
    const money = (n: number) => `$ ${formatAmount(n, 'es')}`;
    await userEvent.fill(main().getByLabelText(/^Importe/u), '100');
    await expect
      .element(
        main().getByText(
          `La comisión es ${money(info.fee)}; saldrán ${money(100 + info.fee)} de su saldo`,
        ),
      )
      .toBeVisible();
    const password = main().getByLabelText(/^Contraseña de retiro/u);
    await userEvent.fill(password, 'Retiro0000');
    const submit = main()
      .getByRole('region', { name: 'Nuevo retiro' })
      .getByRole('button', { name: 'Retirar' });
    await submit.click();
    await expect.element(main().getByText('La contraseña de retiro no es correcta')).toBeVisible();
    await expect.element(password).toHaveFocus();
    expect((await apiCall(calls.withdrawList, { query: {}, token })).list).toEqual([]);

    await userEvent.fill(password, 'Retiro2468');
    await submit.click();
    const result = main().getByRole('status').filter({ hasText: 'Retiro solicitado' });
    await expect.element(result).toHaveTextContent(/Retenido/u);
    await expect.element(result).toHaveTextContent(/el operador lo pagará/u);
    const { list } = await apiCall(calls.withdrawList, { query: {}, token });
    expect(list).toHaveLength(1);
    const withdrawal = list[0]!;
    expect(withdrawal).toMatchObject({ status: 'held', amount: 100, fee: info.fee });
    await expect.element(result).toHaveTextContent(new RegExp(withdrawal.reference, 'u'));

    const row = history().getByRole('row').filter({ hasText: withdrawal.reference });
    await expect.element(row).toHaveTextContent(/Retenido/u);
    await expect.element(row).toHaveTextContent(/•••• 1234/u);
    // The header's balance has dropped by the amount and the fee at once.
    const after = before - 100 - info.fee;
    expect((await apiCall(calls.balance, { token })).balance).toBeCloseTo(after, 2);
    await expect
      .element(page.getByRole('banner').getByText(formatAmount(after, 'es')))
      .toBeVisible();

    // The operator pays it out: the page asks again by itself.
    await commands.operator(['withdrawal', 'approve', withdrawal.reference]);
    await expect.element(row, refreshed).toHaveTextContent(/Pagado/u);
  }, 60_000);
});
