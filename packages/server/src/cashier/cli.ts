// The operator's commands over the cashier: deposit channels, pending deposits and their
// decisions, and the audit of every operator action.
import { DEPOSIT_CHANNEL_KINDS } from '@portal/contract';
import { randomBytes } from 'node:crypto';
import { parseOptions, type DomainCli } from '../commands/args';
import { audit, operatorName as actor } from '../commands/audit';
import type { Db, Queryable } from '../db/types';
import { centsText, MAX_CENTS, toCents } from '../ledger/ledger';
import { autoReceiveMinutes, getSetting, setSetting } from '../settings/settings';
import { decideDispute, DISPUTE_USAGE, listDisputes, saveDisputeProof } from './disputeCli';
import {
  allChannels,
  channelByCode,
  decideDeposit,
  lockDeposit,
  pendingDeposits,
  type ChannelRow,
} from './service';
import { decideWithdrawal, heldWithdrawals } from './withdrawals';

const CHANNEL_OPTIONS = [
  'kind',
  'name',
  'instructions',
  'min',
  'max',
  'fee',
  'provider',
  'enabled',
];

/** Who is acting: PORTAL_OPERATOR, else the user running the command. */

function amountOption(name: string, raw: string): string {
  const cents = toCents(raw);
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_CENTS)
    throw new Error(
      `--${name} takes an amount of at least 0 with at most two decimals, not "${raw}"`,
    );
  return centsText(cents);
}

const channelLine = (c: ChannelRow) =>
  `${c.code.padEnd(16)} ${c.kind.padEnd(8)} ${(c.provider ?? 'manual').padEnd(7)} ${
    c.enabled ? 'on ' : 'off'
  } ${c.min_amount}-${c.max_amount} fee ${c.fee}  ${c.name_en}`;

/** Creates or changes a channel from `--name value` options; a new one needs them all. */
async function setChannel(db: Db, code: string | undefined, args: string[]): Promise<string> {
  if (!code || !/^[a-z0-9-]{1,32}$/u.test(code))
    throw new Error('channel takes a code first: 1 to 32 of a-z, 0-9 and -');
  const o = parseOptions(args, CHANNEL_OPTIONS, true);
  const kind = o.get('--kind');
  if (kind !== undefined && !(DEPOSIT_CHANNEL_KINDS as readonly string[]).includes(kind))
    throw new Error(`--kind takes ${DEPOSIT_CHANNEL_KINDS.join(', ')}`);
  const provider = o.get('--provider');
  if (provider !== undefined && provider !== 'demo' && provider !== 'none')
    throw new Error('--provider takes demo or none (none: the operator approves by hand)');
  const enabled = o.get('--enabled');
  if (enabled !== undefined && enabled !== 'yes' && enabled !== 'no')
    throw new Error('--enabled takes yes or no');
  for (const key of o.keys())
    if (/^--(name|instructions)$/u.test(key))
      throw new Error(`${key} names a language: ${key}:es or ${key}:en`);
  const amounts = Object.fromEntries(
    (['min', 'max', 'fee'] as const).flatMap((name) => {
      const raw = o.get(`--${name}`);
      return raw === undefined ? [] : [[name, amountOption(name, raw)]];
    }),
  ) as Partial<Record<'min' | 'max' | 'fee', string>>;
  const existing = await channelByCode(db, code);
  const next = {
    kind: kind ?? existing?.kind,
    name_es: o.get('--name:es') ?? existing?.name_es,
    name_en: o.get('--name:en') ?? existing?.name_en,
    instructions_es: o.get('--instructions:es') ?? existing?.instructions_es ?? '',
    instructions_en: o.get('--instructions:en') ?? existing?.instructions_en ?? '',
    min: amounts.min ?? existing?.min_amount,
    max: amounts.max ?? existing?.max_amount,
    fee: amounts.fee ?? existing?.fee ?? '0.00',
    provider:
      provider === undefined ? (existing?.provider ?? null) : provider === 'demo' ? 'demo' : null,
    enabled: enabled === undefined ? (existing?.enabled ?? true) : enabled === 'yes',
  };
  const missing = (['kind', 'name_es', 'name_en', 'min', 'max'] as const)
    .filter((k) => !next[k])
    .map((k) => `--${k.replace('_', ':')}`);
  if (missing.length) throw new Error(`a new channel needs ${missing.join(' ')}`);
  const min = toCents(next.min ?? '0');
  const max = toCents(next.max ?? '0');
  const fee = toCents(next.fee);
  if (min <= 0) throw new Error('--min must be above 0');
  if (max < min) throw new Error('--max must be at least --min');
  if (fee >= min)
    throw new Error('--fee must be below --min, so that every deposit credits something');
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO deposit_channels (code, kind, name_es, name_en, instructions_es, instructions_en,
         min_amount, max_amount, fee, provider, enabled, secret, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9::numeric, $10, $11, $12,
         (SELECT coalesce(max(sort), 0) + 1 FROM deposit_channels))
       ON CONFLICT (code) DO UPDATE SET kind = $2, name_es = $3, name_en = $4,
         instructions_es = $5, instructions_en = $6, min_amount = $7::numeric,
         max_amount = $8::numeric, fee = $9::numeric, provider = $10, enabled = $11`,
      [
        code,
        next.kind,
        next.name_es,
        next.name_en,
        next.instructions_es,
        next.instructions_en,
        centsText(min),
        centsText(max),
        centsText(fee),
        next.provider,
        next.enabled,
        randomBytes(32).toString('base64url'),
      ],
    );
    await audit(tx, {
      actor: actor(),
      action: existing ? 'channel-change' : 'channel-create',
      subject: code,
      detail: Object.fromEntries(o),
    });
  });
  const saved = await channelByCode(db, code);
  return `${existing ? 'changed' : 'created'} ${saved ? channelLine(saved) : code}`;
}

async function decide(
  db: Db,
  verb: string | undefined,
  reference: string | undefined,
  rest: string[],
) {
  if ((verb !== 'approve' && verb !== 'reject') || !reference)
    throw new Error('deposit takes approve <reference> or reject <reference> <reason>');
  const reason = rest.join(' ').trim();
  if (verb === 'reject' && (reason.length < 3 || reason.length > 500))
    throw new Error('reject takes a reason the player will read, 3 to 500 characters');
  return db.transaction(async (tx: Queryable) => {
    const deposit = await lockDeposit(tx, reference);
    if (!deposit) throw new Error(`no deposit ${reference}`);
    const decided = await decideDeposit(
      tx,
      deposit,
      verb === 'approve' ? { outcome: 'credit' } : { outcome: 'reject', reason },
    );
    if (!decided.changed) return `${reference} was already ${deposit.status}: nothing done`;
    await audit(tx, {
      actor: actor(),
      action: `deposit-${verb}`,
      subject: reference,
      detail: verb === 'reject' ? { reason } : {},
    });
    return `${reference} ${decided.status}`;
  });
}

async function decideWithdrawalCommand(
  db: Db,
  verb: string | undefined,
  reference: string | undefined,
  rest: string[],
): Promise<string> {
  if ((verb !== 'approve' && verb !== 'reject') || !reference)
    throw new Error('withdrawal takes approve <reference> or reject <reference> <reason>');
  const reason = rest.join(' ').trim();
  if (verb === 'reject' && (reason.length < 3 || reason.length > 500))
    throw new Error('reject takes a reason the player will read, 3 to 500 characters');
  const who = actor();
  const decided = await decideWithdrawal(
    db,
    reference,
    verb === 'approve' ? { outcome: 'pay' } : { outcome: 'reject', reason },
    who,
  );
  if (!decided) throw new Error(`no withdrawal ${reference}`);
  if (!decided.changed) return `${reference} was already ${decided.status}: nothing done`;
  await audit(db, {
    actor: who,
    action: `withdrawal-${verb}`,
    subject: reference,
    detail: verb === 'reject' ? { reason } : {},
  });
  return `${reference} ${decided.status}`;
}

async function withdrawSettings(db: Db, args: string[]): Promise<string> {
  const o = parseOptions(args, ['min', 'max', 'fee', 'accounts', 'auto-receive']);
  const now = await getSetting(db, 'withdraw');
  const amount = (name: 'min' | 'max' | 'fee') => {
    const raw = o.get(`--${name}`);
    return raw === undefined ? now[name] : amountOption(name, raw);
  };
  const accountsRaw = o.get('--accounts');
  const maxAccounts = accountsRaw === undefined ? now.maxAccounts : Number(accountsRaw);
  if (!Number.isInteger(maxAccounts) || maxAccounts < 1 || maxAccounts > 20)
    throw new Error('--accounts takes a whole number from 1 to 20');
  const minutesRaw = o.get('--auto-receive');
  const minutes = minutesRaw === undefined ? autoReceiveMinutes(now) : Number(minutesRaw);
  if (
    (minutesRaw !== undefined && !/^\d{1,5}$/u.test(minutesRaw)) ||
    minutes < 1 ||
    minutes > 43_200
  )
    throw new Error('--auto-receive takes whole minutes from 1 to 43200 (30 days)');
  const next = {
    min: amount('min'),
    max: amount('max'),
    fee: amount('fee'),
    maxAccounts,
    autoReceiveMinutes: minutes,
  };
  if (toCents(next.min) <= 0) throw new Error('--min must be above 0');
  if (toCents(next.max) < toCents(next.min)) throw new Error('--max must be at least --min');
  const line = `withdrawals from ${next.min} to ${next.max}, fee ${next.fee}, up to ${next.maxAccounts} receiving accounts, counted as received ${minutes} minutes after the payout unless confirmed`;
  if (!o.size) return line;
  await db.transaction(async (tx) => {
    await setSetting(tx, 'withdraw', next);
    await audit(tx, {
      actor: actor(),
      action: 'withdraw-settings',
      subject: 'withdraw',
      detail: next,
    });
  });
  return line;
}

export const cashierCli: DomainCli = {
  usage: `  channels                                 the deposit channels
  channel <code> [--kind bank|ewallet|crypto] [--name:es X] [--name:en X]
          [--instructions:es X] [--instructions:en X] [--min N] [--max N] [--fee N]
          [--provider demo|none] [--enabled yes|no]
                                           create a channel (kind, names, min, max) or change one
  channel-secret <code> [--rotate]         the secret its provider signs callbacks with
  deposits                                 the deposits waiting for a decision
  deposit approve <reference>              credit a pending deposit (once)
  deposit reject <reference> <reason>      refuse it, with the reason the player reads
  withdrawals                              the withdrawals waiting to be paid out
  withdrawal approve <reference>           paid out (once): the member then confirms what arrived
  withdrawal reject <reference> <reason>   returned: the amount and the fee go back to the member
${DISPUTE_USAGE}
  withdraw-settings [--min N] [--max N] [--fee N] [--accounts N] [--auto-receive MINUTES]
                                           the withdrawal limits, fee and receiving accounts allowed,
                                           and the minutes until a payout counts as received
  audit [limit]                            the latest operator actions`,
  async run(db, command, rest) {
    switch (command) {
      case 'channels': {
        const channels = await allChannels(db);
        return channels.length ? channels.map(channelLine).join('\n') : '(no deposit channels)';
      }
      case 'channel':
        return setChannel(db, rest[0], rest.slice(1));
      case 'channel-secret': {
        const [code, flag, ...extra] = rest;
        if (!code || extra.length || (flag !== undefined && flag !== '--rotate'))
          throw new Error('channel-secret takes a channel code and, to make a new one, --rotate');
        const channel = await channelByCode(db, code);
        if (!channel) throw new Error(`no deposit channel ${code}`);
        if (flag !== '--rotate') return channel.secret;
        const secret = randomBytes(32).toString('base64url');
        await db.transaction(async (tx) => {
          await tx.query('UPDATE deposit_channels SET secret = $2 WHERE id = $1', [
            channel.id,
            secret,
          ]);
          await audit(tx, { actor: actor(), action: 'channel-secret-rotate', subject: code });
        });
        return secret;
      }
      case 'deposits': {
        const rows = await pendingDeposits(db);
        return rows.length
          ? rows
              .map(
                (r) =>
                  `${r.reference}  ${r.username.padEnd(12)} ${r.channel.padEnd(16)} ${r.amount.padStart(12)}  ${new Date(r.created_at).toISOString()}`,
              )
              .join('\n')
          : '(no pending deposits)';
      }
      case 'deposit':
        return decide(db, rest[0], rest[1], rest.slice(2));
      case 'withdrawals': {
        const rows = await heldWithdrawals(db);
        return rows.length
          ? rows
              .map(
                (r) =>
                  `${r.reference}  ${r.username.padEnd(12)} ${r.amount.padStart(12)}  ${r.kind} ${r.name} / ${r.holder} / ${r.number}  ${new Date(r.created_at).toISOString()}`,
              )
              .join('\n')
          : '(no withdrawals waiting)';
      }
      case 'withdrawal':
        return decideWithdrawalCommand(db, rest[0], rest[1], rest.slice(2));
      case 'disputes':
        return listDisputes(db);
      case 'dispute-proof':
        return saveDisputeProof(db, rest);
      case 'dispute':
        return decideDispute(db, rest, actor());
      case 'withdraw-settings':
        return withdrawSettings(db, rest);
      case 'audit': {
        const limit = rest[0] === undefined ? 20 : Number(rest[0]);
        if (!Number.isInteger(limit) || limit < 1 || limit > 500)
          throw new Error('audit takes a limit from 1 to 500');
        const rows = await db.query<{
          at: Date;
          actor: string;
          action: string;
          subject: string;
          detail: unknown;
        }>(
          'SELECT at, actor, action, subject, detail FROM operator_audit ORDER BY id DESC LIMIT $1',
          [limit],
        );
        return rows.length
          ? rows
              .map(
                (r) =>
                  `${new Date(r.at).toISOString()}  ${r.actor}  ${r.action}  ${r.subject}  ${JSON.stringify(r.detail)}`,
              )
              .join('\n')
          : '(no operator actions yet)';
      }
      default:
        return undefined;
    }
  },
};
