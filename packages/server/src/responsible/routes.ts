import { calls, TRIAL_TYPE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { findAccount } from '../accounts/accounts';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError, fieldErrors } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { toCents } from '../ledger/ledger';
import { verifyPassword } from '../security/passwords';
import { hit } from '../security/ratelimit';
import { flagOn } from '../settings/flags';
import {
  askReopen,
  endAllSessions,
  exclude,
  exclusionValue,
  TIME_OUT_INTERVAL,
} from './exclusions';
import { responsibleSettings } from './gate';
import { history } from './history';
import { confirmLimit, setLimit } from './limits';
import { answerRealityCheck, realityCheckState, setRealityMinutes } from './reality';
import { capLiveSessions, confirmAge, responsibleState } from './service';

const realAccount = (input: Parameters<typeof sessionOf>[0]) => {
  const { account } = sessionOf(input);
  // A trial account plays demo funds for a moment: the tools are for real accounts.
  if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
  return account;
};

/** Responsible play: limits, the reality check, time-outs and self-exclusion, age, history. */
function register(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  /** While the operator's switch is off the tools are not offered (exclusions still are). */
  const offered = async () => {
    if (!(await responsibleSettings(db)).enabled) throw new ApiError('FEATURE_DISABLED');
  };

  serve(app, ctx, calls.responsibleState, async (input) =>
    responsibleState(db, realAccount(input).id),
  );

  serve(app, ctx, calls.responsibleLimitSet, async (input) => {
    const account = realAccount(input);
    await offered();
    const { kind, period, value } = input.body;
    const cents = value === null ? null : toCents(value);
    if (cents === 0) throw fieldErrors({ value: 'more than 0, or null to remove the limit' });
    await db.transaction((tx) => setLimit(tx, account.id, kind, period, cents));
    return responsibleState(db, account.id);
  });

  serve(app, ctx, calls.responsibleSessionLimit, async (input) => {
    const account = realAccount(input);
    await offered();
    const { minutes } = input.body;
    await db.transaction(async (tx) => {
      // Minutes are kept in the limits' numeric column: 30 minutes as 30.00.
      const status = await setLimit(
        tx,
        account.id,
        'session',
        'session',
        minutes === null ? null : minutes * 100,
      );
      if (status === 'applied' && minutes !== null) await capLiveSessions(tx, account.id, minutes);
    });
    return responsibleState(db, account.id);
  });

  serve(app, ctx, calls.responsibleLimitConfirm, async (input) => {
    const account = realAccount(input);
    await offered();
    const { kind, period } = input.body;
    if (kind !== 'session' && period === undefined)
      throw new ApiError('VALIDATION', {
        message: 'period: required for a money limit',
        value: { fields: { period: 'required for a money limit' } },
      });
    await db.transaction((tx) =>
      confirmLimit(tx, account.id, kind, kind === 'session' ? 'session' : (period ?? 'day')),
    );
    return responsibleState(db, account.id);
  });

  serve(app, ctx, calls.realityCheck, async (input) => {
    const account = realAccount(input);
    await offered();
    return realityCheckState(db, account.id, await responsibleSettings(db));
  });

  serve(app, ctx, calls.realityCheckAnswer, async (input) => {
    const account = realAccount(input);
    await offered();
    await answerRealityCheck(db, account.id);
    return realityCheckState(db, account.id, await responsibleSettings(db));
  });

  serve(app, ctx, calls.realityCheckSet, async (input) => {
    const account = realAccount(input);
    await offered();
    await setRealityMinutes(db, account.id, input.body.minutes);
    return responsibleState(db, account.id);
  });

  // A time-out or self-exclusion is offered whatever the switch says: nobody is kept from one.
  const excludeNow = async (
    input: Parameters<typeof sessionOf>[0],
    kind: 'time-out' | 'self-exclusion',
    interval: string,
  ) => {
    const account = realAccount(input);
    const row = await db.transaction(async (tx) => {
      const excluded = await exclude(tx, account.id, kind, interval);
      await endAllSessions(tx, account.id);
      return excluded;
    });
    return exclusionValue(row);
  };

  serve(app, ctx, calls.responsibleTimeOut, async (input) =>
    excludeNow(input, 'time-out', TIME_OUT_INTERVAL[input.body.period]),
  );

  serve(app, ctx, calls.responsibleSelfExclude, async (input) =>
    excludeNow(input, 'self-exclusion', `${input.body.months} months`),
  );

  serve(app, ctx, calls.responsibleReopen, async ({ body, req }) => {
    await hit(ctx, `reopen-ip:${req.ip}`, 10, 60);
    const account = await findAccount(db, 'username', body.username.trim());
    if (!(await verifyPassword(account?.password_hash, body.password)) || !account)
      throw new ApiError('BAD_CREDENTIALS');
    return { reopensAt: await db.transaction((tx) => askReopen(tx, account.id)) };
  });

  serve(app, ctx, calls.ageConfirm, async (input) => {
    // A trial account that may play (TRIALPLAY3) meets the age gate before its first game too.
    const { account } = sessionOf(input);
    const playing = account.type === TRIAL_TYPE && (await flagOn(db, 'TRIALPLAY3'));
    await confirmAge(db, playing ? account.id : realAccount(input).id);
    return null;
  });

  serve(app, ctx, calls.responsibleHistory, async (input) => {
    const account = realAccount(input);
    const { kind, pageNo = 1, pageSize = 100 } = input.query;
    return history(db, account.id, { kind, pageNo, pageSize });
  });
}

export const responsibleRoutes: DomainRoutes = { domain: 'responsible', register };
