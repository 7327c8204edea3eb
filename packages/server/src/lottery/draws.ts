import { randomInt } from 'node:crypto';
import { LOTTERY_RULES, type LotteryRule } from '@portal/contract';
import type { Db, Queryable } from '../db/types';
import { centsText, postIn, toCents } from '../ledger/ledger';

/**
 * The lottery's schedule, draws and settlement.
 *
 * Every game draws at the instants k × period (period = rule.every × the base period), aligned on
 * the Unix epoch: every process computes the same issues from the clock alone, with nothing to
 * agree on. A draw is one row per (game, issue), inserted with ON CONFLICT DO NOTHING, so that of
 * several processes sharing one PostgreSQL the first one draws and the others keep its numbers.
 * A ticket is settled once: its row is locked and must still be pending, and its prize moves
 * under an idempotency key derived from the ticket.
 */

/** A draw of the schedule: its issue (the UTC time of the draw, to the second) and its instant. */
export interface Slot {
  issue: string;
  drawAt: Date;
}

/** The random integer source of the draws, min inclusive, max exclusive (node:crypto's). */
export type RandomInt = (min: number, max: number) => number;

export const periodMs = (rule: LotteryRule, baseSeconds: number): number =>
  rule.every * baseSeconds * 1000;

/**
 * How long before its draw a draw stops taking tickets: a ticket must be committed before any
 * process can open the draw. A tenth of the period, at most 5 s.
 */
export const closeMs = (rule: LotteryRule, baseSeconds: number): number =>
  Math.min(5_000, Math.floor(periodMs(rule, baseSeconds) / 10));

/** `YYYYMMDD-HHMMSS` of the draw's UTC time: unique per game, sorted as time is. */
export const issueOf = (drawAt: Date): string =>
  drawAt
    .toISOString()
    .replace(/\.\d+Z$/u, '')
    .replace(/[-:]/gu, '')
    .replace('T', '-');

const slotAt = (ms: number): Slot => {
  const drawAt = new Date(ms);
  return { issue: issueOf(drawAt), drawAt };
};

/** The latest draw of the schedule at or before `now`. */
export function lastDue(rule: LotteryRule, baseSeconds: number, now: Date): Slot {
  const period = periodMs(rule, baseSeconds);
  return slotAt(Math.floor(now.getTime() / period) * period);
}

/** The draw a ticket bought at `now` is for: the first one still open for tickets. */
export function nextOpen(rule: LotteryRule, baseSeconds: number, now: Date): Slot {
  const period = periodMs(rule, baseSeconds);
  let at = (Math.floor(now.getTime() / period) + 1) * period;
  if (at - closeMs(rule, baseSeconds) <= now.getTime()) at += period;
  return slotAt(at);
}

/** `balls` distinct numbers of `min..max`, in the order drawn (a partial Fisher-Yates shuffle). */
export function drawNumbers(rule: LotteryRule, random: RandomInt = randomInt): number[] {
  const pool = Array.from({ length: rule.max - rule.min + 1 }, (_, i) => rule.min + i);
  for (let i = 0; i < rule.balls; i += 1) {
    const j = random(i, pool.length);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, rule.balls);
}

/** How many of a ticket's numbers were drawn, and its prize in cents for a stake in cents. */
export function ticketOutcome(
  rule: LotteryRule,
  picked: readonly number[],
  drawn: readonly number[],
  stakeCents: number,
): { matched: number; prizeCents: number } {
  const set = new Set(drawn);
  const matched = picked.filter((n) => set.has(n)).length;
  const x100 = rule.payouts[matched] ?? 0;
  // Integer cents throughout: the multiplier is in hundredths, the remainder is the house's.
  return { matched, prizeCents: Math.floor((stakeCents * x100) / 100) };
}

/** The PostgreSQL array literal of integers (`{1,2,3}`), the same on both drivers. */
export const intArray = (numbers: readonly number[]): string => `{${numbers.join(',')}}`;

/** Arrays read back: `pg` parses int[] to numbers; text forms are parsed here, just in case. */
export const readIntArray = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.map(Number)
    : String(value).replace(/[{}]/gu, '').split(',').filter(Boolean).map(Number);

export interface LotteryGameRow {
  id: number;
  node_id: number;
  vassalage: string;
  game_code: string;
}

/** The catalogue's lottery games that have a rule (a LOTT game without one is never drawn). */
export async function lotteryGames(
  q: Queryable,
): Promise<(LotteryGameRow & { rule: LotteryRule })[]> {
  const rows = await q.query<LotteryGameRow>(
    `SELECT id, node_id, vassalage, game_code FROM games
     WHERE game_type = 'LOTT' AND is_game = 'GAME' ORDER BY vassalage, sort, id`,
  );
  return rows.flatMap((r) => {
    const rule = LOTTERY_RULES[r.game_code];
    return rule ? [{ ...r, rule }] : [];
  });
}

export interface DrawOptions {
  baseSeconds: number;
  /** The random source of the numbers; node:crypto's unless a test decides them. */
  random?: RandomInt;
}

export interface DrawReport {
  /** Draws this call inserted (a draw another process inserted first is not counted). */
  drawn: number;
  /** Tickets this call settled. */
  settled: number;
  /** Prizes this call paid, in cents. */
  paidCents: number;
}

/** Inserts one draw unless it exists; true when this call drew it. */
async function openDraw(
  q: Queryable,
  gameId: number,
  rule: LotteryRule,
  slot: Slot,
  random: RandomInt | undefined,
): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO lottery_draws (game_id, issue, draw_at, numbers) VALUES ($1, $2, $3, $4::int[])
     ON CONFLICT (game_id, issue) DO NOTHING RETURNING id`,
    [gameId, slot.issue, slot.drawAt.toISOString(), intArray(drawNumbers(rule, random))],
  );
  return rows.length > 0;
}

/** How many tickets one settlement transaction takes. */
const SETTLE_BATCH = 200;

/**
 * Settles one batch of pending tickets whose draw is open, in one transaction. Rows another
 * process holds are skipped (it is settling them); a row is settled only while still pending.
 */
async function settleBatch(db: Db): Promise<{ settled: number; paidCents: number }> {
  return db.transaction(async (tx) => {
    const tickets = await tx.query<{
      id: string;
      account_id: number;
      game_id: number;
      game_code: string;
      issue: string;
      transaction_id: string;
      numbers: unknown;
      drawn: unknown;
      stake: string;
    }>(
      `SELECT t.id, t.account_id, t.game_id, g.game_code, t.issue, t.transaction_id, t.numbers,
         d.numbers AS drawn, t.stake::text AS stake
       FROM lottery_tickets t
       JOIN lottery_draws d ON d.game_id = t.game_id AND d.issue = t.issue
       JOIN games g ON g.id = t.game_id
       WHERE t.status = 'pending' AND g.game_code = ANY($2::text[])
       ORDER BY t.id LIMIT $1
       FOR UPDATE OF t SKIP LOCKED`,
      // Only games with a rule: a batch never holds a ticket it cannot settle, so the loop ends.
      [
        SETTLE_BATCH,
        `{${Object.keys(LOTTERY_RULES)
          .map((code) => `"${code}"`)
          .join(',')}}`,
      ],
    );
    const outcomes = tickets.flatMap((t) => {
      const rule = LOTTERY_RULES[t.game_code];
      if (!rule) return [];
      const picked = readIntArray(t.numbers);
      const drawn = readIntArray(t.drawn);
      return [{ t, picked, drawn, ...ticketOutcome(rule, picked, drawn, toCents(t.stake)) }];
    });
    // The settled tickets are bets like rounds of a game: the betting records and the winner
    // board read game_bets, keyed by the ticket's purchase transaction. They are written before
    // any prize, by account: a bet locks its account's day (bet_days) and a prize the house, and
    // a round of the same player takes them in that order too, so no two wait in a circle.
    for (const { t, picked, drawn, matched, prizeCents } of [...outcomes].sort(
      (x, y) => x.t.account_id - y.t.account_id,
    ))
      await tx.query(
        `INSERT INTO game_bets (transaction_id, account_id, game_id, stake, win, detail)
         VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6::jsonb)
         ON CONFLICT (transaction_id) DO NOTHING`,
        [
          t.transaction_id,
          t.account_id,
          t.game_id,
          t.stake,
          centsText(prizeCents),
          JSON.stringify({
            lottery: { ticketId: Number(t.id), issue: t.issue, picked, drawn, matched },
          }),
        ],
      );
    let paidCents = 0;
    for (const { t, matched, prizeCents } of outcomes) {
      let prizeTransaction: number | null = null;
      if (prizeCents > 0) {
        // Keyed by the ticket: settling it again (another process, a retry) pays nothing more.
        const posted = await postIn(tx, {
          key: `lottery-prize:${t.id}`,
          kind: 'lottery-prize',
          request: { ticketId: Number(t.id), prizeCents },
          build: async () => ({
            legs: [
              { wallet: 'house', cents: -prizeCents },
              { wallet: { member: t.account_id }, cents: prizeCents },
            ],
            result: { ticketId: Number(t.id), prizeCents },
          }),
        });
        prizeTransaction = posted.transactionId;
        if (!posted.replayed) paidCents += prizeCents;
      }
      await tx.query(
        `UPDATE lottery_tickets SET status = $2, matched = $3, prize = $4::numeric,
           prize_transaction_id = $5, settled_at = now()
         WHERE id = $1 AND status = 'pending'`,
        [t.id, prizeCents > 0 ? 'won' : 'lost', matched, centsText(prizeCents), prizeTransaction],
      );
    }
    return { settled: tickets.length, paidCents };
  });
}

/**
 * Opens every draw that is due at `now` and settles the tickets of open draws. Due: the latest
 * draw of each game's schedule, and every past draw that still has pending tickets (a server that
 * was stopped catches up on those; draws without tickets that it missed are not made up).
 * Safe to run from several processes at once, and again: each draw is made once, each ticket
 * settled once.
 */
export async function runDueDraws(db: Db, now: Date, options: DrawOptions): Promise<DrawReport> {
  const games = await lotteryGames(db);
  const byId = new Map(games.map((g) => [g.id, g]));
  let drawn = 0;
  for (const game of games) {
    if (
      await openDraw(
        db,
        game.id,
        game.rule,
        lastDue(game.rule, options.baseSeconds, now),
        options.random,
      )
    )
      drawn += 1;
  }
  const missed = await db.query<{ game_id: number; issue: string; draw_at: Date | string }>(
    `SELECT DISTINCT t.game_id, t.issue, t.draw_at FROM lottery_tickets t
     WHERE t.status = 'pending' AND t.draw_at <= $1
       AND NOT EXISTS (SELECT 1 FROM lottery_draws d WHERE d.game_id = t.game_id AND d.issue = t.issue)`,
    [now.toISOString()],
  );
  for (const m of missed) {
    const game = byId.get(m.game_id);
    if (!game) continue;
    const slot = { issue: m.issue, drawAt: new Date(m.draw_at) };
    if (await openDraw(db, game.id, game.rule, slot, options.random)) drawn += 1;
  }
  let settled = 0;
  let paidCents = 0;
  for (;;) {
    const batch = await settleBatch(db);
    settled += batch.settled;
    paidCents += batch.paidCents;
    if (batch.settled < SETTLE_BATCH) break;
  }
  return { drawn, settled, paidCents };
}

export interface LotteryTimer {
  /** Stops the timer and waits for a run in progress (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Runs the due draws on a timer: a few times a period (at most every 5 s), so that a draw opens
 * within moments of its time. A run still going when the next tick comes is not doubled.
 */
export function startLotteryTimer(
  db: Db,
  baseSeconds: number,
  onError: (error: unknown) => void,
): LotteryTimer {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runDueDraws(db, new Date(), { baseSeconds })
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  };
  const every = Math.max(250, Math.min(5_000, Math.floor((baseSeconds * 1000) / 4)));
  const timer = setInterval(tick, every);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
