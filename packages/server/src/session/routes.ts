import {
  calls,
  isAgentType,
  MEMBER_TYPE,
  SMS_CODE_MINUTES,
  TRIAL_TYPE,
  type CallBody,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSession, findAccount, type AccountRow } from '../accounts/accounts';
import { rememberRequestNetwork, requireKnownNetwork } from '../addresses/check';
import { issueSmsCode, spendSmsCode, throttleSms } from '../accounts/sms';
import { checkCaptcha, newChallenge } from '../captcha/service';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { messageLanguage } from '../i18n/messages';
import { closingExclusion, excludedError, refuseExcluded } from '../responsible/exclusions';
import { hit } from '../security/ratelimit';
import { issueHandoff, redeemHandoff } from './handoff';
import { verifyPassword } from '../security/passwords';
import { getSetting } from '../settings/settings';
import {
  CAPTCHA_AFTER_FAILURES,
  clearFailures,
  createTrialAccount,
  endSession,
  MAX_FAILURES_PER_ADDRESS,
  recentFailures,
  recordFailure,
} from './service';
import { requireFlag } from '../settings/flags';

const loginOutcome = (req: FastifyRequest, body: CallBody<typeof calls.login>, outcome: string) =>
  req.log.info(
    {
      event: 'login',
      account: body.username,
      type: body.type,
      area: body.area ?? 'member',
      ip: req.ip,
      outcome,
    },
    'login attempt',
  );

/** Logging in and out: by password or SMS code, as a trial player, with a captcha when needed. */
function register(app: FastifyInstance, ctx: Context): void {
  const { db, config, sender } = ctx;

  serve(app, ctx, calls.login, async ({ body, req }) => {
    await hit(ctx, `login-ip:${req.ip}`, config.loginAttemptsPerMinute, 60);
    const flags = await getSetting(db, 'whitelabel');
    if (body.type === 'sms' && !flags.includes('MOBILEVERCODELOGIN3'))
      throw new ApiError('FEATURE_DISABLED');
    const accountKey = `${body.type === 'sms' ? 'm' : 'u'}:${body.username.trim().toLowerCase()}`;
    const failures = await recentFailures(db, accountKey, req.ip);
    // Only this address is locked out of this account: the owner elsewhere still gets in.
    if (failures.fromAddress >= MAX_FAILURES_PER_ADDRESS) {
      loginOutcome(req, body, 'locked');
      throw new ApiError('RATE_LIMITED', {
        headers: { 'retry-after': String(Math.max(1, failures.wait)) },
      });
    }
    // The operator's captcha flags ask for the challenge before every login by username (spec 3).
    const always =
      body.type === 'username' && (flags.includes('CAPTCHA3') || flags.includes('GEETEST3'));
    const captchaNeeded = always || failures.n >= CAPTCHA_AFTER_FAILURES;
    // Only a wrong password counts: a wrong captcha proves nothing about the password, and
    // counting it would let anyone lock an account by failing captchas.
    const fail = async () => {
      await recordFailure(db, accountKey, req.ip);
      loginOutcome(req, body, 'BAD_CREDENTIALS');
      const captcha = failures.n + 1 >= CAPTCHA_AFTER_FAILURES;
      return new ApiError('BAD_CREDENTIALS', captcha ? { value: { captcha: true } } : {});
    };
    if (captchaNeeded) {
      if (!body.captcha) {
        loginOutcome(req, body, 'captcha required');
        throw new ApiError('CAPTCHA_REQUIRED', { value: { captcha: true } });
      }
      if (!(await checkCaptcha(db, ctx.captcha.secret, body.captcha))) {
        loginOutcome(req, body, 'CAPTCHA_INVALID');
        throw new ApiError('CAPTCHA_INVALID', { value: { captcha: true } });
      }
    }

    let account: AccountRow | undefined;
    if (body.type === 'username') {
      account = await findAccount(db, 'username', body.username.trim());
      if (!(await verifyPassword(account?.password_hash, body.password))) throw await fail();
    } else {
      const mobile = body.username.trim();
      account = await findAccount(db, 'mobile', mobile);
      const code = await spendSmsCode(db, mobile, 'login', body.password.trim());
      // The right code, too late: no guess (it counts no failure), the holder asks for another.
      if (code === 'expired') {
        loginOutcome(req, body, 'SMS_CODE_EXPIRED');
        throw new ApiError('SMS_CODE_EXPIRED');
      }
      if (code !== 'used' || !account) throw await fail();
    }
    if (!account) throw await fail();
    // Past this point the caller has proven the password: saying why they cannot log in is safe.
    if (account.status !== 'active') {
      loginOutcome(req, body, 'disabled');
      throw new ApiError('ACCOUNT_DISABLED');
    }
    // A time-out or self-exclusion: refused with its end (and whether it may be reopened).
    const closed = await closingExclusion(db, account.id);
    if (closed) {
      loginOutcome(req, body, 'excluded');
      throw excludedError(closed);
    }
    if (body.area === 'agent' && !isAgentType(account.type)) {
      loginOutcome(req, body, 'not an agent');
      throw new ApiError('ONLY_AGENTS');
    }
    if (account.type !== MEMBER_TYPE && !isAgentType(account.type)) {
      loginOutcome(req, body, 'not a member');
      throw new ApiError('NOT_MEMBER');
    }
    await clearFailures(db, accountKey, req.ip);
    const site = await getSetting(db, 'site');
    const passwordExpired = body.type === 'username' && body.password === site.defaultPassword;
    // LOGINIPVERF3: a password from a network the account has not used opens no session until a
    // code proves the phone or the mail too. A login by SMS code has proven the phone: its
    // network is remembered without another code.
    if (body.type === 'username') await requireKnownNetwork(ctx, req, account, { passwordExpired });
    else await rememberRequestNetwork(db, req, account.id);
    const session = await createSession(db, config, account, req.ip, {
      passwordExpired,
      userAgent: req.headers['user-agent'],
    });
    loginOutcome(req, body, 'success');
    return session;
  });

  serve(app, ctx, calls.freeplay, async ({ req }) => {
    const flags = await getSetting(db, 'whitelabel');
    if (!flags.includes('FREEPLAY3')) throw new ApiError('FEATURE_DISABLED');
    await hit(ctx, `freeplay-ip:${req.ip}`, 20, 3600);
    const account = await createTrialAccount(db, await getSetting(db, 'site'));
    return createSession(db, config, account, req.ip, { userAgent: req.headers['user-agent'] });
  });

  serve(app, ctx, calls.logout, async (input) => {
    await endSession(db, sessionOf(input).tokenHash);
    return null;
  });

  serve(app, ctx, calls.sessionHandoff, async (input) =>
    issueHandoff(db, sessionOf(input).account.id),
  );

  serve(app, ctx, calls.sessionExchange, async ({ body, req }) => {
    await hit(ctx, `handoff-ip:${req.ip}`, 30, 60);
    const accountId = await redeemHandoff(db, body.code);
    const account = accountId === null ? undefined : await findAccount(db, 'id', accountId);
    if (!account) throw new ApiError('HANDOFF_INVALID');
    // Disabled since the code was made: the code opens nothing.
    if (account.status !== 'active') throw new ApiError('ACCOUNT_DISABLED');
    await refuseExcluded(db, account.id);
    return createSession(db, config, account, req.ip, { userAgent: req.headers['user-agent'] });
  });

  serve(app, ctx, calls.smsNoLogin, async ({ body, req }) => {
    const mobile = body.mobileNum.trim();
    const purpose = body.purpose ?? 'login';
    // A code is sent only for what the operator offers: code login, or a password reset by phone.
    await (purpose === 'login'
      ? requireFlag(db, 'MOBILEVERCODELOGIN3', 'Login by SMS code is not offered')
      : requireFlag(db, 'CHNGPASSVERIF3', 'Password reset by phone is not offered'));
    await hit(ctx, `sms-ip:${req.ip}`, 20, 3600);
    await throttleSms(ctx, mobile, purpose);
    // Read whether or not a code goes, so that the answer takes as long either way.
    const language = await messageLanguage(db, req);
    const account = await findAccount(db, 'mobile', mobile);
    // Only registered numbers get a code; the answer is the same either way. With an HTTP SMS
    // provider it is not quite: only a registered number's send can fail (SMS_SEND_ERRORS) or
    // take the provider's time. Calling the provider for unregistered numbers would send SMS to
    // strangers, and answering before the send would hide its failure from the player, who must
    // hear it (spec 8); the per-number and per-address throttles bound what can be learnt.
    if (account && account.status === 'active' && account.type !== TRIAL_TYPE)
      await issueSmsCode(db, sender, mobile, purpose, language);
    return { expiredMinutes: SMS_CODE_MINUTES };
  });

  serve(app, ctx, calls.captcha, async ({ req }) => {
    await hit(ctx, `captcha-ip:${req.ip}`, 60, 60);
    const challenge = await newChallenge(ctx.captcha.secret, ctx.captcha.work);
    return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
  });
}

export const sessionRoutes: DomainRoutes = { domain: 'session', register };
