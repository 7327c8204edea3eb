import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGames } from '../db/seed/catalogue';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';
import { expectSafeSvg as safe } from '../test/svg';
import { gameArt } from './artwork';

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

const seededEn = (nodeId: number) => demoGames().find((g) => g.nodeId === nodeId)?.names.en ?? '';

describe.each(BACKENDS)('game artwork, hot and recent games on %s', (kind) => {
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
      // The (Spanish) name is its title and the text of its band, and it is drawn by its theme.
      expect(first.body).toContain(`<title>${a.displayName}</title>`);
      expect(first.body).toContain(`>${a.displayName}</text>`);
      expect(first.body).toBe(
        gameArt({
          nodeId: a.nodeId,
          vassalage: 'PT',
          gameType: 'RNG',
          name: a.displayName,
          names: [a.displayName, seededEn(a.nodeId)],
        }),
      );
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

    it('draws a tile from every name of the game, and from bad names still a tile', async () => {
      const url = '/games/icons/FISH/CQ9/CQ9-002.svg';
      const [row] = await h.db.query<{ node_id: number }>(
        `UPDATE games SET names = '{"es":"Clásico","en":"Golden Dragon"}'
         WHERE game_type = 'FISH' AND vassalage = 'CQ9' AND game_code = 'CQ9-002' RETURNING node_id`,
      );
      const game = {
        nodeId: row?.node_id ?? 0,
        vassalage: 'CQ9',
        gameType: 'FISH',
        name: 'Clásico',
      };
      const body = (await svgOf(url)).body;
      expect(body).toBe(gameArt({ ...game, names: ['Golden Dragon', 'Clásico'] }));
      expect(body).not.toBe(gameArt(game));
      // A name that is no text (an operator's mistake) is left out of the words, not a 500.
      await h.db.query(
        `UPDATE games SET names = '{"es":"Clásico","en":7,"fr":null}'
         WHERE game_type = 'FISH' AND vassalage = 'CQ9' AND game_code = 'CQ9-002'`,
      );
      expect((await svgOf(url)).body).toBe(gameArt(game));
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
      const seeded = new Map(demoGames().map((g) => [g.nodeId, g.names]));
      expect(es.games.map((g) => g.displayName)).toEqual(
        es.games.map((g) => seeded.get(g.nodeId)?.es),
      );
      expect(en.games.map((g) => g.displayName)).toEqual(
        en.games.map((g) => seeded.get(g.nodeId)?.en),
      );
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
      const seeded = new Map(demoGames().map((g) => [g.nodeId, g.names]));
      expect(all.map((g) => g.displayName)).toEqual(all.map((g) => seeded.get(g.nodeId)?.en));
      const times = all.map((g) => Date.parse(g.playedAt));
      expect(times).toEqual([...times].sort((x, y) => y - x));
      expect(Date.now() - (times[0] ?? 0)).toBeGreaterThanOrEqual(55_000);
      expect(Date.now() - (times[0] ?? 0)).toBeLessThan(5 * 60_000);
      expect(all[0]?.icon).toBe(`/games/icons/FISH/${all[0]?.vassalage}/${all[0]?.gameCode}.svg`);

      expect((await recent(down01, '?limitNum=2')).map((g) => g.nodeId)).toEqual([d, b]);
      await played('down01', a, 0);
      const again = await recent(down01, '?limitNum=3');
      expect(again.map((g) => g.nodeId)).toEqual([a, d, b]);
      expect(again[0]?.displayName).toBe(seeded.get(a)?.es);

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
});
