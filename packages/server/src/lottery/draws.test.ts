import { LOTTERY_RULES, lotteryRtp } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLotteryCli } from './cli';
import { openPostgres } from '../db/postgres';
import type { Db } from '../db/types';
import { balanceCents, checkLedger, post, toCents } from '../ledger/ledger';
import {
  closeMs,
  drawNumbers,
  intArray,
  issueOf,
  lastDue,
  lotteryGames,
  nextOpen,
  runDueDraws,
  ticketOutcome,
} from './draws';
import { BACKENDS, startHarness, TEST_DATABASE_URL, type Harness } from '../test/harness';

const VN = LOTTERY_RULES['VN-FAST'];
if (!VN) throw new Error('no VN-FAST rule');

describe('the draw schedule', () => {
  it('names each issue by its UTC draw time and aligns draws on the period', () => {
    expect(issueOf(new Date('2030-01-02T03:04:05.678Z'))).toBe('20300102-030405');
    const now = new Date('2030-01-02T03:04:05.678Z');
    expect(lastDue(VN, 60, now).drawAt.toISOString()).toBe('2030-01-02T03:04:00.000Z');
    expect(nextOpen(VN, 60, now).drawAt.toISOString()).toBe('2030-01-02T03:05:00.000Z');
    // Within the close time before a draw, a ticket is for the one after.
    const late = new Date(Date.parse('2030-01-02T03:05:00Z') - closeMs(VN, 60));
    expect(nextOpen(VN, 60, late).drawAt.toISOString()).toBe('2030-01-02T03:06:00.000Z');
    const north = LOTTERY_RULES['VN-NORTH'];
    if (!north) throw new Error('no VN-NORTH rule');
    expect(nextOpen(north, 60, now).drawAt.toISOString()).toBe('2030-01-02T03:05:00.000Z');
    expect(lastDue(north, 60, now).drawAt.toISOString()).toBe('2030-01-02T03:00:00.000Z');
    expect(closeMs(VN, 1)).toBe(100);
  });

  it('draws distinct numbers in range from node:crypto, each number about as often', () => {
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 2000; i += 1) {
      const drawn = drawNumbers(VN);
      expect(new Set(drawn).size).toBe(VN.balls);
      for (const n of drawn) {
        expect(n).toBeGreaterThanOrEqual(VN.min);
        expect(n).toBeLessThanOrEqual(VN.max);
        counts[n] = (counts[n] ?? 0) + 1;
      }
    }
    // 200 expected per number; a fair source stays far inside these bounds.
    expect(Math.min(...counts)).toBeGreaterThan(120);
    expect(Math.max(...counts)).toBeLessThan(290);
  });

  it('pays by matched count in whole cents, and publishes about 90 % to the player', () => {
    expect(ticketOutcome(VN, [3, 7], [7, 1, 3], 250)).toEqual({ matched: 2, prizeCents: 12_500 });
    expect(ticketOutcome(VN, [3, 8], [7, 1, 3], 333)).toEqual({ matched: 1, prizeCents: 832 });
    expect(ticketOutcome(VN, [4, 8], [7, 1, 3], 100)).toEqual({ matched: 0, prizeCents: 0 });
    for (const rule of Object.values(LOTTERY_RULES)) {
      expect(lotteryRtp(rule)).toBeGreaterThan(0.89);
      expect(lotteryRtp(rule)).toBeLessThan(0.92);
    }
  });
});

describe.each(BACKENDS)('draws and settlement on %s', (kind) => {
  let h: Harness;
  const runners: Db[] = [];
  beforeAll(async () => {
    h = await startHarness(kind);
    if (kind === 'postgres' && TEST_DATABASE_URL) {
      // Two more "server processes" on the same schema, each with its own pool.
      const [{ schema } = { schema: '' }] = await h.db.query<{ schema: string }>(
        'SELECT current_schema() AS schema',
      );
      for (let i = 0; i < 2; i += 1)
        runners.push(await openPostgres(TEST_DATABASE_URL, { schema, max: 4 }));
    }
  }, 120_000);
  afterAll(async () => {
    for (const db of runners) await db.close();
    await h?.close();
  });

  /** Buys a ticket as the page does, straight through the ledger, for the given draw. */
  async function ticket(
    accountId: number,
    gameCode: string,
    numbers: number[],
    cents: number,
    drawAt: Date,
  ) {
    const [game] = await h.db.query<{ id: number }>(
      "SELECT id FROM games WHERE game_type = 'LOTT' AND game_code = $1",
      [gameCode],
    );
    if (!game) throw new Error(`no game ${gameCode}`);
    return post(h.db, {
      key: `test-ticket:${accountId}:${gameCode}:${numbers.join('-')}:${drawAt.getTime()}`,
      kind: 'lottery-ticket',
      request: { accountId, gameCode, numbers, cents },
      build: async (tx, transactionId) => {
        await tx.query(
          `INSERT INTO lottery_tickets (transaction_id, account_id, game_id, issue, draw_at, numbers, stake)
           VALUES ($1, $2, $3, $4, $5, $6::int[], $7::numeric)`,
          [
            transactionId,
            accountId,
            game.id,
            issueOf(drawAt),
            drawAt.toISOString(),
            intArray(numbers),
            (cents / 100).toFixed(2),
          ],
        );
        return {
          legs: [
            { wallet: { member: accountId }, cents: -cents },
            { wallet: 'house' as const, cents },
          ],
          result: null,
        };
      },
    });
  }

  it('draws each due issue once, however often it runs', async () => {
    const now = new Date('2031-06-01T10:00:30Z');
    const games = await lotteryGames(h.db);
    expect(games).toHaveLength(Object.keys(LOTTERY_RULES).length);
    const first = await runDueDraws(h.db, now, { baseSeconds: 60 });
    expect(first.drawn).toBe(games.length);
    expect((await runDueDraws(h.db, now, { baseSeconds: 60 })).drawn).toBe(0);
    const rows = await h.db.query<{ issue: string; n: number }>(
      "SELECT issue, count(*)::int AS n FROM lottery_draws WHERE issue LIKE '20310601-%' GROUP BY issue",
    );
    expect(rows).toEqual([{ issue: '20310601-100000', n: games.length }]);
  });

  it('draws the missed issues that have pending tickets after a stop, and settles them', async () => {
    const [demo] = await h.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE username_key = 'demo01'",
    );
    const id = demo?.id ?? 0;
    const before = await balanceCents(h.db, id);
    // Bought for 10:05 while running; the server is back at 10:30.
    await ticket(id, 'VN-FAST', [1, 2], 100, new Date('2031-06-01T10:05:00Z'));
    const report = await runDueDraws(h.db, new Date('2031-06-01T10:30:10Z'), { baseSeconds: 60 });
    expect(report.settled).toBe(1);
    const issues = await h.db.query<{ issue: string }>(
      `SELECT d.issue FROM lottery_draws d JOIN games g ON g.id = d.game_id
       WHERE g.game_code = 'VN-FAST' AND d.issue LIKE '20310601-%' ORDER BY d.issue`,
    );
    expect(issues.map((r) => r.issue)).toEqual([
      '20310601-100000',
      '20310601-100500',
      '20310601-103000',
    ]);
    const [t] = await h.db.query<{ status: string; prize: string }>(
      "SELECT status, prize::text AS prize FROM lottery_tickets WHERE issue = '20310601-100500'",
    );
    expect(t?.status).not.toBe('pending');
    expect(await balanceCents(h.db, id)).toBe(before - 100 + toCents(t?.prize ?? '0'));
  });

  it("lets the operator open the due draws, list a game's draws and the pending tickets", async () => {
    const now = new Date('2031-06-01T11:00:05Z');
    expect(await runLotteryCli(h.db, ['draw'], 60, now)).toBe(
      `${Object.keys(LOTTERY_RULES).length} draw(s) opened, 0 ticket(s) settled, 0.00 paid`,
    );
    expect(await runLotteryCli(h.db, ['draw'], 60, now)).toBe(
      '0 draw(s) opened, 0 ticket(s) settled, 0.00 paid',
    );
    const draws = await runLotteryCli(h.db, ['draws', 'LF', '1'], 60, now);
    expect(draws).toMatch(/^20310601-110000 {2}(\d\d ){19}\d\d {2}\(0 ticket\(s\)\)$/u);
    expect(await runLotteryCli(h.db, ['pending'], 60, now)).toBe('(no pending tickets)');
    await expect(runLotteryCli(h.db, ['draws', 'NOPE'], 60, now)).rejects.toThrow(
      'lottery draws takes a game code',
    );
    await expect(runLotteryCli(h.db, ['draws', 'LF', '0'], 60, now)).rejects.toThrow(
      'a limit from 1 to 200',
    );
    await expect(runLotteryCli(h.db, ['spin'], 60, now)).rejects.toThrow(
      'lottery takes draw, draws or pending',
    );
  });

  it.runIf(kind === 'postgres')(
    'draws exactly once per issue and pays each ticket once when three processes race',
    async () => {
      const accounts = await h.db.query<{ id: number }>(
        "SELECT id FROM accounts WHERE username_key IN ('demo01', 'vip01', 'agent01', 'agent02') ORDER BY id",
      );
      const drawAt = new Date('2031-07-01T00:00:00Z');
      const start = new Map<number, number>();
      for (const a of accounts) start.set(a.id, await balanceCents(h.db, a.id));
      // Twenty tickets over every number of 00..39: some win twice, some once, most not.
      let stakes = 0;
      for (let i = 0; i < 20; i += 1) {
        const a = accounts[i % accounts.length];
        if (!a) continue;
        await ticket(a.id, 'VN-FAST', [2 * i, 2 * i + 1], 100 + i, drawAt);
        stakes += 100 + i;
      }
      const dbs = [h.db, ...runners];
      const clock = new Date(drawAt.getTime() + 1_000);
      for (let round = 0; round < 5; round += 1) {
        const reports = await Promise.all(
          dbs.flatMap((db) => [
            runDueDraws(db, clock, { baseSeconds: 60 }),
            runDueDraws(db, clock, { baseSeconds: 60 }),
          ]),
        );
        const drawn = reports.reduce((s, r) => s + r.drawn, 0);
        // The first round makes one draw per game; later rounds make none.
        expect(drawn).toBe(round === 0 ? Object.keys(LOTTERY_RULES).length : 0);
        const settled = reports.reduce((s, r) => s + r.settled, 0);
        expect(settled).toBe(round === 0 ? 20 : 0);
      }
      const draws = await h.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM lottery_draws WHERE issue = '20310701-000000'",
      );
      expect(draws[0]?.n).toBe(Object.keys(LOTTERY_RULES).length);
      const tickets = await h.db.query<{
        account_id: number;
        status: string;
        prize: string;
        paid: string | null;
      }>(
        `SELECT t.account_id, t.status, t.prize::text AS prize,
           (SELECT sum(e.amount)::text FROM ledger_entries e JOIN ledger_accounts w ON w.id = e.ledger_account_id
            WHERE e.transaction_id = t.prize_transaction_id AND w.account_id = t.account_id) AS paid
         FROM lottery_tickets t WHERE t.issue = '20310701-000000'`,
      );
      expect(tickets).toHaveLength(20);
      let prizes = 0;
      for (const t of tickets) {
        expect(t.status).not.toBe('pending');
        expect(toCents(t.paid ?? '0')).toBe(toCents(t.prize));
        prizes += toCents(t.prize);
      }
      const prizeTx = await h.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'lottery-prize' AND idempotency_key IN (SELECT 'lottery-prize:' || id FROM lottery_tickets WHERE issue = '20310701-000000')",
      );
      expect(prizeTx[0]?.n).toBe(tickets.filter((t) => t.status === 'won').length);
      let end = 0;
      let begin = 0;
      for (const a of accounts) {
        end += await balanceCents(h.db, a.id);
        begin += start.get(a.id) ?? 0;
      }
      expect(end).toBe(begin - stakes + prizes);
      expect(await checkLedger(h.db)).toMatchObject({
        total: 0,
        negative: [],
        unbalanced: [],
        drifted: [],
      });
    },
    60_000,
  );
});

describe('the draw timer', () => {
  it('draws on its own within a period, and stops when the app closes', async () => {
    const h = await startHarness('pglite', { LOTTERY_TIMER: 'on', LOTTERY_DRAW_SECONDS: '1' });
    try {
      const deadline = Date.now() + 10_000;
      let n = 0;
      while (Date.now() < deadline) {
        [{ n } = { n: 0 }] = await h.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM lottery_draws',
        );
        if (n >= Object.keys(LOTTERY_RULES).length) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(n).toBeGreaterThanOrEqual(Object.keys(LOTTERY_RULES).length);
      await h.app.close();
      const [{ n: after } = { n: 0 }] = await h.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM lottery_draws',
      );
      await new Promise((r) => setTimeout(r, 1_500));
      const [{ n: later } = { n: 0 }] = await h.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM lottery_draws',
      );
      expect(later).toBe(after);
    } finally {
      await h.db.close();
    }
  }, 30_000);
});
