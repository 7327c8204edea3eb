import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { serve, sessionOf } from '../http/serve';
import { getSetting } from '../settings/settings';
import { walletsOf } from './service';

/** Balance and merchant wallet. */
function register(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  serve(app, ctx, calls.balance, async (input) => {
    const { account } = sessionOf(input);
    const [main] = await walletsOf(db, account.id);
    const site = await getSetting(db, 'site');
    return { balance: main?.balance ?? 0, currencySymbol: site.currencySymbol };
  });

  serve(app, ctx, calls.merchantWallet, async (input) => {
    const wallets = await walletsOf(db, sessionOf(input).account.id);
    return { isSingle: wallets.length <= 1, wallets };
  });
}

export const walletRoutes: DomainRoutes = { domain: 'wallet', register };
