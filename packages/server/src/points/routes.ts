// The point system's relays (spec 7.1) and the VIP page's levels. Every point call needs the
// white-label module PTSYS3 and a real member (earn.ts refuseOutsideMall).
import { calls, TRIAL_TYPE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { convertPoints } from './convert';
import { refuseOutsideMall } from './earn';
import { redeem, redeemList } from './redeem';
import {
  checkSpendPassword,
  pointBalance,
  pointConfig,
  pointDetails,
  pointRewards,
} from './service';
import { vipInfo } from './vip';

function register(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;
  const member = async (input: Parameters<typeof sessionOf>[0]) => {
    const { account } = sessionOf(input);
    await refuseOutsideMall(db, account);
    return account;
  };

  serve(app, ctx, calls.pointBalance, async (input) => pointBalance(db, (await member(input)).id));

  serve(app, ctx, calls.pointRewards, async (input) => {
    await member(input);
    return pointRewards(db);
  });

  serve(app, ctx, calls.pointConfig, async (input) => {
    await member(input);
    return pointConfig(db);
  });

  serve(app, ctx, calls.pointRedeemList, async (input) =>
    redeemList(db, (await member(input)).id, input.query),
  );

  serve(app, ctx, calls.pointDetails, async (input) =>
    pointDetails(db, (await member(input)).id, input.query),
  );

  serve(app, ctx, calls.pointRedeem, async (input) => {
    const account = await member(input);
    const { password, ...ask } = input.body;
    await checkSpendPassword(ctx, account, password);
    return redeem(db, account.id, { ...ask, address: ask.address });
  });

  serve(app, ctx, calls.pointConvert, async (input) => {
    const account = await member(input);
    const { password, ...ask } = input.body;
    await checkSpendPassword(ctx, account, password);
    return convertPoints(db, account.id, ask);
  });

  serve(app, ctx, calls.vipInfo, async (input) => {
    const { account } = sessionOf(input);
    // Trial accounts play with demo funds only (spec 6): their bets make no VIP.
    if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
    return vipInfo(db, account);
  });
}

export const pointRoutes: DomainRoutes = { domain: 'points', register };
