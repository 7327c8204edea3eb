// Activities (ADR 0021): the member's list, an application (multipart, images typed by their
// bytes in the kernel), its detail, and the claim of an issued reward.
import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { fieldErrors } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { languageChain } from '../i18n/languages';
import { hit } from '../security/ratelimit';
import { getSetting } from '../settings/settings';
import { claimReward } from './claim';
import { activityList, applicationDetail, apply, refuseTrial } from './service';

function register(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;
  const chainOf = async (language: string | undefined) =>
    languageChain(language, (await getSetting(db, 'system')).defaultLanguage);

  serve(app, ctx, calls.activityList, async (input) => ({
    activities: await activityList(
      db,
      sessionOf(input).account,
      await chainOf(input.query.language),
    ),
  }));

  serve(app, ctx, calls.activityApply, async (input) => {
    const { account } = sessionOf(input);
    refuseTrial(account);
    const content = input.body.content.trim();
    if (!content) throw fieldErrors({ content: 'Please enter the content' });
    // Each application stores up to 15 MB: 20 an hour is far above a member's need.
    await hit(ctx, `activity-apply:${account.id}`, 20, 3_600);
    const value = await apply(db, account, {
      promotionId: input.body.promotionId,
      content,
      files: input.files,
    });
    input.req.log.info(
      { event: 'activity-apply', id: value.applicationId, images: input.files.length },
      'activity application received',
    );
    return value;
  });

  serve(app, ctx, calls.activityApplication, async (input) =>
    applicationDetail(
      db,
      sessionOf(input).account,
      input.query.id,
      await chainOf(input.query.language),
    ),
  );

  serve(app, ctx, calls.activityClaim, async (input) => {
    const { account } = sessionOf(input);
    await hit(ctx, `activity-claim:${account.id}`, 30, 3_600);
    return claimReward(db, account, input.body.applicationId);
  });
}

export const activityRoutes: DomainRoutes = { domain: 'activities', register };
