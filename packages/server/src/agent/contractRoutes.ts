import { calls, TRIAL_TYPE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../http/context';
import { ApiError } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { hit } from '../security/ratelimit';
import { actOnContract, offerContract } from './contracts';
import { consolidatedInfo, offeredContracts, ownContracts, settlementPage } from './contractViews';
import { startSettlementTimer } from './settlementTimer';
import { requireAgent } from './tree';

/** The member side's gate: a real account (a trial one has no contracts, spec 6). */
const realAccount = (input: Parameters<typeof sessionOf>[0]) => {
  const { account } = sessionOf(input);
  if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
  return account;
};

/**
 * The contracts and their settlements: the agent's offers and records, the member's answers; and,
 * unless switched off (AGENT_TIMER), the timer that settles the periods due in this process.
 */
export function registerContracts(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  if (ctx.config.agentTimer) {
    const timer = startSettlementTimer(
      db,
      (report) => {
        if (report.paid || report.unpaid || report.retried || report.failed.length)
          app.log.info({ event: 'agent-settlements', ...report });
      },
      (err) => app.log.warn({ err }, 'agent settlement sweep failed'),
    );
    app.addHook('onClose', async () => timer.stop());
  }

  serve(app, ctx, calls.agentContracts, async (input) => {
    const { account } = sessionOf(input);
    requireAgent(account);
    return offeredContracts(db, account.id, input.query);
  });

  serve(app, ctx, calls.agentOfferContract, async (input) => {
    const { account } = sessionOf(input);
    requireAgent(account);
    return offerContract(db, account, input.body);
  });

  serve(app, ctx, calls.agentSettlements, async (input) => {
    const { account } = sessionOf(input);
    requireAgent(account);
    return settlementPage(db, account.id, input.query);
  });

  serve(app, ctx, calls.myContracts, async (input) => ownContracts(db, realAccount(input).id));

  serve(app, ctx, calls.contractAction, async (input) => {
    const account = realAccount(input);
    await hit(ctx, `contract:${account.id}`, 60, 3600);
    return actOnContract(db, account, input.body.contractId, input.body.action);
  });

  serve(app, ctx, calls.consolidated, async (input) => consolidatedInfo(db, realAccount(input).id));
}
