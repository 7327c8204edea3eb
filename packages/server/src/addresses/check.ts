import { ADDRESS_CHALLENGE_MINUTES } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AccountRow } from '../accounts/accounts';
import type { Queryable } from '../db/types';
import type { Context } from '../http/context';
import { ApiError } from '../http/errors';
import { hit } from '../security/ratelimit';
import { newToken, sha256 } from '../security/tokens';
import { flagOn } from '../settings/flags';
import { networkStanding, rememberNetwork } from './known';
import { maskEmail, maskMobile, networkOf } from './network';

// The unknown-address check of a login (LOGINIPVERF3): after the password is proven and the
// account may log in, and before any session exists.

/** Challenges an account may be issued in an hour: each may send codes to the member's phone. */
const CHALLENGES_PER_HOUR = 10;

/** The account's channels for a code, with their recipients and how a challenge shows them. */
export async function channelsOf(db: Queryable, accountId: number) {
  const [row] = await db.query<{
    mobile_num: string | null;
    country_dialing_code: string | null;
    email: string | null;
  }>('SELECT mobile_num, country_dialing_code, email FROM accounts WHERE id = $1', [accountId]);
  const channels: { channel: 'sms' | 'email'; recipient: string; to: string }[] = [];
  if (row?.mobile_num)
    channels.push({
      channel: 'sms',
      recipient: row.mobile_num,
      to: maskMobile(row.mobile_num, row.country_dialing_code),
    });
  if (row?.email)
    channels.push({ channel: 'email', recipient: row.email, to: maskEmail(row.email) });
  return channels;
}

/**
 * Lets the login on, or refuses it with a challenge. With LOGINIPVERF3 off: nothing. From a
 * remembered network: its last seen is now. An account that has never had a network (from before
 * the flag, or opened by the operator or an agent) has this one remembered: there is nothing to
 * compare it with. From another network: ADDRESS_VERIFICATION_REQUIRED with a challenge, or, for an
 * account with neither a mobile number nor an e-mail, ADDRESS_VERIFICATION_UNAVAILABLE: a code
 * could go nowhere, and letting the login on would make the check nothing for such an account.
 */
export async function requireKnownNetwork(
  ctx: Context,
  req: FastifyRequest,
  account: AccountRow,
  login: { passwordExpired: boolean },
): Promise<void> {
  const { db } = ctx;
  if (!(await flagOn(db, 'LOGINIPVERF3'))) return;
  const network = networkOf(req.ip);
  if (!network) return;
  const standing = await networkStanding(db, account.id, network);
  if (standing !== 'new') {
    await rememberNetwork(db, account.id, network, req.headers['user-agent']);
    return;
  }
  const log = (outcome: string) =>
    req.log.info({ event: 'login', accountId: account.id, ip: req.ip, outcome }, 'login attempt');
  const channels = await channelsOf(db, account.id);
  if (!channels.length) {
    log('new network, no channel');
    throw new ApiError('ADDRESS_VERIFICATION_UNAVAILABLE');
  }
  await hit(ctx, `address-challenge:${account.id}`, CHALLENGES_PER_HOUR, 3600);
  const challenge = newToken();
  await db.query("DELETE FROM address_challenges WHERE expires_at < now() - interval '1 day'");
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO address_challenges (token_hash, account_id, network, password_expired, expires_at)
     VALUES ($1, $2, $3::cidr, $4, now() + make_interval(mins => $5::int)) RETURNING expires_at`,
    [sha256(challenge), account.id, network, login.passwordExpired, ADDRESS_CHALLENGE_MINUTES],
  );
  log('address check');
  throw new ApiError('ADDRESS_VERIFICATION_REQUIRED', {
    value: {
      challenge,
      expiresAt: new Date(row?.expires_at ?? Date.now()).toISOString(),
      channels: channels.map(({ channel, to }) => ({ channel, to })),
    },
  });
}

/**
 * Remembers the network of a request that proved more than a password: a registration (the
 * member is there as the account begins) and a login by SMS code (the phone is proven, as the
 * check's own code would prove it). Only while LOGINIPVERF3 is on.
 */
export async function rememberRequestNetwork(
  db: Queryable,
  req: FastifyRequest,
  accountId: number,
): Promise<void> {
  if (!(await flagOn(db, 'LOGINIPVERF3'))) return;
  const network = networkOf(req.ip);
  if (network) await rememberNetwork(db, accountId, network, req.headers['user-agent']);
}
