import {
  calls,
  DEMO_PLAY_PREFIX,
  LAUNCH_TICKET_SECONDS,
  TRIAL_TYPE,
  type CallValue,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serve, sessionOf, type Context } from './app';
import { ApiError, fieldErrors } from './errors';
import { fromCents, toCents } from './ledger';
import { newToken, sha256 } from './security/tokens';
import { getSetting } from './settings';

/** The wallets of a member: the main one, then any vendor wallet, as the ledger holds them. */
async function walletsOf(
  ctx: Context,
  accountId: number,
): Promise<CallValue<typeof calls.merchantWallet>['wallets']> {
  const rows = await ctx.db.query<{ kind: string; balance: string }>(
    'SELECT kind, balance::text AS balance FROM ledger_accounts WHERE account_id = $1 ORDER BY id',
    [accountId],
  );
  return rows.map((r) => ({
    code: r.kind === 'member' ? 'MAIN' : r.kind.toUpperCase(),
    balance: fromCents(toCents(r.balance)),
    // Money moves between wallets only when there is more than one.
    transferable: rows.length > 1,
  }));
}

/** Balance, merchant wallet and game launch. */
export function registerWalletRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  serve(app, ctx, calls.balance, async (input) => {
    const { account } = sessionOf(input);
    const [main] = await walletsOf(ctx, account.id);
    const site = await getSetting(db, 'site');
    return { balance: main?.balance ?? 0, currencySymbol: site.currencySymbol };
  });

  serve(app, ctx, calls.merchantWallet, async (input) => {
    const wallets = await walletsOf(ctx, sessionOf(input).account.id);
    return { isSingle: wallets.length <= 1, wallets };
  });

  serve(app, ctx, calls.launchGame, async (input) => {
    const { account } = sessionOf(input);
    // Trial accounts play nothing for real money, not even demo games (spec 6).
    if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
    const { nodeId, language, backUrl } = input.body;
    const ticket = newToken();
    const expiresAt = await db.transaction(async (tx) => {
      const [game] = await tx.query<{ id: number; is_game: string }>(
        'SELECT id, is_game FROM games WHERE node_id = $1',
        [nodeId],
      );
      if (!game)
        throw new ApiError('NOT_FOUND', {
          message: `nodeId: no game ${nodeId}`,
          value: { fields: { nodeId: `no game ${nodeId}` } },
        });
      if (game.is_game !== 'GAME')
        throw fieldErrors({ nodeId: 'a group of games: launch one of its games' });
      // The latest launch of a game moves it to the top of the recent games.
      await tx.query(
        `INSERT INTO game_recent (account_id, game_id, played_at) VALUES ($1, $2, now())
         ON CONFLICT (account_id, game_id) DO UPDATE SET played_at = now()`,
        [account.id, game.id],
      );
      const [row] = await tx.query<{ expires_at: Date | string }>(
        `INSERT INTO launch_tickets (ticket_hash, page, account_id, game_id, language, back_url, expires_at)
         VALUES ($1, 'slot', $2, $3, $4, $5, now() + make_interval(secs => $6::int)) RETURNING expires_at`,
        [
          sha256(ticket),
          account.id,
          game.id,
          (language ?? 'es').toLowerCase(),
          backUrl ?? null,
          LAUNCH_TICKET_SECONDS,
        ],
      );
      return new Date(row?.expires_at ?? Date.now()).toISOString();
    });
    return { gameUrl: `${DEMO_PLAY_PREFIX}${ticket}`, expiresAt };
  });
}
