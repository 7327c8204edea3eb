import type { calls, lotteryPageCalls } from '@portal/contract';
import {
  gameIconPath,
  LOTTERY_MAX_STAKE,
  LOTTERY_MIN_STAKE,
  LOTTERY_PAGE_TICKETS,
  LOTTERY_RULES,
  LOTTERY_SESSION_HEADER,
  lotteryNumberText,
  lotteryRtp,
  PRIZE_MODE_VENDOR,
  type CallValue,
  type LotteryRule,
  type PrizeMode,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/types';
import { ApiError, fieldErrors } from '../http/errors';
import { gameLanguages, nameSql } from '../i18n/languages';
import { centsText, fromCents, post, toCents } from '../ledger/ledger';
import { playGate } from '../responsible/gate';
import { sha256 } from '../security/tokens';
import { pageToken } from '../tickets/tickets';
import {
  intArray,
  lotteryGames,
  nextOpen,
  readIntArray,
  type LotteryGameRow,
  type Slot,
} from './draws';

type LotteryGameValue = CallValue<typeof calls.vnGameMenu>['games'][number];
type OpenedDrawValue = CallValue<typeof calls.vnOpenedNumbers>['draws'][number];
type TicketValue = CallValue<typeof lotteryPageCalls.lotteryBuy>['ticket'];

/** The prize mode of the menus when none is asked: the Vietnamese lotto exists (spec 4.10). */
export const DEFAULT_PRIZE_MODE: PrizeMode = 'ELOTT';

export type RuledGame = LotteryGameRow & { rule: LotteryRule };

export async function displayNames(
  q: Queryable,
  ids: readonly number[],
  language: string | undefined,
): Promise<Map<number, string>> {
  const [lang, base] = gameLanguages(language);
  const rows = await q.query<{ id: number; name: string }>(
    `SELECT id, ${nameSql('games', '$1', '$2')} AS name FROM games WHERE id = ANY($3::int[])`,
    [lang, base, intArray(ids)],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface DrawRow {
  game_id: number;
  issue: string;
  draw_at: Date | string;
  numbers: unknown;
}

export const drawValue = (game: RuledGame, row: DrawRow): OpenedDrawValue => ({
  gameCode: game.game_code,
  issue: row.issue,
  numbers: readIntArray(row.numbers).map((n) => lotteryNumberText(game.rule, n)),
  openedAt: new Date(row.draw_at).toISOString(),
});

/** The latest draw of each game. */
export async function latestDraws(
  q: Queryable,
  games: readonly RuledGame[],
): Promise<Map<number, DrawRow>> {
  const rows = await q.query<DrawRow>(
    `SELECT DISTINCT ON (game_id) game_id, issue, draw_at, numbers FROM lottery_draws
     WHERE game_id = ANY($1::int[]) ORDER BY game_id, draw_at DESC`,
    [intArray(games.map((g) => g.id))],
  );
  return new Map(rows.map((r) => [r.game_id, r]));
}

/** The latest `perGame` draws of each game, newest first. */
export async function recentDraws(
  q: Queryable,
  games: readonly RuledGame[],
  perGame: number,
): Promise<OpenedDrawValue[]> {
  const rows = await q.query<DrawRow>(
    `SELECT game_id, issue, draw_at, numbers FROM (
       SELECT game_id, issue, draw_at, numbers,
              row_number() OVER (PARTITION BY game_id ORDER BY draw_at DESC) AS n
       FROM lottery_draws WHERE game_id = ANY($1::int[])
     ) recent WHERE n <= $2 ORDER BY draw_at DESC, game_id`,
    [intArray(games.map((g) => g.id)), perGame],
  );
  const byId = new Map(games.map((g) => [g.id, g]));
  return rows.flatMap((r) => {
    const game = byId.get(r.game_id);
    return game ? [drawValue(game, r)] : [];
  });
}

/** The games with their rule, next draw and latest numbers, in catalogue order. */
export async function gameValues(
  q: Queryable,
  games: readonly RuledGame[],
  language: string | undefined,
  baseSeconds: number,
  now: Date,
): Promise<LotteryGameValue[]> {
  const [names, latest] = await Promise.all([
    displayNames(
      q,
      games.map((g) => g.id),
      language,
    ),
    latestDraws(q, games),
  ]);
  return games.map((g) => {
    const next = nextOpen(g.rule, baseSeconds, now);
    const last = latest.get(g.id);
    return {
      gameId: g.id,
      nodeId: g.node_id,
      vassalage: g.vassalage,
      gameCode: g.game_code,
      displayName: names.get(g.id) ?? g.game_code,
      icon: gameIconPath('LOTT', g.vassalage, g.game_code),
      balls: g.rule.balls,
      minNumber: g.rule.min,
      maxNumber: g.rule.max,
      pick: g.rule.pick,
      payouts: Object.entries(g.rule.payouts).map(([matched, x100]) => ({
        matched: Number(matched),
        multiplier: x100 / 100,
      })),
      rtp: lotteryRtp(g.rule),
      drawSeconds: g.rule.every * baseSeconds,
      nextIssue: next.issue,
      nextDrawAt: next.drawAt.toISOString(),
      latest: last ? drawValue(g, last) : null,
    };
  });
}

export const noGame = (gameCode: string, where: string): ApiError =>
  new ApiError('NOT_FOUND', {
    message: `gameCode: no lottery game ${gameCode}${where}`,
    value: { fields: { gameCode: `no lottery game ${gameCode}${where}` } },
  });

/** Opened draws: a game's last `limit`, or the latest of each of `games`. */
export async function openedDraws(
  q: Queryable,
  games: readonly RuledGame[],
  gameCode: string | undefined,
  limit: number,
  where: string,
): Promise<OpenedDrawValue[]> {
  if (gameCode === undefined) {
    const latest = await latestDraws(q, games);
    return games.flatMap((g) => {
      const row = latest.get(g.id);
      return row ? [drawValue(g, row)] : [];
    });
  }
  const game = games.find((g) => g.game_code === gameCode);
  if (!game) throw noGame(gameCode, where);
  const rows = await q.query<DrawRow>(
    `SELECT game_id, issue, draw_at, numbers FROM lottery_draws WHERE game_id = $1
     ORDER BY draw_at DESC LIMIT $2`,
    [game.id, limit],
  );
  return rows.map((r) => drawValue(game, r));
}

export interface TicketRow {
  id: string;
  game_code: string;
  issue: string;
  draw_at: Date | string;
  numbers: unknown;
  stake: string;
  status: 'pending' | 'won' | 'lost';
  matched: number | null;
  prize: string;
  drawn: unknown;
  created_at: Date | string;
}

export const TICKET_COLUMNS = `t.id, g.game_code, t.issue, t.draw_at, t.numbers, t.stake::text AS stake, t.status,
  t.matched, t.prize::text AS prize, d.numbers AS drawn, t.created_at`;
export const TICKET_FROM = `lottery_tickets t JOIN games g ON g.id = t.game_id
  LEFT JOIN lottery_draws d ON d.game_id = t.game_id AND d.issue = t.issue`;

export function ticketValue(row: TicketRow): TicketValue {
  const rule = LOTTERY_RULES[row.game_code];
  const text = (n: number) => (rule ? lotteryNumberText(rule, n) : String(n));
  return {
    ticketId: Number(row.id),
    gameCode: row.game_code,
    issue: row.issue,
    drawAt: new Date(row.draw_at).toISOString(),
    numbers: readIntArray(row.numbers).map(text),
    stake: fromCents(toCents(row.stake)),
    status: row.status,
    matched: row.matched,
    prize: fromCents(toCents(row.prize)),
    // The numbers are shown once the ticket is settled (the draw opened).
    drawnNumbers:
      row.status === 'pending' || row.drawn == null ? null : readIntArray(row.drawn).map(text),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface PageSession {
  account_id: number;
  game_id: number;
  game_code: string;
  vassalage: string;
  language: string;
  back_url: string | null;
}

/** The lottery page's game session its header names, alive; TICKET_INVALID otherwise. */
export async function pageSession(q: Queryable, req: FastifyRequest): Promise<PageSession> {
  const token = pageToken(req, LOTTERY_SESSION_HEADER);
  const [row] = await q.query<PageSession>(
    `SELECT s.account_id, s.game_id, g.game_code, g.vassalage, s.language, s.back_url
     FROM game_sessions s JOIN games g ON g.id = s.game_id JOIN accounts a ON a.id = s.account_id
     WHERE s.token_hash = $1 AND s.page = 'lottery' AND s.expires_at > now() AND a.status = 'active'
       AND g.game_type = 'LOTT'`,
    [sha256(token)],
  );
  if (!row) throw new ApiError('TICKET_INVALID');
  return row;
}

/** The stake in cents, or the reason it is refused (before any money moves). */
export function stakeCents(stake: string | number): number {
  const cents = toCents(typeof stake === 'number' ? String(stake) : stake);
  if (!Number.isSafeInteger(cents))
    throw fieldErrors({ stake: 'not an amount: write a number with at most two decimals' });
  if (cents < LOTTERY_MIN_STAKE * 100)
    throw fieldErrors({ stake: `at least ${LOTTERY_MIN_STAKE}` });
  if (cents > LOTTERY_MAX_STAKE * 100) throw fieldErrors({ stake: `at most ${LOTTERY_MAX_STAKE}` });
  return cents;
}

/** The picked numbers, checked against the game's rule. */
export function checkNumbers(rule: LotteryRule, numbers: readonly number[]): number[] {
  const wide = rule.max - rule.min + 1;
  if (numbers.length !== rule.pick)
    throw fieldErrors({ numbers: `pick exactly ${rule.pick} number${rule.pick > 1 ? 's' : ''}` });
  const out = numbers.filter((n) => n < rule.min || n > rule.max);
  if (out.length)
    throw fieldErrors({
      numbers: `${out.join(', ')} not between ${lotteryNumberText(rule, rule.min)} and ${lotteryNumberText(rule, rule.max)} (${wide} numbers)`,
    });
  if (new Set(numbers).size !== numbers.length)
    throw fieldErrors({ numbers: 'pick each number once' });
  return [...numbers].sort((a, b) => a - b);
}

/** The lottery games of a prize mode's vendor (the default mode's when none is asked). */
export async function vendorGames(
  db: Queryable,
  mode: PrizeMode | undefined,
): Promise<RuledGame[]> {
  const vassalage = PRIZE_MODE_VENDOR[mode ?? DEFAULT_PRIZE_MODE];
  return (await lotteryGames(db)).filter((g) => g.vassalage === vassalage);
}

/** The games of `games` a member launched, the latest first (the launch records them). */
export async function recentLotteryGames(
  db: Queryable,
  accountId: number,
  games: readonly RuledGame[],
): Promise<RuledGame[]> {
  const recent = await db.query<{ game_id: number }>(
    `SELECT game_id FROM game_recent WHERE account_id = $1 AND game_id = ANY($2::int[])
     ORDER BY played_at DESC, game_id`,
    [accountId, intArray(games.map((g) => g.id))],
  );
  const byId = new Map(games.map((g) => [g.id, g]));
  return recent.flatMap((r) => {
    const game = byId.get(r.game_id);
    return game ? [game] : [];
  });
}

/** The latest tickets of a page session's player in its lottery area. */
export const pageTickets = async (q: Queryable, s: PageSession): Promise<TicketValue[]> =>
  (
    await q.query<TicketRow>(
      `SELECT ${TICKET_COLUMNS} FROM ${TICKET_FROM}
       WHERE t.account_id = $1 AND g.vassalage = $2 ORDER BY t.created_at DESC, t.id DESC LIMIT $3`,
      [s.account_id, s.vassalage, LOTTERY_PAGE_TICKETS],
    )
  ).map(ticketValue);

/** One ticket, as its page shows it. */
export async function ticketById(q: Queryable, ticketId: number): Promise<TicketValue> {
  const [row] = await q.query<TicketRow>(
    `SELECT ${TICKET_COLUMNS} FROM ${TICKET_FROM} WHERE t.id = $1`,
    [ticketId],
  );
  if (!row) throw new Error(`ticket ${ticketId} not found after purchase`);
  return ticketValue(row);
}

/**
 * Buys a ticket for the game's next draw (`nextSlot`), its stake moving to the house in the same
 * transaction; a retry of the same request answers the ticket first bought. Answers its id.
 */
export async function buyTicket(
  db: Db,
  s: PageSession,
  game: RuledGame,
  ticket: { numbers: number[]; stake: number; requestId: string },
  nextSlot: () => Slot,
): Promise<number> {
  const { numbers, stake } = ticket;
  const posted = await post<{ ticketId: number }>(db, {
    // The key is the account's own: one player's request id never collides with another's.
    key: `lottery-ticket:${s.account_id}:${ticket.requestId}`,
    kind: 'lottery-ticket',
    // The draw is not part of the request: a retry after the draw moved on answers the ticket
    // first bought, for the draw it was bought for.
    request: { accountId: s.account_id, gameId: game.id, numbers, stake },
    build: async (tx, transactionId) => {
      await playGate(tx, s.account_id, stake);
      const slot = nextSlot();
      const [closed] = await tx.query(
        'SELECT 1 FROM lottery_draws WHERE game_id = $1 AND issue = $2',
        [game.id, slot.issue],
      );
      if (closed)
        throw fieldErrors({
          gameCode: `the draw ${slot.issue} is already open, buy for the next one`,
        });
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO lottery_tickets (transaction_id, account_id, game_id, issue, draw_at, numbers, stake)
         VALUES ($1, $2, $3, $4, $5, $6::int[], $7::numeric) RETURNING id`,
        [
          transactionId,
          s.account_id,
          game.id,
          slot.issue,
          slot.drawAt.toISOString(),
          intArray(numbers),
          centsText(stake),
        ],
      );
      if (!row) throw new Error('ticket row vanished after insert');
      return {
        // The stake goes to the house; a prize comes back from it when the draw opens.
        legs: [
          { wallet: { member: s.account_id }, cents: -stake },
          { wallet: 'house', cents: stake },
        ],
        result: { ticketId: Number(row.id) },
      };
    },
  });
  return posted.result.ticketId;
}
