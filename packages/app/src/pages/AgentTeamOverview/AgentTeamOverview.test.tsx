import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { playRounds } from '../../test/members';
import { renderApp } from '../../test/renderApp';
import { teamAccount } from './teamKit';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

/** The figure of a card, read after its label. */
const card = (section: ReturnType<typeof main>, label: string) =>
  section.getByText(label, { exact: true }).element().parentElement?.textContent ?? '';

describe('the team overview (spec 2.8 agentTeamOverview)', () => {
  it("counts the team and shows today's bets of its members, direct or not", async () => {
    const agent = await teamAccount('agent', 'ov');
    const sub = await teamAccount('agent', 'ov', { upline: agent.username });
    const player = await teamAccount('member', 'ov', { upline: sub.username, credit: '40' });
    await teamAccount('member', 'ov', { upline: agent.username });
    await playRounds(player.token, [2, 3.5]);

    await renderApp('/agentHome?page=agentTeamOverview', {
      token: agent.token,
      account: agent.username,
    });
    const size = main().getByRole('region', { name: 'Su equipo' });
    await expect.element(size.getByText('Miembros del equipo')).toBeVisible();
    expect(card(size, 'Miembros del equipo')).toMatch(/3$/u);
    expect(card(size, 'Miembros directos')).toMatch(/1$/u);
    expect(card(size, 'Agentes directos')).toMatch(/1$/u);

    const today = main().getByRole('region', { name: 'Hoy' });
    await expect.element(today.getByText('Total apostado')).toBeVisible();
    expect(card(today, 'Nuevos miembros')).toMatch(/3$/u);
    expect(card(today, 'Jugadores activos')).toMatch(/1$/u);
    expect(card(today, 'Apuestas')).toMatch(/2$/u);
    expect(card(today, 'Total apostado')).toMatch(/5,50$/u);
    // Nothing yesterday: the accounts were opened today.
    const yesterday = main().getByRole('region', { name: 'Ayer' });
    expect(card(yesterday, 'Total apostado')).toMatch(/0,00$/u);
    expect(card(yesterday, 'Nuevos miembros')).toMatch(/0$/u);
    // The last seven days hold today's.
    const chosen = main().getByRole('region', { name: 'Periodo elegido' });
    expect(card(chosen, 'Total apostado')).toMatch(/5,50$/u);

    // Yesterday alone as the chosen range: nothing in it.
    await chosen.getByRole('button', { name: 'Ayer' }).click();
    await expect.poll(() => card(chosen, 'Total apostado')).toMatch(/0,00$/u);
    expect(card(main().getByRole('region', { name: 'Hoy' }), 'Total apostado')).toMatch(/5,50$/u);
  });

  it("is an agent's page: a sub-agent sees only its own team", async () => {
    const agent = await teamAccount('agent', 'ow');
    const sub = await teamAccount('agent', 'ow', { upline: agent.username });
    await teamAccount('member', 'ow', { upline: agent.username });
    await renderApp('/agentHome?page=agentTeamOverview', {
      token: sub.token,
      account: sub.username,
    });
    const size = main().getByRole('region', { name: 'Su equipo' });
    await expect.element(size.getByText('Miembros del equipo')).toBeVisible();
    expect(card(size, 'Miembros del equipo')).toMatch(/0$/u);
  });
});
