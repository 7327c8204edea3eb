// The game search (gameSearch): a name in the asked language (else Spanish) or a code, whatever
// the accents and case; sorted by popularity, newest or name; bingo only where offered, never the
// lottery games; what is no search (too short, too long, an unknown order) is a field message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

interface Page {
  games: {
    nodeId: number;
    gameCode: string;
    displayName: string;
    gameType: string;
    gameClassify: string | null;
  }[];
  total: number;
  totalPages: number;
}

describe.each(BACKENDS)('the game search on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const search = async (query: Record<string, string>) => {
    const res = await h.call({
      method: 'GET',
      url: `/wps/relay/GCS_gameSearch?${new URLSearchParams(query)}`,
    });
    return res;
  };
  const found = async (query: Record<string, string>): Promise<Page> => {
    const res = await search({ pageSize: '100', ...query });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: Page }).value;
  };
  const names = (page: Page) => page.games.map((g) => g.displayName);
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

  it('finds names whatever their accents and case, in the asked language, and codes', async () => {
    const salon = await found({ keyword: 'salon' });
    expect(salon.total).toBeGreaterThan(1);
    expect(names(salon).every((n) => n.startsWith('Salón '))).toBe(true);
    for (const keyword of ['SALÓN', 'sAlÒn', '  salón  '])
      expect((await found({ keyword })).total, keyword).toBe(salon.total);
    const esports = await found({ keyword: 'deportes electronicos' });
    expect(esports.total).toBeGreaterThan(0);
    expect(esports.games.every((g) => g.gameType === 'ESPORTS')).toBe(true);
    // In English the same tables are "… Lobby": the Spanish word finds nothing there.
    expect((await found({ keyword: 'salon', language: 'en' })).total).toBe(0);
    expect((await found({ keyword: 'lobby', language: 'en' })).total).toBe(salon.total);
    // A code, and one game type only.
    const [game] = (await found({ keyword: 'salon' })).games;
    const byCode = await found({ keyword: game!.gameCode.toLowerCase() });
    expect(byCode.games.map((g) => g.nodeId)).toContain(game!.nodeId);
    const slots = await found({ keyword: 'dragon', gameType: 'RNG' });
    expect(slots.total).toBeGreaterThan(0);
    expect(
      slots.games.every((g) => g.gameType === 'RNG' && g.displayName.startsWith('Dragón ')),
    ).toBe(true);
    expect((await found({ keyword: 'dragon' })).total).toBeGreaterThan(slots.total);
    expect((await found({ keyword: 'dragon', gameType: 'SPORTS' })).total).toBe(0);
    // Never the lottery games: they have pages of their own.
    expect((await found({ keyword: 'loteria' })).total).toBe(0);
  });

  it('finds bingo only while language TY is offered', async () => {
    // Every slot vendor's tenth game (code …-010) is a bingo game.
    const bingo = async () =>
      (await found({ keyword: '010' })).games.some((g) => g.gameClassify === 'BG');
    try {
      await runCli(h.db, ['languages', 'es', 'en']);
      expect(await bingo()).toBe(false);
      await runCli(h.db, ['languages', 'es', 'en', 'ty']);
      expect(await bingo()).toBe(true);
    } finally {
      // Every language of the platform again, as before the test.
      await h.db.query("DELETE FROM settings WHERE key = 'languages'");
    }
  });

  it('sorts by name, newest first, and most favourited first', async () => {
    const byName = names(await found({ keyword: 'dragon', sort: 'name' }));
    expect(byName.length).toBeGreaterThan(10);
    expect(byName.map(fold)).toEqual([...byName.map(fold)].sort((a, b) => a.localeCompare(b)));
    const newest = (await found({ keyword: 'dragon', sort: 'new' })).games.map((g) => g.nodeId);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    // A game the players favourite comes first among the popular.
    const last = newest[newest.length - 1]!;
    const token = await login(h, 'demo01', 'Demo1234');
    const added = await h.call({
      method: 'POST',
      url: '/wps/relay/GCS_favourite',
      payload: { nodeId: last },
      token,
    });
    expect(added.statusCode, added.body).toBe(200);
    const popular = await found({ keyword: 'dragon', sort: 'popular' });
    expect(popular.games[0]?.nodeId).toBe(last);
  });

  it('pages the results and says how many there are', async () => {
    const all = await found({ keyword: 'dragon' });
    const first = await found({ keyword: 'dragon', pageSize: '5' });
    expect(first.games).toHaveLength(5);
    expect(first.totalPages).toBe(Math.ceil(all.total / 5));
    const second = await found({ keyword: 'dragon', pageSize: '5', pageNo: '2' });
    expect(second.games.map((g) => g.nodeId)).toEqual(all.games.slice(5, 10).map((g) => g.nodeId));
  });

  it('answers what is no search with a field message, and hostile text with no games', async () => {
    for (const keyword of ['a', ' ', '%%', '__', '-!', 'x'.repeat(51)]) {
      const res = await search({ keyword });
      expect(res.statusCode, keyword).toBe(400);
      expect(res.json(), keyword).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    expect((await search({ keyword: 'salon', sort: 'random' })).statusCode).toBe(400);
    expect((await search({})).statusCode).toBe(400);
    for (const keyword of ["' OR 1=1 --", '50%_off', 'a\\b', '%salon%', 'ñandú 🎰'])
      expect((await found({ keyword })).total, keyword).toBe(0);
  });
});
