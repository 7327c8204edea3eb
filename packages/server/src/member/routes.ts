import {
  calls,
  checkFieldRule,
  defaultRuleText,
  isAgentType,
  RESET_PASSWORD_PAGE,
  ruleMessage,
  SMS_CODE_MINUTES,
  TRIAL_TYPE,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { findAccount, mustChangePassword } from '../accounts/accounts';
import { checkSmsCode, codeRefused, issueSmsCode, throttleSms } from '../accounts/sms';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError, fieldErrors } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { messageLanguage, resetLinkEmail } from '../i18n/messages';
import { hit } from '../security/ratelimit';
import { verifyPassword } from '../security/passwords';
import { newToken, sha256 } from '../security/tokens';
import { getSetting } from '../settings/settings';
import { vipOf } from '../points/vip';
import { referralEnabled } from '../promos/service';
import { registerAccount } from './register';
import {
  addResetLink,
  agentByCode,
  accountInputs,
  memberByCode,
  checkNewPassword,
  checkPasswordRule,
  refuseGuessable,
  resetLinkAccount,
  setPassword,
  spendResetLink,
} from './service';
import { requireFlag } from '../settings/flags';

const RESET_LINK_MINUTES = 30;

/** The member: who they are, registering, passwords, and the invitation code they came with. */
function register(app: FastifyInstance, ctx: Context): void {
  const { db, config, sender } = ctx;

  serve(app, ctx, calls.memberInfo, async (input) => {
    const a = sessionOf(input).account;
    const [site, vip] = await Promise.all([getSetting(db, 'site'), vipOf(db, a)]);
    return {
      id: a.id,
      account: a.username,
      nickname: a.nickname,
      type: a.type,
      isAgent: isAgentType(a.type),
      isTrial: a.type === TRIAL_TYPE,
      // From the operator's VIP levels and the member's valid bets (points/vip.ts).
      hasVip: vip.level > 0,
      vipLabelName: vip.name,
      vipRankLevel: vip.level,
      balance: Number(a.balance),
      currencySymbol: site.currencySymbol,
      mobileNum: a.mobile_num,
      email: a.email,
      upline: a.upline,
      affiliateCode: a.affiliate_code,
      firstTimeLogin: a.first_login_at === null,
      passwordExpired: mustChangePassword(a),
    };
  });

  serve(app, ctx, calls.memberIcon, async (input) => ({ icon: sessionOf(input).account.icon }));

  serve(app, ctx, calls.register, ({ body, req }) => registerAccount(ctx, body, req, false));
  serve(app, ctx, calls.registerMobile, ({ body, req }) => registerAccount(ctx, body, req, true));

  serve(app, ctx, calls.changePassword, async (input) => {
    const { account, tokenHash } = sessionOf(input);
    const { body } = input;
    if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
    if (body.confirmNewPassword !== body.newPassword) {
      throw fieldErrors(
        { confirmNewPassword: 'Incorrect confirmation input' },
        'PASSWORD_MISMATCH',
      );
    }
    await checkNewPassword(db, body.newPassword, 'newPassword', accountInputs(account));
    if (!(await verifyPassword(account.password_hash, body.oldPassword))) {
      throw new ApiError('OLD_PASSWORD_WRONG', {
        value: { fields: { oldPassword: 'The old password is not correct' } },
      });
    }
    await setPassword(db, account.id, body.newPassword, tokenHash);
    return null;
  });

  serve(app, ctx, calls.passwordEmail, async ({ body, req }) => {
    await hit(ctx, `reset-ip:${req.ip}`, 10, 3600);
    const account = await findAccount(db, 'username', body.username.trim());
    const email = body.email.trim().toLowerCase();
    if (
      account &&
      account.type !== TRIAL_TYPE &&
      account.email?.toLowerCase() === email &&
      account.status === 'active'
    ) {
      // Not waited for: the answer must come as soon whether or not the account matched.
      const recipient = account.email;
      ctx.background.run('password e-mail', async () => {
        const language = await messageLanguage(db, req);
        const token = newToken();
        await db.transaction(async (tx) => {
          await addResetLink(tx, sha256(token), account.id, RESET_LINK_MINUTES);
          await sender.send(tx, {
            channel: 'email',
            recipient,
            ...resetLinkEmail(
              language,
              `${config.publicUrl}${RESET_PASSWORD_PAGE}?token=${token}`,
              RESET_LINK_MINUTES,
            ),
            secretHash: sha256(token),
          });
        });
      });
    }
    req.log.info({ event: 'password-email', account: body.username }, 'password reset asked');
    return null;
  });

  serve(app, ctx, calls.passwordReset, async ({ body, req }) => {
    // A password that breaks the rule leaves the link usable: the player fixes it and retries.
    // The link is looked at first, so that a made-up one costs no strength check.
    await checkPasswordRule(db, body.newPassword, 'newPassword');
    const linked = await resetLinkAccount(db, sha256(body.token));
    const owner = linked === null ? undefined : await findAccount(db, 'id', linked);
    if (owner) await refuseGuessable(body.newPassword, 'newPassword', accountInputs(owner));
    const accountId = await spendResetLink(db, sha256(body.token));
    await setPassword(db, accountId, body.newPassword);
    req.log.info({ event: 'password-reset', accountId }, 'password reset by link');
    return null;
  });

  serve(app, ctx, calls.passwordVerification, async ({ body }) => {
    await requireFlag(db, 'CHNGPASSVERIF3', 'Password reset by phone is not offered');
    const mobile = body.mobileNum.trim();
    // Before the code is looked at: the rule, the common passwords and the number itself. Whether
    // the number's account has a username the password is built on is told only to whoever has
    // the code, so that the answer does not say which account a number belongs to.
    await checkNewPassword(db, body.newPassword, 'newPassword', [mobile]);
    const account = await findAccount(db, 'mobile', mobile);
    const code = body.verificationCode.trim();
    const done = await db.transaction(async (tx) => {
      const check = await checkSmsCode(tx, mobile, 'reset', code);
      if (check !== 'used' || !account) return check === 'used' ? 'wrong' : check;
      // Refused here, the code's use is rolled back: the player picks a better password and
      // submits the same code again.
      await refuseGuessable(body.newPassword, 'newPassword', accountInputs(account));
      await setPassword(tx, account.id, body.newPassword);
      return check;
    });
    if (done !== 'used' || !account) throw codeRefused(done);
    // The number may belong to an account with another username: the client logs in with this.
    return { account: account.username };
  });

  serve(app, ctx, calls.smsRegister, async ({ body, req }) => {
    const rules = await getSetting(db, 'registerRules');
    const mobileRule = rules['mobileNum'];
    const mobile = body.mobileNo.trim();
    if (
      mobileRule &&
      !checkFieldRule({ ...mobileRule, enabled: true, required: true }, mobile).ok
    ) {
      throw fieldErrors({ mobileNo: ruleMessage(mobileRule, defaultRuleText) });
    }
    await hit(ctx, `sms-ip:${req.ip}`, 20, 3600);
    await throttleSms(ctx, mobile, 'register');
    await issueSmsCode(db, sender, mobile, 'register', await messageLanguage(db, req));
    return { expiredMinutes: SMS_CODE_MINUTES };
  });

  serve(app, ctx, calls.affiliate, async ({ query }) => {
    const invalid = () => new ApiError('AFFILIATE_INVALID');
    // An agent's code, or a member's while the operator's referral promo is on (invite friends).
    const agent =
      (await agentByCode(db, query.code.trim())) ??
      ((await referralEnabled(db, 0)) ? await memberByCode(db, query.code.trim()) : undefined);
    if (!agent) throw invalid();
    const site = await getSetting(db, 'site');
    if (query.domain && site.domains.length) {
      let host: string;
      try {
        host = new URL(query.domain.includes('://') ? query.domain : `https://${query.domain}`)
          .hostname;
      } catch {
        throw new ApiError('AFFILIATE_INVALID', {
          message: 'Domain check failed (invalid URL), contact customer service',
        });
      }
      if (!site.domains.some((d) => host === d || host.endsWith(`.${d}`))) {
        throw new ApiError('AFFILIATE_INVALID', {
          message: 'Domain check failed, contact customer service',
        });
      }
    }
    return { code: agent.affiliate_code, agent: agent.nickname };
  });
}

export const memberRoutes: DomainRoutes = { domain: 'member', register };
