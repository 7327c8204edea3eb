import { BUILTIN_AVATARS, builtinAvatarPath } from '@portal/contract';
import type { AccountRow } from '../accounts/accounts';
import { checkSmsCode, codeRefused, type SmsCodeCheck, type SmsPurpose } from '../accounts/sms';
import { hasWithdrawPassword } from '../cashier/withdrawPassword';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';

// The security centre's bindings: a mobile number or an e-mail address becomes the account's once
// the code sent to it comes back. The code names the account that asked (accounts/sms.ts), so it
// binds to that account only; a number or an address another account holds is refused.

export const mobilePurpose = (accountId: number): SmsPurpose => `bind-mobile:${accountId}`;
export const emailPurpose = (accountId: number): SmsPurpose => `bind-email:${accountId}`;

/** E-mail addresses are compared without case: `Ana@x.com` and `ana@x.com` are one mailbox. */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

export async function profileOf(db: Queryable, account: AccountRow) {
  const { has } = await hasWithdrawPassword(db, account.id);
  return {
    account: account.username,
    nickname: account.nickname,
    icon: account.icon,
    mobileNum: account.mobile_num,
    email: account.email,
    hasWithdrawPassword: has,
    avatars: BUILTIN_AVATARS.map((name) => ({ name, icon: builtinAvatarPath(name) })),
  };
}

const mobileTaken = () =>
  new ApiError('MOBILE_TAKEN', {
    value: { fields: { mobileNum: 'This mobile number is already registered' } },
  });
const emailTaken = () =>
  new ApiError('EMAIL_TAKEN', {
    value: { fields: { email: 'This e-mail address is already bound to another account' } },
  });

/** Refuses a number another account holds (before a code is sent, and again at the bind). */
export async function refuseTakenMobile(db: Queryable, accountId: number, mobile: string) {
  const [row] = await db.query('SELECT 1 FROM accounts WHERE mobile_num = $1 AND id <> $2', [
    mobile,
    accountId,
  ]);
  if (row) throw mobileTaken();
}

/** Refuses an address another account holds, in any case. */
export async function refuseTakenEmail(db: Queryable, accountId: number, email: string) {
  const [row] = await db.query('SELECT 1 FROM accounts WHERE lower(email) = $1 AND id <> $2', [
    email,
    accountId,
  ]);
  if (row) throw emailTaken();
}

/**
 * Binds the number with its code. The number column is unique: a bind racing another account's
 * registration or bind of the same number loses with MOBILE_TAKEN, and its code stays unused.
 */
export async function bindMobile(
  db: Db,
  accountId: number,
  mobile: string,
  dialingCode: string | null,
  code: string,
): Promise<void> {
  let outcome: SmsCodeCheck;
  try {
    outcome = await db.transaction(async (tx) => {
      await refuseTakenMobile(tx, accountId, mobile);
      const check = await checkSmsCode(tx, mobile, mobilePurpose(accountId), code);
      if (check !== 'used') return check;
      await tx.query(
        'UPDATE accounts SET mobile_num = $2, country_dialing_code = coalesce($3, country_dialing_code) WHERE id = $1',
        [accountId, mobile, dialingCode],
      );
      return check;
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw mobileTaken();
    throw error;
  }
  if (outcome !== 'used') throw codeRefused(outcome);
}

/**
 * Binds the address with its code. E-mail has no unique column (registration never required one
 * to be unique), so two binds of one address are put in a row by a lock on the address.
 */
export async function bindEmail(
  db: Db,
  accountId: number,
  email: string,
  code: string,
): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('bind-email:' || $1))", [email]);
    await refuseTakenEmail(tx, accountId, email);
    // A wrong guess is counted even though the bind fails: the transaction ends normally.
    const check = await checkSmsCode(tx, email, emailPurpose(accountId), code);
    if (check !== 'used') return check;
    await tx.query('UPDATE accounts SET email = $2 WHERE id = $1', [accountId, email]);
    return check;
  });
  if (outcome !== 'used') throw codeRefused(outcome);
}
