import {
  type CallValue,
  type calls,
  type ReceivingAccountKind,
  type WithdrawalStatus,
} from '@portal/contract';
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/types';
import { ApiError, fieldErrors } from '../http/errors';
import { centsText, fromCents, postIn, toCents } from '../ledger/ledger';
import { autoReceiveMinutes, getSetting, type WithdrawSettings } from '../settings/settings';
import { nextStatus, statusesFor } from './confirmation';

type ReceivingAccountValue = CallValue<typeof calls.receivingAccountAdd>;
export type WithdrawalValue = CallValue<typeof calls.withdrawCreate>;

// Receiving accounts.

interface ReceivingRow {
  id: number;
  kind: ReceivingAccountKind;
  name: string;
  holder: string;
  number: string;
}

/** All but the last four characters hidden: enough to tell one's accounts apart. */
const mask = (number: string) => `•••• ${number.slice(-4)}`;

const receivingValue = (r: ReceivingRow): ReceivingAccountValue => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  holder: r.holder,
  masked: mask(r.number),
});

export async function receivingAccounts(db: Queryable, accountId: number) {
  const rows = await db.query<ReceivingRow>(
    `SELECT id, kind, name, holder, number FROM receiving_accounts
     WHERE account_id = $1 AND removed_at IS NULL ORDER BY id`,
    [accountId],
  );
  return rows.map(receivingValue);
}

/** The number as kept: a bank account without spaces in capitals, a wallet address as typed. */
function normalNumber(kind: ReceivingAccountKind, raw: string): string {
  const number = kind === 'bank' ? raw.replace(/\s+/gu, '').toUpperCase() : raw.trim();
  const ok =
    kind === 'bank' ? /^[A-Z0-9]{6,34}$/u.test(number) : /^[A-Za-z0-9]{20,100}$/u.test(number);
  if (!ok)
    throw fieldErrors({
      number:
        kind === 'bank'
          ? 'a bank account is 6 to 34 letters and digits'
          : 'a wallet address is 20 to 100 letters and digits',
    });
  return number;
}

export async function addReceivingAccount(
  tx: Queryable,
  accountId: number,
  settings: WithdrawSettings,
  input: { kind: ReceivingAccountKind; name: string; holder: string; number: string },
): Promise<ReceivingAccountValue> {
  const number = normalNumber(input.kind, input.number);
  // One at a time per member, so that two tabs cannot both pass the count.
  await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
  const live = await receivingAccounts(tx, accountId);
  if (live.length >= settings.maxAccounts)
    throw fieldErrors({
      kind: `at most ${settings.maxAccounts} receiving accounts: remove one first`,
    });
  const [same] = await tx.query(
    'SELECT 1 FROM receiving_accounts WHERE account_id = $1 AND number = $2 AND removed_at IS NULL',
    [accountId, number],
  );
  if (same) throw fieldErrors({ number: 'this account is already saved' });
  const [row] = await tx.query<ReceivingRow>(
    `INSERT INTO receiving_accounts (account_id, kind, name, holder, number)
     VALUES ($1, $2, $3, $4, $5) RETURNING id, kind, name, holder, number`,
    [accountId, input.kind, input.name.trim(), input.holder.trim(), number],
  );
  if (!row) throw new Error('receiving account vanished after insert');
  return receivingValue(row);
}

export async function removeReceivingAccount(db: Queryable, accountId: number, id: number) {
  const removed = await db.query(
    `UPDATE receiving_accounts SET removed_at = now()
     WHERE id = $1 AND account_id = $2 AND removed_at IS NULL RETURNING id`,
    [id, accountId],
  );
  if (!removed.length) throw new ApiError('NOT_FOUND', { message: `No receiving account ${id}` });
}

// Withdrawals and their steps.

interface WithdrawalRow {
  id: number;
  reference: string;
  account_id: number;
  amount: string;
  fee: string;
  status: WithdrawalStatus;
  reason: string | null;
  created_at: Date;
  received: string;
  paid_at: Date | null;
  r_id: number;
  r_kind: ReceivingAccountKind;
  r_name: string;
  r_holder: string;
  r_number: string;
}

const WITHDRAWAL_SELECT = `SELECT w.id, w.reference, w.account_id, w.amount::text AS amount,
  w.fee::text AS fee, w.status, w.reason, w.created_at, w.received::text AS received, w.paid_at,
  r.id AS r_id, r.kind AS r_kind,
  r.name AS r_name, r.holder AS r_holder, r.number AS r_number
  FROM withdrawals w JOIN receiving_accounts r ON r.id = w.receiving_account_id`;

interface StepRow {
  withdrawal_id: string;
  status: WithdrawalStatus;
  note: string | null;
  at: Date;
  actor: string;
  amount: string | null;
  remainder: string | null;
}

const money = (amount: string | null) => (amount === null ? null : fromCents(toCents(amount)));

const stepValue = (s: StepRow): WithdrawalValue['history'][number] => ({
  status: s.status,
  at: new Date(s.at).toISOString(),
  note: s.note,
  // The operator acts under their own name, which the member is not shown.
  by: s.actor === 'member' || s.actor === 'system' ? s.actor : 'operator',
  amount: money(s.amount),
  remainder: money(s.remainder),
});

/** The statuses a paid withdrawal waits for the member's confirmation in. */
const AWAITING = statusesFor('auto-receive');

export async function withSteps(db: Queryable, rows: WithdrawalRow[]): Promise<WithdrawalValue[]> {
  const steps = rows.length
    ? await db.query<StepRow>(
        `SELECT withdrawal_id, status, note, at, actor, amount::text AS amount,
           remainder::text AS remainder
         FROM withdrawal_steps WHERE withdrawal_id = ANY($1::bigint[]) ORDER BY id`,
        [rows.map((r) => r.id)],
      )
    : [];
  const minutes = autoReceiveMinutes(await getSetting(db, 'withdraw'));
  return rows.map((r) => ({
    reference: r.reference,
    amount: fromCents(toCents(r.amount)),
    fee: fromCents(toCents(r.fee)),
    status: r.status,
    reason: r.reason,
    account: receivingValue({
      id: r.r_id,
      kind: r.r_kind,
      name: r.r_name,
      holder: r.r_holder,
      number: r.r_number,
    }),
    createdAt: new Date(r.created_at).toISOString(),
    received: fromCents(toCents(r.received)),
    remainder: fromCents(toCents(r.amount) - toCents(r.received)),
    confirmBy:
      r.paid_at && AWAITING.includes(r.status)
        ? new Date(new Date(r.paid_at).getTime() + minutes * 60_000).toISOString()
        : null,
    history: steps.filter((s) => Number(s.withdrawal_id) === Number(r.id)).map(stepValue),
  }));
}

/** One withdrawal of a member by its reference, with its steps. */
export async function withdrawalByReference(db: Queryable, accountId: number, reference: string) {
  const rows = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE w.account_id = $1 AND w.reference = $2`,
    [accountId, reference],
  );
  return (await withSteps(db, rows))[0];
}

export async function withdrawalByRequest(db: Queryable, accountId: number, requestId: string) {
  const rows = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE w.account_id = $1 AND w.request_id = $2`,
    [accountId, requestId],
  );
  return (await withSteps(db, rows))[0];
}

export async function listWithdrawals(
  db: Queryable,
  accountId: number,
  page: { pageNo: number; pageSize: number },
): Promise<CallValue<typeof calls.withdrawList>> {
  const rows = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE w.account_id = $1 ORDER BY w.id DESC LIMIT $2 OFFSET $3`,
    [accountId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM withdrawals WHERE account_id = $1',
    [accountId],
  );
  const total = count?.n ?? 0;
  return {
    list: await withSteps(db, rows),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}

const newReference = () => {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `W${[...randomBytes(10)].map((b) => alphabet[b % 32]).join('')}`;
};

/**
 * Writes a step: who took it ('member', 'system' or the operator's name), its ledger transaction
 * when money moved, and after the payout its money and what is still not received, in cents.
 */
export const step = (
  tx: Queryable,
  withdrawalId: number,
  status: WithdrawalStatus,
  actor: string,
  transactionId: number | null,
  more: { note?: string | null; cents?: number | null; remainderCents?: number | null } = {},
) =>
  tx.query(
    `INSERT INTO withdrawal_steps (withdrawal_id, status, note, actor, transaction_id, amount,
       remainder) VALUES ($1, $2, $3, $4, $5, $6::numeric, $7::numeric)`,
    [
      withdrawalId,
      status,
      more.note ?? null,
      actor,
      transactionId,
      more.cents == null ? null : centsText(more.cents),
      more.remainderCents == null ? null : centsText(more.remainderCents),
    ],
  );

/**
 * Holds a withdrawal: the amount to the `withdrawals` account and the fee to the house, out of the
 * member's wallet in one ledger transaction. Above the balance, nothing is kept (the ledger
 * refuses and the transaction rolls back).
 */
export async function requestWithdrawal(
  db: Db,
  accountId: number,
  settings: WithdrawSettings,
  input: { receivingAccountId: number; amount: string; requestId: string },
): Promise<WithdrawalValue> {
  const cents = toCents(input.amount);
  const min = toCents(settings.min);
  const max = toCents(settings.max);
  const fee = toCents(settings.fee);
  if (!(cents >= min && cents <= max))
    throw fieldErrors({ amount: `must be from ${centsText(min)} to ${centsText(max)}` });
  try {
    await db.transaction(async (tx) => {
      const [target] = await tx.query<{ id: number }>(
        'SELECT id FROM receiving_accounts WHERE id = $1 AND account_id = $2 AND removed_at IS NULL',
        [input.receivingAccountId, accountId],
      );
      if (!target) throw fieldErrors({ receivingAccountId: 'no such receiving account of yours' });
      const [row] = await tx.query<{ id: number; reference: string }>(
        `INSERT INTO withdrawals (reference, account_id, receiving_account_id, request_id, amount, fee)
         VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric)
         ON CONFLICT (account_id, request_id) DO NOTHING RETURNING id, reference`,
        [newReference(), accountId, target.id, input.requestId, centsText(cents), centsText(fee)],
      );
      if (!row) return; // the same request, already held by another submission
      const posted = await postIn(tx, {
        key: `withdrawal:${row.reference}`,
        kind: 'withdrawal',
        request: { reference: row.reference, cents, fee },
        build: async () => ({
          legs: [
            { wallet: { member: accountId }, cents: -(cents + fee) },
            { wallet: 'withdrawals', cents },
            ...(fee > 0 ? [{ wallet: 'house' as const, cents: fee }] : []),
          ],
          result: { reference: row.reference },
        }),
      });
      await step(tx, row.id, 'held', 'member', posted.transactionId);
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS')
      throw new ApiError('INSUFFICIENT_FUNDS', {
        value: {
          fields: { amount: `with the fee of ${centsText(fee)}, above the balance` },
        },
      });
    throw error;
  }
  const made = await withdrawalByRequest(db, accountId, input.requestId);
  if (!made) throw new Error('withdrawal vanished after insert');
  return made;
}

/**
 * The operator's decision on a held withdrawal, once: paying out moves the amount on to `payouts`;
 * rejecting returns the amount and the fee to the member. Anything but a held one is left alone.
 */
export async function decideWithdrawal(
  db: Db,
  reference: string,
  decision: { outcome: 'pay' } | { outcome: 'reject'; reason: string },
  actor: string,
): Promise<{ status: WithdrawalStatus; changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [w] = await tx.query<{
      id: number;
      account_id: number;
      amount: string;
      fee: string;
      status: WithdrawalStatus;
    }>(
      `SELECT id, account_id, amount::text AS amount, fee::text AS fee, status FROM withdrawals
       WHERE reference = $1 FOR UPDATE`,
      [reference],
    );
    if (!w) return undefined;
    const pay = decision.outcome === 'pay';
    const status = nextStatus(w.status, pay ? 'pay' : 'reject');
    if (!status) return { status: w.status, changed: false };
    const cents = toCents(w.amount);
    const fee = toCents(w.fee);
    const posted = await postIn(tx, {
      key: `${pay ? 'withdrawal-payout' : 'withdrawal-return'}:${reference}`,
      kind: pay ? 'withdrawal-payout' : 'withdrawal-return',
      request: { reference },
      build: async () => ({
        legs: pay
          ? [
              { wallet: 'withdrawals', cents: -cents },
              { wallet: 'payouts', cents },
            ]
          : [
              { wallet: 'withdrawals', cents: -cents },
              ...(fee > 0 ? [{ wallet: 'house' as const, cents: -fee }] : []),
              { wallet: { member: w.account_id }, cents: cents + fee },
            ],
        result: { reference },
      }),
    });
    const reason = decision.outcome === 'reject' ? decision.reason : null;
    // The forced receipt counts from the payout (spec 4.11).
    await tx.query(
      `UPDATE withdrawals SET status = $2, reason = $3,
         paid_at = CASE WHEN $2 = 'paid' THEN now() END WHERE id = $1`,
      [w.id, status, reason],
    );
    await step(tx, w.id, status, actor, posted.transactionId, {
      note: reason,
      ...(pay ? { remainderCents: cents } : {}),
    });
    return { status, changed: true };
  });
}

/** The withdrawals waiting for the operator, oldest first. */
export function heldWithdrawals(db: Queryable) {
  return db.query<{
    reference: string;
    username: string;
    amount: string;
    kind: string;
    name: string;
    holder: string;
    number: string;
    created_at: Date;
  }>(
    `SELECT w.reference, a.username, w.amount::text AS amount, r.kind, r.name, r.holder, r.number,
       w.created_at
     FROM withdrawals w JOIN accounts a ON a.id = w.account_id
     JOIN receiving_accounts r ON r.id = w.receiving_account_id
     WHERE w.status = 'held' ORDER BY w.id`,
  );
}
