import { ERRORS, SMS_CODE_MINUTES } from '@portal/contract';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { codeMessage, type MessageLanguage } from '../i18n/messages';
import { forgetDeadSecrets, type Sender } from '../outbox/outbox';
import { hit } from '../security/ratelimit';
import { newSmsCode, sameHash, sha256 } from '../security/tokens';

/**
 * What a code is for. A bind code (security centre) names the account that asked for it, so that
 * it binds the number or the address to that account only; an e-mail bind code goes by e-mail,
 * the address standing where the number stands for the others. An address code (LOGINIPVERF3,
 * addresses/challenge.ts) names its login's challenge, and goes by SMS or by e-mail.
 */
export type SmsPurpose =
  | 'login'
  | 'reset'
  | 'register'
  | `bind-mobile:${number}`
  | `bind-email:${number}`
  | `address-sms:${number}`
  | `address-email:${number}`;
export const MAX_SMS_GUESSES = 5;
export const SMS_RESEND_SECONDS = 60;

const codeHash = (mobile: string, purpose: SmsPurpose, code: string) =>
  sha256(`${purpose}:${mobile}:${code}`);

/**
 * Throttles a code request for this number and purpose (once a minute), whether or not a code is
 * then sent, so that the throttle does not tell registered numbers apart.
 */
export const throttleSms = (
  store: Parameters<typeof hit>[0],
  mobile: string,
  purpose: SmsPurpose,
) => hit(store, `sms:${purpose}:${mobile}`, 1, SMS_RESEND_SECONDS);

/**
 * Sends a new code, replacing any earlier one of the same number and purpose, in `language` (the
 * member's: `messageLanguage` of the request).
 *
 * The code is stored (and the earlier one spent) first and sent after that commit, not inside its
 * transaction: an HTTP provider may take its whole time-out to answer, and a transaction held that
 * long would hold the database (all of it on PGlite, one connection). A send that fails spends the
 * new code before the failure reaches the player, so no code is left live that the player did not
 * get; they ask again.
 */
export async function issueSmsCode(
  db: Db,
  sender: Sender,
  mobile: string,
  purpose: SmsPurpose,
  language: MessageLanguage,
): Promise<void> {
  const code = newSmsCode();
  const hash = codeHash(mobile, purpose, code);
  const id = await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE sms_codes SET used_at = now() WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL',
      [mobile, purpose],
    );
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO sms_codes (mobile, purpose, code_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4::int)) RETURNING id`,
      [mobile, purpose, hash, SMS_CODE_MINUTES],
    );
    return row?.id;
  });
  const email = purpose.startsWith('bind-email:') || purpose.startsWith('address-email:');
  const { subject, body } = codeMessage(language, code, SMS_CODE_MINUTES);
  try {
    await sender.send(db, {
      channel: email ? 'email' : 'sms',
      recipient: mobile,
      ...(email ? { subject } : {}),
      body,
      secretHash: hash,
    });
  } catch (error) {
    await db.query('UPDATE sms_codes SET used_at = now() WHERE id = $1', [id]);
    throw error;
  }
}

/**
 * What an entered code came to: used (right, in time, now spent), wrong (a wrong guess, or no
 * code), or expired: the right code of this number and purpose, entered after its time. Only
 * the right code can tell "expired", so the answer says nothing to whoever guesses, and nothing
 * about whether a code was ever sent to the number.
 */
export type SmsCodeCheck = 'used' | 'wrong' | 'expired';

/**
 * The refusal of a code not used, on the forms' verificationCode field: the right code too late
 * (SMS_CODE_EXPIRED, ask for a new one), else VERIFICATION_CODE_INVALID.
 */
export function codeRefused(check: SmsCodeCheck): ApiError {
  const code = check === 'expired' ? 'SMS_CODE_EXPIRED' : 'VERIFICATION_CODE_INVALID';
  return new ApiError(code, { value: { fields: { verificationCode: ERRORS[code].message } } });
}

/**
 * Uses up a code: true once for the right code within its time; every wrong guess counts, and
 * after MAX_SMS_GUESSES the code is dead.
 */
export async function consumeSmsCode(
  db: Db,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<boolean> {
  return (await spendSmsCode(db, mobile, purpose, code)) === 'used';
}

/** consumeSmsCode, saying why a code is refused (SmsCodeCheck). */
export async function spendSmsCode(
  db: Db,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<SmsCodeCheck> {
  return db.transaction((tx) => checkSmsCode(tx, mobile, purpose, code));
}

/**
 * consumeSmsCode within the caller's transaction: what the caller does next with the code (and
 * refuses) rolls its use back with it, so that the code stays good for a second try.
 */
export async function useSmsCode(
  tx: Queryable,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<boolean> {
  return (await checkSmsCode(tx, mobile, purpose, code)) === 'used';
}

/** useSmsCode, saying why a code is refused (SmsCodeCheck). */
export async function checkSmsCode(
  tx: Queryable,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<SmsCodeCheck> {
  // The latest code not spent, replaced or guessed to death, in its time or past it.
  const [row] = await tx.query<{
    id: number;
    code_hash: string;
    attempts: number;
    expired: boolean;
  }>(
    `SELECT id, code_hash, attempts, expires_at <= now() AS expired FROM sms_codes
     WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL
     ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [mobile, purpose],
  );
  if (!row) return 'wrong';
  const right = sameHash(row.code_hash, codeHash(mobile, purpose, code));
  // Past its time a code takes no guesses: nothing to count.
  if (row.expired) return right ? 'expired' : 'wrong';
  if (right) {
    await tx.query('UPDATE sms_codes SET used_at = now() WHERE id = $1', [row.id]);
    await forgetDeadSecrets(tx);
    return 'used';
  }
  const attempts = row.attempts + 1;
  await tx.query(
    `UPDATE sms_codes SET attempts = $2, used_at = CASE WHEN $2::int >= $3::int THEN now() END WHERE id = $1`,
    [row.id, attempts, MAX_SMS_GUESSES],
  );
  if (attempts >= MAX_SMS_GUESSES) await forgetDeadSecrets(tx);
  return 'wrong';
}
