import { calls, TRIAL_TYPE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { fromCents, toCents } from '../ledger/ledger';
import { hit } from '../security/ratelimit';
import { getSetting } from '../settings/settings';
import { transferBetweenWallets, walletMode, walletsOf } from './service';

/** Balance, the member's wallets, and the moves between them. */
function register(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  serve(app, ctx, calls.balance, async (input) => {
    const { account } = sessionOf(input);
    const site = await getSetting(db, 'site');
    // The session's check read the account with its wallet's balance a moment ago, in this call.
    return {
      balance: fromCents(toCents(account.balance ?? '0')),
      currencySymbol: site.currencySymbol,
    };
  });

  serve(app, ctx, calls.merchantWallet, async (input) =>
    walletsOf(db, sessionOf(input).account.id),
  );

  serve(app, ctx, calls.walletTransfer, async (input) => {
    const { account } = sessionOf(input);
    // Money needs a real account (spec 6), as every cashier call.
    if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
    if ((await walletMode(db)) !== 'transfer')
      throw new ApiError('FEATURE_DISABLED', {
        message: 'This site keeps a single wallet: there is nothing to transfer',
      });
    // As the upline transfers: a scripted client may not churn the ledger.
    await hit(ctx, `wallet-transfer:${account.id}`, 120, 3600);
    return transferBetweenWallets(db, account.id, input.body);
  });
}

export const walletRoutes: DomainRoutes = { domain: 'wallet', register };
