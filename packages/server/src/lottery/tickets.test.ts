import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceCents, checkLedger } from '../ledger/ledger';
import { runDueDraws, type RandomInt } from './draws';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

/** The draw order of a fixed source that always keeps the next ball: min, min+1, ... */
const FIRST_BALLS: RandomInt = (min) => min;
const BASE = 60;

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

describe.each(BACKENDS)('lottery tickets on %s', (kind) => {
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
  const money = async () => ({
    balance: await balanceCents(h.db, demoId),
    transactions: (
      await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions')
    )[0]?.n,
    tickets: (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lottery_tickets'))[0]
      ?.n,
  });

  describe('buying tickets', () => {
    it('refuses bad tickets with a clear message and moves no money', async () => {
      const session = await openPage();
      const before = await money();
      const buy = (body: Record<string, unknown>) =>
        pageCall(session, 'POST', '/demo/lottery/api/tickets', {
          gameCode: 'VN-SOUTH',
          numbers: [7, 42],
          stake: '5',
          requestId: `bad-${Math.random().toString(36).slice(2, 12)}`,
          ...body,
        });
      const cases: [Record<string, unknown>, number, string, string][] = [
        [{ numbers: [7] }, 400, 'numbers', 'numbers: pick exactly 2 numbers'],
        [{ numbers: [7, 100] }, 400, 'numbers', 'numbers: 100 not between 00 and 99 (100 numbers)'],
        [{ numbers: [7, 7] }, 400, 'numbers', 'numbers: pick each number once'],
        [
          { stake: 'abc' },
          400,
          'stake',
          'stake: not an amount: write a number with at most two decimals',
        ],
        [
          { stake: '1.234' },
          400,
          'stake',
          'stake: not an amount: write a number with at most two decimals',
        ],
        [{ stake: -5 }, 400, 'stake', 'stake: at least 1'],
        [{ stake: '0' }, 400, 'stake', 'stake: at least 1'],
        [{ stake: 10_001 }, 400, 'stake', 'stake: at most 10000'],
        [{ gameCode: '11X5' }, 404, 'gameCode', 'gameCode: no lottery game 11X5 in this lottery'],
      ];
      for (const [body, status, field, message] of cases) {
        const res = await buy(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json()).toMatchObject({
          success: false,
          message,
          value: { fields: { [field]: expect.any(String) } },
        });
      }
      const above = await buy({ stake: '9999.99' });
      expect(above.statusCode).toBe(400);
      expect(above.json()).toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
        value: { fields: { stake: 'above the balance' } },
      });
      const schema = await buy({ numbers: 'seven' });
      expect(schema.statusCode).toBe(400);
      expect(schema.json().message).toContain('numbers');
      expect(await money()).toEqual(before);
      expect(
        (
          await pageCall(undefined, 'POST', '/demo/lottery/api/tickets', {
            gameCode: 'VN-SOUTH',
            numbers: [1, 2],
            stake: 1,
            requestId: 'abcdefgh',
          })
        ).statusCode,
      ).toBe(401);
      expect(await money()).toEqual(before);
    });

    it('buys a ticket for the next draw once per request id, and settles it once when the draw opens', async () => {
      const session = await openPage();
      const before = await balanceCents(h.db, demoId);
      const buy = (numbers: number[], stake: string, requestId: string) =>
        pageCall(session, 'POST', '/demo/lottery/api/tickets', {
          gameCode: 'VN-FAST',
          numbers,
          stake,
          requestId,
        });
      const first = ok<{ ticket: Ticket; balance: number }>(
        await buy([7, 3], '2.50', 'winner-0001'),
      );
      expect(first.ticket).toMatchObject({
        gameCode: 'VN-FAST',
        numbers: ['03', '07'],
        stake: 2.5,
        status: 'pending',
        prize: 0,
        drawnNumbers: null,
      });
      expect(first.balance).toBe((before - 250) / 100);
      const drawAt = Date.parse(first.ticket.drawAt);
      expect(drawAt).toBeGreaterThan(Date.now());
      expect(drawAt % (BASE * 1000)).toBe(0);
      // A retry answers the same ticket and takes the stake once; another request under its key is refused.
      const retry = ok<{ ticket: Ticket; balance: number }>(
        await buy([3, 7], '2.50', 'winner-0001'),
      );
      expect(retry.ticket.ticketId).toBe(first.ticket.ticketId);
      expect(retry.balance).toBe(first.balance);
      const conflict = await buy([3, 7], '3', 'winner-0001');
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
      const loser = ok<{ ticket: Ticket }>(await buy([50, 60], '1', 'loser-00001'));
      const single = ok<{ ticket: Ticket }>(await buy([9, 60], '4', 'single-0001'));
      expect(await balanceCents(h.db, demoId)).toBe(before - 250 - 100 - 400);

      // Before the draw, nothing is settled.
      expect(
        (await runDueDraws(h.db, new Date(drawAt - 1), { baseSeconds: BASE, random: FIRST_BALLS }))
          .settled,
      ).toBe(0);
      // The draw opens: the fixed source draws 00..09, so 03 and 07 match twice, 09 once, 50 and 60 not at all.
      const report = await runDueDraws(h.db, new Date(drawAt + 1), {
        baseSeconds: BASE,
        random: FIRST_BALLS,
      });
      expect(report.settled).toBe(3);
      expect(report.paidCents).toBe(250 * 50 + Math.floor((400 * 250) / 100));
      const again = await runDueDraws(h.db, new Date(drawAt + 2), {
        baseSeconds: BASE,
        random: FIRST_BALLS,
      });
      expect(again).toMatchObject({ settled: 0, paidCents: 0 });
      expect(await balanceCents(h.db, demoId)).toBe(before - 750 + 12_500 + 1_000);

      const state = ok<{ balance: number; tickets: Ticket[] }>(
        await pageCall(session, 'GET', '/demo/lottery/api/state'),
      );
      const byId = new Map(state.tickets.map((t) => [t.ticketId, t]));
      expect(byId.get(first.ticket.ticketId)).toMatchObject({
        status: 'won',
        matched: 2,
        prize: 125,
      });
      expect(byId.get(first.ticket.ticketId)?.drawnNumbers).toEqual([
        '00',
        '01',
        '02',
        '03',
        '04',
        '05',
        '06',
        '07',
        '08',
        '09',
      ]);
      expect(byId.get(single.ticket.ticketId)).toMatchObject({
        status: 'won',
        matched: 1,
        prize: 10,
      });
      expect(byId.get(loser.ticket.ticketId)).toMatchObject({
        status: 'lost',
        matched: 0,
        prize: 0,
      });
      const prizes = await h.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'lottery-prize'",
      );
      expect(prizes[0]?.n).toBe(2);
      const bets = await h.db.query<{ win: string }>(
        'SELECT win::text AS win FROM game_bets WHERE account_id = $1 ORDER BY win DESC',
        [demoId],
      );
      expect(bets.map((b) => b.win)).toEqual(['125.00', '10.00', '0.00']);
      const ledger = await checkLedger(h.db);
      expect(ledger).toMatchObject({ total: 0, negative: [], unbalanced: [], drifted: [] });
    });
  });
});
