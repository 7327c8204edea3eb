// A player's way through the API alone, as issue 6 puts it: browse the lobby, favourite a game,
// launch it, play rounds in the demo game, see the balance move and a large win reach the winner
// board.
import { GAME_SESSION_HEADER } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli';
import { checkLedger } from './ledger/ledger';
import { BACKENDS, login, startHarness, type Harness } from './test/harness';

interface Envelope<T> {
  success: boolean;
  value: T;
}

describe.each(BACKENDS)('a player through the API on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const get = async <T>(url: string, token?: string): Promise<T> => {
    const res = await h.call({ method: 'GET', url, ...(token ? { token } : {}) });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return (res.json() as Envelope<T>).value;
  };
  const send = async <T>(
    method: 'POST' | 'DELETE',
    url: string,
    payload: object,
    token: string,
  ) => {
    const res = await h.call({ method, url, payload, token });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return (res.json() as Envelope<T>).value;
  };

  it('browses, favourites, launches, plays, and sees the balance and the winner board move', async () => {
    // The lobby, as a visitor sees it.
    const { menus } = await get<{
      menus: { gameType: string; vendors: { vassalage: string }[] }[];
    }>('/lgw/games/game_menus');
    const rng = menus.find((m) => m.gameType === 'RNG');
    expect(rng?.vendors.length).toBeGreaterThan(0);
    const page = await get<{ games: { nodeId: number; displayName: string; isGame: string }[] }>(
      `/wps/relay/GCS_gameList?gameType=RNG&vassalage=${rng?.vendors[0]?.vassalage ?? ''}&pageNo=1&pageSize=12&language=en`,
    );
    const game = page.games.find((g) => g.isGame === 'GAME');
    if (!game) throw new Error('no game on the first page');
    const boardBefore = await get<{ winners: { winAmount: number }[] }>(
      '/wps/relay/GCS_winnerBoard?gameCategory=ALL&language=en&limitNum=20',
    );
    const top = Math.max(0, ...boardBefore.winners.map((w) => w.winAmount));

    // Logged in, the player favourites the game.
    const token = await login(h, 'demo01', 'Demo1234');
    await send('POST', '/wps/relay/GCS_favourite', { nodeId: game.nodeId }, token);
    const { nodeIds } = await get<{ nodeIds: number[] }>('/wps/relay/GCS_favouriteIds', token);
    expect(nodeIds).toContain(game.nodeId);

    // A stake whose smallest paying multiple above the stake (×2) beats the board's top win;
    // the operator credits enough demo funds for a long run of rounds.
    const stake = Math.ceil(top / 2) + 1;
    await runCli(h.db, ['credit', 'demo01', String(stake * 400)]);
    const start = (await get<{ balance: number }>('/wps/v2/wallets/balance', token)).balance;

    const { gameUrl } = await send<{ gameUrl: string }>(
      'POST',
      '/wps/game/launchGame',
      { nodeId: game.nodeId, language: 'en' },
      token,
    );
    const html = await h.call({ method: 'GET', url: gameUrl, merchant: null });
    expect(html.body).toContain(game.displayName);
    const session = /<meta name="game-session" content="([^"]+)">/u.exec(html.body)?.[1] ?? '';
    const recent = await get<{ games: { nodeId: number }[] }>('/wps/relay/GCS_recentGames', token);
    expect(recent.games[0]?.nodeId).toBe(game.nodeId);

    // Rounds until one wins at least twice the stake (one in about six does).
    let balance = start;
    let bigWin = 0;
    let beforeBigWin = 0;
    for (let i = 0; i < 300 && bigWin === 0; i += 1) {
      const res = await h.call({
        method: 'POST',
        url: '/demo/api/round',
        merchant: null,
        headers: { [GAME_SESSION_HEADER]: session },
        payload: { stake, idempotencyKey: `journey-${kind}-${i}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const round = (res.json() as Envelope<{ win: number; balance: number; multiplier: number }>)
        .value;
      expect(round.balance).toBe(balance - stake + round.win);
      if (round.multiplier >= 2) {
        bigWin = round.win;
        beforeBigWin = balance;
      }
      balance = round.balance;
    }
    expect(bigWin).toBeGreaterThan(top);
    expect((await get<{ balance: number }>('/wps/v2/wallets/balance', token)).balance).toBe(
      balance,
    );
    // The big win moved the balance up by what it paid beyond the stake.
    expect(bigWin - stake).toBeGreaterThan(0);
    expect(balance - beforeBigWin).toBe(bigWin - stake);

    // The win leads the winner board, the name masked, the game named in the asked language.
    const board = await get<{
      winners: { customerName: string; winAmount: number; nodeId: number; gameName: string }[];
    }>('/wps/relay/GCS_winnerBoard?gameCategory=ALL&language=en&limitNum=20');
    expect(board.winners[0]).toMatchObject({
      customerName: 'de****01',
      winAmount: bigWin,
      nodeId: game.nodeId,
      gameName: game.displayName,
    });
    expect(board.winners.map((w) => w.winAmount)).toEqual(
      [...board.winners.map((w) => w.winAmount)].sort((a, b) => b - a),
    );
    expect(JSON.stringify(board)).not.toContain('demo01');
    expect(await checkLedger(h.db)).toMatchObject({
      total: 0,
      negative: [],
      unbalanced: [],
      drifted: [],
    });
  }, 120_000);
});
