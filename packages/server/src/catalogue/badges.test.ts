// The HOT and NEW tags of the games (issue 23): NEW for a game added within NEW_GAME_DAYS days (the
// demo's MXWIN games, added after the first catalogue), HOT for the hot list's first
// HOT_BADGE_LIMIT games that someone favours; on every list of games the server answers, and on
// no other game.
import { HOT_BADGE_LIMIT, NEW_GAME_DAYS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGames } from '../db/seed/catalogue';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

interface Game {
  nodeId: number;
  vassalage: string;
  gameType: string;
  gameCode: string;
  badge?: string;
}

describe.each(BACKENDS)('the HOT and NEW tags of the games on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const games = async (url: string, token?: string): Promise<Game[]> => {
    const res = await h.call({ method: 'GET', url, ...(token ? { token } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: { games: Game[] } }).value.games;
  };
  /** The tag of each game of a list that has one, by nodeId. */
  const tags = (list: Game[]) =>
    Object.fromEntries(list.filter((g) => 'badge' in g).map((g) => [g.nodeId, g.badge]));
  /** The games of a list tagged HOT. */
  const hotOf = (list: Game[]) =>
    list
      .filter((g) => g.badge === 'HOT')
      .map((g) => g.nodeId)
      .sort();
  const slots = demoGames().filter((g) => g.gameType === 'RNG' && g.isGame === 'GAME');
  const mxwin = demoGames().filter((g) => g.gameType === 'MXWIN');
  const setAdded = (nodeId: number, daysAgo: number | null) =>
    h.db.query(
      `UPDATE games SET added_at = CASE WHEN $2::int IS NULL THEN NULL
         ELSE now() - make_interval(days => $2::int) END WHERE node_id = $1`,
      [nodeId, daysAgo],
    );

  it('tags NEW the games added within the window: the demo MXWIN games, none of the first catalogue', async () => {
    const added = await games('/wps/relay/GCS_gameList?gameType=MXWIN');
    expect(added.map((g) => g.nodeId)).toEqual(mxwin.map((g) => g.nodeId));
    expect(added.every((g) => g.badge === 'NEW')).toBe(true);
    for (const type of ['RNG', 'LIVE', 'FISH', 'PVP'])
      expect(tags(await games(`/wps/relay/GCS_gameList?gameType=${type}&pageSize=100`))).toEqual(
        {},
      );

    const [young, old] = slots;
    const [undated] = mxwin;
    if (!young || !old || !undated) throw new Error('too few demo games');
    try {
      await setAdded(young.nodeId, NEW_GAME_DAYS - 1);
      await setAdded(old.nodeId, NEW_GAME_DAYS + 1);
      await setAdded(undated.nodeId, null);
      const page = await games(
        `/wps/relay/GCS_gameList?gameType=RNG&vassalage=${young.vassalage}&pageSize=100`,
      );
      expect(tags(page)).toEqual({ [young.nodeId]: 'NEW' });
      expect(tags(await games('/wps/relay/GCS_gameList?gameType=MXWIN'))).toEqual(
        Object.fromEntries(mxwin.slice(1).map((g) => [g.nodeId, 'NEW'])),
      );
      // The search's newest first: the dated games by their date, then the first catalogue's.
      const newest = await games(
        `/wps/relay/GCS_gameSearch?keyword=${young.vassalage}-0&sort=new&pageSize=100`,
      );
      expect(newest[0]).toMatchObject({ nodeId: young.nodeId, badge: 'NEW' });
      expect(newest[1]?.nodeId).toBe(old.nodeId);
      expect(newest[1]).not.toHaveProperty('badge');
      const undatedOrder = newest.slice(2).map((g) => g.nodeId);
      expect(undatedOrder.length).toBeGreaterThan(10);
      expect(undatedOrder).toEqual([...undatedOrder].sort((a, b) => b - a));
    } finally {
      await setAdded(young.nodeId, null);
      await setAdded(old.nodeId, null);
      await h.db.query(
        `UPDATE games SET added_at = (SELECT max(added_at) FROM games WHERE game_type = 'MXWIN')
         WHERE node_id = $1`,
        [undated.nodeId],
      );
    }
  });

  it('tags HOT the most favourited few, before NEW, on every list of games', async () => {
    const accounts = ['agent01', 'agent02', 'down01', 'down02'];
    // Favourites by how many accounts: an MXWIN game (NEW as well) among the most favourited,
    // and one more game than are tagged, favoured least.
    const favoured = [
      slots[0],
      mxwin[1],
      slots[25],
      slots[50],
      slots[75],
      slots[100],
      slots[125],
    ].map((g) => g?.nodeId ?? 0);
    const counts = [4, 3, 3, 2, 2, 2, 1];
    expect(favoured).toHaveLength(HOT_BADGE_LIMIT + 1);
    const hotIds = favoured.slice(0, HOT_BADGE_LIMIT);
    const least = favoured[HOT_BADGE_LIMIT] ?? 0;
    const hot = Object.fromEntries(hotIds.map((id) => [id, 'HOT']));

    expect(hotOf(await games('/wps/relay/GCS_hotGames?refresh=true'))).toEqual([]);
    try {
      for (const [i, nodeId] of favoured.entries())
        for (const username of accounts.slice(0, counts[i]))
          await h.db.query(
            `INSERT INTO game_favourites (account_id, game_id)
             SELECT a.id, g.id FROM accounts a, games g WHERE a.username = $1 AND g.node_id = $2`,
            [username, nodeId],
          );

      // The hot list, of every vendor: its first games are the favoured ones, HOT but the last.
      const ranked = await games('/wps/relay/GCS_hotGames?refresh=true&language=en');
      expect(
        ranked
          .slice(0, favoured.length)
          .map((g) => g.nodeId)
          .sort(),
      ).toEqual([...favoured].sort());
      expect(hotOf(ranked)).toEqual([...hotIds].sort());
      expect(ranked.find((g) => g.nodeId === least)).not.toHaveProperty('badge');
      // Of one vendor: the same tags, the game's standing in the whole catalogue.
      const mxw = await games('/wps/relay/GCS_hotGames?refresh=true&vassalage=MXW');
      expect(tags(mxw)).toEqual(
        Object.fromEntries(
          mxwin.map((g) => [g.nodeId, g.nodeId === mxwin[1]?.nodeId ? 'HOT' : 'NEW']),
        ),
      );

      // The game lists, the search, the popular list, and a member's favourites and recent games.
      const listed = (
        await Promise.all(
          ['RNG', 'MXWIN'].map((type) =>
            games(`/wps/relay/GCS_gameList?gameType=${type}&pageSize=100`),
          ),
        )
      ).flat();
      const pages = await Promise.all(
        [...new Set(slots.filter((g) => favoured.includes(g.nodeId)).map((g) => g.vassalage))].map(
          (v) => games(`/wps/relay/GCS_gameList?gameType=RNG&vassalage=${v}&pageSize=100`),
        ),
      );
      for (const list of [listed, ...pages])
        for (const g of list)
          expect(g.badge, `${g.nodeId}`).toBe(
            hot[g.nodeId] ?? (g.gameType === 'MXWIN' ? 'NEW' : undefined),
          );
      const code = slots[0]?.gameCode ?? '';
      const found = await games(`/wps/relay/GCS_gameSearch?keyword=${code}&gameType=RNG`);
      expect(found.find((g) => g.nodeId === favoured[0])).toMatchObject({ badge: 'HOT' });
      expect(
        tags(await games(`/wps/relay/GCS_popular?gameType=MXWIN&limitNum=${mxwin.length}`)),
      ).toEqual(
        Object.fromEntries(
          mxwin.map((g) => [g.nodeId, g.nodeId === mxwin[1]?.nodeId ? 'HOT' : 'NEW']),
        ),
      );
      const mine = await games(
        '/wps/relay/GCS_favouriteList',
        await login(h, 'agent01', 'Agent1234'),
      );
      expect(mine.map((g) => g.nodeId).sort()).toEqual([...favoured].sort());
      expect(tags(mine)).toEqual(hot);
      const token = await login(h, 'down02', 'Down1234');
      await h.db.query(
        `INSERT INTO game_recent (account_id, game_id)
         SELECT a.id, g.id FROM accounts a, games g
         WHERE a.username = 'down02' AND g.node_id = ANY($1::int[])`,
        [[least, favoured[0]]],
      );
      const recent = await games('/wps/relay/GCS_recentGames', token);
      expect(recent.map((g) => g.nodeId).sort()).toEqual([least, favoured[0]].sort());
      expect(tags(recent)).toEqual({ [favoured[0] ?? 0]: 'HOT' });
    } finally {
      await h.db.query(
        `DELETE FROM game_favourites WHERE account_id IN
           (SELECT id FROM accounts WHERE username = ANY($1::text[]))`,
        [accounts],
      );
      await h.db.query(
        `DELETE FROM game_recent WHERE account_id = (SELECT id FROM accounts WHERE username = 'down02')`,
      );
    }
    expect(tags(await games('/wps/relay/GCS_gameList?gameType=RNG&pageSize=100'))).toEqual({});
  });
});
