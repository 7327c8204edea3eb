import { GAME_SESSION_HEADER } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGames } from '../db/seed/catalogue';
import { DEMO_PROMOTIONS, DEMO_WINNERS } from '../db/seed/content';
import { post } from '../ledger/ledger';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

interface Page {
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
interface WinnerItem {
  customerName: string;
  winAmount: number;
  gameName: string;
  nodeId: number;
  gameType: string;
  wonAt: string;
}

/** The names the seed gives a demo slot game (by its code). */
const slotName = (gameCode: string) => {
  const game = demoGames().find((g) => g.gameType === 'RNG' && g.gameCode === gameCode);
  if (!game) throw new Error(`no demo slot ${gameCode}`);
  return game.names;
};

describe.each(BACKENDS)(
  'content: promotions, popular games, resources and winners on %s',
  (kind) => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness(kind);
    }, 120_000);
    afterAll(async () => {
      await h?.close();
    });

    const get = (url: string, token?: string) =>
      h.call({ method: 'GET', url, ...(token ? { token } : {}) });
    const value = async <T>(url: string): Promise<T> => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { value: T }).value;
    };
    const expectInvalid = async (url: string, field: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as { code: string; message: string; value: { fields: object } };
      expect(body.code).toBe('VALIDATION');
      expect(Object.keys(body.value.fields)).toContain(field);
      expect(body.message).toContain(field);
    };

    describe('promotions', () => {
      interface PromotionPage extends Page {
        types: { type: string; count: number }[];
        promotions: {
          id: number;
          promoType: string;
          title: string;
          image: string;
          endsAt: string | null;
        }[];
      }

      it('lists the live promotions with the types that have any, filtered by type', async () => {
        const all = await value<PromotionPage>('/wps/relay/GCS_promotions');
        expect(all.total).toBe(DEMO_PROMOTIONS.length);
        expect(all.types).toEqual([
          { type: 'NEW', count: 1 },
          { type: 'DEPOSIT', count: 1 },
          { type: 'REBATE', count: 1 },
          { type: 'VIP', count: 1 },
          { type: 'EVENT', count: 1 },
        ]);
        const race = all.promotions.find((p) => p.promoType === 'EVENT');
        expect(race?.endsAt).not.toBeNull();
        const vip = await value<PromotionPage>('/wps/relay/GCS_promotions?type=VIP&language=en');
        expect(vip.promotions).toHaveLength(1);
        expect(vip).toMatchObject({ total: 1, totalPages: 1 });
        expect(vip.promotions[0]).toMatchObject({ title: 'VIP birthday gift', promoType: 'VIP' });
        const paged = await value<PromotionPage>('/wps/relay/GCS_promotions?pageSize=2&pageNo=3');
        expect(paged).toMatchObject({ total: 5, totalPages: 3 });
        expect(paged.promotions).toHaveLength(1);
      });

      it('draws the card image with the type as a badge in the language', async () => {
        const v = await value<PromotionPage>('/wps/relay/GCS_promotions?type=REBATE&language=en');
        const res = await h.app.inject({ method: 'GET', url: v.promotions[0]?.image ?? '' });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('REBATE');
        expect(res.body).toContain('Unlimited daily rebate');
      });

      it('refuses an unknown type', async () => {
        await expectInvalid('/wps/relay/GCS_promotions?type=CASHBACK', 'type');
      });
    });

    /** Plays one round through the ledger, as the demo game does: one transaction, one bet row. */
    const playRound = async (
      username: string,
      gameCode: string,
      stakeCents: number,
      winCents: number,
    ) => {
      const [who] = await h.db.query<{ id: number }>(
        'SELECT id FROM accounts WHERE username_key = lower($1)',
        [username],
      );
      const [game] = await h.db.query<{ id: number }>(
        "SELECT id FROM games WHERE game_code = $1 AND game_type = 'RNG'",
        [gameCode],
      );
      if (!who || !game) throw new Error('no such player or game');
      const request = { username, gameCode, stakeCents, winCents, n: Math.random() };
      await post(h.db, {
        key: `content-test:${JSON.stringify(request)}`,
        kind: 'round',
        request,
        build: async (tx, transactionId) => {
          await tx.query(
            `INSERT INTO game_bets (transaction_id, account_id, game_id, stake, win)
           VALUES ($1, $2, $3, $4::numeric / 100, $5::numeric / 100)`,
            [transactionId, who.id, game.id, stakeCents, winCents],
          );
          const net = winCents - stakeCents;
          return {
            legs: [
              { wallet: { member: who.id }, cents: net },
              { wallet: 'house', cents: -net },
            ],
            result: { net },
          };
        },
      });
    };

    describe('popular', () => {
      interface PopularGame {
        nodeId: number;
        gameCode: string;
        displayName: string;
        rounds: number;
        players: number;
      }
      it('is full before anything is played, then puts the most played games first', async () => {
        const before = await value<{ games: PopularGame[] }>('/wps/relay/GCS_popular');
        expect(before.games).toHaveLength(12);
        expect(before.games.every((g) => g.rounds === 0)).toBe(true);
        await playRound('demo01', 'MG-002', 100, 0);
        await playRound('demo01', 'MG-002', 100, 50);
        await playRound('vip01', 'MG-002', 100, 300);
        await playRound('vip01', 'TTG-004', 100, 0);
        const after = await value<{ games: PopularGame[] }>(
          '/wps/relay/GCS_popular?limitNum=5&language=en&gameType=RNG',
        );
        expect(after.games).toHaveLength(5);
        expect(after.games[0]).toMatchObject({ gameCode: 'MG-002', rounds: 3, players: 2 });
        expect(after.games[1]).toMatchObject({ gameCode: 'TTG-004', rounds: 1, players: 1 });
        expect(after.games[0]?.displayName).toBe(slotName('MG-002').en);
      });

      it('refuses bad input', async () => {
        await expectInvalid('/wps/relay/GCS_popular?limitNum=0', 'limitNum');
        await expectInvalid('/wps/relay/GCS_popular?limitNum=51', 'limitNum');
        await expectInvalid('/wps/relay/GCS_popular?gameType=SLOTS', 'gameType');
      });
    });

    describe('resources', () => {
      it('answers the resources of the system info, all or by resourceType', async () => {
        const info = await value<{ resources: Record<string, unknown> }>('/wps/system/info');
        const all = await value<{ resources: Record<string, unknown> }>('/wps/relay/GCS_resources');
        expect(all.resources).toEqual(info.resources);
        const apps = await value<{ resources: Record<string, unknown> }>(
          '/wps/relay/GCS_resources?resourceType=APP_IOS,APP_ANDROID',
        );
        expect(Object.keys(apps.resources).sort()).toEqual(['APP_ANDROID', 'APP_IOS']);
        expect(apps.resources['APP_IOS']).toEqual(info.resources['APP_IOS']);
      });

      it('says which resourceType it does not have, and refuses a malformed one', async () => {
        const res = await get('/wps/relay/GCS_resources?resourceType=APP_IOS,APP_WINDOWS');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          code: 'NOT_FOUND',
          value: { fields: { resourceType: 'no resource APP_WINDOWS' } },
        });
        await expectInvalid('/wps/relay/GCS_resources?resourceType=APP IOS', 'resourceType');
      });
    });

    describe('winner board', () => {
      const board = (query: string) =>
        value<{ winners: WinnerItem[] }>(`/wps/relay/GCS_winnerBoard?${query}`);

      it('answers 20 wins sorted by amount, names masked, seeded winners included', async () => {
        const v = await board('gameCategory=ALL&language=es&limitNum=20');
        expect(v.winners).toHaveLength(Math.min(20, DEMO_WINNERS.length + 1));
        const amounts = v.winners.map((w) => w.winAmount);
        expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
        expect(v.winners[0]).toMatchObject({ customerName: 'ca****88', winAmount: 48250 });
        for (const w of v.winners) expect(w.customerName).toContain('****');
        expect(JSON.stringify(v)).not.toContain('carlos88');
      });

      it('shows a large real win from the ledger first, with the game name in the language', async () => {
        await playRound('demo01', 'PNG-002', 500, 9_999_900);
        const v = await board('gameCategory=ALL&language=en&limitNum=20');
        expect(v.winners[0]).toMatchObject({
          customerName: 'de****01',
          winAmount: 99999,
          gameType: 'RNG',
        });
        expect(v.winners[0]?.gameName).toBe(slotName('PNG-002').en);
        const es = await board('language=es');
        expect(es.winners[0]?.gameName).toBe(slotName('PNG-002').es);
        const th = await board('language=th');
        expect(th.winners[0]?.gameName).toBe(es.winners[0]?.gameName);
        // A round lost, or won back less than its stake, is not a win.
        await playRound('vip01', 'PNG-002', 9_000_000, 8_000_000);
        expect((await board('limitNum=50')).winners.some((w) => w.winAmount === 80000)).toBe(false);
      });

      it('leaves out trial accounts', async () => {
        const res = await h.call({
          method: 'POST',
          url: '/wps/session/login/freeplay',
          payload: {},
        });
        expect(res.statusCode, res.body).toBe(200);
        const trial = (res.json() as { value: { account: string } }).value.account;
        await playRound(trial, 'PNG-004', 100, 1_000_000_000);
        const v = await board('limitNum=50');
        expect(v.winners.some((w) => w.winAmount === 10_000_000)).toBe(false);
      });

      it('shows a win played through the API in the demo game, and counts its rounds as popular', async () => {
        const token = await login(h, 'vip01', 'Vip12345');
        const [game] = await h.db.query<{ node_id: number }>(
          "SELECT node_id FROM games WHERE game_type = 'RNG' AND game_code = 'WD-003'",
        );
        const launch = await h.call({
          method: 'POST',
          url: '/wps/game/launchGame',
          token,
          payload: { nodeId: game?.node_id, language: 'en' },
        });
        expect(launch.statusCode, launch.body).toBe(200);
        const page = await h.call({
          method: 'GET',
          url: (launch.json() as { value: { gameUrl: string } }).value.gameUrl,
          merchant: null,
        });
        const session = /<meta name="game-session" content="([^"]+)">/u.exec(page.body)?.[1] ?? '';
        // A round wins more than its stake 1,610 times in 10,000 (the published pay table):
        // 150 rounds find one but for a chance below one in 10^11.
        let won: { win: number; stake: number } | undefined;
        let rounds = 0;
        // At least 5 rounds, so that the game outplays the ones played above for the popular list.
        while ((!won || rounds < 5) && rounds < 150) {
          rounds += 1;
          const res = await h.call({
            method: 'POST',
            url: '/demo/api/round',
            merchant: null,
            headers: { [GAME_SESSION_HEADER]: session },
            payload: { stake: 100, idempotencyKey: `content-board-${rounds}` },
          });
          expect(res.statusCode, res.body).toBe(200);
          const round = (res.json() as { value: { win: number; stake: number } }).value;
          if (!won && round.win > round.stake) won = round;
        }
        expect(won).toBeDefined();
        const v = await board('limitNum=50&language=en');
        expect(v.winners).toContainEqual(
          expect.objectContaining({
            customerName: 'v****1',
            winAmount: won?.win,
            nodeId: game?.node_id,
            gameName: slotName('WD-003').en,
          }),
        );
        const popular = await value<{ games: { nodeId: number; rounds: number }[] }>(
          '/wps/relay/GCS_popular?limitNum=1',
        );
        expect(popular.games[0]).toMatchObject({ nodeId: game?.node_id, rounds });
      });

      it('answers one category and a limit', async () => {
        const live = await board('gameCategory=LIVE&limitNum=50');
        expect(live.winners.length).toBeGreaterThan(0);
        expect(live.winners.every((w) => w.gameType === 'LIVE')).toBe(true);
        expect((await board('limitNum=3')).winners).toHaveLength(3);
        expect((await board('gameCategory=SPORTS')).winners).toEqual([]);
      });

      it("filters by category in SQL on both sides: the players' wins and the showcase's", async () => {
        // Every win there is (fewer than 50): each category's list is exactly its share of it.
        const all = (await board('gameCategory=ALL&limitNum=50&language=en')).winners;
        expect(all.length).toBeLessThan(50);
        // A player's win from the ledger (an RNG round played above) and showcase wins of others.
        expect(all).toContainEqual(expect.objectContaining({ winAmount: 99999, gameType: 'RNG' }));
        for (const category of ['RNG', 'LIVE', 'FISH', 'PVP']) {
          const one = (await board(`gameCategory=${category}&limitNum=50&language=en`)).winners;
          expect(one.length, category).toBeGreaterThan(0);
          expect(one, category).toEqual(all.filter((w) => w.gameType === category));
        }
        // The limit counts the category's own rows, largest first.
        const top = (await board('gameCategory=RNG&limitNum=2&language=en')).winners;
        expect(top).toEqual(all.filter((w) => w.gameType === 'RNG').slice(0, 2));
        expect(top[0]).toMatchObject({ winAmount: 99999, customerName: 'de****01' });
      });

      it('refuses bad input', async () => {
        await expectInvalid('/wps/relay/GCS_winnerBoard?gameCategory=SLOTS', 'gameCategory');
        await expectInvalid('/wps/relay/GCS_winnerBoard?limitNum=51', 'limitNum');
        await expectInvalid('/wps/relay/GCS_winnerBoard?limitNum=ten', 'limitNum');
      });
    });
  },
);
