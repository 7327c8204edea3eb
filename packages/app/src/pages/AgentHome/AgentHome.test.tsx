import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { tokenStore } from '../../api/tokenStore';
import { apiLogin, renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const menu = () => page.getByRole('navigation', { name: 'Menú del centro de agentes' });
const main = () => page.getByRole('main');

describe('the agent centre (spec 2.8, /agentHome)', () => {
  it("opens on the team overview, in Spanish, with the agent's name and the clock", async () => {
    const token = await apiLogin('agent01', 'Agent1234');
    await renderApp('/agentHome', { token });
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Resumen del equipo' }))
      .toBeVisible();
    await expect
      .element(menu().getByRole('button', { name: 'Resumen del equipo' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByText('Agent One', { exact: true })).toBeVisible();
    await expect.element(page.getByText(/GMT [+-]\d+/u)).toBeVisible();
  });

  it('leads to the deposit and withdraw pages of the member centre', async () => {
    const token = await apiLogin('agent01', 'Agent1234');
    const { router } = await renderApp('/agentHome', { token });
    await page.getByRole('button', { name: 'Depositar' }).click();
    await expect.poll(() => router.state.location.search).toBe('?page=depositv2');
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Depositar' }))
      .toBeVisible();
    await router.navigate('/agentHome');
    // The agent centre is a chunk of its own: its page is there before its bar is used.
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Resumen del equipo' }))
      .toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Retirar' }).click();
    await expect.poll(() => router.state.location.search).toBe('?page=withdraw');
  });

  it('changes page from the menu, and logs out to the agent sign-in after the confirmation', async () => {
    const token = await apiLogin('agent01', 'Agent1234');
    const { router } = await renderApp('/agentHome', { token });
    await menu().getByRole('button', { name: 'Mis ingresos' }).click();
    await expect.poll(() => router.state.location.search).toBe('?page=agentRevenueReport');
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Mis ingresos' }))
      .toBeVisible();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cerrar sesión' });
    await confirm.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/agent');
    expect(tokenStore.get()).toBeNull();
  });

  it("shows a contract kind's entry only while the operator offers the kind", async () => {
    const token = await apiLogin('agent01', 'Agent1234');
    const wasOn = (await commands.operator(['flags'])).split(' ').includes('HOURSAL3');
    try {
      await commands.operator(['flags', 'on', 'HOURSAL3']);
      await renderApp('/agentHome', { token });
      await expect.element(menu().getByRole('button', { name: 'Salario por hora' })).toBeVisible();
      cleanup();

      await commands.operator(['flags', 'off', 'HOURSAL3']);
      await renderApp('/agentHome?page=agentHourSalary', { token });
      await expect.element(main().getByText('Este contrato no está disponible')).toBeVisible();
      await expect
        .element(menu().getByRole('button', { name: 'Resumen del equipo' }))
        .toBeVisible();
      await expect
        .element(menu().getByRole('button', { name: 'Salario por hora' }))
        .not.toBeInTheDocument();
    } finally {
      await commands.operator(['flags', wasOn ? 'on' : 'off', 'HOURSAL3']);
    }
  });

  it('shows the contract kinds only once the agent has a sub-agent to offer them to', async () => {
    const name = `ag${Date.now().toString(36).slice(-8)}`;
    await commands.operator(['create-account', 'agent', name, 'Agent1234']);
    const wasOn = (await commands.operator(['flags'])).split(' ').includes('HOURSAL3');
    try {
      await commands.operator(['flags', 'on', 'HOURSAL3']);
      const token = await apiLogin(name, 'Agent1234');
      /** Opens the centre, and answers once its menu knows the contract kinds. */
      const hourlyShown = async () => {
        await renderApp('/agentHome', { token });
        await expect.element(menu().getByRole('list')).not.toHaveAttribute('aria-busy');
        const shown = menu().getByRole('button', { name: 'Salario por hora' }).query() !== null;
        cleanup();
        return shown;
      };
      const below = (kind: 'member' | 'agent', username: string) =>
        commands.operator(['create-account', kind, username, 'Agent1234', '--upline', name]);
      expect(await hourlyShown()).toBe(false);
      // A member below it is not enough; a sub-agent is.
      await below('member', `${name}m`);
      expect(await hourlyShown()).toBe(false);
      await below('agent', `${name}s`);
      await renderApp('/agentHome', { token });
      await expect.element(menu().getByRole('button', { name: 'Salario por hora' })).toBeVisible();
    } finally {
      await commands.operator(['flags', wasOn ? 'on' : 'off', 'HOURSAL3']);
    }
  });
});
