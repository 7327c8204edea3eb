import { calls, GAME_SESSION_HEADER } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../api/client';
import { apiLogin, renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

let serial = 0;
/** A member of its own with 50 of demo funds, so its records are its test's alone. */
async function fundedMember(): Promise<{ username: string; token: string }> {
  const username = `record${Date.now().toString(36).slice(-6)}${(serial += 1)}`;
  await commands.operator(['create-account', 'member', username, 'Member1234']);
  await commands.operator(['credit', username, '50', '--key', `${username}-funds`]);
  return { username, token: await apiLogin(username, 'Member1234') };
}

/** Plays rounds of a demo slot with these stakes, through its page's calls, as the page does. */
async function play(token: string, stakes: number[]): Promise<string> {
  const { games } = await apiCall(calls.gameList, { query: { gameType: 'RNG', pageSize: 1 } });
  const game = games[0]!;
  const { gameUrl } = await apiCall(calls.launchGame, { body: { nodeId: game.nodeId }, token });
  const html = await (await fetch(gameUrl)).text();
  const session = /<meta name="game-session" content="([^"]+)">/u.exec(html)?.[1] ?? '';
  for (const [i, stake] of stakes.entries()) {
    const res = await fetch('/demo/api/round', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [GAME_SESSION_HEADER]: session },
      body: JSON.stringify({ stake, idempotencyKey: `${token.slice(0, 12)}-round-${i}` }),
    });
    expect(res.status).toBe(200);
  }
  return game.displayName;
}

const main = () => page.getByRole('main');

describe('the betting record and the account record (spec 2.7)', () => {
  it('lists the rounds just played with their game and stakes, and the totals of the days', async () => {
    const { token, username } = await fundedMember();
    const game = await play(token, [1, 2.5]);
    await renderApp('/member?page=personalHistoryCopy', { token, account: username });
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Historial de apuestas' }))
      .toBeVisible();
    const table = main().getByRole('table', { name: 'Historial de apuestas' });
    await expect.element(table).toBeVisible();
    // Newest first: the 2,50 round, then the 1,00 one, each named by its game.
    const rows = table.getByRole('row');
    await expect.poll(() => rows.elements().length).toBe(3);
    expect(rows.elements()[1]!.textContent).toContain(game);
    expect(rows.elements()[1]!.textContent).toMatch(/2,50/u);
    expect(rows.elements()[2]!.textContent).toMatch(/1,00/u);
    await expect.element(main().getByText('Total apostado')).toBeVisible();
    await expect.element(main().getByText(/^\S*\s?3,50$/u)).toBeVisible();
  });

  it('lists the wallet movements with the balance after each; other days are empty', async () => {
    const { token, username } = await fundedMember();
    await play(token, [1]);
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
