import {
  calls,
  GAME_FALLBACK_LANGUAGE,
  GAME_TYPES,
  gameIconPath,
  LOTTERY_LAUNCH_SECONDS,
  LOTTERY_MAX_STAKE,
  LOTTERY_MIN_STAKE,
  LOTTERY_PAGE_TICKETS,
  LOTTERY_PLAY_PREFIX,
  LOTTERY_RULES,
  LOTTERY_SESSION_HEADER,
  LOTTERY_SESSION_SECONDS,
  lotteryNumberText,
  lotteryPageCalls,
  lotteryRtp,
  PRIZE_MODE_VENDOR,
  TRIAL_TYPE,
  type CallValue,
  type LotteryRule,
  type PrizeMode,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serve, sessionOf, type Context } from './app';
import type { Queryable } from './db/types';
import { openTicket } from './game-pages';
import { ApiError, fieldErrors } from './errors';
import { balanceCents, centsText, fromCents, post, toCents } from './ledger';
import {
  intArray,
  lotteryGames,
  nextOpen,
  readIntArray,
  startLotteryTimer,
  type LotteryGameRow,
} from './lottery-draws';
import { LOTTERY_CSS, LOTTERY_JS } from './lottery-page/assets';
import { expiredPage, lotteryPage } from './lottery-page/page';
import { newToken, sha256 } from './security/tokens';
import { contentSecurityPolicy } from './static';

type LotteryGameValue = CallValue<typeof calls.vnGameMenu>['games'][number];
type OpenedDrawValue = CallValue<typeof calls.vnOpenedNumbers>['draws'][number];
type TicketValue = CallValue<typeof lotteryPageCalls.lotteryBuy>['ticket'];

/** The prize mode of the menus when none is asked: the Vietnamese lotto exists (spec 4.10). */
const DEFAULT_PRIZE_MODE: PrizeMode = 'ELOTT';

type RuledGame = LotteryGameRow & { rule: LotteryRule };

/** The asked language and its base, lower case; Spanish when none is asked. */
const languages = (language: string | undefined): [string, string] => {
  const lang = (language ?? GAME_FALLBACK_LANGUAGE).toLowerCase();
  return [lang, lang.split('-')[0] ?? lang];
};

async function displayNames(
  q: Queryable,
  ids: readonly number[],
  language: string | undefined,
): Promise<Map<number, string>> {
  const [lang, base] = languages(language);
  const rows = await q.query<{ id: number; name: string }>(
    `SELECT id, coalesce(names->>$1, names->>$2, names->>'${GAME_FALLBACK_LANGUAGE}') AS name
     FROM games WHERE id = ANY($3::int[])`,
    [lang, base, intArray(ids)],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

interface DrawRow {
  game_id: number;
  issue: string;
  draw_at: Date | string;
  numbers: unknown;
}

const drawValue = (game: RuledGame, row: DrawRow): OpenedDrawValue => ({
  gameCode: game.game_code,
  issue: row.issue,
  numbers: readIntArray(row.numbers).map((n) => lotteryNumberText(game.rule, n)),
  openedAt: new Date(row.draw_at).toISOString(),
});

/** The latest draw of each game. */
async function latestDraws(
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

/** The games with their rule, next draw and latest numbers, in catalogue order. */
async function gameValues(
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

const noGame = (gameCode: string, where: string): ApiError =>
  new ApiError('NOT_FOUND', {
    message: `gameCode: no lottery game ${gameCode}${where}`,
    value: { fields: { gameCode: `no lottery game ${gameCode}${where}` } },
  });

/** Opened draws: a game's last `limit`, or the latest of each of `games`. */
async function openedDraws(
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

interface TicketRow {
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

const TICKET_COLUMNS = `t.id, g.game_code, t.issue, t.draw_at, t.numbers, t.stake::text AS stake, t.status,
  t.matched, t.prize::text AS prize, d.numbers AS drawn, t.created_at`;
const TICKET_FROM = `lottery_tickets t JOIN games g ON g.id = t.game_id
  LEFT JOIN lottery_draws d ON d.game_id = t.game_id AND d.issue = t.issue`;

function ticketValue(row: TicketRow): TicketValue {
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

interface PageSession {
  account_id: number;
  game_id: number;
  game_code: string;
  vassalage: string;
  language: string;
  back_url: string | null;
}

/** The lottery page's game session its header names, alive; TICKET_INVALID otherwise. */
async function pageSession(q: Queryable, req: FastifyRequest): Promise<PageSession> {
  const token = req.headers[LOTTERY_SESSION_HEADER.toLowerCase()];
  if (typeof token !== 'string' || token.length < 20 || token.length > 128)
    throw new ApiError('TICKET_INVALID');
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
function stakeCents(stake: string | number): number {
  const cents = toCents(typeof stake === 'number' ? String(stake) : stake);
  if (!Number.isSafeInteger(cents))
    throw fieldErrors({ stake: 'not an amount: write a number with at most two decimals' });
  if (cents < LOTTERY_MIN_STAKE * 100)
    throw fieldErrors({ stake: `at least ${LOTTERY_MIN_STAKE}` });
  if (cents > LOTTERY_MAX_STAKE * 100) throw fieldErrors({ stake: `at most ${LOTTERY_MAX_STAKE}` });
  return cents;
}

/** The picked numbers, checked against the game's rule. */
function checkNumbers(rule: LotteryRule, numbers: readonly number[]): number[] {
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

/** The lottery page is framed by the portal, as the demo game is: same origin only. */
const PAGE_CSP = contentSecurityPolicy({ frameAncestors: "'self'" });

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'no-store')
    .send(html);
}

export interface LotteryRouteOptions {
  /** The clock of ticket purchases and menus; the real one unless a test decides it. */
  now?: () => Date;
}

/**
 * The lottery: menus, opened numbers, the launch and its page with tickets, the vendor game-type
 * list and the PVP rooms; and, unless switched off, the timer that draws in this process.
 */
export function registerLotteryRoutes(
  app: FastifyInstance,
  ctx: Context,
  options: LotteryRouteOptions = {},
): void {
  const { db, config } = ctx;
  const now = options.now ?? (() => new Date());
  const base = config.lotteryDrawSeconds;

  if (config.lotteryTimer) {
    const timer = startLotteryTimer(db, base, (err) =>
      app.log.warn({ err }, 'lottery draw failed'),
    );
    app.addHook('onClose', async () => timer.stop());
  }

  // /lotto is outside the /wps and /lgw hooks of app.ts: the same merchant check and no caching.
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/lotto/')) return;
    if (req.headers['merchant'] !== config.merchantCode) throw new ApiError('MERCHANT_INVALID');
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/lotto/') || req.url.startsWith('/demo/lottery/api/'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  const vendorGames = async (mode: PrizeMode | undefined) => {
    const vassalage = PRIZE_MODE_VENDOR[mode ?? DEFAULT_PRIZE_MODE];
    return (await lotteryGames(db)).filter((g) => g.vassalage === vassalage);
  };

  serve(app, ctx, calls.vnGameMenu, async ({ query }) => {
    const prizeMode = query.prizeMode ?? DEFAULT_PRIZE_MODE;
    const games = await vendorGames(prizeMode);
    return { prizeMode, games: await gameValues(db, games, query.language, base, now()) };
  });

  serve(app, ctx, calls.vnRecentGames, async (input) => {
    const { query } = input;
    const prizeMode = query.prizeMode ?? DEFAULT_PRIZE_MODE;
    const games = await vendorGames(prizeMode);
    // The launch records a lottery game as recent, as the game launch does for the others.
    const recent = await db.query<{ game_id: number }>(
      `SELECT game_id FROM game_recent WHERE account_id = $1 AND game_id = ANY($2::int[])
       ORDER BY played_at DESC, game_id`,
      [sessionOf(input).account.id, intArray(games.map((g) => g.id))],
    );
    const byId = new Map(games.map((g) => [g.id, g]));
    const played = recent.flatMap((r) => {
      const game = byId.get(r.game_id);
      return game ? [game] : [];
    });
    return { prizeMode, games: await gameValues(db, played, query.language, base, now()) };
  });

  serve(app, ctx, calls.vnOpenedNumbers, async ({ query }) => {
    const prizeMode = query.prizeMode ?? DEFAULT_PRIZE_MODE;
    const games = await vendorGames(prizeMode);
    return {
      draws: await openedDraws(
        db,
        games,
        query.gameCode,
        query.limitNum ?? 1,
        ` in prize mode ${prizeMode}`,
      ),
    };
  });

  serve(app, ctx, calls.lottoOpenedNumbers, async ({ query }) => ({
    draws: await openedDraws(db, await lotteryGames(db), query.gameCode, query.limitNum ?? 1, ''),
  }));

  serve(app, ctx, calls.lotteryLaunch, async (input) => {
    const { query } = input;
    const { account } = sessionOf(input);
    // Lottery pages need a real account (spec 6): a trial one is asked to register first.
    if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
    const game = (await vendorGames(query.prizeMode)).find((g) => g.game_code === query.gameCode);
    if (!game) throw noGame(query.gameCode, ` in prize mode ${query.prizeMode}`);
    const ticket = newToken();
    const expiresAt = await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO game_recent (account_id, game_id, played_at) VALUES ($1, $2, now())
         ON CONFLICT (account_id, game_id) DO UPDATE SET played_at = now()`,
        [account.id, game.id],
      );
      const [row] = await tx.query<{ expires_at: Date | string }>(
        `INSERT INTO launch_tickets (ticket_hash, page, account_id, game_id, language, back_url, expires_at)
         VALUES ($1, 'lottery', $2, $3, $4, $5, now() + make_interval(secs => $6::int)) RETURNING expires_at`,
        [
          sha256(ticket),
          account.id,
          game.id,
          (query.language ?? GAME_FALLBACK_LANGUAGE).toLowerCase(),
          query.backUrl ?? null,
          LOTTERY_LAUNCH_SECONDS,
        ],
      );
      return new Date(row?.expires_at ?? Date.now()).toISOString();
    });
    // The view is how the page opens, not a secret: it travels beside the ticket.
    return { gameUrl: `${LOTTERY_PLAY_PREFIX}${ticket}?view=${query.view}`, expiresAt };
  });

  serve(app, ctx, calls.gameTypes, async ({ query }) => {
    if (query.merchantCode !== undefined && query.merchantCode !== config.merchantCode)
      throw new ApiError('MERCHANT_INVALID', {
        message: 'merchantCode: unknown merchant',
        value: { fields: { merchantCode: 'unknown merchant' } },
      });
    const rows = await db.query<{ game_type: string; vendors: number; games: number }>(
      `SELECT v.game_type, count(DISTINCT v.code)::int AS vendors, count(g.id)::int AS games
       FROM game_vendors v LEFT JOIN games g ON g.game_type = v.game_type AND g.vassalage = v.code
       GROUP BY v.game_type ORDER BY array_position($1::text[], v.game_type)`,
      [GAME_TYPES],
    );
    return {
      lanes: rows.map((r) => ({
        gameType: r.game_type,
        vendorCount: r.vendors,
        gameCount: r.games,
      })),
    };
  });

  serve(app, ctx, calls.pvpRooms, async (input) => {
    const { query } = input;
    const { account } = sessionOf(input);
    const [lang, langBase] = languages(query.language);
    const balance = await balanceCents(db, account.id);
    const rows = await db.query<{
      node_id: number;
      vassalage: string;
      game_code: string;
      display_name: string;
      tier: string;
      tier_name: string;
      sort: number;
      base_bet: string;
      min_balance: string;
    }>(
      `SELECT g.node_id, g.vassalage, g.game_code,
         coalesce(g.names->>$1, g.names->>$2, g.names->>'${GAME_FALLBACK_LANGUAGE}') AS display_name,
         r.tier, coalesce(r.names->>$1, r.names->>$2, r.names->>'es') AS tier_name, r.sort,
         r.base_bet::text AS base_bet, r.min_balance::text AS min_balance
       FROM games g JOIN game_vendors v ON v.game_type = g.game_type AND v.code = g.vassalage
       CROSS JOIN pvp_room_tiers r
       WHERE g.game_type = 'PVP' AND g.is_game = 'GAME'
         AND ($3::text IS NULL OR g.vassalage = $3) AND ($4::text IS NULL OR g.game_code = $4)
       ORDER BY v.sort, g.sort, g.id, r.sort`,
      [lang, langBase, query.vassalage ?? null, query.gameCode ?? null],
    );
    return {
      balance: fromCents(balance),
      rooms: rows.map((r) => ({
        // A room is a game's table of one tier: its id is stable as long as the game's nodeId.
        roomId: r.node_id * 10 + r.sort,
        nodeId: r.node_id,
        vassalage: r.vassalage,
        gameCode: r.game_code,
        displayName: r.display_name,
        tier: r.tier,
        tierName: r.tier_name,
        baseBet: fromCents(toCents(r.base_bet)),
        minBalance: fromCents(toCents(r.min_balance)),
        canEnter: balance >= toCents(r.min_balance),
      })),
    };
  });

  // The lottery page: its files, its opening by ticket, and its two calls.
  app.get('/demo/lottery/assets/lottery.js', async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(LOTTERY_JS),
  );
  app.get('/demo/lottery/assets/lottery.css', async (_req, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(LOTTERY_CSS),
  );

  // The ticket opens the page once: it is spent here and the page gets a game-session token of
  // its own (for this account and the launched game's area), carried in a header by its script.
  app.get<{ Params: { ticket: string }; Querystring: { view?: string; game?: string } }>(
    `${LOTTERY_PLAY_PREFIX}:ticket`,
    async (req, reply) => {
      const ticket = await openTicket(db, req.params.ticket, 'lottery', LOTTERY_SESSION_SECONDS);
      if (!ticket.opened) return sendPage(reply, 410, expiredPage(ticket.language));
      const { opened } = ticket;
      const view = req.query.view === 'lobby' ? 'lobby' : 'betting';
      return sendPage(
        reply,
        200,
        lotteryPage({
          language: opened.language,
          backUrl: opened.backUrl,
          gameCode: opened.gameCode,
          view,
          sessionToken: opened.sessionToken,
        }),
      );
    },
  );

  const areaGames = async (s: PageSession) =>
    (await lotteryGames(db)).filter((g) => g.vassalage === s.vassalage);

  const tickets = async (q: Queryable, s: PageSession) =>
    (
      await q.query<TicketRow>(
        `SELECT ${TICKET_COLUMNS} FROM ${TICKET_FROM}
         WHERE t.account_id = $1 AND g.vassalage = $2 ORDER BY t.created_at DESC, t.id DESC LIMIT $3`,
        [s.account_id, s.vassalage, LOTTERY_PAGE_TICKETS],
      )
    ).map(ticketValue);

  serve(app, ctx, lotteryPageCalls.lotteryState, async ({ req }) => {
    const s = await pageSession(db, req);
    const at = now();
    return {
      balance: fromCents(await balanceCents(db, s.account_id)),
      serverTime: at.toISOString(),
      games: await gameValues(db, await areaGames(s), s.language, base, at),
      tickets: await tickets(db, s),
    };
  });

  serve(app, ctx, lotteryPageCalls.lotteryBuy, async ({ req, body }) => {
    const s = await pageSession(db, req);
    const game = (await areaGames(s)).find((g) => g.game_code === body.gameCode);
    if (!game) throw noGame(body.gameCode, ' in this lottery');
    const numbers = checkNumbers(game.rule, body.numbers);
    const stake = stakeCents(body.stake);
    const posted = await post<{ ticketId: number }>(db, {
      // The key is the account's own: one player's request id never collides with another's.
      key: `lottery-ticket:${s.account_id}:${body.requestId}`,
      kind: 'lottery-ticket',
      // The draw is not part of the request: a retry after the draw moved on answers the ticket
      // first bought, for the draw it was bought for.
      request: { accountId: s.account_id, gameId: game.id, numbers, stake },
      build: async (tx, transactionId) => {
        const slot = nextOpen(game.rule, base, now());
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
    const [row] = await db.query<TicketRow>(
      `SELECT ${TICKET_COLUMNS} FROM ${TICKET_FROM} WHERE t.id = $1`,
      [posted.result.ticketId],
    );
    if (!row) throw new Error(`ticket ${posted.result.ticketId} not found after purchase`);
    return {
      ticket: ticketValue(row),
      balance: fromCents(await balanceCents(db, s.account_id)),
    };
  });
}
