import { isAgentType, MEMBER_TYPE, type ErrorCode } from '@portal/contract';
import { findAccount } from '../accounts/accounts';
import { isUniqueViolation, type Queryable } from '../db/types';
import { closingExclusion } from '../responsible/exclusions';
import { sha256 } from '../security/tokens';
import type { Claims } from './flows';

/** The account an identity is linked to, if any. */
export async function linkedAccount(
  db: Queryable,
  provider: string,
  subject: string,
): Promise<number | null> {
  const [row] = await db.query<{ account_id: number }>(
    'SELECT account_id FROM social_identities WHERE provider = $1 AND subject = $2',
    [provider, subject],
  );
  return row?.account_id ?? null;
}

/**
 * Links an identity to an account, once: an identity belongs to one account and an account has
 * one identity of each provider (the table's keys), so a second link is refused, never moved.
 */
export async function linkIdentity(
  db: Queryable,
  accountId: number,
  provider: string,
  claims: Pick<Claims, 'subject' | 'email'>,
): Promise<'linked' | 'taken'> {
  try {
    await db.query(
      'INSERT INTO social_identities (provider, subject, account_id, email) VALUES ($1, $2, $3, $4)',
      [provider, claims.subject, accountId, claims.email],
    );
    return 'linked';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/**
 * Whether an account other than `except` holds this e-mail address: a provider's word for an
 * address never opens or joins the account that has it (an account takeover by whoever controls
 * an identity with that address); its owner logs in and links the provider instead.
 */
export async function emailHeld(db: Queryable, email: string, except?: number): Promise<boolean> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM accounts WHERE lower(email) = lower($1) AND id <> $2 LIMIT 1',
    [email, except ?? 0],
  );
  return row !== undefined;
}

/** Why a linked account may not sign in now, as the password login says it, or null. */
export async function signInRefusal(db: Queryable, accountId: number): Promise<ErrorCode | null> {
  const account = await findAccount(db, 'id', accountId);
  if (!account || account.status !== 'active') return 'ACCOUNT_DISABLED';
  if (await closingExclusion(db, account.id)) return 'ACCOUNT_EXCLUDED';
  if (account.type !== MEMBER_TYPE && !isAgentType(account.type)) return 'NOT_MEMBER';
  return null;
}

export interface Signup {
  provider: string;
  subject: string;
  email: string | null;
  name: string | null;
  expiresAt: string;
}

/** A live first sign-in by its code, or null. */
export async function readSignup(db: Queryable, code: string): Promise<Signup | null> {
  const [row] = await db.query<{
    provider: string;
    subject: string;
    email: string | null;
    name: string | null;
    expires_at: Date;
  }>(
    `SELECT provider, subject, email, name, expires_at FROM social_signups
     WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [sha256(code)],
  );
  return row
    ? {
        provider: row.provider,
        subject: row.subject,
        email: row.email,
        name: row.name,
        expiresAt: new Date(row.expires_at).toISOString(),
      }
    : null;
}

/**
 * Claims a first sign-in for its registration (one statement: two submits cannot both have it);
 * `release` gives it back when the registration is refused, so that the player can correct it.
 */
export async function claimSignup(db: Queryable, code: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE social_signups SET used_at = now()
     WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING code_hash`,
    [sha256(code)],
  );
  return rows.length === 1;
}

export async function releaseSignup(db: Queryable, code: string): Promise<void> {
  await db.query('UPDATE social_signups SET used_at = NULL WHERE code_hash = $1', [sha256(code)]);
}

export async function listIdentities(
  db: Queryable,
  accountId: number,
): Promise<{ provider: string; email: string | null; linkedAt: string }[]> {
  const rows = await db.query<{ provider: string; email: string | null; linked_at: Date }>(
    'SELECT provider, email, linked_at FROM social_identities WHERE account_id = $1 ORDER BY linked_at',
    [accountId],
  );
  return rows.map((r) => ({
    provider: r.provider,
    email: r.email,
    linkedAt: new Date(r.linked_at).toISOString(),
  }));
}

export async function unlinkIdentity(
  db: Queryable,
  accountId: number,
  provider: string,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM social_identities WHERE account_id = $1 AND provider = $2 RETURNING provider',
    [accountId, provider],
  );
  return rows.length === 1;
}
