import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { playRounds } from '../../test/members';
import { renderApp } from '../../test/renderApp';
import { teamAccount, type Account } from '../AgentTeamOverview/teamKit';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

/** An agent whose team is a direct member and a sub-agent's member, each with rounds today. */
async function playingTeam(prefix: string) {
  const agent = await teamAccount('agent', prefix);
  const sub = await teamAccount('agent', prefix, { upline: agent.username });
  const near = await teamAccount('member', prefix, { upline: agent.username, credit: '50' });
  const far = await teamAccount('member', prefix, { upline: sub.username, credit: '50' });
  await playRounds(near.token, [1.5]);
  await playRounds(far.token, [4, 2]);
  return { agent, near, far };
}

const open = (agent: Account, page: string) =>
  renderApp(`/agentHome?page=${page}`, { token: agent.token, account: agent.username });

/** Narrows a team report to one member (or to the whole team with an empty field). */
async function filter(username: string) {
  await userEvent.fill(main().getByLabelText(/^Miembro del equipo/u), username);
  await main().getByRole('button', { name: 'Filtrar' }).click();
}

describe("the agent's reports (spec 2.8)", () => {
  it("team betting lists every member's rounds, or one member's, with the totals", async () => {
    const { agent, near, far } = await playingTeam('rb');
    await open(agent, 'personalHistoryCopy');
    const table = main().getByRole('table', { name: 'Apuestas del equipo' });
    await expect.poll(() => table.getByRole('row').elements().length).toBe(4);
    expect(table.getByRole('row').filter({ hasText: far.username }).elements()).toHaveLength(2);
    const staked = main().getByText('Total apostado');
    await expect.poll(() => staked.element().parentElement?.textContent).toMatch(/7,50$/u);

    await filter(far.username);
    await expect.poll(() => table.getByRole('row').elements().length).toBe(3);
    expect(table.element().textContent).not.toContain(near.username);
    await expect.poll(() => staked.element().parentElement?.textContent).toMatch(/6,00$/u);

    // Someone outside the team: said so, nothing of theirs shown.
    await filter('demo01');
    await expect.element(main().getByText('Este usuario no es de su equipo')).toBeVisible();
  });

  it("user loss gives each member's result, the biggest loss first", async () => {
    const { agent, near, far } = await playingTeam('rl');
    await open(agent, 'palStatementsAgentCopy');
    const table = main().getByRole('table', { name: 'Pérdidas de usuarios' });
    const rows = table.getByRole('row');
    await expect.poll(() => rows.elements().length).toBe(3);
    const farRow = rows.filter({ hasText: far.username });
    await expect.element(farRow).toHaveTextContent(/6,00/u);
    await expect.element(rows.filter({ hasText: near.username })).toHaveTextContent(/1,50/u);

    await filter(near.username);
    await expect.poll(() => rows.elements().length).toBe(2);
    expect(table.element().textContent).toContain(near.username);
  });

  it("downline transactions list the members' wallet movements, one member's when asked", async () => {
    const { agent, near, far } = await playingTeam('rt');
    await open(agent, 'agentDownlineTransactionDetailsCopy');
    const table = main().getByRole('table', { name: 'Transacciones del equipo' });
    await expect
      .element(table.getByRole('row').filter({ hasText: near.username }).first())
      .toBeVisible();
    await expect
      .element(table.getByRole('row').filter({ hasText: far.username }).first())
      .toBeVisible();

    await filter(near.username);
    await expect.poll(() => table.element().textContent?.includes(far.username)).toBe(false);
    await expect.element(table.getByRole('cell', { name: 'Abono' })).toBeVisible();
  });

  it('my income is empty for an agent without contracts', async () => {
    const agent = await teamAccount('agent', 'ri');
    await open(agent, 'agentRevenueReport');
    await expect.element(main().getByText('Sin ingresos en estas fechas')).toBeVisible();
    const total = main().getByText('Total', { exact: true }).first();
    await expect.poll(() => total.element().parentElement?.textContent).toMatch(/0,00$/u);
  });
});
