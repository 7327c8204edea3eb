import {
  checkFieldRule,
  DEFAULT_PASSWORD_RULE,
  defaultRuleText,
  ERRORS,
  ruleMessage,
} from '@portal/contract';
import type { Queryable } from '../db/types';
import { ApiError, fieldErrors } from '../http/errors';
import { forgetDeadSecrets } from '../outbox/outbox';
import { hashPassword } from '../security/passwords';
import { isGuessable } from '../security/strength';
import { getSetting } from '../settings/settings';
import { endingFor } from '../live/endReason';

/** The account types that may invite players (agents). */
const AGENT_TYPES = [1, 2, 41, 42];

/** The active agent whose invitation code is `code` (in any case). */
export async function agentByCode(
  db: Queryable,
  code: string,
): Promise<{ id: number; affiliate_code: string; nickname: string } | undefined> {
  const [agent] = await db.query<{ id: number; affiliate_code: string; nickname: string }>(
    `SELECT id, affiliate_code, nickname FROM accounts
     WHERE upper(affiliate_code) = upper($1) AND type = ANY($2::int[]) AND status = 'active'`,
    [code, AGENT_TYPES],
  );
  return agent;
}

/**
 * The active member whose invitation (referral) code is `code` (in any case), and its upline: a
 * friend it invites joins the same upline.
 */
export async function memberByCode(
  db: Queryable,
  code: string,
): Promise<
  { id: number; upline_id: number | null; affiliate_code: string; nickname: string } | undefined
> {
  const [member] = await db.query<{
    id: number;
    upline_id: number | null;
    affiliate_code: string;
    nickname: string;
  }>(
    `SELECT id, upline_id, affiliate_code, nickname FROM accounts
     WHERE upper(affiliate_code) = upper($1) AND type = 0 AND status = 'active'`,
    [code],
  );
  return member;
}

/**
 * Inserts an account, a member (type 0) unless `type` says otherwise (an agent opening a
 * sub-agent); a taken username or mobile number fails as a unique violation.
 */
export async function insertMember(
  db: Queryable,
  member: {
    username: string;
    passwordHash: string;
    nickname: string;
    mobileNum: string | null;
    countryDialingCode: string | null;
    email: string | null;
    profile: Record<string, unknown>;
    uplineId: number | null;
    type?: number;
    /** The member whose invitation (referral) code the registration carried. */
    referredBy?: number | null;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO accounts (username, username_key, password_hash, type, nickname, mobile_num, country_dialing_code,
       email, profile, upline_id, referred_by)
     VALUES ($1, lower($1), $2, $9, $3, $4, $5, $6, $7::jsonb, $8, $10) RETURNING id`,
    [
      member.username,
      member.passwordHash,
      member.nickname,
      member.mobileNum,
      member.countryDialingCode,
      member.email,
      JSON.stringify(member.profile),
      member.uplineId,
      member.type ?? 0,
      member.referredBy ?? null,
    ],
  );
  return row?.id ?? 0;
}

/**
 * Refuses a new password that breaks the operator's password rule ({@link DEFAULT_PASSWORD_RULE}
 * where the operator has none) or that is too easy to guess, naming `field`. `userInputs` are
 * what the account is known by (username, e-mail, mobile number ...): a password built on them is
 * refused too. Every place a password is set goes through here; logging in does not, so an older
 * password keeps working.
 */
export async function checkNewPassword(
  db: Queryable,
  newPassword: string,
  field: string,
  userInputs: readonly (string | null | undefined)[] = [],
): Promise<void> {
  await checkPasswordRule(db, newPassword, field);
  await refuseGuessable(newPassword, field, userInputs);
}

/** The cheap half of {@link checkNewPassword}: the operator's rule only. */
export async function checkPasswordRule(
  db: Queryable,
  newPassword: string,
  field: string,
): Promise<void> {
  const rules = await getSetting(db, 'registerRules');
  const rule = { ...DEFAULT_PASSWORD_RULE, ...rules['password'], enabled: true, required: true };
  if (!checkFieldRule(rule, newPassword).ok) {
    throw fieldErrors({ [field]: ruleMessage(rule, defaultRuleText) });
  }
}

/** What an account is known by, which its password must not be built on. */
export const accountInputs = (account: {
  username: string;
  nickname: string | null;
  email: string | null;
  mobile_num: string | null;
}): (string | null)[] => [account.username, account.nickname, account.email, account.mobile_num];

/** Throws `PASSWORD_TOO_WEAK` on `field` when `password` is common or built on `userInputs`. */
export async function refuseGuessable(
  password: string,
  field: string,
  userInputs: readonly (string | null | undefined)[],
): Promise<void> {
  if (await isGuessable(password, userInputs)) {
    throw new ApiError('PASSWORD_TOO_WEAK', {
      value: { fields: { [field]: ERRORS.PASSWORD_TOO_WEAK.message } },
    });
  }
}

/** Sets an account's password; every other session of the account ends, on every process. */
export async function setPassword(
  db: Queryable,
  accountId: number,
  password: string,
  keepTokenHash?: string,
): Promise<void> {
  await db.query(
    'UPDATE accounts SET password_hash = $2, must_change_password = false, password_changed_at = now() WHERE id = $1',
    [accountId, await hashPassword(password)],
  );
  await db.query(
    `${endingFor('password')} DELETE FROM sessions
     WHERE account_id = $1 AND token_hash <> $2 AND EXISTS (SELECT FROM why)`,
    [accountId, keepTokenHash ?? ''],
  );
}

/** Keeps the hash of a password-reset link that lasts `minutes`. */
export async function addResetLink(
  db: Queryable,
  tokenHash: string,
  accountId: number,
  minutes: number,
): Promise<void> {
  await db.query(
    `INSERT INTO password_resets (token_hash, account_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
    [tokenHash, accountId, minutes],
  );
}

/** The account a reset link would reset, if it is still usable; nothing is spent. */
export async function resetLinkAccount(db: Queryable, tokenHash: string): Promise<number | null> {
  const [row] = await db.query<{ account_id: number }>(
    'SELECT account_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [tokenHash],
  );
  return row?.account_id ?? null;
}

/**
 * Spends a reset link and every other link of its account (only the newest choice counts);
 * answers the account, or why the link did not work.
 */
export async function spendResetLink(db: Queryable, tokenHash: string): Promise<number> {
  // One statement spends the link, so two submissions of the same link cannot both win.
  const [row] = await db.query<{ account_id: number }>(
    `UPDATE password_resets SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING account_id`,
    [tokenHash],
  );
  if (!row) throw await resetLinkFailure(db, tokenHash);
  await db.query(
    'UPDATE password_resets SET used_at = now() WHERE account_id = $1 AND used_at IS NULL',
    [row.account_id],
  );
  await forgetDeadSecrets(db);
  return row.account_id;
}

/**
 * Why a link did not work, told apart so that the player knows whether asking again helps. A
 * row that is neither used nor expired cannot get here: the spending update would have won.
 */
async function resetLinkFailure(db: Queryable, tokenHash: string): Promise<ApiError> {
  const [link] = await db.query<{ used: boolean }>(
    'SELECT used_at IS NOT NULL AS used FROM password_resets WHERE token_hash = $1',
    [tokenHash],
  );
  if (!link) return new ApiError('RESET_TOKEN_INVALID');
  return new ApiError(link.used ? 'RESET_TOKEN_USED' : 'RESET_TOKEN_EXPIRED');
}
