import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { freshMember, playRounds } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe('the account record (spec 2.7 transactionHistory)', () => {
  it('lists the wallet movements with the balance after each; other days are empty', async () => {
    const { token, username } = await freshMember('moves', { credit: '50' });
    await playRounds(token, [1]);
    const balance = (await apiCall(calls.balance, { token })).balance;
    await renderApp('/member?page=transactionHistory', { token, account: username });
    const table = main().getByRole('table', { name: 'Historial de cuenta' });
    await expect.element(table.getByRole('cell', { name: 'Abono' })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: 'Ronda de juego' }).first()).toBeVisible();
    // The first row's balance is the wallet's balance now.
    const first = table.getByRole('row').nth(1);
    const shown = balance.toFixed(2).replace('.', ',');
    await expect.element(first).toHaveTextContent(new RegExp(`${shown}$`, 'u'));

    // Yesterday holds nothing for a member made today.
    await main().getByRole('button', { name: 'Ayer' }).click();
    await expect.element(main().getByText('No hay movimientos en estas fechas')).toBeVisible();
    // A start after the end is refused where it is typed, and nothing is lost.
    await userEvent.fill(main().getByLabelText('Desde'), '2026-01-10');
    await userEvent.fill(main().getByLabelText('Hasta'), '2026-01-01');
    await main().getByRole('button', { name: 'Aplicar' }).click();
    await expect
      .element(main().getByText('La fecha de inicio debe ser anterior a la de fin.'))
      .toBeVisible();
    await expect.element(main().getByLabelText('Desde')).toHaveValue('2026-01-10');
  });
});
