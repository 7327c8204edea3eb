import {
  ADDRESS_CODE_RESEND_SECONDS,
  SMS_CODE_MINUTES,
  type CallBody,
  type CallValue,
  type calls,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { createSession, findAccount } from '../accounts/accounts';
import { consumeSmsCode, issueSmsCode, MAX_SMS_GUESSES, type SmsPurpose } from '../accounts/sms';
import type { Queryable } from '../db/types';
import type { Context } from '../http/context';
import { ApiError, fieldErrors } from '../http/errors';
import { messageLanguage } from '../i18n/messages';
import { forgetDeadSecrets } from '../outbox/outbox';
import { refuseExcluded } from '../responsible/exclusions';
import { hit } from '../security/ratelimit';
import { sha256 } from '../security/tokens';
import { channelsOf } from './check';
import { rememberNetwork } from './known';
import { networkOf } from './network';

// A login's address challenge after the login: its code sent, and given back for the session.

/** Codes a member is sent in an hour for address challenges, whichever the challenge. */
const CODES_PER_HOUR = 10;

interface ChallengeRow {
  id: string;
  account_id: number;
  network: string;
  password_expired: boolean;
  channel: 'sms' | 'email' | null;
  recipient: string | null;
}

/** Each challenge's code has a purpose of its own: a code of any other is no code for it. */
const purposeOf = (channel: 'sms' | 'email', id: string): SmsPurpose =>
  `address-${channel}:${Number(id)}`;

/**
 * The challenge `token`, still good, asked from its own network. One asked from another network
 * is not found (ADDRESS_CHALLENGE_INVALID), as an unknown one: a challenge taken elsewhere is
 * nothing. Then a locked one (too many wrong codes), a used one and an expired one, each refused
 * with its own code.
 */
async function liveChallenge(db: Queryable, token: string, ip: string): Promise<ChallengeRow> {
  const [row] = await db.query<
    ChallengeRow & { here: boolean; live: boolean; used: boolean; locked: boolean }
  >(
    `SELECT id::text, account_id, network::text AS network, password_expired, channel, recipient,
       coalesce(network = $2::cidr, false) AS here, expires_at > now() AS live,
       used_at IS NOT NULL AS used, locked_at IS NOT NULL AS locked
     FROM address_challenges WHERE token_hash = $1`,
    [sha256(token), networkOf(ip) ?? null],
  );
  if (!row || !row.here) throw new ApiError('ADDRESS_CHALLENGE_INVALID');
  if (row.locked) throw new ApiError('ADDRESS_CODE_LOCKED');
  if (row.used) throw new ApiError('ADDRESS_CHALLENGE_USED');
  if (!row.live) throw new ApiError('ADDRESS_CHALLENGE_EXPIRED');
  return row;
}

/**
 * Sends the challenge's code on `channel`, to the account's number or address as it is now; at
 * most once a minute a challenge, and CODES_PER_HOUR an account. A code sent before on the other
 * channel is spent: the challenge has one live code, the last one sent.
 */
export async function sendAddressCode(
  ctx: Context,
  req: FastifyRequest,
  body: CallBody<typeof calls.addressCode>,
): Promise<CallValue<typeof calls.addressCode>> {
  const { db } = ctx;
  await hit(ctx, `address-code-ip:${req.ip}`, 30, 3600);
  const challenge = await liveChallenge(db, body.challenge, req.ip);
  const target = (await channelsOf(db, challenge.account_id)).find(
    (c) => c.channel === body.channel,
  );
  if (!target) throw fieldErrors({ channel: 'This account has no such channel for a code' });
  await hit(ctx, `address-code:${challenge.id}`, 1, ADDRESS_CODE_RESEND_SECONDS);
  await hit(ctx, `address-code-account:${challenge.account_id}`, CODES_PER_HOUR, 3600);
  const language = await messageLanguage(db, req);
  if (challenge.channel && challenge.channel !== body.channel)
    await db.query('UPDATE sms_codes SET used_at = now() WHERE purpose = $1 AND used_at IS NULL', [
      purposeOf(challenge.channel, challenge.id),
    ]);
  await issueSmsCode(
    db,
    ctx.sender,
    target.recipient,
    purposeOf(body.channel, challenge.id),
    language,
  );
  await db.query('UPDATE address_challenges SET channel = $2, recipient = $3 WHERE id = $1', [
    challenge.id,
    body.channel,
    target.recipient,
  ]);
  req.log.info(
    { event: 'address-code', accountId: challenge.account_id, channel: body.channel },
    'address code sent',
  );
  return { expiredMinutes: SMS_CODE_MINUTES, resendSeconds: ADDRESS_CODE_RESEND_SECONDS };
}

/**
 * Why a code was refused. Wrong guesses count for the challenge, over every code it sent: after
 * MAX_SMS_GUESSES of them it is locked (the member logs in again, the password proven anew), so
 * that asking for new codes buys no more guesses. An expired code asks for a new one; a wrong one
 * says how many guesses are left.
 */
async function refusal(db: Queryable, challenge: ChallengeRow): Promise<ApiError> {
  const purposes = [purposeOf('sms', challenge.id), purposeOf('email', challenge.id)];
  const [row] = await db.query<{ guesses: number; expired: boolean }>(
    `SELECT coalesce(sum(attempts), 0)::int AS guesses,
       coalesce((SELECT used_at IS NULL AND expires_at <= now() FROM sms_codes
                 WHERE mobile = $2 AND purpose = $3 ORDER BY id DESC LIMIT 1), false) AS expired
     FROM sms_codes WHERE purpose = ANY($1::text[])`,
    [
      purposes,
      challenge.recipient,
      challenge.channel ? purposeOf(challenge.channel, challenge.id) : null,
    ],
  );
  const guesses = row?.guesses ?? 0;
  if (guesses >= MAX_SMS_GUESSES) {
    await db.query('UPDATE address_challenges SET locked_at = now() WHERE id = $1', [challenge.id]);
    await db.query(
      'UPDATE sms_codes SET used_at = now() WHERE purpose = ANY($1::text[]) AND used_at IS NULL',
      [purposes],
    );
    await forgetDeadSecrets(db);
    return new ApiError('ADDRESS_CODE_LOCKED');
  }
  if (row?.expired) return new ApiError('ADDRESS_CODE_EXPIRED');
  return new ApiError('VERIFICATION_CODE_INVALID', {
    value: { guessesLeft: MAX_SMS_GUESSES - guesses },
  });
}

/**
 * The challenge's code given back: the session the login would have opened (the default
 * password's forced change kept), the challenge spent and the network remembered. The account is
 * asked again whether it may log in: it may have been disabled or excluded since.
 */
export async function verifyAddress(
  ctx: Context,
  req: FastifyRequest,
  body: CallBody<typeof calls.addressVerify>,
): Promise<CallValue<typeof calls.addressVerify>> {
  const { db, config } = ctx;
  await hit(ctx, `address-verify-ip:${req.ip}`, 60, 60);
  const challenge = await liveChallenge(db, body.challenge, req.ip);
  const right =
    challenge.channel !== null &&
    challenge.recipient !== null &&
    (await consumeSmsCode(
      db,
      challenge.recipient,
      purposeOf(challenge.channel, challenge.id),
      body.verificationCode.trim(),
    ));
  if (!right) throw await refusal(db, challenge);
  // Spent once: of two answers with the right code, the code itself lets one through.
  await db.query('UPDATE address_challenges SET used_at = now() WHERE id = $1', [challenge.id]);
  const account = await findAccount(db, 'id', challenge.account_id);
  if (!account || account.status !== 'active') throw new ApiError('ACCOUNT_DISABLED');
  await refuseExcluded(db, account.id);
  await rememberNetwork(db, account.id, challenge.network, req.headers['user-agent']);
  req.log.info(
    { event: 'login', accountId: account.id, ip: req.ip, outcome: 'address verified' },
    'login attempt',
  );
  return createSession(db, config, account, req.ip, {
    passwordExpired: challenge.password_expired,
    userAgent: req.headers['user-agent'],
  });
}
