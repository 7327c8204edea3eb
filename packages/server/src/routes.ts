import { BlockList, isIP } from 'node:net';
import {
  calls,
  checkFieldRule,
  checkRegistration,
  defaultRuleText,
  newSealKey,
  sealText,
  isAgentType,
  MEMBER_TYPE,
  registrationRulesFor,
  RESET_PASSWORD_PAGE,
  ruleMessage,
  SMS_CODE_MINUTES,
  TRIAL_TYPE,
  type CallBody,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSession, findAccount, type AccountRow } from './accounts';
import { serve, sessionOf, type Context } from './app';
import { captchaDataUrl } from './captcha';
import type { Queryable } from './db/types';
import { isUniqueViolation } from './db/types';
import { fund, toCents } from './ledger';
import { ApiError, fieldErrors } from './errors';
import { readOutbox } from './outbox';
import { hit } from './ratelimit';
import { hashPassword, verifyPassword } from './security/passwords';
import { newToken, sha256 } from './security/tokens';
import { getSetting, type RegionSettings } from './settings';
import { consumeSmsCode, issueSmsCode, throttleSms } from './sms';

/** Failures in the last hour after which a login needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures in the last hour after which an account takes no more login attempts. */
export const MAX_FAILURES_PER_HOUR = 100;

const CAPTCHA_MINUTES = 5;
const RESET_LINK_MINUTES = 30;

async function checkCaptcha(
  db: Queryable,
  key: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!key || !answer) return false;
  // Deleted on the first try, right or wrong: one image, one guess.
  const [row] = await db.query<{ answer: string }>(
    'DELETE FROM captchas WHERE key = $1 AND expires_at > now() RETURNING answer',
    [key],
  );
  return row !== undefined && row.answer === answer.trim().toUpperCase();
}

/** Whether an address is in a list of CIDR blocks (or single addresses). */
export function inBlocks(ip: string, blocks: readonly string[]): boolean {
  if (!blocks.length) return false;
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (!family) return false;
  const list = new BlockList();
  for (const block of blocks) {
    const [net = '', bits] = block.split('/');
    const netFamily = isIP(net);
    if (!netFamily) continue;
    const type = netFamily === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(net, type);
    else list.addSubnet(net, Number(bits), type);
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export function regionRestricted(ip: string, region: RegionSettings): boolean {
  if (inBlocks(ip, region.deny)) return true;
  return region.allow.length > 0 && !inBlocks(ip, region.allow);
}

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

export function registerRoutes(app: FastifyInstance, ctx: Context): void {
  const { db, config, sender } = ctx;

  serve(app, ctx, calls.login, async ({ body, req }) => {
    await hit(ctx, `login-ip:${req.ip}`, config.loginAttemptsPerMinute, 60);
    const flags = await getSetting(db, 'whitelabel');
    if (body.type === 'sms' && !flags.includes('MOBILEVERCODELOGIN3'))
      throw new ApiError('FEATURE_DISABLED');
    const accountKey = `${body.type === 'sms' ? 'm' : 'u'}:${body.username.trim().toLowerCase()}`;
    const [failures = { n: 0, wait: 0 }] = await db.query<{ n: number; wait: number }>(
      `SELECT count(*)::int AS n, coalesce(ceil(extract(epoch FROM min(at) + interval '1 hour' - now())), 0)::int AS wait
       FROM login_failures WHERE account_key = $1 AND at > now() - interval '1 hour'`,
      [accountKey],
    );
    if (failures.n >= MAX_FAILURES_PER_HOUR) {
      loginOutcome(req, body, 'locked');
      throw new ApiError('RATE_LIMITED', {
        headers: { 'retry-after': String(Math.max(1, failures.wait)) },
      });
    }
    const fail = async (code: 'BAD_CREDENTIALS' | 'CAPTCHA_INVALID') => {
      await db.query('INSERT INTO login_failures (account_key) VALUES ($1)', [accountKey]);
      loginOutcome(req, body, code);
      const captcha = failures.n + 1 >= CAPTCHA_AFTER_FAILURES;
      return new ApiError(code, captcha ? { value: { captcha: true } } : {});
    };
    if (failures.n >= CAPTCHA_AFTER_FAILURES) {
      if (!body.captcha || !body.captchaKey) {
        loginOutcome(req, body, 'captcha required');
        throw new ApiError('CAPTCHA_REQUIRED', { value: { captcha: true } });
      }
      if (!(await checkCaptcha(db, body.captchaKey, body.captcha)))
        throw await fail('CAPTCHA_INVALID');
    }

    let account: AccountRow | undefined;
    if (body.type === 'username') {
      account = await findAccount(db, 'username', body.username.trim());
      if (!(await verifyPassword(account?.password_hash, body.password)))
        throw await fail('BAD_CREDENTIALS');
    } else {
      const mobile = body.username.trim();
      account = await findAccount(db, 'mobile', mobile);
      if (!(await consumeSmsCode(db, mobile, 'login', body.password.trim())) || !account)
        throw await fail('BAD_CREDENTIALS');
    }
    if (!account) throw await fail('BAD_CREDENTIALS');
    // Past this point the caller has proven the password: saying why they cannot log in is safe.
    if (account.status !== 'active') {
      loginOutcome(req, body, 'disabled');
      throw new ApiError('ACCOUNT_DISABLED');
    }
    if (body.area === 'agent' && !isAgentType(account.type)) {
      loginOutcome(req, body, 'not an agent');
      throw new ApiError('ONLY_AGENTS');
    }
    if (account.type !== MEMBER_TYPE && !isAgentType(account.type)) {
      loginOutcome(req, body, 'not a member');
      throw new ApiError('NOT_MEMBER');
    }
    await db.query('DELETE FROM login_failures WHERE account_key = $1', [accountKey]);
    const site = await getSetting(db, 'site');
    const session = await createSession(db, config, account, req.ip, {
      passwordExpired: body.type === 'username' && body.password === site.defaultPassword,
    });
    loginOutcome(req, body, 'success');
    return session;
  });

  serve(app, ctx, calls.freeplay, async ({ req }) => {
    const flags = await getSetting(db, 'whitelabel');
    if (!flags.includes('FREEPLAY3')) throw new ApiError('FEATURE_DISABLED');
    await hit(ctx, `freeplay-ip:${req.ip}`, 20, 3600);
    const site = await getSetting(db, 'site');
    const name = `trial_${newToken()
      .replace(/[^a-z0-9]/giu, '')
      .slice(0, 10)
      .toLowerCase()}`;
    // The account and its demo funds arrive together, or not at all.
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.query<{ id: number }>(
        `INSERT INTO accounts (username, username_key, password_hash, type, nickname)
         VALUES ($1, $1, '!', $2, $3) RETURNING id`,
        [name, TRIAL_TYPE, `Guest ${name.slice(6, 10).toUpperCase()}`],
      );
      if (inserted && site.freeplayBalance > 0)
        await fund(
          tx,
          inserted.id,
          toCents(site.freeplayBalance.toFixed(2)),
          `freeplay:${inserted.id}`,
        );
      return inserted;
    });
    const account = row && (await findAccount(db, 'id', row.id));
    if (!account) throw new Error('trial account vanished after insert');
    return createSession(db, config, account, req.ip);
  });

  serve(app, ctx, calls.logout, async (input) => {
    const { tokenHash } = sessionOf(input);
    await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    // Dead at once on every process: the shared cache forgets it too.
    await ctx.cache?.dropSessions([tokenHash]);
    return null;
  });

  serve(app, ctx, calls.memberInfo, async (input) => {
    const a = sessionOf(input).account;
    const site = await getSetting(db, 'site');
    return {
      id: a.id,
      account: a.username,
      nickname: a.nickname,
      type: a.type,
      isAgent: isAgentType(a.type),
      isTrial: a.type === TRIAL_TYPE,
      hasVip: a.vip_level > 0,
      vipLabelName: a.vip_label,
      vipRankLevel: a.vip_level,
      balance: Number(a.balance),
      currencySymbol: site.currencySymbol,
      mobileNum: a.mobile_num,
      email: a.email,
      upline: a.upline,
      affiliateCode: a.affiliate_code,
      firstTimeLogin: a.first_login_at === null,
      passwordExpired: a.must_change_password || a.password_expired,
    };
  });

  const register = async (
    body: CallBody<typeof calls.register>,
    req: FastifyRequest,
    mobile: boolean,
  ) => {
    const flags = await getSetting(db, 'whitelabel');
    if (!flags.includes(mobile ? 'MOBILENUMREG3' : 'USERNAMEREG3'))
      throw new ApiError('FEATURE_DISABLED');
    await hit(ctx, `register-ip:${req.ip}`, 20, 3600);
    const rules = await getSetting(db, 'registerRules');
    const values: Record<string, unknown> = {
      ...body,
      ...(mobile ? { username: body.mobileNum } : {}),
    };
    const errors = checkRegistration(
      registrationRulesFor(rules, mobile ? 'mobile' : 'username'),
      values,
    );
    if (body.confirmPassword !== body.password && !errors['password']) {
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
    const captchaRule = rules['captcha'];
    if (
      captchaRule?.enabled &&
      captchaRule.required &&
      !(await checkCaptcha(db, body.captchaKey, body.captcha))
    ) {
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
      if (
        !body.verificationCode ||
        !mobileNum ||
        !(await consumeSmsCode(db, mobileNum, 'register', body.verificationCode.trim()))
      ) {
        throw new ApiError('VERIFICATION_CODE_INVALID', {
          value: { fields: { verificationCode: 'Enter a valid verification code' } },
        });
      }
    }
    let uplineId: number | null = null;
    const code = (body.affiliateCode || body.referralCode)?.trim();
    if (code) {
      const [agent] = await db.query<{ id: number }>(
        `SELECT id FROM accounts WHERE upper(affiliate_code) = upper($1) AND type = ANY($2::int[]) AND status = 'active'`,
        [code, [1, 2, 41, 42]],
      );
      if (!agent)
        throw new ApiError('AFFILIATE_INVALID', {
          value: { fields: { affiliateCode: 'Invalid invitation code' } },
        });
      uplineId = agent.id;
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
      'captcha',
      'captchaKey',
      'verificationCode',
      'countryDialingCode',
    ]);
    const profile = Object.fromEntries(
      Object.entries(body).filter(([k, v]) => !known.has(k) && typeof v === 'string' && v !== ''),
    );
    // A payment password is a password: never kept in clear.
    if (typeof profile['paymentPassword'] === 'string')
      profile['paymentPassword'] = await hashPassword(profile['paymentPassword']);
    const passwordHash = await hashPassword(body.password);
    let id: number;
    try {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO accounts (username, username_key, password_hash, type, nickname, mobile_num, country_dialing_code,
           email, profile, upline_id)
         VALUES ($1, lower($1), $2, 0, $3, $4, $5, $6, $7::jsonb, $8) RETURNING id`,
        [
          username,
          passwordHash,
          body.nickname?.trim() || username,
          mobileNum,
          body.countryDialingCode ?? null,
          body.email?.trim() || null,
          JSON.stringify(profile),
          uplineId,
        ],
      );
      id = row?.id ?? 0;
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
    req.log.info({ event: 'register', account: username, mobile }, 'account registered');
    const account = await findAccount(db, 'id', id);
    if (!account) throw new Error('registered account vanished after insert');
    return {
      customerId: account.id,
      account: account.username,
      ...(body.login ? { session: await createSession(db, config, account, req.ip) } : {}),
    };
  };
  serve(app, ctx, calls.register, ({ body, req }) => register(body, req, false));
  serve(app, ctx, calls.registerMobile, ({ body, req }) => register(body, req, true));

  const checkNewPassword = async (newPassword: string, field: string) => {
    const rules = await getSetting(db, 'registerRules');
    const rule = rules['password'];
    if (rule && !checkFieldRule({ ...rule, enabled: true, required: true }, newPassword).ok) {
      throw fieldErrors({ [field]: ruleMessage(rule, defaultRuleText) });
    }
  };
  const setPassword = async (accountId: number, password: string, keepTokenHash?: string) => {
    await db.query(
      'UPDATE accounts SET password_hash = $2, must_change_password = false, password_changed_at = now() WHERE id = $1',
      [accountId, await hashPassword(password)],
    );
    // A new password ends every other session of the account, on every process.
    const ended = await db.query<{ token_hash: string }>(
      'DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2 RETURNING token_hash',
      [accountId, keepTokenHash ?? ''],
    );
    await ctx.cache?.dropSessions(ended.map((r) => r.token_hash));
  };

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
    await checkNewPassword(body.newPassword, 'newPassword');
    if (!(await verifyPassword(account.password_hash, body.oldPassword))) {
      throw new ApiError('OLD_PASSWORD_WRONG', {
        value: { fields: { oldPassword: 'The old password is not correct' } },
      });
    }
    await setPassword(account.id, body.newPassword, tokenHash);
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
      const token = newToken();
      await db.query(
        `INSERT INTO password_resets (token_hash, account_id, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
        [sha256(token), account.id, RESET_LINK_MINUTES],
      );
      await sender.send(db, {
        channel: 'email',
        recipient: account.email,
        subject: 'Reset your password',
        body: `Open ${config.publicUrl}${RESET_PASSWORD_PAGE}?token=${token} within ${RESET_LINK_MINUTES} minutes to choose a new password.`,
      });
    }
    req.log.info({ event: 'password-email', account: body.username }, 'password reset asked');
    return null;
  });

  /**
   * Why a link did not work, told apart so that the player knows whether asking again helps. A
   * row that is neither used nor expired cannot get here: the spending update would have won.
   */
  const resetLinkFailure = async (tokenHash: string): Promise<ApiError> => {
    const [link] = await db.query<{ used: boolean }>(
      'SELECT used_at IS NOT NULL AS used FROM password_resets WHERE token_hash = $1',
      [tokenHash],
    );
    if (!link) return new ApiError('RESET_TOKEN_INVALID');
    return new ApiError(link.used ? 'RESET_TOKEN_USED' : 'RESET_TOKEN_EXPIRED');
  };
  serve(app, ctx, calls.passwordReset, async ({ body, req }) => {
    // A password that breaks the rule leaves the link usable: the player fixes it and retries.
    await checkNewPassword(body.newPassword, 'newPassword');
    const tokenHash = sha256(body.token);
    // One statement spends the link, so two submissions of the same link cannot both win.
    const [row] = await db.query<{ account_id: number }>(
      `UPDATE password_resets SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING account_id`,
      [tokenHash],
    );
    if (!row) throw await resetLinkFailure(tokenHash);
    // The other links mailed to the account stop working: only the newest choice counts.
    await db.query(
      'UPDATE password_resets SET used_at = now() WHERE account_id = $1 AND used_at IS NULL',
      [row.account_id],
    );
    await setPassword(row.account_id, body.newPassword);
    req.log.info({ event: 'password-reset', accountId: row.account_id }, 'password reset by link');
    return null;
  });

  serve(app, ctx, calls.passwordVerification, async ({ body }) => {
    await checkNewPassword(body.newPassword, 'newPassword');
    const mobile = body.mobileNum.trim();
    const account = await findAccount(db, 'mobile', mobile);
    if (!(await consumeSmsCode(db, mobile, 'reset', body.verificationCode.trim())) || !account) {
      throw new ApiError('VERIFICATION_CODE_INVALID', {
        value: { fields: { verificationCode: 'Enter a valid verification code' } },
      });
    }
    await setPassword(account.id, body.newPassword);
    // The number may belong to an account with another username: the client logs in with this.
    return { account: account.username };
  });

  serve(app, ctx, calls.smsNoLogin, async ({ body, req }) => {
    const mobile = body.mobileNum.trim();
    const purpose = body.purpose ?? 'login';
    await hit(ctx, `sms-ip:${req.ip}`, 20, 3600);
    await throttleSms(ctx, mobile, purpose);
    const account = await findAccount(db, 'mobile', mobile);
    // Only registered numbers get a code; the answer is the same either way.
    if (account && account.status === 'active' && account.type !== TRIAL_TYPE)
      await issueSmsCode(db, sender, mobile, purpose);
    return { expiredMinutes: SMS_CODE_MINUTES };
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
    await issueSmsCode(db, sender, mobile, 'register');
    return { expiredMinutes: SMS_CODE_MINUTES };
  });

  serve(app, ctx, calls.captcha, async ({ query, req }) => {
    await hit(ctx, `captcha-ip:${req.ip}`, 60, 60);
    const text = ctx.captchaText().toUpperCase();
    await db.query(
      `INSERT INTO captchas (key, answer, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3::int))
       ON CONFLICT (key) DO UPDATE SET answer = EXCLUDED.answer, expires_at = EXCLUDED.expires_at`,
      [query.key, text, CAPTCHA_MINUTES],
    );
    return captchaDataUrl(text);
  });

  serve(app, ctx, calls.affiliate, async ({ query }) => {
    const invalid = () => new ApiError('AFFILIATE_INVALID');
    const [agent] = await db.query<{ affiliate_code: string; nickname: string }>(
      `SELECT affiliate_code, nickname FROM accounts
       WHERE upper(affiliate_code) = upper($1) AND type = ANY($2::int[]) AND status = 'active'`,
      [query.code.trim(), [1, 2, 41, 42]],
    );
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

  serve(app, ctx, calls.systemStatus, async ({ req }) => {
    const [maintenance, region] = await Promise.all([
      getSetting(db, 'maintenance'),
      getSetting(db, 'region'),
    ]);
    const restricted = regionRestricted(req.ip, region);
    return {
      systemStatus: (maintenance ? 1 : restricted ? 2 : 0) as 0 | 1 | 2,
      ip: req.ip,
      maintenance,
      regionRestriction: restricted,
    };
  });

  serve(app, ctx, calls.whitelabel, async () => {
    const [flags, site] = await Promise.all([getSetting(db, 'whitelabel'), getSetting(db, 'site')]);
    return { flags, currencySymbol: site.currencySymbol };
  });

  serve(app, ctx, calls.registerSettings, async () => getSetting(db, 'registerRules'));

  serve(app, ctx, calls.memberIcon, async (input) => ({ icon: sessionOf(input).account.icon }));

  serve(app, ctx, calls.systemInfo, async ({ req }) => {
    const [maintenance, region, system, flags, rules, site] = await Promise.all([
      getSetting(db, 'maintenance'),
      getSetting(db, 'region'),
      getSetting(db, 'system'),
      getSetting(db, 'whitelabel'),
      getSetting(db, 'registerRules'),
      getSetting(db, 'site'),
    ]);
    const restricted = regionRestricted(req.ip, region);
    // A fresh key per answer: the paths are kept out of plain sight, not secret (contract README).
    const key = newSealKey();
    const customerService = await Promise.all(
      system.customerService.map(async (cs) => ({
        csType: cs.csType,
        path: await sealText(key, cs.url),
      })),
    );
    return {
      systemStatus: (maintenance ? 1 : restricted ? 2 : 0) as 0 | 1 | 2,
      location: { ip: req.ip },
      maintenance,
      regionRestriction: restricted,
      customerService,
      customerServiceKey: key,
      domainRoute: system.domainRoutes,
      mainDomain: system.mainDomain,
      resources: system.resources,
      whitelabel: flags,
      register: rules,
      analytics: { gtagId: system.gtagId },
      imageCDNs: system.imageCDNs,
      launchGameCDNs: system.launchGameCDNs,
      currencySymbol: site.currencySymbol,
      encryption: ctx.keys.current,
    };
  });

  serve(app, ctx, calls.domainRoute, async () => {
    const system = await getSetting(db, 'system');
    return { mainDomain: system.mainDomain, routes: system.domainRoutes };
  });

  serve(app, ctx, calls.helpCenter, async ({ query }) => {
    const system = await getSetting(db, 'system');
    const asked = (query.lang ?? system.defaultLanguage).toLowerCase();
    const topics = async (lang: string) =>
      db.query<{ id: string; title: string; content: string }>(
        `SELECT topic AS id, title, content FROM help_topics
         WHERE lang = $1 AND ($2::text IS NULL OR topic = $2) ORDER BY sort, topic`,
        [lang, query.topic ?? null],
      );
    // A language without a translation gets the default one, and the answer says which it is.
    const languages = [asked, asked.split('-')[0] ?? asked, system.defaultLanguage];
    for (const lang of [...new Set(languages)]) {
      const found = await topics(lang);
      if (found.length) return { lang, topics: found };
    }
    if (query.topic) throw new ApiError('NOT_FOUND', { message: `No help topic ${query.topic}` });
    return { lang: system.defaultLanguage, topics: [] };
  });

  serve(app, ctx, calls.countries, async () => getSetting(db, 'countries'));

  serve(app, ctx, calls.feedback, async ({ body, files, req }) => {
    const content = body.content.trim();
    if (!content) throw fieldErrors({ content: 'Please enter the content' });
    await hit(ctx, `feedback-ip:${req.ip}`, 10, 3600);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        'INSERT INTO feedback (content, contact, ip) VALUES ($1, $2, $3) RETURNING id',
        [content, body.contact?.trim() || null, req.ip],
      );
      if (!row) throw new Error('feedback vanished after insert');
      for (const file of files) {
        await tx.query(
          'INSERT INTO feedback_images (feedback_id, mime, bytes) VALUES ($1, $2, $3)',
          [row.id, file.type, file.data],
        );
      }
      return row.id;
    });
    req.log.info({ event: 'feedback', id, images: files.length }, 'feedback received');
    return { id };
  });

  if (config.mode !== 'production') {
    // Development only: the e-mails and SMS the server "sent", so that a demo can read the codes.
    app.get('/dev/outbox', async (req) => {
      const raw = Number((req.query as Record<string, unknown>)['limit'] ?? 20);
      const limit = Number.isInteger(raw) && raw > 0 && raw <= 200 ? raw : 20;
      return { success: true, value: await readOutbox(db, limit) };
    });
  }
}
