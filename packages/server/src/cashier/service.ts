import {
  type CallValue,
  type calls,
  type DepositChannelKind,
  type DepositStatus,
} from '@portal/contract';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';
import { ApiError, fieldErrors } from '../http/errors';
import { centsText, fromCents, postIn, toCents } from '../ledger/ledger';
import { depositGate } from '../responsible/gate';
import { pageLanguage } from '../tickets/pages';
import { payUrl } from './provider';

/** A deposit channel as the database keeps it. */
export interface ChannelRow {
  id: number;
  code: string;
  kind: DepositChannelKind;
  name_es: string;
  name_en: string;
  instructions_es: string;
  instructions_en: string;
  min_amount: string;
  max_amount: string;
  fee: string;
  provider: 'demo' | null;
  secret: string;
  enabled: boolean;
}

const CHANNEL_COLUMNS = `id, code, kind, name_es, name_en, instructions_es, instructions_en,
  min_amount::text AS min_amount, max_amount::text AS max_amount, fee::text AS fee, provider,
  secret, enabled`;

export async function channelByCode(db: Queryable, code: string): Promise<ChannelRow | undefined> {
  const [row] = await db.query<ChannelRow>(
    `SELECT ${CHANNEL_COLUMNS} FROM deposit_channels WHERE code = $1`,
    [code],
  );
  return row;
}

export async function allChannels(db: Queryable): Promise<ChannelRow[]> {
  return db.query<ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM deposit_channels ORDER BY sort, id`);
}

const nameOf = (c: Pick<ChannelRow, 'name_es' | 'name_en'>, lang: 'es' | 'en') =>
  lang === 'es' ? c.name_es : c.name_en;

/** The enabled channels, in the member's language. */
export async function enabledChannels(
  db: Queryable,
  language: string | undefined,
): Promise<CallValue<typeof calls.depositChannels>['channels']> {
  const lang = pageLanguage(language);
  return (await allChannels(db))
    .filter((c) => c.enabled)
    .map((c) => ({
      code: c.code,
      kind: c.kind,
      name: nameOf(c, lang),
      instructions: lang === 'es' ? c.instructions_es : c.instructions_en,
      min: Number(c.min_amount),
      max: Number(c.max_amount),
      fee: Number(c.fee),
    }));
}

interface DepositRow {
  id: number;
  reference: string;
  account_id: number;
  channel_id: number;
  code: string;
  name_es: string;
  name_en: string;
  provider: 'demo' | null;
  secret: string;
  amount: string;
  fee: string;
  status: DepositStatus;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const DEPOSIT_SELECT = `SELECT d.id, d.reference, d.account_id, d.channel_id, c.code, c.name_es,
  c.name_en, c.provider, c.secret, d.amount::text AS amount, d.fee::text AS fee, d.status,
  d.reason, d.created_at, d.decided_at
  FROM deposits d JOIN deposit_channels c ON c.id = d.channel_id`;

export type DepositValue = CallValue<typeof calls.depositCreate>;

function depositValue(row: DepositRow, language: string | undefined): DepositValue {
  const amount = toCents(row.amount);
  const fee = toCents(row.fee);
  const lang = pageLanguage(language);
  return {
    reference: row.reference,
    channel: row.code,
    channelName: nameOf(row, lang),
    amount: fromCents(amount),
    fee: fromCents(fee),
    credited: fromCents(amount - fee),
    status: row.status,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    payUrl:
      row.status === 'pending' && row.provider === 'demo'
        ? payUrl(row.reference, row.secret, lang)
        : null,
  };
}

/** A reference a player can read out: D and 10 letters and digits that cannot be misread. */
function newReference(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `D${[...randomBytes(10)].map((b) => alphabet[b % 32]).join('')}`;
}

/**
 * Starts a deposit: checks the channel and the amount against its limits (both named by field),
 * and keeps a pending deposit. A retry with the same request id answers the same deposit.
 */
export async function createDeposit(
  tx: Queryable,
  accountId: number,
  input: { channel: string; amount: string; requestId: string; language: string | undefined },
): Promise<DepositValue> {
  const [existing] = await tx.query<DepositRow>(
    `${DEPOSIT_SELECT} WHERE d.account_id = $1 AND d.request_id = $2`,
    [accountId, input.requestId],
  );
  if (existing) return depositValue(existing, input.language);
  const channel = await channelByCode(tx, input.channel);
  if (!channel?.enabled) throw fieldErrors({ channel: `no deposit channel ${input.channel}` });
  const cents = toCents(input.amount);
  const min = toCents(channel.min_amount);
  const max = toCents(channel.max_amount);
  if (!(cents >= min && cents <= max))
    throw fieldErrors({
      amount: `must be from ${centsText(min)} to ${centsText(max)} on this channel`,
    });
  // Responsible play: a closed account, the age gate, the member's deposit limits (nothing is kept).
  await depositGate(tx, accountId, cents);
  // Two tabs sending one request id at once: the second insert does nothing and reads the first.
  await tx.query(
    `INSERT INTO deposits (reference, account_id, channel_id, request_id, amount, fee)
     VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric)
     ON CONFLICT (account_id, request_id) DO NOTHING`,
    [newReference(), accountId, channel.id, input.requestId, centsText(cents), channel.fee],
  );
  const [made] = await tx.query<DepositRow>(
    `${DEPOSIT_SELECT} WHERE d.account_id = $1 AND d.request_id = $2`,
    [accountId, input.requestId],
  );
  if (!made) throw new Error('deposit vanished after insert');
  return depositValue(made, input.language);
}

export async function listDeposits(
  db: Queryable,
  accountId: number,
  query: { pageNo: number; pageSize: number; language: string | undefined },
): Promise<CallValue<typeof calls.depositList>> {
  const rows = await db.query<DepositRow>(
    `${DEPOSIT_SELECT} WHERE d.account_id = $1 ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
    [accountId, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM deposits WHERE account_id = $1',
    [accountId],
  );
  const total = count?.n ?? 0;
  return {
    list: rows.map((r) => depositValue(r, query.language)),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** The deposit of a reference, locked for the decision, or undefined. */
export async function lockDeposit(
  tx: Queryable,
  reference: string,
): Promise<DepositRow | undefined> {
  const [row] = await tx.query<DepositRow>(
    `${DEPOSIT_SELECT} WHERE d.reference = $1 FOR UPDATE OF d`,
    [reference],
  );
  return row;
}

export type Decision =
  { outcome: 'credit'; providerRef?: string | undefined } | { outcome: 'reject'; reason: string };

/**
 * Decides a pending deposit, once: credit moves the amount in from the `deposits` account (the fee
 * to the house) in one ledger transaction keyed by the reference; reject records why. A deposit
 * already decided is answered as it is, whatever is asked now.
 */
export async function decideDeposit(
  tx: Queryable,
  deposit: DepositRow,
  decision: Decision,
): Promise<{ status: DepositStatus; changed: boolean }> {
  if (deposit.status !== 'pending') return { status: deposit.status, changed: false };
  if (decision.outcome === 'reject') {
    await tx.query(
      "UPDATE deposits SET status = 'rejected', reason = $2, decided_at = now() WHERE id = $1",
      [deposit.id, decision.reason],
    );
    return { status: 'rejected', changed: true };
  }
  const amount = toCents(deposit.amount);
  const fee = toCents(deposit.fee);
  const posted = await postIn(tx, {
    key: `deposit:${deposit.reference}`,
    kind: 'deposit',
    request: { reference: deposit.reference, amount, fee },
    build: async () => ({
      legs: [
        { wallet: { member: deposit.account_id }, cents: amount - fee },
        ...(fee > 0 ? [{ wallet: 'house' as const, cents: fee }] : []),
        { wallet: 'deposits', cents: -amount },
      ],
      result: { reference: deposit.reference },
    }),
  });
  await tx.query(
    `UPDATE deposits SET status = 'credited', decided_at = now(), transaction_id = $2,
       provider_ref = $3 WHERE id = $1`,
    [deposit.id, posted.transactionId, decision.providerRef ?? null],
  );
  return { status: 'credited', changed: true };
}

/** The deposits waiting for a decision, oldest first. */
export async function pendingDeposits(
  db: Queryable,
): Promise<
  { reference: string; username: string; channel: string; amount: string; created_at: Date }[]
> {
  return db.query(
    `SELECT d.reference, a.username, c.code AS channel, d.amount::text AS amount, d.created_at
     FROM deposits d JOIN accounts a ON a.id = d.account_id
     JOIN deposit_channels c ON c.id = d.channel_id
     WHERE d.status = 'pending' ORDER BY d.id`,
  );
}

export const notFoundDeposit = (reference: string) =>
  new ApiError('NOT_FOUND', { message: `No deposit ${reference}` });
