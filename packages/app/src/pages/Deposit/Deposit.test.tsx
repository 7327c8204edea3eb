import { calls } from '@portal/contract';
import { formatAmount } from '@portal/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { freshMember } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const main = () => page.getByRole('main');
const history = () => main().getByRole('table', { name: 'Historial de depósitos' });
/** The history is asked again every 5 s while a deposit is pending: room for one round. */
const refreshed = { timeout: 15_000 };

describe('the deposit page (spec 2.7 depositv2)', () => {
  it('starts a deposit within the channel limits; once the operator approves it, the history and the balance follow', async () => {
    const { token, username } = await freshMember('deposit', { credit: '50' });
    const before = (await apiCall(calls.balance, { token })).balance;
    await renderApp('/member?page=depositv2', { token, account: username });
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Depositar' }))
      .toBeVisible();

    // The operator's channels, as a radio group with each one's kind, limits and fee.
    const group = main().getByRole('radiogroup', { name: 'Método de pago' });
    await expect
      .element(group.getByRole('radio', { name: 'Transferencia bancaria (demo)' }))
      .toBeChecked();
    await expect.element(group.getByRole('radio', { name: 'USDT (TRC-20)' })).toBeVisible();
    const wallet = group.getByRole('radio', { name: 'Monedero electrónico (demo)' });
    await expect
      .element(wallet)
      .toHaveAccessibleDescription(/Monedero electrónico.*Comisión: .*1,00/u);
    await expect.element(main().getByText('Todavía no ha hecho ningún depósito')).toBeVisible();

    // Below the channel's minimum: refused where it is typed, and nothing is sent.
    await userEvent.click(wallet);
    const amount = main().getByLabelText(/^Importe/u);
    await userEvent.fill(amount, '3');
    const fetches = vi.spyOn(window, 'fetch');
    // Submitted from the keyboard, where the amount is typed.
    await userEvent.keyboard('{Enter}');
    await expect
      .element(main().getByText(/^El importe mínimo de este método es .*5,00$/u))
      .toBeVisible();
    await expect.element(amount).toHaveFocus();
    const asked = fetches.mock.calls.map(([url]) => new URL(String(url), location.href).pathname);
    expect(asked.filter((p) => p.endsWith(calls.depositCreate.path))).toEqual([]);
    fetches.mockRestore();

    // A valid amount: what reaches the wallet is the amount less the fee.
    await userEvent.fill(amount, '100');
    await expect.element(main().getByText(/^Recibirá .*99,00$/u)).toBeVisible();
    await userEvent.tab();
    await main().getByRole('button', { name: 'Depositar' }).click();
    const result = main().getByRole('status').filter({ hasText: 'Depósito iniciado' });
    await expect.element(result).toHaveTextContent(/Pendiente/u);
    const { list } = await apiCall(calls.depositList, { query: {}, token });
    expect(list).toHaveLength(1);
    const deposit = list[0]!;
    expect(deposit).toMatchObject({ status: 'pending', amount: 100, fee: 1, credited: 99 });
    await expect.element(result).toHaveTextContent(new RegExp(deposit.reference, 'u'));
    // The demo provider's page, in a new tab.
    const pay = result.getByRole('link', { name: /Pagar ahora/u });
    await expect.element(pay).toHaveAttribute('target', '_blank');
    await expect.element(pay).toHaveAttribute('rel', 'noopener noreferrer');

    const row = history().getByRole('row').filter({ hasText: deposit.reference });
    await expect.element(row).toHaveTextContent(/Pendiente/u);

    // The operator approves it: the page asks again by itself, and the balance follows.
    await commands.operator(['deposit', 'approve', deposit.reference]);
    await expect.element(row, refreshed).toHaveTextContent(/Acreditado/u);
    const after = (await apiCall(calls.balance, { token })).balance;
    expect(after).toBeCloseTo(before + deposit.credited, 2);
    await expect
      .element(page.getByRole('banner').getByText(formatAmount(after, 'es')), refreshed)
      .toBeVisible();
  }, 45_000);
});
