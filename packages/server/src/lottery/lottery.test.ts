import { LOTTERY_PLAY_PREFIX, LOTTERY_RULES, lotteryRtp } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceCents } from '../ledger/ledger';
import { runDueDraws } from './draws';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

const BASE = 60;

interface LotteryGame {
  gameCode: string;
  vassalage: string;
  balls: number;
  minNumber: number;
  maxNumber: number;
  pick: number;
  rtp: number;
  drawSeconds: number;
  nextIssue: string;
  nextDrawAt: string;
  latest: { issue: string; numbers: string[]; openedAt: string } | null;
}
interface Ticket {
  ticketId: number;
  gameCode: string;
  issue: string;
  drawAt: string;
  numbers: string[];
  stake: number;
  status: string;
  matched: number | null;
  prize: number;
  drawnNumbers: string[] | null;
}

describe.each(BACKENDS)('lottery on %s', (kind) => {
  let h: Harness;
  let demo: string;
  let demoId: number;
  beforeAll(async () => {
    h = await startHarness(kind);
    demo = await login(h, 'demo01', 'Demo1234');
    const [row] = await h.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE username_key = 'demo01'",
    );
    demoId = row?.id ?? 0;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const get = (url: string, token?: string) =>
    h.call({ method: 'GET', url, ...(token ? { token } : {}) });
  const ok = <T>(res: { statusCode: number; body: string; json(): unknown }): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const launch = (token: string, query: Record<string, string> = {}) =>
    get(
      `/wps/relay/GCS_lottoLaunch?${new URLSearchParams({
        lottoArea: 'VN',
        launchMode: 'LOTT',
        prizeMode: 'ELOTT',
        gameCode: 'VN-SOUTH',
        view: 'betting',
        device: 'WEB',
        backUrl: '/vnLottery',
        language: 'en',
        ...query,
      })}`,
      token,
    );
  /** Launches and opens the page; answers the page's game-session token. */
  const openPage = async (token = demo, query: Record<string, string> = {}) => {
    const { gameUrl } = ok<{ gameUrl: string }>(await launch(token, query));
    const page = await h.call({ method: 'GET', url: gameUrl, merchant: null });
    expect(page.statusCode, page.body).toBe(200);
    const match = /<meta name="game-session" content="([A-Za-z0-9_-]+)">/u.exec(page.body);
    if (!match?.[1]) throw new Error('no game session in the page');
    return match[1];
  };
  const pageCall = (
    session: string | undefined,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) =>
    h.call({
      method,
      url,
      merchant: null,
      headers: session ? { 'x-game-session': session } : {},
      ...(payload ? { payload } : {}),
    });

  describe('menus and opened numbers', () => {
    it('lists the Vietnamese lotto games by default with their rule, RTP and next draw', async () => {
      const value = ok<{ prizeMode: string; games: LotteryGame[] }>(
        await get('/lgw/vn/games/game_menu?device=WEB&language=en'),
      );
      expect(value.prizeMode).toBe('ELOTT');
      expect(value.games.map((g) => g.gameCode)).toEqual([
        'VN-NORTH',
        'VN-CENTRAL',
        'VN-SOUTH',
        'VN-FAST',
      ]);
      for (const g of value.games) {
        const rule = LOTTERY_RULES[g.gameCode];
        expect(g).toMatchObject({
          vassalage: 'TCG_LOTTO_VN',
          balls: rule?.balls,
          pick: rule?.pick,
          rtp: rule ? lotteryRtp(rule) : -1,
          drawSeconds: (rule?.every ?? 0) * BASE,
        });
        expect(Date.parse(g.nextDrawAt)).toBeGreaterThan(Date.now());
        expect(Date.parse(g.nextDrawAt) % (g.drawSeconds * 1000)).toBe(0);
      }
      expect(value.games[2]).toMatchObject({ displayName: 'Southern Lottery', rtp: 0.9091 });
      const sea = ok<{ games: LotteryGame[] }>(await get('/lgw/vn/games/game_menu?prizeMode=SEA'));
      expect(sea.games.map((g) => g.gameCode)).toEqual(['SEA-DAILY', 'SEA-WEEKLY', 'SEA-FAST']);
      expect(sea.games[0]?.latest).toBeNull();
    });

    it('refuses a bad prize mode and a call without the merchant', async () => {
      const bad = await get('/lgw/vn/games/game_menu?prizeMode=XX');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(bad.json().message).toContain('prizeMode');
      const noMerchant = await h.call({
        method: 'GET',
        url: '/lgw/vn/games/game_menu',
        merchant: null,
      });
      expect(noMerchant.statusCode).toBe(403);
      expect(noMerchant.json()).toMatchObject({ code: 'MERCHANT_INVALID' });
    });

    it('answers the numbers the schedule drew, newest first, padded to the game', async () => {
      const t0 = Date.UTC(2030, 0, 1, 12, 0, 0);
      for (const minutes of [0, 5, 10])
        await runDueDraws(h.db, new Date(t0 + minutes * 60_000), { baseSeconds: BASE });
      const all = ok<{ draws: { gameCode: string; issue: string; numbers: string[] }[] }>(
        await get('/lgw/vn/numeros/opened/game'),
      );
      expect(all.draws.map((d) => d.gameCode)).toEqual([
        'VN-NORTH',
        'VN-CENTRAL',
        'VN-SOUTH',
        'VN-FAST',
      ]);
      for (const d of all.draws) {
        expect(d.issue).toBe('20300101-121000');
        expect(d.numbers).toHaveLength(10);
        for (const n of d.numbers) expect(n).toMatch(/^\d\d$/u);
        expect(new Set(d.numbers).size).toBe(10);
      }
      const south = ok<{ draws: { issue: string; openedAt: string }[] }>(
        await get('/lgw/vn/numeros/opened/game?gameCode=VN-SOUTH&limitNum=5'),
      );
      expect(south.draws.map((d) => d.issue)).toEqual([
        '20300101-121000',
        '20300101-120500',
        '20300101-120000',
      ]);
      expect(south.draws[0]?.openedAt).toBe('2030-01-01T12:10:00.000Z');
      const menu = ok<{ games: LotteryGame[] }>(await get('/lgw/vn/games/game_menu'));
      expect(menu.games[0]?.latest?.issue).toBe('20300101-121000');

      const other = await get('/lgw/vn/numeros/opened/game?gameCode=11X5');
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('gameCode: no lottery game 11X5 in prize mode ELOTT');
      expect((await get('/lgw/vn/numeros/opened/game?limitNum=0')).statusCode).toBe(400);
      expect((await get('/lgw/vn/numeros/opened/game?gameCode=vn%20south')).statusCode).toBe(400);
    });

    it('answers the opened numbers of every lottery game to a logged-in player only', async () => {
      const none = await get('/lotto/lgw/games/opened/numero');
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const noMerchant = await h.call({
        method: 'GET',
        url: '/lotto/lgw/games/opened/numero',
        token: demo,
        merchant: null,
      });
      expect(noMerchant.statusCode).toBe(403);
      const res = await get('/lotto/lgw/games/opened/numero', demo);
      expect(res.headers['cache-control']).toBe('no-store');
      const all = ok<{ draws: { gameCode: string }[] }>(res);
      expect(all.draws.map((d) => d.gameCode).sort()).toEqual(Object.keys(LOTTERY_RULES).sort());
      const elevens = ok<{ draws: { numbers: string[] }[] }>(
        await get('/lotto/lgw/games/opened/numero?gameCode=11X5&limitNum=2', demo),
      );
      expect(elevens.draws).toHaveLength(2);
      for (const n of elevens.draws[0]?.numbers ?? []) expect(Number(n)).toBeGreaterThanOrEqual(1);
      expect(elevens.draws[0]?.numbers).toHaveLength(5);
      expect(elevens.draws[0]?.numbers.every((n) => /^\d\d$/u.test(n))).toBe(true);
      expect((await get('/lotto/lgw/games/opened/numero?gameCode=NOPE', demo)).statusCode).toBe(
        404,
      );
      expect((await get('/lotto/lgw/games/opened/numero?limitNum=99', demo)).statusCode).toBe(400);
    });
  });

  describe('launch and the lottery page', () => {
    it('refuses a launch without a token, to a trial account and with bad input', async () => {
      const none = await launch('');
      expect(none.statusCode).toBe(401);
      const free = await h.call({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: { os: 'linux', platform: 'W' },
      });
      const trial = (free.json() as { value: { token: string } }).value.token;
      const refused = await launch(trial);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'TRIAL_FORBIDDEN',
        message: 'in_need_true_account',
      });
      const badView = await launch(demo, { view: 'casino' });
      expect(badView.statusCode).toBe(400);
      expect(badView.json().message).toContain('view');
      expect((await launch(demo, { lottoArea: 'TH' })).statusCode).toBe(400);
      expect((await launch(demo, { backUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
      const wrongGame = await launch(demo, { gameCode: 'SEA-FAST' });
      expect(wrongGame.statusCode).toBe(404);
      expect(wrongGame.json().message).toBe(
        'gameCode: no lottery game SEA-FAST in prize mode ELOTT',
      );
    });

    it('lists the lottery games the player launched, the latest first', async () => {
      expect((await get('/lgw/vn/games/game_menu/recent')).statusCode).toBe(401);
      const [vip] = await h.db.query<{ id: number }>(
        "SELECT id FROM accounts WHERE username_key = 'vip01'",
      );
      const token = await login(h, 'vip01', 'Vip12345');
      const empty = ok<{ games: LotteryGame[] }>(
        await get('/lgw/vn/games/game_menu/recent', token),
      );
      expect(empty.games).toEqual([]);
      ok(await launch(token, { gameCode: 'VN-NORTH' }));
      ok(await launch(token, { gameCode: 'SEA-FAST', prizeMode: 'SEA' }));
      // A later launch moves VN-FAST above VN-NORTH; the clock of game_recent is the database's.
      await h.db.query(
        "UPDATE game_recent SET played_at = played_at - interval '1 minute' WHERE account_id = $1",
        [vip?.id],
      );
      ok(await launch(token, { gameCode: 'VN-FAST' }));
      const vn = ok<{ prizeMode: string; games: LotteryGame[] }>(
        await get('/lgw/vn/games/game_menu/recent?language=en', token),
      );
      expect(vn.prizeMode).toBe('ELOTT');
      expect(vn.games.map((g) => g.gameCode)).toEqual(['VN-FAST', 'VN-NORTH']);
      const sea = ok<{ games: LotteryGame[] }>(
        await get('/lgw/vn/games/game_menu/recent?prizeMode=SEA', token),
      );
      expect(sea.games.map((g) => g.gameCode)).toEqual(['SEA-FAST']);
      expect((await get('/lgw/vn/games/game_menu/recent?prizeMode=X', token)).statusCode).toBe(400);
    });

    it('answers a single-use ticket address, records the game as recent, and serves the page', async () => {
      const res = await launch(demo, { view: 'lobby' });
      const { gameUrl, expiresAt } = ok<{ gameUrl: string; expiresAt: string }>(res);
      expect(gameUrl.startsWith(LOTTERY_PLAY_PREFIX)).toBe(true);
      expect(gameUrl).toMatch(/\?view=lobby$/u);
      expect(gameUrl).not.toContain(demo);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(61_000);
      const recent = ok<{ games: { gameCode: string }[] }>(
        await get('/wps/relay/GCS_recentGames', demo),
      );
      expect(recent.games[0]?.gameCode).toBe('VN-SOUTH');

      const page = await h.call({ method: 'GET', url: gameUrl, merchant: null });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/u);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('src="/demo/lottery/assets/lottery.js"');
      expect(page.body).toContain('href="/vnLottery"');
      expect(page.body).toContain('"view":"lobby"');
      // Every script element is a file or a data block: nothing inline runs.
      for (const m of page.body.matchAll(/<script([^>]*)>/gu))
        expect(m[1]).toMatch(/src=|type="application\/json"/u);

      const again = await h.call({ method: 'GET', url: gameUrl, merchant: null });
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain('This game link has expired');
      const unknown = await h.call({
        method: 'GET',
        url: `${LOTTERY_PLAY_PREFIX}${'x'.repeat(43)}`,
        merchant: null,
      });
      expect(unknown.statusCode).toBe(410);
      expect(unknown.body).toContain('<html lang="es">');

      const js = await h.call({
        method: 'GET',
        url: '/demo/lottery/assets/lottery.js',
        merchant: null,
      });
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toContain('text/javascript');
      expect(js.body).toContain('/demo/lottery/api/tickets');
      const css = await h.call({
        method: 'GET',
        url: '/demo/lottery/assets/lottery.css',
        merchant: null,
      });
      expect(css.headers['content-type']).toContain('text/css');
    });

    it('answers the page state to its game session only', async () => {
      const none = await pageCall(undefined, 'GET', '/demo/lottery/api/state');
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'TICKET_INVALID' });
      const session = await openPage(demo, { language: 'es' });
      const res = await pageCall(session, 'GET', '/demo/lottery/api/state');
      expect(res.headers['cache-control']).toBe('no-store');
      const state = ok<{ balance: number; games: LotteryGame[]; tickets: Ticket[] }>(res);
      expect(state.balance).toBe((await balanceCents(h.db, demoId)) / 100);
      expect(state.games.map((g) => g.gameCode)).toEqual([
        'VN-NORTH',
        'VN-CENTRAL',
        'VN-SOUTH',
        'VN-FAST',
      ]);
      expect(state.games[2]).toMatchObject({
        gameCode: 'VN-SOUTH',
        displayName: 'Lotería del Sur',
      });
      expect(Array.isArray(state.tickets)).toBe(true);
    });
  });
});
