// Missions, the mission leaderboard and the raffles (spec 7.1: the mission summary and
// leaderboard, and the raffle promotion claim, all with the member's token).
import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { serve, sessionOf } from '../http/serve';
import { languageChain } from '../i18n/languages';
import { hit } from '../security/ratelimit';
import { getSetting } from '../settings/settings';
import { missionLeaderboard } from './leaderboard';
import { claimMission, missionSummary } from './missions';
import { enterRaffle, raffleList } from './raffles';

function register(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;
  const languages = async (asked: string | undefined) =>
    languageChain(asked, (await getSetting(db, 'system')).defaultLanguage);

  serve(app, ctx, calls.missionSummary, async (input) =>
    missionSummary(db, sessionOf(input).account, await languages(input.query.language)),
  );

  serve(app, ctx, calls.missionLeaderboard, async (input) =>
    missionLeaderboard(db, sessionOf(input).account.id, input.query.period),
  );

  serve(app, ctx, calls.missionClaim, async (input) => {
    const { account } = sessionOf(input);
    // Each claim is a ledger movement: 60 an hour is far above a player's need.
    await hit(ctx, `mission-claim:${account.id}`, 60, 3_600);
    return claimMission(db, account, input.body.missionId);
  });

  serve(app, ctx, calls.raffleList, async (input) =>
    raffleList(db, sessionOf(input).account, await languages(input.query.language)),
  );

  serve(app, ctx, calls.raffleClaim, async (input) => {
    const { account } = sessionOf(input);
    await hit(ctx, `raffle-claim:${account.id}`, 60, 3_600);
    return enterRaffle(db, account, input.body.raffleId);
  });
}

export const missionRoutes: DomainRoutes = { domain: 'missions', register };
