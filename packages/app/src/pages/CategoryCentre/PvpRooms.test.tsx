import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { freshMember } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');
const rooms = () => main().getByRole('region', { name: 'Salas PVP' });

describe('the PVP rooms of the /pvp centre', () => {
  it('asks a visitor to log in to see the rooms', async () => {
    const { router } = await renderApp('/pvp');
    await main().getByRole('tab', { name: 'Salas' }).click();
    await expect.poll(() => router.state.location.search).toBe('?view=rooms');
    await expect
      .element(main().getByText('Inicie sesión para ver las salas y el saldo que pide cada una.'))
      .toBeVisible();
    await main().getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  });

  it("lists each game's rooms as the server answers them, open to the member's balance", async () => {
    const { token, username } = await freshMember('pvprooms', { credit: '100' });
    const { rooms: served } = await apiCall(calls.pvpRooms, {
      query: { vassalage: 'KX', language: 'es' },
      token,
    });
    const first = served[0]!;
    const { router } = await renderApp('/pvp?view=rooms&vassalage=KX', {
      token,
      account: username,
    });
    await expect.element(rooms().getByText(/^Su saldo: \D*100,00$/u)).toBeVisible();
    const list = rooms().getByRole('list', { name: first.displayName });
    await expect.element(list).toBeVisible();
    for (const room of served.filter((r) => r.nodeId === first.nodeId)) {
      const row = list.getByRole('listitem').filter({ hasText: room.tierName });
      await expect.element(row).toHaveTextContent(room.baseBet.toFixed(2).replace('.', ','));
      if (room.canEnter)
        await expect
          .element(
            row.getByRole('button', { name: `Entrar en ${room.tierName} de ${first.displayName}` }),
          )
          .toBeEnabled();
      else await expect.element(row.getByText('Saldo insuficiente')).toBeVisible();
    }
    // 100 opens the beginners' and the regulars' rooms, not the experts' nor the VIP room.
    expect(served.filter((r) => r.nodeId === first.nodeId).map((r) => r.canEnter)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    // Six games' rooms at first, the rest on asking.
    const games = new Set(served.map((r) => r.nodeId)).size;
    await expect
      .poll(() => rooms().getByRole('heading', { level: 3 }).elements().length)
      .toBe(Math.min(6, games));
    if (games > 6) {
      await rooms().getByRole('button', { name: 'Mostrar más salas' }).click();
      await expect
        .poll(() => rooms().getByRole('heading', { level: 3 }).elements().length)
        .toBe(Math.min(12, games));
    }

    // A room open to the member starts its game.
    await list
      .getByRole('button', { name: `Entrar en ${first.tierName} de ${first.displayName}` })
      .click();
    await expect.poll(() => router.state.location.pathname).toBe('/seamless');
    await expect
      .poll(() => document.querySelector('iframe')?.getAttribute('src') ?? '')
      .toMatch(/^\/demo\/play\//u);
  });
});
