import { calls } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { agentCalls } from '../../api/agentCallTable';
import { apiCall } from '../../test/api';
import { playRounds } from '../../test/members';
import { apiLogin, renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');
const REALTIME = '/agentHome?page=agentRealtimeSalary';
let serial = 0;

/** An account of a fresh tree (password Member1234). */
async function account(
  kind: 'member' | 'agent',
  options: { upline?: string; credit?: string } = {},
) {
  const username = `ct${kind[0]}${Date.now().toString(36).slice(-6)}${(serial += 1)}`;
  await commands.operator([
    'create-account',
    kind,
    username,
    'Member1234',
    '--adult',
    ...(options.upline ? ['--upline', options.upline] : []),
  ]);
  if (options.credit) await commands.operator(['credit', username, options.credit]);
  return { username, token: await apiLogin(username, 'Member1234') };
}

/** An agent, a sub-agent under it and a member of the sub-agent's team. */
async function tree() {
  const agent = await account('agent', { credit: '500' });
  const sub = await account('agent', { upline: agent.username });
  const player = await account('member', { upline: sub.username, credit: '100' });
  return { agent, sub, player };
}

const offer = (token: string, username: string, rate = '1.5') =>
  apiCall(agentCalls.agentOfferContract, { token, body: { username, kind: 'realtime', rate } });

// Real-time salaries are off by default: on for these tests, as the operator had it after.
let wasOn = true;
beforeAll(async () => {
  wasOn = (await commands.operator(['flags'])).split(' ').includes('RTSALARY3');
  if (!wasOn) await commands.operator(['flags', 'on', 'RTSALARY3']);
});
afterAll(async () => {
  if (!wasOn) await commands.operator(['flags', 'off', 'RTSALARY3']);
});

describe('real-time salary contracts (spec 2.8, 4.11)', () => {
  it('offered by the agent, accepted in the pop-up, settled and shown to both sides', async () => {
    const { agent, sub, player } = await tree();
    await renderApp(REALTIME, { token: agent.token, account: agent.username });
    const form = main().getByRole('region', { name: 'Ofrecer un contrato' });
    // A member of the team is not a sub-agent of the agent: refused where it is typed.
    await userEvent.fill(form.getByLabelText(/^Subagente/u), player.username);
    await userEvent.fill(form.getByLabelText(/^Tasa/u), '1.5');
    await form.getByRole('button', { name: 'Ofrecer' }).click();
    await expect.element(form.getByText('No es uno de sus subagentes directos')).toBeVisible();
    await userEvent.fill(form.getByLabelText(/^Subagente/u), sub.username);
    await form.getByRole('button', { name: 'Ofrecer' }).click();
    await expect
      .element(form.getByRole('status'))
      .toHaveTextContent(`Oferta enviada a ${sub.username}`);
    const list = main().getByRole('region', { name: 'Contratos ofrecidos' });
    await expect.element(list.getByRole('cell', { name: 'Ofrecido' })).toBeVisible();
    cleanup();

    // The sub-agent logs in: the pop-up lists the offer, from whom and at what rate.
    await renderApp('/', { token: sub.token, account: sub.username });
    const popup = page.getByRole('dialog', { name: 'Ofertas de contrato' });
    const card = popup.getByRole('listitem', {
      name: `Salario en tiempo real de ${agent.username}`,
    });
    await expect.element(card.getByText('el 1,5 % de lo que apueste su equipo')).toBeVisible();
    await card.getByRole('button', { name: 'Aceptar' }).click();
    await expect
      .element(popup.getByRole('status'))
      .toHaveTextContent(
        `Contrato aceptado: Salario en tiempo real al 1,5 %, de ${agent.username}.`,
      );
    await expect.element(popup.getByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    cleanup();

    // A bet of the sub-agent's team, then the sweep once its 5 minutes are over.
    await playRounds(player.token, [10, 10]);
    const next = Math.ceil(Date.now() / 300_000) * 300_000;
    await commands.operator(['settle', '--at', new Date(next + 60_000).toISOString()]);

    await renderApp(REALTIME, { token: agent.token, account: agent.username });
    const paid = main().getByRole('region', { name: 'Liquidaciones' });
    const out = paid.getByRole('row').filter({ hasText: `${agent.username} → ${sub.username}` });
    await expect.element(out.getByRole('cell', { name: 'Pagado' }).first()).toBeVisible();
    await expect.element(out).toHaveTextContent(/\$ 20,00.*1,5 %.*−\$ 0,30/u);
    await expect.element(paid.getByText('Total pagado')).toBeVisible();
    cleanup();

    await renderApp(REALTIME, { token: sub.token, account: sub.username });
    const received = main().getByRole('region', { name: 'Liquidaciones' });
    const into = received
      .getByRole('row')
      .filter({ hasText: `${agent.username} → ${sub.username}` });
    await expect.element(into).toHaveTextContent(/Recibido.*\+\$ 0,30.*Pagado/u);
    const balance = (await apiCall(calls.balance, { token: sub.token })).balance;
    expect(balance).toBeCloseTo(0.3, 2);
  });

  it('a rejected offer leaves the pop-up; a waiting one is withdrawn after the confirmation', async () => {
    const { agent, sub } = await tree();
    await offer(agent.token, sub.username, '1');
    await renderApp('/', { token: sub.token, account: sub.username });
    const popup = page.getByRole('dialog', { name: 'Ofertas de contrato' });
    await popup.getByRole('button', { name: 'Rechazar' }).click();
    await expect.element(popup.getByText('No tiene ofertas de contrato pendientes')).toBeVisible();
    cleanup();

    await offer(agent.token, sub.username, '0.5');
    await renderApp(REALTIME, { token: agent.token, account: agent.username });
    const list = main().getByRole('region', { name: 'Contratos ofrecidos' });
    await expect.element(list.getByRole('cell', { name: 'Rechazado' })).toBeVisible();
    await list.getByRole('button', { name: `Retirar la oferta a ${sub.username}` }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Retirar la oferta?' });
    await confirm.getByRole('button', { name: 'Retirar oferta' }).click();
    await expect.element(list.getByRole('cell', { name: 'Retirado' })).toBeVisible();
    await expect
      .element(list.getByRole('button', { name: `Retirar la oferta a ${sub.username}` }))
      .not.toBeInTheDocument();
    const { records } = await apiCall(agentCalls.myContracts, { token: sub.token });
    expect(records.map((c) => c.status).sort()).toEqual(['rejected', 'withdrawn']);
  });

  it('an active contract is terminated only after the confirmation', async () => {
    const { agent, sub } = await tree();
    const contract = await offer(agent.token, sub.username, '2');
    await apiCall(agentCalls.contractAction, {
      token: sub.token,
      body: { contractId: contract.id, action: 'accept' },
    });
    await renderApp(REALTIME, { token: agent.token, account: agent.username });
    const list = main().getByRole('region', { name: 'Contratos ofrecidos' });
    const terminate = list.getByRole('button', {
      name: `Terminar el contrato con ${sub.username}`,
    });
    // Cancelled: nothing changes.
    await terminate.click();
    let confirm = page.getByRole('alertdialog', { name: '¿Terminar el contrato?' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(list.getByRole('cell', { name: 'Activo' })).toBeVisible();
    await terminate.click();
    confirm = page.getByRole('alertdialog', { name: '¿Terminar el contrato?' });
    await confirm.getByRole('button', { name: 'Terminar' }).click();
    await expect.element(list.getByRole('cell', { name: 'Terminado' })).toBeVisible();
    const { records } = await apiCall(agentCalls.agentContracts, { token: agent.token });
    expect(records[0]).toMatchObject({ id: contract.id, status: 'terminated' });
  });
});
