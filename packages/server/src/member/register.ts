import { randomBytes } from 'node:crypto';
import {
  checkRegistration,
  defaultRuleText,
  registrationRulesFor,
  ruleMessage,
  type CallBody,
  type calls,
  type CallValue,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { codeRefused, spendSmsCode } from '../accounts/sms';
import { createSession, findAccount } from '../accounts/accounts';
import { rememberRequestNetwork } from '../addresses/check';
import { checkCaptcha } from '../captcha/service';
import { isUniqueViolation } from '../db/types';
import type { Context } from '../http/context';
import { ApiError, fieldErrors } from '../http/errors';
import { hit } from '../security/ratelimit';
import { hashPassword } from '../security/passwords';
import { confirmAge } from '../responsible/service';
import { getSetting } from '../settings/settings';
import { referralEnabled } from '../promos/service';
import { agentByCode, insertMember, memberByCode, refuseGuessable } from './service';

/**
 * Registers an account by username or by mobile number (`mobile`): the operator's rules, the
 * captcha and SMS code when required, the invitation code; logs it in when asked.
 */
export async function registerAccount(
  ctx: Context,
  body: CallBody<typeof calls.register>,
  req: FastifyRequest,
  mobile: boolean,
  /**
   * A first social sign-in's registration (social/identities.ts): no password (the provider signs
   * the member in; a password can be set later by phone or e-mail), no captcha (the provider's
   * sign-in proves a person), and REG3 alone opens it.
   */
  social = false,
): Promise<CallValue<typeof calls.register>> {
  const { db, config } = ctx;
  const flags = await getSetting(db, 'whitelabel');
  // REG3 is registration at all; USERNAMEREG3 and MOBILENUMREG3 each of its two ways.
  if (!flags.includes('REG3'))
    throw new ApiError('FEATURE_DISABLED', { message: 'Registration is closed' });
  if (!social && !flags.includes(mobile ? 'MOBILENUMREG3' : 'USERNAMEREG3'))
    throw new ApiError('FEATURE_DISABLED');
  const asksPassword = !social && (!mobile || flags.includes('MOBILENUMPASSREG3'));
  if (!asksPassword && (body.password !== undefined || body.confirmPassword !== undefined)) {
    // A page from before the switch sends one: said, rather than kept without the member knowing.
    throw fieldErrors({ password: 'Registration by mobile number takes no password' });
  }
  await hit(ctx, `register-ip:${req.ip}`, 20, 3600);
  const rules = await getSetting(db, 'registerRules');
  const values: Record<string, unknown> = {
    ...body,
    ...(mobile ? { username: body.mobileNum } : {}),
  };
  const errors = checkRegistration(
    registrationRulesFor(rules, mobile ? 'mobile' : social ? 'social' : 'username', {
      mobilePassword: asksPassword,
    }),
    values,
  );
  if (asksPassword && body.confirmPassword !== body.password && !errors['password']) {
    errors['confirmPassword'] = 'Incorrect confirmation input';
  }
  if (Object.keys(errors).length) {
    throw fieldErrors(
      errors,
      Object.keys(errors).length === 1 && errors['confirmPassword']
        ? 'PASSWORD_MISMATCH'
        : 'VALIDATION',
    );
  }
  if (body.password !== undefined)
    await refuseGuessable(body.password, 'password', [
      body.username,
      body.mobileNum,
      body.email,
      body.nickname,
    ]);
  const captchaRule = rules['captcha'];
  // The operator's rule, or the captcha flags (spec 3), ask for the solved challenge.
  const captchaNeeded =
    (captchaRule?.enabled && captchaRule.required) ||
    flags.includes('CAPTCHA3') ||
    flags.includes('GEETEST3');
  if (!social && captchaNeeded && !(await checkCaptcha(db, ctx.captcha.secret, body.captcha))) {
    throw new ApiError('CAPTCHA_INVALID');
  }
  const username = (mobile ? body.mobileNum : body.username)?.trim() ?? '';
  if (!username)
    throw fieldErrors({
      username: ruleMessage(
        rules['username'] ?? { enabled: true, required: true },
        defaultRuleText,
      ),
    });
  const mobileNum = body.mobileNum?.trim() || null;
  if (mobile && flags.includes('REGMOBVERF3')) {
    const check =
      body.verificationCode && mobileNum
        ? await spendSmsCode(db, mobileNum, 'register', body.verificationCode.trim())
        : 'wrong';
    if (check !== 'used') throw codeRefused(check);
  }
  let uplineId: number | null = null;
  let referredBy: number | null = null;
  const code = (body.affiliateCode || body.referralCode)?.trim();
  if (code) {
    // An agent's code makes it the upline; a member's (invite friends, while the operator's
    // referral promo is on) names the inviter, and the friend joins the inviter's upline.
    const agent = await agentByCode(db, code);
    const inviter =
      agent || !(await referralEnabled(db, 0)) ? undefined : await memberByCode(db, code);
    if (!agent && !inviter)
      throw new ApiError('AFFILIATE_INVALID', {
        value: { fields: { affiliateCode: 'Invalid invitation code' } },
      });
    uplineId = agent?.id ?? inviter?.upline_id ?? null;
    referredBy = inviter?.id ?? null;
  }
  const known = new Set([
    'username',
    'password',
    'confirmPassword',
    'mobileNum',
    'email',
    'nickname',
    'affiliateCode',
    'referralCode',
    'login',
    'adult',
    'captcha',
    'verificationCode',
    'countryDialingCode',
  ]);
  const profile = Object.fromEntries(
    Object.entries(body).filter(([k, v]) => !known.has(k) && typeof v === 'string' && v !== ''),
  );
  // A payment password is a password: never kept in clear.
  if (typeof profile['paymentPassword'] === 'string')
    profile['paymentPassword'] = await hashPassword(profile['paymentPassword']);
  // A member registered by number without a password gets one nobody knows: it signs in by SMS
  // code (MOBILEVERCODELOGIN3) or sets its own by phone (CHNGPASSVERIF3).
  const passwordHash = await hashPassword(body.password ?? randomBytes(32).toString('base64url'));
  let id: number;
  try {
    id = await insertMember(db, {
      username,
      passwordHash,
      nickname: body.nickname?.trim() || username,
      mobileNum,
      countryDialingCode: body.countryDialingCode ?? null,
      email: body.email?.trim() || null,
      profile,
      uplineId,
      referredBy,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = `${String((error as { constraint?: unknown }).constraint ?? '')} ${String((error as { message?: unknown }).message ?? '')}`;
    throw constraint.includes('mobile')
      ? new ApiError('MOBILE_TAKEN', {
          value: { fields: { mobileNum: 'This mobile number is already registered' } },
        })
      : new ApiError('USERNAME_TAKEN', {
          value: { fields: { username: 'This username is already registered' } },
        });
  }
  // The terms box's "18 or over": the age gate (responsible play) does not ask again.
  if (body.adult === true) await confirmAge(db, id);
  req.log.info({ event: 'register', account: username, mobile }, 'account registered');
  const account = await findAccount(db, 'id', id);
  if (!account) throw new Error('registered account vanished after insert');
  // LOGINIPVERF3: the member is here as the account begins; a later login from here asks nothing.
  await rememberRequestNetwork(db, req, account.id);
  return {
    customerId: account.id,
    account: account.username,
    ...(body.login
      ? {
          session: await createSession(db, config, account, req.ip, {
            userAgent: req.headers['user-agent'],
          }),
        }
      : {}),
  };
}
