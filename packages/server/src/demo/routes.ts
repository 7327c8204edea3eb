import {
  DEMO_MAX_STAKE,
  DEMO_MIN_STAKE,
  DEMO_PAYTABLE,
  DEMO_PLAY_PREFIX,
  DEMO_RTP,
  demoPageCalls,
  GAME_FALLBACK_LANGUAGE,
  GAME_SESSION_HEADER,
  GAME_SESSION_SECONDS,
  type CallValue,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serve, type Context } from '../app';
import type { Queryable } from '../db/types';
import { ApiError, fieldErrors } from '../errors';
import { balanceCents, fromCents, post, toCents } from '../ledger';
import { sha256 } from '../security/tokens';
import { openTicket } from '../game-pages';
import { getSetting } from '../settings';
import { contentSecurityPolicy } from '../static';
import { GAME_CSS, GAME_JS } from './assets';
import { expiredPage, gamePage } from './page';
import { drawOutcome, type RandomInt } from './rng';

interface GameSession {
  account_id: number;
  game_id: number;
  node_id: number;
  game_type: string;
  vassalage: string;
  display_name: string;
  language: string;
  back_url: string | null;
}

/** The demo game page is framed by the portal (its seamless area): same origin only. */
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

/** The game session a page's header names, alive; TICKET_INVALID otherwise. */
async function gameSession(db: Queryable, req: FastifyRequest): Promise<GameSession> {
  const token = req.headers[GAME_SESSION_HEADER.toLowerCase()];
  if (typeof token !== 'string' || token.length < 20 || token.length > 128)
    throw new ApiError('TICKET_INVALID');
  const [row] = await db.query<GameSession>(
    `SELECT s.account_id, s.game_id, g.node_id, g.game_type, g.vassalage, s.language, s.back_url,
       coalesce(g.names->>s.language, g.names->>split_part(s.language, '-', 1),
         g.names->>'${GAME_FALLBACK_LANGUAGE}') AS display_name
     FROM game_sessions s JOIN games g ON g.id = s.game_id JOIN accounts a ON a.id = s.account_id
     WHERE s.token_hash = $1 AND s.page = 'slot' AND s.expires_at > now() AND a.status = 'active'`,
    [sha256(token)],
  );
  if (!row) throw new ApiError('TICKET_INVALID');
  return row;
}

type Round = CallValue<typeof demoPageCalls.demoRound>;

/**
 * The demo game: the launch address opens it once, its page plays rounds. `random` draws the
 * outcomes (node:crypto unless a test fixes it).
 */
export function registerDemoRoutes(
  app: FastifyInstance,
  ctx: Context,
  random: RandomInt | undefined = undefined,
): void {
  const { db } = ctx;

  app.get('/demo/assets/game.js', async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(GAME_JS),
  );
  app.get('/demo/assets/game.css', async (_req, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(GAME_CSS),
  );

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
      balance: fromCents(await balanceCents(db, s.account_id)),
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
    const posted = await post<Round>(db, {
      // Keys are the account's own: one player's key never collides with another's.
      key: `round:${s.account_id}:${body.idempotencyKey}`,
      kind: 'round',
      request: { accountId: s.account_id, gameId: s.game_id, stake },
      build: async (tx, transactionId) => {
        const outcome = drawOutcome(random);
        const win = stake * outcome.multiplier;
        const [bet] = await tx.query<{ id: string; created_at: Date | string }>(
          `INSERT INTO game_bets (transaction_id, account_id, game_id, stake, win, detail)
           VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6::jsonb) RETURNING id, created_at`,
          [
            transactionId,
            s.account_id,
            s.game_id,
            (stake / 100).toFixed(2),
            (win / 100).toFixed(2),
            JSON.stringify({ symbols: outcome.symbols, multiplier: outcome.multiplier }),
          ],
        );
        if (!bet) throw new Error('bet row vanished after insert');
        return {
          // The stake goes to the house and the win comes back from it, in one transaction.
          legs: [
            { wallet: { member: s.account_id }, cents: -stake },
            { wallet: 'house', cents: stake },
            { wallet: 'house', cents: -win },
            { wallet: { member: s.account_id }, cents: win },
          ],
          result: {
            roundId: Number(bet.id),
            stake: fromCents(stake),
            win: fromCents(win),
            multiplier: outcome.multiplier,
            symbols: [...outcome.symbols],
            balance: 0,
            playedAt: new Date(bet.created_at).toISOString(),
          },
        };
      },
      after: async (tx, result) => ({
        ...result,
        balance: fromCents(await balanceCents(tx, s.account_id)),
      }),
    });
    return posted.result;
  });
}
