import {
  calls,
  checkFieldRule,
  defaultRuleText,
  ruleMessage,
  SMS_CODE_MINUTES,
  TRIAL_TYPE,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { issueSmsCode, throttleSms } from '../accounts/sms';
import type { Session } from '../accounts/accounts';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError, fieldErrors } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { messageLanguage } from '../i18n/messages';
import { hit } from '../security/ratelimit';
import { getSetting } from '../settings/settings';
import { pickAvatar, registerAvatarRoutes, saveAvatar } from './avatars';
import {
  bindEmail,
  bindMobile,
  emailPurpose,
  mobilePurpose,
  normalEmail,
  profileOf,
  refuseTakenEmail,
  refuseTakenMobile,
} from './service';
import { endOtherSessions, listSessions } from './sessions';

/** The session of a real account: a trial (freeplay) account has no profile to change. */
function memberOf(input: { session: Session | undefined }) {
  const session = sessionOf(input);
  if (session.account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
  return session;
}

/** The number as the registration rules take it (the operator's mobile rule), or a field error. */
async function checkedMobile(ctx: Context, raw: string): Promise<string> {
  const mobile = raw.trim();
  const rule = (await getSetting(ctx.db, 'registerRules'))['mobileNum'];
  if (rule && !checkFieldRule({ ...rule, enabled: true, required: true }, mobile).ok)
    throw fieldErrors({ mobileNum: ruleMessage(rule, defaultRuleText) });
  return mobile;
}

/** The security centre: avatar, bound mobile and e-mail, and the account's sessions. */
function register(app: FastifyInstance, ctx: Context): void {
  const { db, sender } = ctx;
  registerAvatarRoutes(app, db);

  serve(app, ctx, calls.profileInfo, async (input) => profileOf(db, memberOf(input).account));

  serve(app, ctx, calls.avatarUpload, async (input) => {
    const { account } = memberOf(input);
    const [file] = input.files;
    if (!file) throw fieldErrors({ avatar: 'Choose a png or jpg image' });
    await hit(ctx, `avatar:${account.id}`, 20, 3600);
    const icon = await saveAvatar(db, account.id, file);
    input.req.log.info({ event: 'avatar-upload', accountId: account.id }, 'avatar uploaded');
    return { icon };
  });

  serve(app, ctx, calls.avatarPick, async (input) => ({
    icon: await pickAvatar(db, memberOf(input).account.id, input.body.avatar),
  }));

  serve(app, ctx, calls.mobileCode, async (input) => {
    const { account } = memberOf(input);
    const mobile = await checkedMobile(ctx, input.body.mobileNum);
    await refuseTakenMobile(db, account.id, mobile);
    await hit(ctx, `sms-ip:${input.req.ip}`, 20, 3600);
    await throttleSms(ctx, mobile, mobilePurpose(account.id));
    await issueSmsCode(
      db,
      sender,
      mobile,
      mobilePurpose(account.id),
      await messageLanguage(db, input.req),
    );
    return { expiredMinutes: SMS_CODE_MINUTES };
  });

  serve(app, ctx, calls.mobileBind, async (input) => {
    const { account } = memberOf(input);
    const { body } = input;
    const mobile = await checkedMobile(ctx, body.mobileNum);
    const dialing = body.countryDialingCode?.trim() || null;
    await bindMobile(db, account.id, mobile, dialing, body.verificationCode.trim());
    input.req.log.info({ event: 'mobile-bind', accountId: account.id }, 'mobile number bound');
    return null;
  });

  serve(app, ctx, calls.emailCode, async (input) => {
    const { account } = memberOf(input);
    const email = normalEmail(input.body.email);
    await refuseTakenEmail(db, account.id, email);
    await hit(ctx, `email-code-ip:${input.req.ip}`, 20, 3600);
    await throttleSms(ctx, email, emailPurpose(account.id));
    await issueSmsCode(
      db,
      sender,
      email,
      emailPurpose(account.id),
      await messageLanguage(db, input.req),
    );
    return { expiredMinutes: SMS_CODE_MINUTES };
  });

  serve(app, ctx, calls.emailBind, async (input) => {
    const { account } = memberOf(input);
    const email = normalEmail(input.body.email);
    await bindEmail(db, account.id, email, input.body.verificationCode.trim());
    input.req.log.info({ event: 'email-bind', accountId: account.id }, 'e-mail bound');
    return null;
  });

  serve(app, ctx, calls.profileSessions, async (input) => {
    const { account, tokenHash } = memberOf(input);
    return { list: await listSessions(db, account.id, tokenHash) };
  });

  serve(app, ctx, calls.sessionsLogout, async (input) => {
    const { account, tokenHash } = memberOf(input);
    const ended = await endOtherSessions(db, account.id, tokenHash, input.body.id);
    input.req.log.info(
      { event: 'sessions-logout', accountId: account.id, ended },
      'sessions ended',
    );
    return { ended };
  });
}

export const profileRoutes: DomainRoutes = { domain: 'profile', register };
