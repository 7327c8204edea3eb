import { TRIAL_TYPE } from '@portal/contract';
import { findAccount, type AccountRow } from '../accounts/accounts';
import type { Db, Queryable } from '../db/types';
import { fund, toCents } from '../ledger/ledger';
import { newToken } from '../security/tokens';
import type { SiteSettings } from '../settings/settings';
import { endingFor } from '../live/endReason';

/** Failures of an account in the last hour, from any address, after which a login needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/**
 * Failures of an account from one address in the last hour after which that address takes no more
 * attempts at that account. The account is never locked for every address: a wrong guess costs the
 * guesser, not the owner.
 */
export const MAX_FAILURES_PER_ADDRESS = 10;

/**
 * The failed logins of an account key in the last hour: from every address (`n`), from `ip`
 * (`fromAddress`), and the seconds until the oldest of the latter ages out (`wait`).
 */
export async function recentFailures(
  db: Queryable,
  accountKey: string,
  ip: string,
): Promise<{ n: number; fromAddress: number; wait: number }> {
  const [failures = { n: 0, fromAddress: 0, wait: 0 }] = await db.query<{
    n: number;
    fromAddress: number;
    wait: number;
  }>(
    `SELECT count(*)::int AS n,
       (count(*) FILTER (WHERE ip = $2))::int AS "fromAddress",
       coalesce(ceil(extract(epoch FROM min(at) FILTER (WHERE ip = $2) + interval '1 hour' - now())), 0)::int AS wait
     FROM login_failures WHERE account_key = $1 AND at > now() - interval '1 hour'`,
    [accountKey, ip],
  );
  return failures;
}

/** Counts a wrong password (or SMS code) for the account key, from `ip`. */
export async function recordFailure(db: Queryable, accountKey: string, ip: string): Promise<void> {
  await db.query('INSERT INTO login_failures (account_key, ip) VALUES ($1, $2)', [accountKey, ip]);
}

/**
 * Forgets the failures of the account key from `ip` once it logs in from there. Failures from
 * other addresses stay: they are someone else's guesses, and keep the captcha on for them.
 */
export async function clearFailures(db: Queryable, accountKey: string, ip: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE account_key = $1 AND ip = $2', [accountKey, ip]);
}

/** A new trial account with its demo funds: both arrive together, or not at all. */
export async function createTrialAccount(db: Db, site: SiteSettings): Promise<AccountRow> {
  const name = `trial_${newToken()
    .replace(/[^a-z0-9]/giu, '')
    .slice(0, 10)
    .toLowerCase()}`;
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
  return account;
}

/** Ends a session, at once on every process. */
export async function endSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query(
    `${endingFor('logout')} DELETE FROM sessions WHERE token_hash = $1 AND EXISTS (SELECT FROM why)`,
    [tokenHash],
  );
}
