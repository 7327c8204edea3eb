import { DEMO_RTP, GAME_SESSION_HEADER } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { checkLedger } from '../ledger/ledger';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

interface Round {
  roundId: number;
  stake: number;
  win: number;
  multiplier: number;
  symbols: string[];
  balance: number;
  playedAt: string;
}

describe.each(BACKENDS)('the demo game on %s', (kind) => {
  let h: Harness;
  let token: string;
  let nodeId: number;
  let otherNodeId: number;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await login(h, 'demo01', 'Demo1234');
    const [a, b] = await h.db.query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE is_game = 'GAME' AND game_type = 'RNG' ORDER BY node_id LIMIT 2",
    );
    nodeId = a?.node_id ?? 0;
    otherNodeId = b?.node_id ?? 0;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const balance = async (t = token): Promise<number> => {
    const res = await h.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: t });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: { balance: number } }).value.balance;
  };
  const launch = (payload: Record<string, unknown>, t: string | null = token) =>
    h.call({ method: 'POST', url: '/wps/game/launchGame', payload, ...(t ? { token: t } : {}) });
  /** Launches a game and opens its page; returns the game-session token the page carries. */
  const open = async (
    node = nodeId,
    extra: Record<string, unknown> = {},
    t = token,
  ): Promise<string> => {
    const res = await launch({ nodeId: node, ...extra }, t);
    expect(res.statusCode, res.body).toBe(200);
    const page = await h.call({
      method: 'GET',
      url: (res.json() as { value: { gameUrl: string } }).value.gameUrl,
      merchant: null,
    });
    expect(page.statusCode).toBe(200);
    const match = /<meta name="game-session" content="([^"]+)">/u.exec(page.body);
    if (!match?.[1]) throw new Error('no game session in the page');
    return match[1];
  };
  const round = (session: string, payload: unknown) =>
    h.call({
      method: 'POST',
      url: '/demo/api/round',
      merchant: null,
      headers: { [GAME_SESSION_HEADER]: session },
      payload: payload as Record<string, unknown>,
    });

  describe('the demo game', () => {
    it('shows the game, the balance and the published return to player', async () => {
      const session = await open(nodeId, { language: 'es' });
      const res = await h.call({
        method: 'GET',
        url: '/demo/api/state',
        merchant: null,
        headers: { [GAME_SESSION_HEADER]: session },
      });
      expect(res.statusCode, res.body).toBe(200);
      const state = (
        res.json() as {
          value: {
            game: { nodeId: number; displayName: string };
            balance: number;
            rtp: number;
            paytable: { multiplier: number; chance: number }[];
          };
        }
      ).value;
      expect(state.game.nodeId).toBe(nodeId);
      expect(state.game.displayName.length).toBeGreaterThan(0);
      expect(state.balance).toBe(await balance());
      expect(state.rtp).toBe(DEMO_RTP);
      const expected = state.paytable.reduce((sum, row) => sum + row.multiplier * row.chance, 0);
      expect(expected).toBeCloseTo(DEMO_RTP, 10);
    });

    it('debits the stake and credits the win in one ledger transaction, and records the bet', async () => {
      const session = await open();
      let before = await balance();
      for (let i = 0; i < 20; i += 1) {
        const res = await round(session, {
          stake: 2.5,
          idempotencyKey: `round-${kind}-${i}-abcdef`,
        });
        expect(res.statusCode, res.body).toBe(200);
        const r = (res.json() as { value: Round }).value;
        expect(r.stake).toBe(2.5);
        expect(r.win).toBeCloseTo(2.5 * r.multiplier, 10);
        expect(r.balance).toBeCloseTo(before - 2.5 + r.win, 10);
        expect(await balance()).toBeCloseTo(r.balance, 10);
        before = r.balance;
        const [bet] = await h.db.query<{
          stake: string;
          win: string;
          node_id: number;
          entries: number;
          total: string;
        }>(
          `SELECT b.stake::text AS stake, b.win::text AS win, g.node_id,
             (SELECT count(*)::int FROM ledger_entries e WHERE e.transaction_id = b.transaction_id) AS entries,
             (SELECT coalesce(sum(amount), 0)::text FROM ledger_entries e WHERE e.transaction_id = b.transaction_id) AS total
           FROM game_bets b JOIN games g ON g.id = b.game_id WHERE b.id = $1`,
          [r.roundId],
        );
        expect(bet).toMatchObject({ stake: '2.50', node_id: nodeId, total: '0.00' });
        expect(Number(bet?.win)).toBe(r.win);
        // A win equal to the stake still moves it out and back: four entries, two otherwise.
        expect(bet?.entries).toBe(r.win === 0 ? 2 : 4);
      }
      const report = await checkLedger(h.db);
      expect(report).toMatchObject({ total: 0, negative: [], unbalanced: [], drifted: [] });
    });

    it('plays a retried round once and refuses the same key for another stake', async () => {
      const session = await open();
      const body = { stake: 1, idempotencyKey: `retry-${kind}-0001` };
      const first = await round(session, body);
      const before = await balance();
      const second = await round(session, body);
      expect(second.json()).toEqual(first.json());
      expect(await balance()).toBe(before);
      const other = await round(session, { ...body, stake: 2 });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
      expect(await balance()).toBe(before);
    });

    it('refuses bad stakes with a clear message and moves no money', async () => {
      const session = await open();
      const before = await balance();
      const [{ bets } = { bets: 0 }] = await h.db.query<{ bets: number }>(
        'SELECT count(*)::int AS bets FROM game_bets',
      );
      const cases: [unknown, number, string, RegExp][] = [
        [-1, 400, 'VALIDATION', /stake/u],
        [0, 400, 'VALIDATION', /stake/u],
        ['ten', 400, 'VALIDATION', /stake/u],
        [1.005, 400, 'VALIDATION', /stake: at most two decimals/u],
        [before + 1, 400, 'INSUFFICIENT_FUNDS', /balance is not enough/u],
      ];
      for (const [stake, status, code, message] of cases) {
        const res = await round(session, {
          stake,
          idempotencyKey: `bad-${kind}-${String(stake)}`.replace(/[^A-Za-z0-9_-]/gu, '_'),
        });
        expect(res.statusCode, String(stake)).toBe(status);
        const answer = res.json() as {
          code: string;
          message: string;
          value?: { fields: Record<string, string> };
        };
        expect(answer.code).toBe(code);
        expect(answer.message).toMatch(message);
        expect(Object.keys(answer.value?.fields ?? {})).toContain('stake');
      }
      expect(await balance()).toBe(before);
      const [{ after } = { after: -1 }] = await h.db.query<{ after: number }>(
        'SELECT count(*)::int AS after FROM game_bets',
      );
      expect(after).toBe(bets);
    });

    it('can stake the whole balance, and never a cent more', async () => {
      const t = await login(h, 'down02', 'Down1234');
      const all = await balance(t);
      expect(all).toBe(75.25);
      const launched = await launch({ nodeId }, t);
      const page = await h.call({
        method: 'GET',
        url: (launched.json() as { value: { gameUrl: string } }).value.gameUrl,
        merchant: null,
      });
      const session = /<meta name="game-session" content="([^"]+)">/u.exec(page.body)?.[1] ?? '';
      const over = await round(session, { stake: 75.26, idempotencyKey: `all-in-${kind}-over` });
      expect(over.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      expect(await balance(t)).toBe(75.25);
      const res = await round(session, { stake: all, idempotencyKey: `all-in-${kind}-0001` });
      expect(res.statusCode, res.body).toBe(200);
      const r = (res.json() as { value: Round }).value;
      expect(r.balance).toBeCloseTo(r.win, 10);
      expect(await balance(t)).toBeCloseTo(r.win, 10);
    });

    it("needs the page's game session", async () => {
      for (const headers of [{}, { [GAME_SESSION_HEADER]: 'x'.repeat(43) }]) {
        const res = await h.call({
          method: 'POST',
          url: '/demo/api/round',
          merchant: null,
          headers,
          payload: { stake: 1, idempotencyKey: 'nosession-0001' },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'TICKET_INVALID' });
      }
      // The session token of the portal is not a game session.
      const res = await h.call({
        method: 'GET',
        url: '/demo/api/state',
        merchant: null,
        headers: { [GAME_SESSION_HEADER]: token },
      });
      expect(res.statusCode).toBe(401);
    });

    it('keeps the slot and the lottery page apart: neither ticket nor session works on the other', async () => {
      const lottery = await h.call({
        method: 'GET',
        url: `/wps/relay/GCS_lottoLaunch?${new URLSearchParams({
          lottoArea: 'VN',
          launchMode: 'LOTT',
          prizeMode: 'ELOTT',
          gameCode: 'VN-SOUTH',
          view: 'betting',
        })}`,
        token,
      });
      expect(lottery.statusCode, lottery.body).toBe(200);
      const lotteryUrl = (lottery.json() as { value: { gameUrl: string } }).value.gameUrl;
      const ticket = /\/play\/([A-Za-z0-9_-]+)/u.exec(lotteryUrl)?.[1] ?? '';
      // A lottery ticket does not open the slot page (and stays good for its own page).
      const asSlot = await h.call({ method: 'GET', url: `/demo/play/${ticket}`, merchant: null });
      expect(asSlot.statusCode).toBe(410);
      const page = await h.call({ method: 'GET', url: lotteryUrl, merchant: null });
      expect(page.statusCode).toBe(200);
      const lotterySession =
        /<meta name="game-session" content="([^"]+)">/u.exec(page.body)?.[1] ?? '';
      const onSlot = await round(lotterySession, { stake: 1, idempotencyKey: 'cross-page-0001' });
      expect(onSlot.statusCode).toBe(401);
      expect(onSlot.json()).toMatchObject({ code: 'TICKET_INVALID' });
      // And a slot session, even of a lottery game launched as a slot, is not the lottery page's.
      const [lott] = await h.db.query<{ node_id: number }>(
        "SELECT node_id FROM games WHERE game_type = 'LOTT' AND is_game = 'GAME' LIMIT 1",
      );
      const slotSession = await open(lott?.node_id ?? nodeId);
      const onLottery = await h.call({
        method: 'GET',
        url: '/demo/lottery/api/state',
        merchant: null,
        headers: { [GAME_SESSION_HEADER]: slotSession },
      });
      expect(onLottery.statusCode).toBe(401);
    });

    it('keeps each game session to its own game', async () => {
      const a = await open(nodeId);
      const b = await open(otherNodeId);
      const state = async (s: string) =>
        (
          (
            await h.call({
              method: 'GET',
              url: '/demo/api/state',
              merchant: null,
              headers: { [GAME_SESSION_HEADER]: s },
            })
          ).json() as {
            value: { game: { nodeId: number } };
          }
        ).value.game.nodeId;
      expect(await state(a)).toBe(nodeId);
      expect(await state(b)).toBe(otherNodeId);
    });
  });
  describe('a trial account', () => {
    const freeplay = async (): Promise<string> => {
      const res = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { value: { token: string } }).value.token;
    };

    it('plays the demo games with its demo balance where the operator allows it (TRIALPLAY3), after the age gate', async () => {
      const trial = await freeplay();
      // Off by default: spec 6's "register first" holds.
      expect((await launch({ nodeId }, trial)).json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
      const refusedAge = await h.call({
        method: 'POST',
        url: '/wps/responsible/age',
        token: trial,
        payload: { adult: true },
      });
      expect(refusedAge.json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });

      await runCli(h.db, ['flags', 'on', 'TRIALPLAY3']);
      try {
        // The age gate (on by default) asks a trial account too, and takes its word.
        expect((await launch({ nodeId }, trial)).json()).toMatchObject({
          code: 'AGE_UNCONFIRMED',
        });
        const confirmed = await h.call({
          method: 'POST',
          url: '/wps/responsible/age',
          token: trial,
          payload: { adult: true },
        });
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        const session = await open(nodeId, {}, trial);
        expect(await balance(trial)).toBe(2000);
        const res = await round(session, { stake: 5, idempotencyKey: `trial-${kind}-0001` });
        expect(res.statusCode, res.body).toBe(200);
        const r = (res.json() as { value: Round }).value;
        expect(r.balance).toBeCloseTo(2000 - 5 + r.win, 10);
        expect(await balance(trial)).toBeCloseTo(r.balance, 10);
        // Still no real-money area: the mall, missions and the tools stay closed.
        const tools = await h.call({ method: 'GET', url: '/wps/responsible', token: trial });
        expect(tools.json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
      } finally {
        await runCli(h.db, ['flags', 'off', 'TRIALPLAY3']);
      }
      expect((await launch({ nodeId }, trial)).json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
      const report = await checkLedger(h.db);
      expect(report).toMatchObject({ total: 0, negative: [], unbalanced: [], drifted: [] });
    });
  });
});
