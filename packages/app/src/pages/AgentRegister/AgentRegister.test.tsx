import { agentCalls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { apiLogin, renderApp } from '../../test/renderApp';
import { teamAccount } from '../AgentTeamOverview/teamKit';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe('the registration centre (spec 2.8 registerCenter)', () => {
  it("shows the agent's invitation code and link, to copy and to scan", async () => {
    const agent = await teamAccount('agent', 'rg');
    const invite = await apiCall(agentCalls.agentInvite, { token: agent.token });
    await renderApp('/agentHome?page=registerCenter', {
      token: agent.token,
      account: agent.username,
    });
    const section = main().getByRole('region', { name: 'Invitación' });
    await expect.element(section.getByText(invite.code, { exact: true })).toBeVisible();
    await expect.element(section.getByText(invite.link, { exact: true })).toBeVisible();
    await expect
      .element(section.getByRole('button', { name: 'Copiar el enlace de registro' }))
      .toBeVisible();
    await expect
      .element(section.getByRole('img', { name: 'Código QR del enlace de registro' }))
      .toBeVisible();
  });

  it('refuses a form with its own rules and the server’s, each on its field with the focus there', async () => {
    const agent = await teamAccount('agent', 'rf');
    await renderApp('/agentHome?page=registerCenter', {
      token: agent.token,
      account: agent.username,
    });
    const form = main().getByRole('region', { name: 'Abrir una cuenta' });
    const username = form.getByLabelText(/^Usuario/u);
    const password = form.getByLabelText(/^Contraseña/u).first();
    const confirm = form.getByLabelText(/^Confirmar contraseña/u);
    const submit = form.getByRole('button', { name: 'Abrir la cuenta' });

    // Nothing typed: the first field in error has the focus, nothing is sent.
    await submit.click();
    await expect.element(form.getByText('Introduzca el usuario')).toBeVisible();
    await expect.element(username).toHaveFocus();
    await expect.element(form.getByText('Introduzca la contraseña')).toBeVisible();

    // The operator's rules, checked by the server: a username must start with a letter.
    await userEvent.fill(username, '9abcdefg');
    await userEvent.fill(password, 'rowan glacier pepper 75');
    await userEvent.fill(confirm, 'rowan glacier pepper 75');
    await submit.click();
    await expect.element(username).toHaveAttribute('aria-invalid', 'true');
    await expect.element(username).toHaveFocus();

    // A username already registered: the server's word on the field.
    await userEvent.fill(username, 'demo01');
    await submit.click();
    await expect.element(form.getByText('Este usuario ya está registrado')).toBeVisible();
    await expect.element(username).toHaveFocus();

    // A password too easy to guess, on the password field.
    await userEvent.fill(username, `ok${Date.now().toString(36).slice(-8)}`);
    await userEvent.fill(password, 'password123');
    await userEvent.fill(confirm, 'password123');
    await submit.click();
    await expect.element(form.getByText(/demasiado común/u)).toBeVisible();
    await expect.element(password).toHaveFocus();
  });

  it('opens a sub-agent account, which then shows among the downlines and can log in', async () => {
    const agent = await teamAccount('agent', 'ro');
    const name = `nw${Date.now().toString(36).slice(-8)}`;
    const { router } = await renderApp('/agentHome?page=registerCenter', {
      token: agent.token,
      account: agent.username,
    });
    const form = main().getByRole('region', { name: 'Abrir una cuenta' });
    await form.getByRole('radio', { name: 'Subagente' }).click();
    await userEvent.fill(form.getByLabelText(/^Usuario/u), name);
    await userEvent.fill(form.getByLabelText(/^Contraseña/u).first(), 'rowan glacier pepper 75');
    await userEvent.fill(form.getByLabelText(/^Confirmar contraseña/u), 'rowan glacier pepper 75');
    await userEvent.fill(form.getByLabelText(/^Apodo/u), 'Sucursal Este');
    await form.getByRole('button', { name: 'Abrir la cuenta' }).click();
    await expect
      .element(form.getByRole('status'))
      .toHaveTextContent(`Cuenta de subagente ${name} abierta`);
    expect(await apiLogin(name, 'rowan glacier pepper 75')).toBeTruthy();

    await router.navigate('/agentHome?page=downlineManagmentView');
    const table = main().getByRole('table', { name: `Equipo directo de ${agent.username}` });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect.element(row).toHaveTextContent(/Sucursal Este/u);
    await expect.element(row).toHaveTextContent(/Subagente/u);
  });
});
