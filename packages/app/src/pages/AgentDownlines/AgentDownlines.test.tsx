import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { renderApp } from '../../test/renderApp';
import { teamAccount } from '../AgentTeamOverview/teamKit';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe('the downline management (spec 2.8 downlineManagmentView)', () => {
  it("lists the direct downlines, drills into a sub-agent's team and back by the path", async () => {
    const agent = await teamAccount('agent', 'dl');
    const sub = await teamAccount('agent', 'dl', { upline: agent.username });
    const direct = await teamAccount('member', 'dl', { upline: agent.username, credit: '12.5' });
    const deep = await teamAccount('member', 'dl', { upline: sub.username });
    await renderApp('/agentHome?page=downlineManagmentView', {
      token: agent.token,
      account: agent.username,
    });

    const own = main().getByRole('table', { name: `Equipo directo de ${agent.username}` });
    const directRow = own.getByRole('row').filter({ hasText: direct.username });
    await expect.element(directRow).toHaveTextContent(/Miembro/u);
    await expect.element(directRow).toHaveTextContent(/12,50/u);
    await expect.element(directRow).toHaveTextContent(/Activa/u);
    const subRow = own.getByRole('row').filter({ hasText: sub.username });
    await expect.element(subRow).toHaveTextContent(/Subagente/u);
    // Only the direct downlines: the sub-agent's member is in its team, not here.
    expect(own.getByRole('row').elements()).toHaveLength(3);
    expect(own.element().textContent).not.toContain(deep.username);
    // A member has no team to open.
    expect(
      main()
        .getByRole('button', { name: `Ver el equipo de ${direct.username}` })
        .elements(),
    ).toHaveLength(0);

    await main()
      .getByRole('button', { name: `Ver el equipo de ${sub.username}` })
      .click();
    const theirs = main().getByRole('table', { name: `Equipo directo de ${sub.username}` });
    await expect
      .element(theirs.getByRole('cell', { name: deep.username, exact: true }).first())
      .toBeVisible();
    const path = main().getByRole('navigation', { name: 'Ruta del equipo' });
    await expect
      .element(path.getByRole('button', { name: sub.username }))
      .toHaveAttribute('aria-current', 'location');

    await path.getByRole('button', { name: agent.username }).click();
    await expect
      .element(own.getByRole('cell', { name: direct.username, exact: true }).first())
      .toBeVisible();
    expect(main().getByRole('navigation', { name: 'Ruta del equipo' }).elements()).toHaveLength(0);
  });

  it('searches the whole team, and names a row in the transfer form', async () => {
    const agent = await teamAccount('agent', 'ds');
    const sub = await teamAccount('agent', 'ds', { upline: agent.username });
    const deep = await teamAccount('member', 'ds', { upline: sub.username });
    // The transfer form asks for the withdraw password: set, the form is there to be filled.
    await apiCall(calls.withdrawPassword, {
      token: agent.token,
      body: {
        loginPassword: 'Member1234',
        newPassword: 'Retiro2468',
        confirmPassword: 'Retiro2468',
      },
    });
    await renderApp('/agentHome?page=downlineManagmentView', {
      token: agent.token,
      account: agent.username,
    });
    await expect
      .element(main().getByRole('cell', { name: sub.username, exact: true }).first())
      .toBeVisible();

    await userEvent.fill(
      main().getByRole('searchbox', { name: /^Buscar en el equipo/u }),
      deep.username,
    );
    await main().getByRole('button', { name: 'Buscar', exact: true }).click();
    const found = main().getByRole('table', { name: new RegExp(deep.username, 'u') });
    await expect
      .element(found.getByRole('cell', { name: deep.username, exact: true }).first())
      .toBeVisible();
    expect(found.getByRole('row').elements()).toHaveLength(2);

    await userEvent.fill(main().getByRole('searchbox', { name: /^Buscar en el equipo/u }), 'zzzz');
    await main().getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect.element(main().getByText('Ningún miembro del equipo coincide')).toBeVisible();
    await main().getByRole('button', { name: 'Ver el equipo directo' }).click();

    await main()
      .getByRole('button', { name: `Transferir a ${sub.username}` })
      .click();
    const form = main().getByRole('region', { name: 'Transferir a su equipo' });
    await expect.element(form.getByLabelText(/^Cuenta del equipo/u)).toHaveValue(sub.username);
    await expect.element(form.getByLabelText(/^Importe/u)).toHaveFocus();
  });
});
