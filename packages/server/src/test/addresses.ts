// Shared by the unknown-address tests (LOGINIPVERF3): members with a mobile number and an e-mail,
// logins from a chosen address, and the codes the outbox holds for them.
import type { LightMyRequestResponse } from 'fastify';
import { runCli } from '../cli';
import { lastMessage, smsCodeIn, type Harness } from './harness';

export const PASSWORD = 'Quetzal7Marimba';

/** Addresses of three networks (documentation ranges) and of one IPv6 /64. */
export const HOME = '198.51.100.20';
export const HOME_OTHER = '198.51.100.77'; // the same /24
export const AWAY = '203.0.113.9';
export const V6 = '2001:db8:5:7::1';
export const V6_SAME = '2001:db8:5:7:aaaa::9'; // the same /64

let serial = 0;

/** A new member with, by default, a mobile number and an e-mail (`mobile`/`email` null: none). */
export async function newMember(
  h: Harness,
  prefix: string,
  contact: { mobile?: string | null; email?: string | null; dialing?: string } = {},
): Promise<{ name: string; id: number; mobile: string | null; email: string | null }> {
  serial += 1;
  const name = `${prefix}${serial}`.slice(0, 16);
  await runCli(h.db, ['create-account', 'member', name, PASSWORD, '--adult']);
  const mobile =
    contact.mobile === undefined ? `0990${String(serial).padStart(6, '0')}` : contact.mobile;
  const email = contact.email === undefined ? `${name}@example.com` : contact.email;
  const [row] = await h.db.query<{ id: number }>(
    `UPDATE accounts SET mobile_num = $2, email = $3, country_dialing_code = $4
     WHERE username_key = lower($1) RETURNING id`,
    [name, mobile, email, contact.dialing ?? '+52'],
  );
  return { name, id: row?.id ?? 0, mobile, email };
}

export const flag = (h: Harness, on: boolean) =>
  runCli(h.db, ['flags', on ? 'on' : 'off', 'LOGINIPVERF3']);

/** A password login of `name` from `ip`, as it answers. */
export const loginFrom = (
  h: Harness,
  name: string,
  ip: string,
  password = PASSWORD,
): Promise<LightMyRequestResponse> =>
  h.call({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: ip,
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' },
    payload: { username: name, password, type: 'username' },
  });

/** A login from `ip` that must be asked for a code: its challenge value. */
export async function challengeFrom(h: Harness, name: string, ip: string) {
  const res = await loginFrom(h, name, ip);
  const body = res.json();
  if (body.code !== 'ADDRESS_VERIFICATION_REQUIRED')
    throw new Error(`expected a challenge, got ${res.statusCode} ${res.body}`);
  return body.value as {
    challenge: string;
    expiresAt: string;
    channels: { channel: 'sms' | 'email'; to: string }[];
  };
}

export const sendCode = (
  h: Harness,
  challenge: string,
  ip: string,
  channel: 'sms' | 'email' = 'sms',
  language = 'es',
) =>
  h.call({
    method: 'POST',
    url: '/wps/session/address/code',
    remoteAddress: ip,
    headers: { 'accept-language': language },
    payload: { challenge, channel },
  });

export const verify = (h: Harness, challenge: string, ip: string, verificationCode: string) =>
  h.call({
    method: 'POST',
    url: '/wps/session/address/verify',
    remoteAddress: ip,
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) Safari/604.1' },
    payload: { challenge, verificationCode },
  });

/** The code of the latest message to `recipient` (the outbox's text, as the member reads it). */
export const codeTo = async (h: Harness, recipient: string) =>
  smsCodeIn(await lastMessage(h, recipient));

/** The account's remembered networks, as CIDR text. */
export async function networksOf(h: Harness, id: number): Promise<string[]> {
  const rows = await h.db.query<{ network: string }>(
    'SELECT network::text AS network FROM known_networks WHERE account_id = $1 ORDER BY id',
    [id],
  );
  return rows.map((r) => r.network);
}

/** How many sessions the account has: a refused login opens none. */
export async function sessionCount(h: Harness, id: number): Promise<number> {
  const [row] = await h.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sessions WHERE account_id = $1',
    [id],
  );
  return row?.n ?? 0;
}
