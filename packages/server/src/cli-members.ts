// The operator CLI's commands over what waits for a member: messages (platform information) and
// the promos they may claim, with the referral promo's switch. Every input is checked before
// anything is written, so a refused command leaves the database as it was.
import { readFile } from 'node:fs/promises';
import {
  MESSAGE_MAX_CONTENT,
  MESSAGE_MAX_TITLE,
  TRIAL_TYPE,
  type PromotionType,
} from '@portal/contract';
import { LIVE } from './content';
import type { Db } from './db/types';
import { centsText, MAX_CENTS, toCents } from './ledger';
import { sendMessage, unreadMessages } from './messages';
import { getSetting, setSetting } from './settings';

export const MEMBERS_USAGE = `  message <username> --title TEXT --content TEXT|@FILE
                                           send a message (platform information) to a member;
                                           plain text, no < or >
  messages <username> [--unread]           a member's messages, newest first
  promo-bonus <promotionId> <amount>|off   give a promotion a bonus each member may claim once
                                           (off: no more claims; claims made are kept)
  referral [on|off]                        the referral (invite friends) promo, shown to members
                                           when the affiliate module AFFMAN3 is on too`;

/** Options as `--name value`, each at most once, only the allowed ones. */
function parseOptions(args: readonly string[], allowed: readonly string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i] ?? '';
    const value = args[i + 1];
    if (!name.startsWith('--')) throw new Error(`expected an option (--name value), got "${name}"`);
    if (!allowed.includes(name.slice(2)))
      throw new Error(`unknown option ${name}; options: ${allowed.map((a) => `--${a}`).join(' ')}`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
    if (options.has(name)) throw new Error(`${name} is given twice`);
    options.set(name, value);
  }
  return options;
}

/** `@path` reads the value from a file (a long text); anything else is the value itself. */
async function valueOf(raw: string): Promise<string> {
  if (!raw.startsWith('@')) return raw;
  try {
    return await readFile(raw.slice(1), 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${raw.slice(1)}: ${(error as Error).message}`);
  }
}

async function member(
  db: Db,
  username: string | undefined,
  verb: string,
): Promise<{ id: number; username: string; type: number }> {
  if (!username || username.startsWith('--')) throw new Error(`${verb} takes a username first`);
  const [account] = await db.query<{ id: number; username: string; type: number }>(
    'SELECT id, username, type FROM accounts WHERE username_key = lower($1)',
    [username],
  );
  if (!account) throw new Error(`no account named ${username}`);
  return account;
}

async function message(db: Db, args: string[]): Promise<string> {
  const [username, ...rest] = args;
  const account = await member(db, username, 'message');
  // Trial accounts are guests of a moment: nothing is delivered to them (spec 6).
  if (account.type === TRIAL_TYPE)
    throw new Error(`${account.username} is a trial account: messages go to real accounts only`);
  const options = parseOptions(rest, ['title', 'content']);
  const problems: string[] = [];
  const text = async (name: 'title' | 'content', max: number): Promise<string> => {
    const raw = options.get(`--${name}`);
    if (raw === undefined) {
      problems.push(`--${name} is required`);
      return '';
    }
    const value = (await valueOf(raw)).trim();
    if (!value) problems.push(`--${name} is empty`);
    if (value.length > max) problems.push(`--${name} is longer than ${max} characters`);
    if (/[<>]/u.test(value)) problems.push(`--${name} is plain text: no < or >`);
    if (name === 'title' && /[\r\n]/u.test(value)) problems.push('--title is one line');
    return value;
  };
  const title = await text('title', MESSAGE_MAX_TITLE);
  const content = await text('content', MESSAGE_MAX_CONTENT);
  if (problems.length) throw new Error(`not sent:\n  ${problems.join('\n  ')}`);
  const id = await sendMessage(db, account.id, title, content);
  return `sent message #${id} to ${account.username} (unread: ${await unreadMessages(db, account.id)})`;
}

async function listMessages(db: Db, args: string[]): Promise<string> {
  const [username, ...rest] = args;
  const account = await member(db, username, 'messages');
  const unread = rest[0] === '--unread';
  if (rest.length > (unread ? 1 : 0))
    throw new Error('messages takes a username and optionally --unread');
  const rows = await db.query<{ id: string; title: string; sent_at: Date | string; read: boolean }>(
    `SELECT id::text AS id, title, sent_at, read_at IS NOT NULL AS read FROM member_messages
     WHERE account_id = $1 AND (NOT $2::boolean OR read_at IS NULL) ORDER BY sent_at DESC, id DESC`,
    [account.id, unread],
  );
  if (!rows.length) return `(no ${unread ? 'unread ' : ''}messages for ${account.username})`;
  return rows
    .map(
      (r) =>
        `#${r.id} ${new Date(r.sent_at).toISOString()} ${r.read ? 'read  ' : 'unread'} "${r.title}"`,
    )
    .join('\n');
}

async function promoBonus(db: Db, args: string[]): Promise<string> {
  const [rawId, rawAmount, ...extra] = args;
  if (!rawId || rawAmount === undefined || extra.length)
    throw new Error(
      'promo-bonus takes a promotion id and an amount (or off), e.g. promo-bonus 1 50',
    );
  if (!/^[1-9]\d{0,9}$/u.test(rawId))
    throw new Error(`the promotion id must be a whole number above 0, not "${rawId}"`);
  let amount: string | null = null;
  if (rawAmount !== 'off') {
    const cents = toCents(rawAmount);
    if (!Number.isSafeInteger(cents) || cents <= 0)
      throw new Error(
        `the amount must be a number above 0 with at most two decimals (or off), not "${rawAmount}"`,
      );
    if (cents > MAX_CENTS) throw new Error(`the amount may be at most ${centsText(MAX_CENTS)}`);
    amount = centsText(cents);
  }
  const [promotion] = await db.query<{ id: number; promo_type: PromotionType; live: boolean }>(
    `SELECT p.id, p.promo_type, (${LIVE('p')}) AS live FROM content_promotions p WHERE p.id = $1`,
    [Number(rawId)],
  );
  if (!promotion) throw new Error(`no promotion ${rawId}`);
  if (amount !== null && !promotion.live)
    throw new Error(`promotion ${rawId} is not live: no member could claim its bonus`);
  await db.query('UPDATE content_promotions SET claim_amount = $2::numeric WHERE id = $1', [
    promotion.id,
    amount,
  ]);
  const [claims] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM promotion_claims WHERE promotion_id = $1',
    [promotion.id],
  );
  const made = `${claims?.n ?? 0} claim${claims?.n === 1 ? '' : 's'} so far`;
  return amount === null
    ? `promotion #${promotion.id}: no bonus to claim any more (${made}, kept)`
    : `promotion #${promotion.id} (${promotion.promo_type}): members may claim ${amount} once${promotion.promo_type === 'VIP' ? ' (VIP members only)' : ''} (${made})`;
}

async function referral(db: Db, args: string[]): Promise<string> {
  const [state, ...extra] = args;
  const flags = await getSetting(db, 'whitelabel');
  const module = flags.includes('AFFMAN3')
    ? ''
    : ' (the affiliate module AFFMAN3 is off: members see no referral)';
  if (state === undefined) {
    const { enabled } = await getSetting(db, 'referral');
    return `referral ${enabled ? 'on' : 'off'}${module}`;
  }
  if ((state !== 'on' && state !== 'off') || extra.length)
    throw new Error('referral takes on or off (nothing: show the state)');
  await setSetting(db, 'referral', { enabled: state === 'on' });
  return `referral ${state}${module}`;
}

/** Runs a member command; undefined when `command` is not one of them. */
export async function runMemberCli(
  db: Db,
  command: string,
  rest: string[],
): Promise<string | undefined> {
  switch (command) {
    case 'message':
      return message(db, rest);
    case 'messages':
      return listMessages(db, rest);
    case 'promo-bonus':
      return promoBonus(db, rest);
    case 'referral':
      return referral(db, rest);
    default:
      return undefined;
  }
}
