import {
  calls,
  LOTTERY_LAUNCH_SECONDS,
  LOTTERY_PAGE_RESULTS,
  LOTTERY_PLAY_PREFIX,
  LOTTERY_SESSION_SECONDS,
  lotteryPageCalls,
  TRIAL_TYPE,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError } from '../http/errors';
import { checkCallHeaders } from '../http/gateway';
import { sendAsset, sendPage } from '../http/responses';
import { serve, sessionOf } from '../http/serve';
import { balanceCents, fromCents } from '../ledger/ledger';
import { playGate } from '../responsible/gate';
import { getSetting } from '../settings/settings';
import { issueTicket, openTicket } from '../tickets/tickets';
import { LOTTERY_CSS, LOTTERY_JS } from './assets';
import { lotteryGames, nextOpen, startLotteryTimer } from './draws';
import { expiredPage, lotteryPage } from './page';
import {
  buyTicket,
  checkNumbers,
  DEFAULT_PRIZE_MODE,
  gameValues,
  noGame,
  openedDraws,
  pageSession,
  pageTickets,
  recentDraws,
  recentLotteryGames,
  stakeCents,
  ticketById,
  vendorGames,
  type PageSession,
} from './service';

/**
 * The lottery: menus, opened numbers, the launch and its page with tickets; and, unless switched
 * off, the timer that draws in this process.
 */
function register(app: FastifyInstance, ctx: Context): void {
  const { db, config } = ctx;
  // The clock of ticket purchases and menus.
  const now = () => new Date();
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
    checkCallHeaders(req, config.merchantCode);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/lotto/') || req.url.startsWith('/demo/lottery/api/'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  serve(app, ctx, calls.vnGameMenu, async ({ query }) => {
    const prizeMode = query.prizeMode ?? DEFAULT_PRIZE_MODE;
    const games = await vendorGames(db, prizeMode);
    return { prizeMode, games: await gameValues(db, games, query.language, base, now()) };
  });

  serve(app, ctx, calls.vnRecentGames, async (input) => {
    const { query } = input;
    const prizeMode = query.prizeMode ?? DEFAULT_PRIZE_MODE;
    const games = await vendorGames(db, prizeMode);
    // The launch records a lottery game as recent, as the game launch does for the others.
    const played = await recentLotteryGames(db, sessionOf(input).account.id, games);
    return { prizeMode, games: await gameValues(db, played, query.language, base, now()) };
  });

  serve(app, ctx, calls.vnOpenedNumbers, async ({ query }) => {
    const prizeMode = query.prizeMode ?? DEFAULT_PRIZE_MODE;
    const games = await vendorGames(db, prizeMode);
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
    const game = (await vendorGames(db, query.prizeMode)).find(
      (g) => g.game_code === query.gameCode,
    );
    if (!game) throw noGame(query.gameCode, ` in prize mode ${query.prizeMode}`);
    const { ticket, expiresAt } = await db.transaction(async (tx) => {
      await playGate(tx, account.id, 0);
      return issueTicket(tx, {
        page: 'lottery',
        accountId: account.id,
        gameId: game.id,
        language: query.language,
        backUrl: query.backUrl,
        seconds: LOTTERY_LAUNCH_SECONDS,
      });
    });
    // The view is how the page opens, not a secret: it travels beside the ticket.
    return { gameUrl: `${LOTTERY_PLAY_PREFIX}${ticket}?view=${query.view}`, expiresAt };
  });

  // The lottery page: its files, its opening by ticket, and its two calls.
  app.get('/demo/lottery/assets/lottery.js', async (_req, reply) =>
    sendAsset(reply, 'javascript', LOTTERY_JS),
  );
  app.get('/demo/lottery/assets/lottery.css', async (_req, reply) =>
    sendAsset(reply, 'css', LOTTERY_CSS),
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

  serve(app, ctx, lotteryPageCalls.lotteryState, async ({ req }) => {
    const s = await pageSession(db, req);
    const at = now();
    return {
      balance: fromCents(await balanceCents(db, s.account_id)),
      currencySymbol: (await getSetting(db, 'site')).currencySymbol,
      serverTime: at.toISOString(),
      games: await gameValues(db, await areaGames(s), s.language, base, at),
      tickets: await pageTickets(db, s),
      results: await recentDraws(db, await areaGames(s), LOTTERY_PAGE_RESULTS),
    };
  });

  serve(app, ctx, lotteryPageCalls.lotteryBuy, async ({ req, body }) => {
    const s = await pageSession(db, req);
    const game = (await areaGames(s)).find((g) => g.game_code === body.gameCode);
    if (!game) throw noGame(body.gameCode, ' in this lottery');
    const numbers = checkNumbers(game.rule, body.numbers);
    const stake = stakeCents(body.stake);
    const ticketId = await buyTicket(
      db,
      s,
      game,
      { numbers, stake, requestId: body.requestId },
      () => nextOpen(game.rule, base, now()),
    );
    return {
      ticket: await ticketById(db, ticketId),
      balance: fromCents(await balanceCents(db, s.account_id)),
    };
  });
}

export const lotteryRoutes: DomainRoutes = { domain: 'lottery', register };
