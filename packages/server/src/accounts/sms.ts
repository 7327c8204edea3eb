import { SMS_CODE_MINUTES } from '@portal/contract';
import type { Db, Queryable } from '../db/types';
import { codeMessage, type MessageLanguage } from '../i18n/messages';
import { forgetDeadSecrets, type Sender } from '../outbox/outbox';
import { hit } from '../security/ratelimit';
import { newSmsCode, sameHash, sha256 } from '../security/tokens';

/**
 * What a code is for. A bind code (security centre) names the account that asked for it, so that
 * it binds the number or the address to that account only; an e-mail bind code goes by e-mail,
 * the address standing where the number stands for the others.
 */
export type SmsPurpose =
  'login' | 'reset' | 'register' | `bind-mobile:${number}` | `bind-email:${number}`;
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
  await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE sms_codes SET used_at = now() WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL',
      [mobile, purpose],
    );
    await tx.query(
      `INSERT INTO sms_codes (mobile, purpose, code_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4::int))`,
      [mobile, purpose, hash, SMS_CODE_MINUTES],
    );
    const email = purpose.startsWith('bind-email:');
    const { subject, body } = codeMessage(language, code, SMS_CODE_MINUTES);
    await sender.send(tx, {
      channel: email ? 'email' : 'sms',
      recipient: mobile,
      ...(email ? { subject } : {}),
      body,
      secretHash: hash,
    });
  });
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
  return db.transaction((tx) => useSmsCode(tx, mobile, purpose, code));
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
  const [row] = await tx.query<{ id: number; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM sms_codes
     WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [mobile, purpose],
  );
  if (!row) return false;
  if (sameHash(row.code_hash, codeHash(mobile, purpose, code))) {
    await tx.query('UPDATE sms_codes SET used_at = now() WHERE id = $1', [row.id]);
    await forgetDeadSecrets(tx);
    return true;
  }
  const attempts = row.attempts + 1;
  await tx.query(
    `UPDATE sms_codes SET attempts = $2, used_at = CASE WHEN $2::int >= $3::int THEN now() END WHERE id = $1`,
    [row.id, attempts, MAX_SMS_GUESSES],
  );
  if (attempts >= MAX_SMS_GUESSES) await forgetDeadSecrets(tx);
  return false;
}
