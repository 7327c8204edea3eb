import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { apiLogin, renderApp } from '../../test/renderApp';

afterEach(() => {
  cleanup();
});

const main = () => page.getByRole('main');
const WITHDRAW_PASSWORD = 'Retiro2468';
let serial = 0;

/** An account of a fresh tree (password Member1234), with funds and, if asked, its password. */
async function account(
  kind: 'member' | 'agent',
  options: { upline?: string; credit?: string; withdrawPassword?: boolean } = {},
) {
  const username = `tr${kind[0]}${Date.now().toString(36).slice(-6)}${(serial += 1)}`;
  await commands.operator([
    'create-account',
    kind,
    username,
    'Member1234',
    '--adult',
    ...(options.upline ? ['--upline', options.upline] : []),
  ]);
  if (options.credit) await commands.operator(['credit', username, options.credit]);
  const token = await apiLogin(username, 'Member1234');
  if (options.withdrawPassword)
    await apiCall(calls.withdrawPassword, {
      token,
      body: {
        loginPassword: 'Member1234',
        newPassword: WITHDRAW_PASSWORD,
        confirmPassword: WITHDRAW_PASSWORD,
      },
    });
  return { username, token };
}

const balance = async (token: string) => (await apiCall(calls.balance, { token })).balance;

describe('transfers within an agent tree (spec 2.7 transferUpline, 2.8)', () => {
  it('a member sends money to the upline once, after the checks of the amount and the password', async () => {
    const agent = await account('agent');
    const member = await account('member', { upline: agent.username, credit: '300' });
    await renderApp('/member?page=transferUpline', {
      token: member.token,
      account: member.username,
    });

    // No withdraw password yet: the page says so and leads to the withdraw page.
    await expect
      .element(main().getByText(/se confirman con su contraseña de retiro/u))
      .toBeVisible();
    await apiCall(calls.withdrawPassword, {
      token: member.token,
      body: {
        loginPassword: 'Member1234',
        newPassword: WITHDRAW_PASSWORD,
        confirmPassword: WITHDRAW_PASSWORD,
      },
    });
    cleanup();
    await renderApp('/member?page=transferUpline', {
      token: member.token,
      account: member.username,
    });
    const form = main().getByRole('region', { name: 'Nueva transferencia' });
    const amount = form.getByLabelText(/^Importe/u);
    const password = form.getByLabelText(/^Contraseña de retiro/u);
    const send = form.getByRole('button', { name: 'Transferir' });

    // Above the balance, and three decimals: refused where typed, nothing sent.
    await userEvent.fill(amount, '300.01');
    await userEvent.fill(password, WITHDRAW_PASSWORD);
    await send.click();
    await expect.element(form.getByText('El importe supera su saldo de $ 300,00')).toBeVisible();
    await expect.element(amount).toHaveFocus();
    await userEvent.fill(amount, '1.005');
    await send.click();
    await expect
      .element(form.getByText('Introduzca un importe mayor que 0 con dos decimales como máximo'))
      .toBeVisible();

    // A wrong password: the server's word, on the password field.
    await userEvent.fill(amount, '120,50');
    await userEvent.fill(password, 'Wrong24680');
    await send.click();
    await expect.element(form.getByText('La contraseña de retiro no es correcta')).toBeVisible();
    await expect.element(password).toHaveFocus();
    expect(await balance(member.token)).toBe(300);

    await userEvent.fill(password, WITHDRAW_PASSWORD);
    await send.click();
    const result = form.getByRole('status');
    await expect.element(result.getByText('Transferencia hecha')).toBeVisible();
    await expect.element(result.getByText(agent.username, { exact: true })).toBeVisible();
    await expect.element(result.getByText('$ 179,50')).toBeVisible();
    expect(await balance(member.token)).toBe(179.5);
    expect(await balance(agent.token)).toBe(120.5);
    // The header follows.
    await expect.element(page.getByText('$ 179,50').first()).toBeVisible();
  });

  it("an agent sends money to a downline's downline, and is refused one outside the tree", async () => {
    const agent = await account('agent', { credit: '500', withdrawPassword: true });
    const sub = await account('agent', { upline: agent.username });
    const player = await account('member', { upline: sub.username });
    const stranger = await account('member');
    await renderApp('/agentHome?page=downlineManagmentView', {
      token: agent.token,
      account: agent.username,
    });
    const form = main().getByRole('region', { name: 'Transferir a su equipo' });
    const who = form.getByLabelText(/^Cuenta del equipo/u);
    const amount = form.getByLabelText(/^Importe/u);
    await userEvent.fill(form.getByLabelText(/^Contraseña de retiro/u), WITHDRAW_PASSWORD);
    await userEvent.fill(amount, '75');

    await userEvent.fill(who, agent.username);
    await form.getByRole('button', { name: 'Transferir' }).click();
    await expect.element(form.getByText('No puede transferirse a sí mismo')).toBeVisible();

    await userEvent.fill(who, stranger.username);
    await form.getByRole('button', { name: 'Transferir' }).click();
    await expect.element(form.getByText('Esta cuenta no es de su equipo')).toBeVisible();
    await expect.element(who).toHaveFocus();
    expect(await balance(stranger.token)).toBe(0);

    await userEvent.fill(who, player.username);
    await form.getByRole('button', { name: 'Transferir' }).click();
    await expect.element(form.getByRole('status').getByText('Transferencia hecha')).toBeVisible();
    expect(await balance(player.token)).toBe(75);
    expect(await balance(agent.token)).toBe(425);
  });
});
