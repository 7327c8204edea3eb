import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_DEMO_VENDORS, demoGames } from '../db/seed/catalogue';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

interface Game {
  gameId: number;
  nodeId: number;
  vassalage: string;
  gameType: string;
  gameCode: string;
  displayName: string;
  icon: string;
  isGame: string;
  gameClassify: string | null;
}
interface Page {
  games: Game[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

describe.each(BACKENDS)('game catalogue and favourites on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const get = (url: string, token?: string) =>
    h.call({ method: 'GET', url, ...(token ? { token } : {}) });
  const list = async (query: string): Promise<Page> => {
    const res = await get(`/wps/relay/GCS_gameList?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: Page }).value;
  };
  const count = async (where: string, params: unknown[]) => {
    const [row] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games WHERE ${where}`,
      params,
    );
    return row?.n ?? -1;
  };

  describe('menus and vendors', () => {
    it('lists the categories with vendors in menu order, split as the issue lists them', async () => {
      const res = await get('/lgw/games/game_menus');
      expect(res.statusCode).toBe(200);
      const menus = (
        res.json() as {
          value: {
            menus: { gameType: string; vendors: { vassalage: string; gameCount: number }[] }[];
          };
        }
      ).value.menus;
      expect(menus.map((m) => m.gameType)).toEqual([
        'RNG',
        'LIVE',
        'SPORTS',
        'FISH',
        'ESPORTS',
        'PVP',
        'COCKFIGHT',
        'MXWIN',
        'LOTT',
      ]);
      const codes = Object.fromEntries(
        menus.map((m) => [m.gameType, m.vendors.map((v) => v.vassalage)]),
      );
      expect(codes['FISH']).toEqual(['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG']);
      expect(codes['LIVE']).toEqual(['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP']);
      expect(codes['PVP']).toEqual(['KX', 'KY', 'TH', 'WS', 'XY']);
      expect(codes['RNG']).toEqual([
        ...['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'],
      ]);
      expect(codes['SPORTS']).toEqual(['IBC', 'SBT', 'UG']);
      expect(codes['ESPORTS']).toEqual(['IMES']);
      expect(codes['COCKFIGHT']).toEqual(['SV3']);
      expect(codes['MXWIN']).toEqual(['MXW']);
      expect(codes['LOTT']).toEqual(['TCG', 'TCG_LOTTO_VN', 'TCG_SEA']);
      for (const m of menus)
        for (const v of m.vendors) {
          expect(v.gameCount, `${m.gameType} ${v.vassalage}`).toBeGreaterThan(0);
          expect(v.gameCount).toBe(
            await count('game_type = $1 AND vassalage = $2', [m.gameType, v.vassalage]),
          );
        }
      const total = await count('true', []);
      expect(total).toBeGreaterThanOrEqual(300);
      expect(total).toBeLessThan(1000);
    });

    it('answers the vendor list as lanes, of one gameType when asked', async () => {
      const all = await get(
        '/wps/relay/GCS_gameVendor?platform=html5-desktop&merchantCode=TESTMERCHANT',
      );
      expect(all.statusCode, all.body).toBe(200);
      const lanes = (all.json() as { value: { lanes: { vassalage: string; gameType: string }[] } })
        .value.lanes;
      expect(lanes).toHaveLength(Object.values(ALL_DEMO_VENDORS).flat().length);
      const live = await get('/wps/relay/GCS_gameVendor?platform=html5-desktop&gameType=LIVE');
      const liveLanes = (live.json() as { value: { lanes: { gameType: string }[] } }).value.lanes;
      expect(liveLanes).toHaveLength(9);
      expect(liveLanes.every((l) => l.gameType === 'LIVE')).toBe(true);
    });

    it('refuses a merchantCode that is not the operator’s, naming the field', async () => {
      const res = await get('/wps/relay/GCS_gameVendor?merchantCode=OTHER');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'MERCHANT_INVALID',
        value: { fields: { merchantCode: 'unknown merchant' } },
      });
      const games = await get('/wps/relay/GCS_gameList?gameType=RNG&merchant=OTHER');
      expect(games.statusCode).toBe(403);
      expect(games.json().message).toContain('merchant');
    });

    it('seeds the TCG lottery families and never overwrites a catalogue', async () => {
      const tcg = await list('gameType=LOTT&vassalage=TCG');
      expect(tcg.games.map((g) => g.gameCode)).toEqual(['11X5', 'LF', 'LHC', 'PK10', 'SSC']);
      const { seed } = await import('../db/seed/seed');
      const before = await count('true', []);
      await h.db.query(`UPDATE games SET names = names || '{"en":"Renamed"}' WHERE node_id = $1`, [
        tcg.games[0]?.nodeId,
      ]);
      await seed(h.db, { demo: true });
      expect(await count('true', [])).toBe(before);
      expect((await list('gameType=LOTT&vassalage=TCG&language=en')).games[0]?.displayName).toBe(
        'Renamed',
      );
    });
  });

  describe('game list', () => {
    it('pages a gameType: totalPages, every game once, an empty page past the end', async () => {
      const total = await count(`game_type = 'RNG'`, []);
      const first = await list(
        'clientType=3&platform=html5-desktop&merchant=TESTMERCHANT&gameType=RNG',
      );
      expect(first).toMatchObject({ pageNo: 1, pageSize: 24, total });
      expect(first.totalPages).toBe(Math.ceil(total / 24));
      const seen = new Set<number>();
      for (let pageNo = 1; pageNo <= first.totalPages; pageNo += 1) {
        const page = await list(`gameType=RNG&pageNo=${pageNo}&pageSize=24`);
        expect(page.games.length).toBe(Math.min(24, total - (pageNo - 1) * 24));
        for (const g of page.games) {
          expect(g.gameType).toBe('RNG');
          expect(seen.has(g.nodeId), `node ${g.nodeId} twice`).toBe(false);
          seen.add(g.nodeId);
        }
      }
      expect(seen.size).toBe(total);
      const past = await list(`gameType=RNG&pageNo=${first.totalPages + 1}`);
      expect(past).toMatchObject({ games: [], total, totalPages: first.totalPages });
    });

    it('filters by vendor and sub-category', async () => {
      const png = await list('gameType=RNG&vassalage=PNG&pageSize=7');
      const pngTotal = await count(`game_type = 'RNG' AND vassalage = 'PNG'`, []);
      expect(png.total).toBe(pngTotal);
      expect(png.totalPages).toBe(Math.ceil(pngTotal / 7));
      const last = await list(`gameType=RNG&vassalage=PNG&pageSize=7&pageNo=${png.totalPages}`);
      expect(last.games).toHaveLength(pngTotal - 7 * (png.totalPages - 1));
      expect([...png.games, ...last.games].every((g) => g.vassalage === 'PNG')).toBe(true);

      for (const classify of ['SC', 'VP', 'JP', 'TG', 'AC', 'BG']) {
        const page = await list(`gameType=RNG&gameClassify=${classify}&pageSize=100`);
        expect(page.total, classify).toBe(
          await count(`game_type = 'RNG' AND game_classify = $1`, [classify]),
        );
        expect(page.total, classify).toBeGreaterThan(0);
        expect(page.games.every((g) => g.gameClassify === classify)).toBe(true);
      }
      const both = await list('gameType=RNG&vassalage=AG&gameClassify=JP');
      expect(both.total).toBeGreaterThan(0);
      expect(both.games.every((g) => g.vassalage === 'AG' && g.gameClassify === 'JP')).toBe(true);
      const fish = await list('gameType=FISH&vassalage=AG');
      expect(fish.games.every((g) => g.gameType === 'FISH' && g.vassalage === 'AG')).toBe(true);
      expect(fish.total).toBe(await count(`game_type = 'FISH' AND vassalage = 'AG'`, []));
      const none = await list('gameType=RNG&vassalage=NOPE');
      expect(none).toMatchObject({ games: [], total: 0, totalPages: 0 });
    });

    it('carries the tile fields, with a lobby tile as VASSALAGE', async () => {
      const live = await list('gameType=LIVE&vassalage=DG&language=en');
      const [lobby, table] = live.games;
      expect(lobby).toMatchObject({
        isGame: 'VASSALAGE',
        displayName: 'DG Lobby',
        vassalage: 'DG',
      });
      expect(table).toMatchObject({ isGame: 'GAME', gameType: 'LIVE', gameClassify: 'TG' });
      expect(table?.icon).toBe(`/games/icons/LIVE/DG/${table?.gameCode}.svg`);
      expect(table?.gameCode).toMatch(/^DG-\d{3}$/);
    });

    it('names games in the asked language, in Spanish otherwise', async () => {
      const q = 'gameType=RNG&vassalage=MG&pageSize=5';
      const es = await list(q);
      const en = await list(`${q}&language=EN`);
      const ptBr = await list(`${q}&language=pt-BR`);
      expect(es.games.map((g) => g.nodeId)).toEqual(en.games.map((g) => g.nodeId));
      const seeded = new Map(demoGames().map((g) => [g.nodeId, g.names]));
      for (const [i, g] of es.games.entries()) {
        expect(g.displayName).toBe(seeded.get(g.nodeId)?.es);
        expect(en.games[i]?.displayName).toBe(seeded.get(g.nodeId)?.en);
        expect(en.games[i]?.displayName).not.toBe(g.displayName);
        expect(ptBr.games[i]?.displayName).toBe(g.displayName);
      }
      // A game named in Spanish only answers its Spanish name to an English client.
      const nodeId = es.games[0]?.nodeId;
      await h.db.query(`UPDATE games SET names = names - 'en' WHERE node_id = $1`, [nodeId]);
      const after = await list(`${q}&language=en`);
      expect(after.games[0]?.displayName).toBe(es.games[0]?.displayName);
      expect(after.games[1]?.displayName).toBe(en.games[1]?.displayName);
    });

    it.each([
      ['gameType=RNG&pageSize=0', 'pageSize'],
      ['gameType=RNG&pageSize=1000', 'pageSize'],
      ['gameType=RNG&pageSize=101', 'pageSize'],
      ['gameType=RNG&pageNo=0', 'pageNo'],
      ['gameType=RNG&pageSize=ten', 'pageSize'],
      ['gameType=CASINO', 'gameType'],
      ['pageSize=10', 'gameType'],
      ['gameType=RNG&gameClassify=XX', 'gameClassify'],
      ['gameType=RNG&vassalage=a%20b', 'vassalage'],
      ['gameType=RNG&language=english!', 'language'],
    ])('refuses %s, naming %s', async (query, field) => {
      const res = await get(`/wps/relay/GCS_gameList?${query}`);
      expect(res.statusCode).toBe(400);
      const body = res.json() as { code: string; message: string; value: { fields: object } };
      expect(body.code).toBe('VALIDATION');
      expect(body.message).toContain(`query ${field}:`);
      expect(Object.keys(body.value.fields)).toEqual([field]);
    });
  });

  describe('favourites', () => {
    let token: string;
    beforeAll(async () => {
      token = await login(h, 'demo01', 'Demo1234');
    });
    const ids = async () => {
      const res = await get('/wps/relay/GCS_favouriteIds', token);
      expect(res.statusCode).toBe(200);
      return (res.json() as { value: { nodeIds: number[] } }).value.nodeIds;
    };
    const add = (payload: Record<string, unknown>) =>
      h.call({ method: 'POST', url: '/wps/relay/GCS_favourite', token, payload });
    const remove = (nodeId: number | string) =>
      h.call({ method: 'DELETE', url: `/wps/relay/GCS_favourite?nodeId=${nodeId}`, token });

    it('answers 401 without a token on every favourite call', async () => {
      for (const [method, url] of [
        ['GET', '/wps/relay/GCS_favouriteIds'],
        ['GET', '/wps/relay/GCS_favouriteList'],
        ['POST', '/wps/relay/GCS_favourite'],
        ['DELETE', '/wps/relay/GCS_favourite?nodeId=100001'],
      ] as const) {
        const res = await h.call({
          method,
          url,
          ...(method === 'POST' ? { payload: { nodeId: 100001 } } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      }
    });

    it('adds once however often it is added, lists, and removes', async () => {
      const [first, second] = (await list('gameType=FISH&vassalage=CQ9&pageSize=2')).games;
      if (!first || !second) throw new Error('no FISH CQ9 games');
      expect(await ids()).toEqual([]);
      const added = await add({ nodeId: first.nodeId, vassalage: 'CQ9', gameType: 'FISH' });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().value).toEqual({
        nodeId: first.nodeId,
        favourite: true,
        nodeIds: [first.nodeId],
      });
      expect((await add({ nodeId: first.nodeId })).statusCode).toBe(200);
      const [{ n } = { n: 0 }] = await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM game_favourites f JOIN accounts a ON a.id = f.account_id
         WHERE a.username = 'demo01'`,
      );
      expect(n).toBe(1);
      expect((await add({ nodeId: second.nodeId })).statusCode).toBe(200);
      expect((await ids()).sort()).toEqual([first.nodeId, second.nodeId].sort());

      const listed = await get(
        '/wps/relay/GCS_favouriteList?clientType=3&platform=W&language=en&pageNo=1&pageSize=999',
        token,
      );
      expect(listed.statusCode, listed.body).toBe(200);
      const page = (listed.json() as { value: Page }).value;
      expect(page).toMatchObject({ total: 2, totalPages: 1, pageSize: 999 });
      expect(page.games.map((g) => g.nodeId).sort()).toEqual([first.nodeId, second.nodeId].sort());
      const english = new Map(demoGames().map((g) => [g.nodeId, g.names.en]));
      expect(page.games.map((g) => g.displayName).sort()).toEqual(
        [english.get(first.nodeId), english.get(second.nodeId)].sort(),
      );
      const rng = (
        (await get('/wps/relay/GCS_favouriteList?gameType=RNG', token)).json() as { value: Page }
      ).value;
      expect(rng).toMatchObject({ games: [], total: 0 });

      const removed = await remove(first.nodeId);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().value).toEqual({
        nodeId: first.nodeId,
        favourite: false,
        nodeIds: [second.nodeId],
      });
      expect((await remove(first.nodeId)).statusCode).toBe(200);
      expect(await ids()).toEqual([second.nodeId]);
      // Another account's favourites are its own.
      const other = await login(h, 'vip01', 'Vip12345');
      expect((await get('/wps/relay/GCS_favouriteIds', other)).json().value.nodeIds).toEqual([]);
    });

    it('refuses an unknown game, a wrong vendor or type, and bad sizes, naming the field', async () => {
      const unknown = await add({ nodeId: 99 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        code: 'NOT_FOUND',
        value: { fields: { nodeId: 'no game 99' } },
      });
      expect((await remove(99)).statusCode).toBe(404);
      const [game] = (await list('gameType=PVP&vassalage=KY&pageSize=1')).games;
      const wrong = await add({ nodeId: game?.nodeId, vassalage: 'KX', gameType: 'RNG' });
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(wrong.json().value.fields).sort()).toEqual(['gameType', 'vassalage']);
      expect(await ids()).not.toContain(game?.nodeId);
      const missing = await add({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('nodeId');
      const text = await remove('abc');
      expect(text.statusCode).toBe(400);
      expect(text.json().message).toContain('query nodeId:');
      for (const size of [0, 1000]) {
        const res = await get(`/wps/relay/GCS_favouriteList?pageSize=${size}`, token);
        expect(res.statusCode, `pageSize ${size}`).toBe(400);
        expect(res.json().message).toContain('query pageSize:');
      }
    });
  });
});
