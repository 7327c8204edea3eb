import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VENDORS } from './db/catalogue';
import { BACKENDS, login, startHarness, type Harness } from './test/harness';

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
      expect(lanes).toHaveLength(Object.values(DEMO_VENDORS).flat().length);
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
      const { seed } = await import('./db/seed');
      const before = await count('true', []);
      await h.db.query(`UPDATE games SET names = names || '{"en":"Renamed"}' WHERE node_id = $1`, [
        tcg.games[0]?.nodeId,
      ]);
      await seed(h.db);
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
      for (const [i, g] of es.games.entries()) {
        expect(g.displayName).toMatch(/^Tragamonedas /);
        expect(en.games[i]?.displayName).toMatch(/ Slots$/);
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

  describe('artwork', () => {
    const svgOf = async (url: string) => {
      // Images are fetched by <img>, which sends no Merchant header.
      const res = await h.call({ method: 'GET', url, merchant: null });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml\b/);
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>$/,
      );
      return res;
    };
    const safe = (body: string) => {
      expect(body).not.toMatch(/<script/i);
      expect(body).not.toMatch(/href=/i);
      expect(body).not.toMatch(/\son[a-z]+=/i);
      expect(body).not.toMatch(/<(image|use|foreignObject|style)\b/i);
      // Its only url() names its own gradient.
      expect(body.match(/url\([^)]*\)/g) ?? []).toEqual([expect.stringMatching(/^url\(#\w+\)$/)]);
    };

    it('draws each listed icon the same way twice, and two games differently', async () => {
      const page = await list('gameType=RNG&vassalage=PT&pageSize=3');
      const [a, b] = page.games;
      if (!a || !b) throw new Error('no RNG PT games');
      const first = await svgOf(a.icon);
      const again = await svgOf(a.icon);
      expect(again.body).toBe(first.body);
      expect(again.headers['etag']).toBe(first.headers['etag']);
      const other = await svgOf(b.icon);
      expect(other.body).not.toBe(first.body);
      safe(first.body);
      safe(other.body);
      // The initials are of the game's (Spanish) name, and the name is its title.
      const [w1, w2] = a.displayName.split(' ');
      expect(`${w1?.[0]}${w2?.[0]}`.toUpperCase()).toMatch(/^T[A-ZÁ-Ú]$/);
      expect(first.body).toContain(`>${`${w1?.[0]}${w2?.[0]}`.toUpperCase()}<`);
      expect(first.body).toContain(`<title>${a.displayName}</title>`);
      // AG-001 is a slot, a table and a fishing game: one tile each.
      const bodies = new Set<string>();
      for (const type of ['RNG', 'LIVE', 'FISH'])
        bodies.add((await svgOf(`/games/icons/${type}/AG/AG-001.svg`)).body);
      expect(bodies.size).toBe(3);
    });

    it('answers 304 to a revalidation of the same artwork', async () => {
      const url = '/games/icons/LOTT/TCG/PK10.svg';
      const { headers } = await svgOf(url);
      const res = await h.call({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(headers['etag']) },
      });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
    });

    it('escapes a name that holds markup and redraws when the name changes', async () => {
      const url = '/games/icons/PVP/XY/XY-001.svg';
      const before = (await svgOf(url)).body;
      await h.db.query(
        `UPDATE games SET names = names || '{"es":"<script>alert(1)</script> & \\"x\\""}'
         WHERE game_type = 'PVP' AND vassalage = 'XY' AND game_code = 'XY-001'`,
      );
      const after = (await svgOf(url)).body;
      expect(after).not.toBe(before);
      safe(after);
      expect(after).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
    });

    it('draws a logo for each vendor of the lanes', async () => {
      const res = await get('/wps/relay/GCS_gameVendor');
      const lanes = (res.json() as { value: { lanes: { vassalage: string; logo: string }[] } })
        .value.lanes;
      const logos = new Map<string, string>();
      for (const lane of lanes) {
        expect(lane.logo).toBe(`/games/vendors/${lane.vassalage}.svg`);
        const body = logos.get(lane.logo) ?? (await svgOf(lane.logo)).body;
        safe(body);
        expect(body).toContain(`>${lane.vassalage.split('_')[0]}<`);
        logos.set(lane.logo, body);
      }
      expect(new Set(logos.values()).size).toBe(logos.size);
      expect((await svgOf('/games/vendors/AG.svg')).body).toBe(logos.get('/games/vendors/AG.svg'));
    });

    it.each([
      '/games/icons/RNG/AG/AG-999.svg',
      '/games/icons/RNG/NOPE/AG-001.svg',
      '/games/icons/SPORTS/AG/AG-001.svg',
      '/games/icons/RNG/AG/AG-001.png',
      '/games/icons/RNG/AG/AG-001',
      '/games/vendors/NOPE.svg',
      '/games/vendors/AG.png',
    ])('answers 404 for %s', async (url) => {
      const res = await h.call({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/svg/);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('hot games', () => {
    interface Hot {
      games: Game[];
      rankedAt: string;
    }
    const hot = async (query: string) => {
      const res = await get(`/wps/relay/GCS_hotGames?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      return (res.json() as { value: Hot }).value;
    };
    const md5 = (n: number) => createHash('md5').update(String(n)).digest('hex');
    /** The ranking as the README defines it, computed here from the tables. */
    const expected = async (vassalage: string | null) => {
      const rows = await h.db.query<{ node_id: number; n: number }>(
        `SELECT g.node_id, count(f.account_id)::int AS n FROM games g
         LEFT JOIN game_favourites f ON f.game_id = g.id
         WHERE g.is_game = 'GAME' AND ($1::text IS NULL OR g.vassalage = $1)
         GROUP BY g.node_id`,
        [vassalage],
      );
      return rows
        .sort((a, b) => b.n - a.n || (md5(a.node_id) < md5(b.node_id) ? -1 : 1))
        .slice(0, 24)
        .map((r) => r.node_id);
    };
    const favour = async (username: string, nodeId: number) =>
      h.db.query(
        `INSERT INTO game_favourites (account_id, game_id)
         SELECT a.id, g.id FROM accounts a, games g WHERE a.username = $1 AND g.node_id = $2`,
        [username, nodeId],
      );

    it('answers 24 games of every kind, ranked as documented, cacheable', async () => {
      const value = await hot('merchantCode=TESTMERCHANT&isPlatform=2&platform=W&language=es');
      expect(value.games).toHaveLength(24);
      expect(new Date(value.rankedAt).toISOString()).toBe(value.rankedAt);
      expect(value.games.map((g) => g.nodeId)).toEqual(await expected(null));
      expect(new Set(value.games.map((g) => g.nodeId)).size).toBe(24);
      expect(value.games.every((g) => g.isGame === 'GAME')).toBe(true);
      expect(new Set(value.games.map((g) => g.vassalage)).size).toBeGreaterThan(3);
      const [game] = value.games;
      expect(game?.icon).toBe(
        `/games/icons/${game?.gameType}/${game?.vassalage}/${game?.gameCode}.svg`,
      );
    });

    it('keeps its ranking until refresh is asked for, which ranks favourites first', async () => {
      const before = await hot('vassalage=PT');
      expect(before.games.length).toBeGreaterThan(3);
      expect(before.games.every((g) => g.vassalage === 'PT')).toBe(true);
      expect(before.games.map((g) => g.nodeId)).toEqual(await expected('PT'));
      const [, , third, fourth] = before.games;
      if (!third || !fourth) throw new Error('too few PT games');
      try {
        await favour('agent01', fourth.nodeId);
        await favour('agent02', fourth.nodeId);
        await favour('down01', third.nodeId);
        expect(await hot('vassalage=PT')).toEqual(before);
        const refreshed = await hot('vassalage=PT&refresh=true');
        expect(refreshed.games.map((g) => g.nodeId).slice(0, 2)).toEqual([
          fourth.nodeId,
          third.nodeId,
        ]);
        expect(refreshed.games.map((g) => g.nodeId)).toEqual(await expected('PT'));
        expect(refreshed.rankedAt >= before.rankedAt).toBe(true);
        // The refreshed ranking is the one kept from now on.
        expect(await hot('vassalage=PT&refresh=false')).toEqual(refreshed);
      } finally {
        await h.db.query(
          `DELETE FROM game_favourites WHERE account_id IN
             (SELECT id FROM accounts WHERE username IN ('agent01', 'agent02', 'down01'))`,
        );
      }
      expect((await hot('vassalage=NOPE')).games).toEqual([]);
    });

    it('names the games in the asked language, in Spanish otherwise', async () => {
      const es = await hot('vassalage=ISB');
      const en = await hot('vassalage=ISB&language=EN');
      const ptBr = await hot('vassalage=ISB&language=pt-BR');
      expect(en.games.map((g) => g.nodeId)).toEqual(es.games.map((g) => g.nodeId));
      expect(es.games.every((g) => g.displayName.startsWith('Tragamonedas '))).toBe(true);
      expect(en.games.every((g) => g.displayName.endsWith(' Slots'))).toBe(true);
      expect(ptBr.games.map((g) => g.displayName)).toEqual(es.games.map((g) => g.displayName));
    });

    it.each([
      ['isPlatform=1', 'isPlatform'],
      ['isPlatform=two', 'isPlatform'],
      ['vassalage=a%20b', 'vassalage'],
      ['language=english!', 'language'],
      ['refresh=maybe', 'refresh'],
      ['platform=a%20b', 'platform'],
    ])('refuses %s, naming %s, and is not cached', async (query, field) => {
      const res = await get(`/wps/relay/GCS_hotGames?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().message).toContain(`query ${field}:`);
      expect(Object.keys(res.json().value.fields)).toEqual([field]);
    });

    it('refuses a merchantCode that is not the operator’s', async () => {
      const res = await get('/wps/relay/GCS_hotGames?merchantCode=OTHER');
      expect(res.statusCode).toBe(403);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({ value: { fields: { merchantCode: 'unknown merchant' } } });
    });
  });

  describe('recent games', () => {
    interface Recent extends Game {
      playedAt: string;
    }
    const recent = async (token: string, query = '') => {
      const res = await get(`/wps/relay/GCS_recentGames${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { value: { games: Recent[] } }).value.games;
    };
    /** Records that `username` opened the game `nodeId` `minutesAgo` minutes ago. */
    const played = (username: string, nodeId: number, minutesAgo: number) =>
      h.db.query(
        `INSERT INTO game_recent (account_id, game_id, played_at)
         SELECT a.id, g.id, now() - make_interval(mins => $3) FROM accounts a, games g
         WHERE a.username = $1 AND g.node_id = $2
         ON CONFLICT (account_id, game_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
        [username, nodeId, minutesAgo],
      );

    it('answers 401 without a token', async () => {
      const res = await get('/wps/relay/GCS_recentGames');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('reads an account’s recent games newest first, limited, and no one else’s', async () => {
      const down01 = await login(h, 'down01', 'Down1234');
      const down02 = await login(h, 'down02', 'Down1234');
      expect(await recent(down01)).toEqual([]);
      const games = (await list('gameType=FISH&pageSize=6')).games.map((g) => g.nodeId);
      const [a, b, c, d, e, f] = games;
      if (f === undefined || a === undefined || b === undefined) throw new Error('few FISH games');
      // Inserted out of order: minutes ago 30, 5, 50, 1, 20; a second open of a moves it up.
      for (const [nodeId, ago] of [
        [a, 30],
        [b, 5],
        [c, 50],
        [d, 1],
        [e, 20],
      ] as const)
        await played('down01', nodeId ?? 0, ago);
      await played('down02', f, 2);
      await played('down02', b, 3);

      const all = await recent(down01, '?clientType=3&platform=W&language=en');
      expect(all.map((g) => g.nodeId)).toEqual([d, b, e, a, c]);
      expect(all.every((g) => g.displayName.endsWith(' Fishing'))).toBe(true);
      const times = all.map((g) => Date.parse(g.playedAt));
      expect(times).toEqual([...times].sort((x, y) => y - x));
      expect(Date.now() - (times[0] ?? 0)).toBeGreaterThanOrEqual(55_000);
      expect(Date.now() - (times[0] ?? 0)).toBeLessThan(5 * 60_000);
      expect(all[0]?.icon).toBe(`/games/icons/FISH/${all[0]?.vassalage}/${all[0]?.gameCode}.svg`);

      expect((await recent(down01, '?limitNum=2')).map((g) => g.nodeId)).toEqual([d, b]);
      await played('down01', a, 0);
      const again = await recent(down01, '?limitNum=3');
      expect(again.map((g) => g.nodeId)).toEqual([a, d, b]);
      expect(again[0]?.displayName).toMatch(/^Pesca /);

      expect((await recent(down02)).map((g) => g.nodeId)).toEqual([f, b]);
      const vip = await login(h, 'vip01', 'Vip12345');
      expect(await recent(vip)).toEqual([]);
    });

    it.each([
      ['limitNum=0', 'limitNum'],
      ['limitNum=51', 'limitNum'],
      ['limitNum=all', 'limitNum'],
      ['language=english!', 'language'],
    ])('refuses %s, naming %s', async (query, field) => {
      const token = await login(h, 'down01', 'Down1234');
      const res = await get(`/wps/relay/GCS_recentGames?${query}`, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(`query ${field}:`);
      expect(Object.keys(res.json().value.fields)).toEqual([field]);
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
      expect(page.games.every((g) => g.displayName.endsWith(' Fishing'))).toBe(true);
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
