import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { freshMember } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

/** A member of its own with the operator's messages, so no other test's counts change. */
async function memberWithMessages(titles: string[]): Promise<{ username: string; token: string }> {
  const member = await freshMember('inbox');
  for (const title of titles)
    await commands.operator([
      'message',
      member.username,
      '--title',
      title,
      '--content',
      `${title}.\nFin.`,
    ]);
  return member;
}

const main = () => page.getByRole('main');
const menuItem = (name: RegExp) =>
  page
    .getByRole('navigation', { name: 'Menú del centro de miembros' })
    .getByRole('button', { name });

describe('platform information (spec 2.7 messageV2)', () => {
  it("lists the operator's messages, newest first; opening one reads it and the counts follow", async () => {
    const { token, username } = await memberWithMessages(['Primero', 'Segundo']);
    await renderApp('/member?page=messageV2', { token, account: username });
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Información de la plataforma' }))
      .toBeVisible();
    // The red count of the menu, spoken with its meaning.
    await expect
      .element(menuItem(/Información de la plataforma/))
      .toHaveAccessibleName('Información de la plataforma Mensajes sin leer: 2');
    await expect.element(main().getByText('Sin leer: 2')).toBeVisible();
    const headings = main().getByRole('heading', { level: 2 }).elements();
    expect(headings.map((h) => h.textContent)).toEqual([
      expect.stringMatching(/^SegundoNuevo/u),
      expect.stringMatching(/^PrimeroNuevo/u),
    ]);

    const second = main().getByRole('button', { name: /^Segundo/ });
    await userEvent.click(second);
    await expect.element(second).toHaveAttribute('aria-expanded', 'true');
    await expect.element(main().getByText('Segundo. Fin.')).toBeVisible();
    await expect.element(main().getByText('Sin leer: 1')).toBeVisible();
    await expect.element(second).toHaveAccessibleName(/^Segundo \d/);
    await expect
      .element(menuItem(/Información de la plataforma/))
      .toHaveAccessibleName('Información de la plataforma Mensajes sin leer: 1');
    // The header's unclaimed count (promos plus messages) follows: 1 message + the welcome bonus.
    await expect
      .element(page.getByRole('banner').getByRole('button', { name: /2 sin reclamar/ }))
      .toBeVisible();
  });

  it('marks all read in one step, and the server keeps it', async () => {
    const { token, username } = await memberWithMessages(['Uno', 'Dos', 'Tres']);
    await renderApp('/member?page=messageV2', { token, account: username });
    await expect.element(main().getByText('Sin leer: 3')).toBeVisible();
    await main().getByRole('button', { name: 'Marcar todo como leído' }).click();
    await expect.element(main().getByText('Sin leer: 0')).toBeVisible();
    await expect
      .element(main().getByRole('button', { name: 'Marcar todo como leído' }))
      .toBeDisabled();
    // The page showed it at once; the server has it too once its answer is in.
    await expect
      .poll(async () => (await apiCall(calls.unreadMessage, { token })).unreadMessage)
      .toBe(0);
    cleanup();
    // A new visit reads the list from the server again.
    await renderApp('/member?page=messageV2', { token, account: username });
    await expect.element(main().getByText('Sin leer: 0')).toBeVisible();
    await expect.element(main().getByRole('button', { name: /^Tres/ })).toBeVisible();
    expect(main().getByText('Nuevo', { exact: true }).elements()).toHaveLength(0);
  });

  it('says so when there is no message', async () => {
    const { token, username } = await memberWithMessages([]);
    await renderApp('/member?page=messageV2', { token, account: username });
    await expect.element(main().getByRole('heading', { name: 'No tiene mensajes' })).toBeVisible();
  });
});
