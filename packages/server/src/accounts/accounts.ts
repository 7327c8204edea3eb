import { isAgentType, TRIAL_TYPE, type CallValue, type calls } from '@portal/contract';
import type { Config } from '../config';
import type { Queryable } from '../db/types';
import { getSetting } from '../settings/settings';
import { newToken, sha256 } from '../security/tokens';

export interface AccountRow {
  id: number;
  username: string;
  password_hash: string;
  type: number;
  status: 'active' | 'disabled';
  nickname: string;
  mobile_num: string | null;
  email: string | null;
  upline: string | null;
  affiliate_code: string | null;
  vip_level: number;
  vip_label: string | null;
  balance: string;
  /** The valid bets of every day played (bet_totals), read with the account: the VIP level's. */
  valid_bets: string;
  first_login_at: Date | null;
  must_change_password: boolean;
  password_expired: boolean;
  icon: string | null;
}

/**
 * Every column a handler needs, with the upline's name and whether the password is too old; the
 * wallet's balance and the valid bets come in the same statement, so that the member info and the
 * balance, which every page asks for, cost one round trip with the session's check.
 */
export const ACCOUNT_COLUMNS = `a.id, a.username, a.password_hash, a.type, a.status, a.nickname, a.mobile_num, a.email,
  u.username AS upline, a.affiliate_code, a.vip_level, a.vip_label,
  (SELECT w.balance::text FROM ledger_accounts w WHERE w.account_id = a.id) AS balance,
  coalesce((SELECT t.stake::text FROM bet_totals t WHERE t.account_id = a.id), '0') AS valid_bets,
  a.first_login_at,
  a.must_change_password, a.icon,
  (a.password_changed_at < now() - make_interval(days => $1::int) AND $1::int > 0) AS password_expired`;

async function maxAgeDays(db: Queryable): Promise<number> {
  const [site, flags] = await Promise.all([getSetting(db, 'site'), getSetting(db, 'whitelabel')]);
  return flags.includes('PWDEXPFORCECHANGE3') ? site.passwordMaxAgeDays : 0;
}

export async function findAccount(
  db: Queryable,
  by: 'username' | 'mobile' | 'id',
  key: string | number,
): Promise<AccountRow | undefined> {
  const where =
    by === 'username'
      ? 'a.username_key = lower($2)'
      : by === 'mobile'
        ? 'a.mobile_num = $2'
        : 'a.id = $2::int';
  const [row] = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts a LEFT JOIN accounts u ON u.id = a.upline_id WHERE ${where}`,
    [await maxAgeDays(db), String(key)],
  );
  return row;
}

export type SessionValue = CallValue<typeof calls.login>;

/**
 * Whether the account must change its password before anything else: first login on the default
 * password, an operator reset, or a password older than the expiry (PWDEXPFORCECHANGE3). Its
 * sessions may then make only the calls marked `beforePasswordChange` (http/serve.ts).
 */
export const mustChangePassword = (
  account: Pick<AccountRow, 'must_change_password' | 'password_expired'>,
): boolean => account.must_change_password || account.password_expired;

/**
 * Starts a session: a new 256-bit token, stored only as its hash, with an absolute expiry; the
 * idle expiry is checked against `last_seen_at` on every call.
 */
export async function createSession(
  db: Queryable,
  config: Pick<Config, 'sessionAbsoluteHours'>,
  account: AccountRow,
  ip: string,
  extra: { passwordExpired?: boolean; userAgent?: string | undefined } = {},
): Promise<SessionValue> {
  const token = newToken();
  // The user agent names the device in the member's list of sessions (security centre).
  await db.query(
    // The member's session limit (responsible play, migration 0027) ends it sooner, while the
    // operator's switch is on: the token is refused from then on.
    `INSERT INTO sessions (token_hash, account_id, expires_at, ip, user_agent)
     VALUES ($1, $2, least(now() + make_interval(hours => $3::int),
       (SELECT now() + make_interval(mins => l.value::int) FROM responsible_limits l
        WHERE l.account_id = $2 AND l.kind = 'session' AND l.value IS NOT NULL
          AND coalesce((SELECT (v.value->>'enabled')::boolean FROM settings v WHERE v.key = 'responsible'), true))),
       $4, $5)`,
    [
      sha256(token),
      account.id,
      config.sessionAbsoluteHours,
      ip,
      extra.userAgent?.slice(0, 512) ?? null,
    ],
  );
  const firstTimeLogin = account.first_login_at === null;
  if (firstTimeLogin)
    await db.query('UPDATE accounts SET first_login_at = now() WHERE id = $1', [account.id]);
  // Logged in with the shared default password: kept on the account, so that every session of it
  // is held to the change until it is made (a new login does not lift it).
  if (extra.passwordExpired && !account.must_change_password)
    await db.query('UPDATE accounts SET must_change_password = true WHERE id = $1', [account.id]);
  return {
    token,
    firstTimeLogin,
    passwordExpired: mustChangePassword(account) || (extra.passwordExpired ?? false),
    customerId: account.id,
    account: account.username,
    nickname: account.nickname,
    type: account.type,
    isAgent: isAgentType(account.type),
    isTrial: account.type === TRIAL_TYPE,
  };
}

export interface Session {
  tokenHash: string;
  account: AccountRow;
}

/**
 * The live session of a token, or undefined (unknown, logged out, idle too long or too old, or its
 * account disabled). The session's check and the account a handler needs come in one statement:
 * every signed-in call pays one round trip for them, and a logout, a password change or an
 * operator's action is seen by every process at once, as nothing holds a session but the
 * database (ADR 0033).
 */
export async function authenticate(
  db: Queryable,
  config: Pick<Config, 'sessionIdleMinutes'>,
  token: string,
): Promise<Session | undefined> {
  const tokenHash = sha256(token);
  const [row] = await db.query<AccountRow & { session_stale: boolean }>(
    `SELECT ${ACCOUNT_COLUMNS}, s.last_seen_at < now() - interval '30 seconds' AS session_stale
     FROM sessions s JOIN accounts a ON a.id = s.account_id LEFT JOIN accounts u ON u.id = a.upline_id
     WHERE s.token_hash = $2 AND s.expires_at > now()
       AND s.last_seen_at > now() - make_interval(mins => $3::int)`,
    [await maxAgeDays(db), tokenHash, config.sessionIdleMinutes],
  );
  if (!row || row.status !== 'active') return undefined;
  const { session_stale: stale, ...account } = row;
  // Writing on every call would make reads writes; a 30 s grain is plenty for an idle timeout.
  if (stale)
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
  return { tokenHash, account };
}
