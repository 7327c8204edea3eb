import { calls, DEMO_PLAY_PREFIX, TRIAL_TYPE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { flagOn } from '../settings/flags';
import { launchSlot } from './service';

/** The launch of a catalogue game: a one-time ticket that opens the demo slot page. */
function register(app: FastifyInstance, ctx: Context): void {
  serve(app, ctx, calls.launchGame, async (input) => {
    const { account } = sessionOf(input);
    // Trial accounts play nothing for real money (spec 6); the demo games, with their demo
    // balance, only where the operator lets them (TRIALPLAY3).
    if (account.type === TRIAL_TYPE && !(await flagOn(ctx.db, 'TRIALPLAY3')))
      throw new ApiError('TRIAL_FORBIDDEN');
    const { nodeId, language, backUrl } = input.body;
    const { ticket, expiresAt } = await launchSlot(ctx.db, {
      accountId: account.id,
      nodeId,
      language,
      backUrl,
    });
    return { gameUrl: `${DEMO_PLAY_PREFIX}${ticket}`, expiresAt };
  });
}

export const launchRoutes: DomainRoutes = { domain: 'launch', register };
