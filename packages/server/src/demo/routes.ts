import {
  DEMO_MAX_STAKE,
  DEMO_MIN_STAKE,
  DEMO_PAYTABLE,
  DEMO_PLAY_PREFIX,
  DEMO_RTP,
  demoPageCalls,
  GAME_SESSION_SECONDS,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { fieldErrors } from '../http/errors';
import { sendAsset, sendPage } from '../http/responses';
import { serve } from '../http/serve';
import { fromCents, toCents, walletBalanceCents } from '../ledger/ledger';
import { getSetting } from '../settings/settings';
import { openTicket } from '../tickets/tickets';
import { GAME_CSS, GAME_JS } from './assets';
import { expiredPage, gamePage } from './page';
import type { RandomInt } from './rng';
import { demoWallet, gameSession, playRound } from './service';

/**
 * The demo game: the launch address opens it once, its page plays rounds. `random` draws the
 * outcomes (node:crypto unless a test fixes it).
 */
function register(
  app: FastifyInstance,
  ctx: Context,
  random: RandomInt | undefined = undefined,
): void {
  const { db } = ctx;

  app.get('/demo/assets/game.js', async (_req, reply) => sendAsset(reply, 'javascript', GAME_JS));
  app.get('/demo/assets/game.css', async (_req, reply) => sendAsset(reply, 'css', GAME_CSS));

  // The ticket opens the page once: it is spent here, and the page gets a game-session token of
  // its own, scoped to this game and this account.
  app.get<{ Params: { ticket: string } }>(`${DEMO_PLAY_PREFIX}:ticket`, async (req, reply) => {
    const ticket = await openTicket(db, req.params.ticket, 'slot', GAME_SESSION_SECONDS);
    if (!ticket.opened) return sendPage(reply, 410, expiredPage(ticket.language));
    const { opened } = ticket;
    return sendPage(
      reply,
      200,
      gamePage(
        { displayName: opened.displayName, backUrl: opened.backUrl },
        opened.language,
        opened.sessionToken,
      ),
    );
  });

  serve(app, ctx, demoPageCalls.demoState, async ({ req }) => {
    const s = await gameSession(db, req);
    const site = await getSetting(db, 'site');
    return {
      game: {
        nodeId: s.node_id,
        displayName: s.display_name,
        gameType: s.game_type,
        vassalage: s.vassalage,
      },
      // The balance the game plays with: the main wallet's, or with transfer wallets DEMO's.
      balance: fromCents(await walletBalanceCents(db, await demoWallet(db, s.account_id))),
      currencySymbol: site.currencySymbol,
      language: s.language,
      backUrl: s.back_url,
      rtp: DEMO_RTP,
      minStake: DEMO_MIN_STAKE,
      maxStake: DEMO_MAX_STAKE,
      paytable: DEMO_PAYTABLE.map((row) => ({
        outcome: row.outcome,
        symbol: row.symbol,
        multiplier: row.multiplier,
        chance: row.per10000 / 10_000,
      })),
    };
  });

  serve(app, ctx, demoPageCalls.demoRound, async ({ req, body }) => {
    const s = await gameSession(db, req);
    const stake = toCents(body.stake);
    if (!Number.isSafeInteger(stake)) throw fieldErrors({ stake: 'at most two decimals' });
    if (stake < toCents(DEMO_MIN_STAKE)) throw fieldErrors({ stake: `at least ${DEMO_MIN_STAKE}` });
    return playRound(db, s, stake, body.idempotencyKey, random);
  });
}

export const demoRoutes: DomainRoutes = { domain: 'demo', register };
