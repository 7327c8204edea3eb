import { GAME_SESSION_HEADER, PLATFORM_LANGUAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { migrate } from '../db/migrations';
import { ADDED_VENDORS, demoGames, seedAddedGameTypes, seedCatalogue } from '../db/seed/catalogue';
import { seed } from '../db/seed/seed';
import {
  BACKENDS,
  freshPglite,
  login,
  migrateBefore,
  startHarness,
  type Harness,
} from '../test/harness';

interface Page {
  games: { nodeId: number; vassalage: string; gameType: string; gameClassify: string | null }[];
  total: number;
}

describe.each(BACKENDS)('MXWIN and bingo (spec 2.6) on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const get = (url: string) => h.call({ method: 'GET', url });
  const list = async (query: string): Promise<Page> => {
    const res = await get(`/wps/relay/GCS_gameList?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: Page }).value;
  };
  const mxwinNodes = () =>
    demoGames()
      .filter((g) => g.gameType === 'MXWIN')
      .map((g) => g.nodeId);

  it('has MXWIN in the menus after COCKFIGHT, with its vendor and games', async () => {
    const menus = (
      (await get('/lgw/games/game_menus')).json() as {
        value: {
          menus: { gameType: string; vendors: { vassalage: string; gameCount: number }[] }[];
        };
      }
    ).value.menus;
    const types = menus.map((m) => m.gameType);
    expect(types.indexOf('MXWIN')).toBe(types.indexOf('COCKFIGHT') + 1);
    expect(menus.find((m) => m.gameType === 'MXWIN')?.vendors).toMatchObject([
      { vassalage: 'MXW', gameCount: 8 },
    ]);
    const page = await list('gameType=MXWIN&language=en');
    expect(page.total).toBe(8);
    expect(page.games.every((g) => g.gameType === 'MXWIN' && g.vassalage === 'MXW')).toBe(true);
    // After the first catalogue's games: their nodeIds are the ones earlier seeds gave them.
    expect(page.games.map((g) => g.nodeId)).toEqual(mxwinNodes());
    expect(Math.min(...mxwinNodes())).toBeGreaterThan(
      Math.max(
        ...demoGames()
          .filter((g) => g.gameType !== 'MXWIN')
          .map((g) => g.nodeId),
      ),
    );
    const art = await get(`/games/icons/MXWIN/MXW/MXW-001.svg`);
    expect(art.statusCode).toBe(200);
  });

  // Before any round: a game with bets is never deleted.
  it('adds MXWIN to a catalogue an earlier seed wrote, with the same nodeIds, once', async () => {
    await h.db.query(`DELETE FROM games WHERE game_type = 'MXWIN'`);
    await h.db.query(`DELETE FROM game_vendors WHERE game_type = 'MXWIN'`);
    await seed(h.db, { demo: true });
    expect((await list('gameType=MXWIN')).games.map((g) => g.nodeId)).toEqual(mxwinNodes());
    // A renamed game stays renamed: the type is there, so nothing is added again.
    await h.db.query(`UPDATE games SET names = names || '{"es":"Otro"}' WHERE node_id = $1`, [
      mxwinNodes()[0],
    ]);
    expect(await seedAddedGameTypes(h.db)).toEqual([]);
    expect((await list('gameType=MXWIN')).games[0]).toMatchObject({ displayName: 'Otro' });
  });

  it('launches an MXWIN game and plays a round of it like any demo game', async () => {
    const token = await login(h, 'demo01', 'Demo1234');
    const nodeId = mxwinNodes()[0];
    const res = await h.call({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId },
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const gamePage = await h.call({
      method: 'GET',
      url: (res.json() as { value: { gameUrl: string } }).value.gameUrl,
      merchant: null,
    });
    expect(gamePage.statusCode).toBe(200);
    const session = /<meta name="game-session" content="([^"]+)">/u.exec(gamePage.body)?.[1];
    const round = await h.call({
      method: 'POST',
      url: '/demo/api/round',
      merchant: null,
      headers: { [GAME_SESSION_HEADER]: session ?? '' },
      payload: { stake: 1, idempotencyKey: `mxwin-${kind}-round-1` },
    });
    expect(round.statusCode, round.body).toBe(200);
    const [bet] = await h.db.query<{ node_id: number }>(
      'SELECT g.node_id FROM game_bets b JOIN games g ON g.id = b.game_id ORDER BY b.id DESC LIMIT 1',
    );
    expect(bet?.node_id).toBe(nodeId);
  });

  it('offers bingo (BG) while TY is among the languages, and lists none once it is not', async () => {
    const info = (await get('/wps/system/info')).json() as { value: { languages: string[] } };
    expect(info.value.languages).toEqual([...PLATFORM_LANGUAGES]);
    const bingo = await list('gameType=RNG&gameClassify=BG&pageSize=100');
    expect(bingo.total).toBeGreaterThan(0);
    expect(bingo.games.every((g) => g.gameClassify === 'BG')).toBe(true);

    expect(await runCli(h.db, ['languages', 'es', 'EN', 'pt-BR'])).toBe('languages: es en pt-br');
    expect(((await get('/wps/system/info')).json() as typeof info).value.languages).toEqual([
      'es',
      'en',
      'pt-br',
    ]);
    expect(await list('gameType=RNG&gameClassify=BG')).toMatchObject({ games: [], total: 0 });
    // The other sub-categories and the whole category stay as they were.
    expect((await list('gameType=RNG&gameClassify=SC')).total).toBeGreaterThan(0);
    await expect(runCli(h.db, ['languages', 'en'])).rejects.toThrow('default language es');
    await expect(runCli(h.db, ['languages', 'es', 'xx'])).rejects.toThrow('xx');

    await runCli(h.db, ['languages', 'ty', 'es']);
    expect(await runCli(h.db, ['languages'])).toBe('es ty');
    expect((await list('gameType=RNG&gameClassify=BG')).total).toBe(bingo.total);
  });
});

describe('the MXWIN migration', () => {
  it('lets MXWIN vendors in on a database migrated before it, and still refuses other types', async () => {
    const db = await freshPglite();
    try {
      const later = await migrateBefore(db, '0033_game_type_mxwin');
      // The catalogue as the seed of then wrote it: MXWIN cannot be added yet.
      await seedCatalogue(db);
      await expect(seedAddedGameTypes(db)).rejects.toThrow(/game_type_check/);
      expect(await migrate(db)).toEqual(later);
      expect(await seedAddedGameTypes(db)).toEqual(Object.keys(ADDED_VENDORS));
      await expect(
        db.query(
          `INSERT INTO game_vendors (code, game_type, display_name) VALUES ('X', 'CASINO', 'X')`,
        ),
      ).rejects.toThrow(/game_type_check/);
    } finally {
      await db.close();
    }
  }, 120_000);
});
