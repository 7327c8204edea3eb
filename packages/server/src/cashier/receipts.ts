// After the payout (spec 4.11): the member's confirmation of what arrived, the forced receipt of
// what stays unconfirmed, and the operator's decision on a dispute. Every step is looked up in
// the transition table (confirmation.ts) before it is written.
import type { WithdrawalAnswer, WithdrawalStatus } from '@portal/contract';
import type { Db, Queryable } from '../db/types';
import type { UploadedFile } from '../http/context';
import { ApiError, fieldErrors } from '../http/errors';
import { centsText, postIn, toCents } from '../ledger/ledger';
import { autoReceiveMinutes, getSetting } from '../settings/settings';
import { receiveEvent, statusesFor, transition, type WithdrawalEvent } from './confirmation';
import { audit } from '../commands/audit';
import { step, withdrawalByReference, type WithdrawalValue } from './withdrawals';

/** Where the clock moves an unconfirmed withdrawal: the same from every status it applies to. */
const AWAITING = statusesFor('auto-receive');
const FORCED = transition('paid', 'auto-receive');

/** At most this many withdrawals turn into forced receipts per statement. */
const SWEEP_BATCH = 200;

/**
 * Turns every paid withdrawal left unconfirmed for the operator's minutes (as of `now`) into a
 * forced receipt: the rest of it counts as received, nothing is refunded. One statement selects
 * the due ones, skipping rows another transaction holds, moves only those still awaiting, and
 * writes their steps: two processes sweeping at the same instant move each withdrawal once (and
 * the database's unique step index would refuse a second). Answers the references moved.
 */
export async function autoReceiveDue(
  db: Queryable,
  now: Date,
  only?: { withdrawalId: number },
): Promise<string[]> {
  const minutes = autoReceiveMinutes(await getSetting(db, 'withdraw'));
  const moved: string[] = [];
  for (;;) {
    const rows = await db.query<{ reference: string }>(
      `WITH due AS (
         SELECT id, amount - received AS rest FROM withdrawals
         WHERE status = ANY($1::text[])
           AND paid_at <= $2::timestamptz - $3::int * interval '1 minute'
           AND ($4::bigint IS NULL OR id = $4::bigint)
         ORDER BY id LIMIT $5
         FOR UPDATE SKIP LOCKED
       ), moved AS (
         UPDATE withdrawals w SET status = $6::text, received = w.amount
         FROM due WHERE w.id = due.id AND w.status = ANY($1::text[])
         RETURNING w.id, w.reference, due.rest
       ), stepped AS (
         INSERT INTO withdrawal_steps (withdrawal_id, status, actor, amount, remainder)
         SELECT id, $6::text, 'system', rest, 0 FROM moved
       )
       SELECT reference FROM moved ORDER BY id`,
      [AWAITING, now.toISOString(), minutes, only?.withdrawalId ?? null, SWEEP_BATCH, FORCED],
    );
    moved.push(...rows.map((r) => r.reference));
    if (rows.length < SWEEP_BATCH) return moved;
  }
}

/** Runs the sweep now and then (`WITHDRAWAL_TIMER`), one run at a time in this process. */
export function startAutoReceiveTimer(
  db: Db,
  onMoved: (references: string[]) => void,
  onError: (error: unknown) => void,
  everyMs = 30_000,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = autoReceiveDue(db, new Date())
      .then((moved) => (moved.length ? onMoved(moved) : undefined), onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export interface ConfirmInput {
  reference: string;
  answer: WithdrawalAnswer;
  amount?: string | undefined;
  note?: string | undefined;
  proof?: UploadedFile | undefined;
}

/** What each answer needs and refuses, before anything is looked up. */
function checkAnswer(input: ConfirmInput): void {
  if (input.answer === 'received' && input.amount === undefined)
    throw fieldErrors({ amount: 'enter the amount received' });
  if (input.answer !== 'received' && input.amount !== undefined)
    throw fieldErrors({ amount: 'only an answer of received takes an amount' });
  if (input.answer === 'not-received' && !input.proof)
    throw fieldErrors({ proof: 'attach a png or jpg image that shows the money did not arrive' });
  if (input.answer !== 'not-received' && input.proof)
    throw fieldErrors({ proof: 'only an answer of not received takes a proof image' });
}

/**
 * The member's answer about a paid (or partly received) withdrawal of theirs, as of `now`: an
 * amount received, all received, or not received with a proof image, which opens a dispute. No
 * money moves: the payout has left already. Past its time a withdrawal counts as received first,
 * and the answer is refused (WITHDRAWAL_STATE), as is any answer its state does not take.
 */
export async function confirmWithdrawal(
  db: Db,
  accountId: number,
  input: ConfirmInput,
  now: Date,
): Promise<WithdrawalValue> {
  checkAnswer(input);
  const { reference } = input;
  const forced = await db.transaction(async (tx) => {
    const [w] = await tx.query<{
      id: number;
      status: WithdrawalStatus;
      amount: string;
      received: string;
    }>(
      `SELECT id, status, amount::text AS amount, received::text AS received FROM withdrawals
       WHERE reference = $1 AND account_id = $2 FOR UPDATE`,
      [reference, accountId],
    );
    if (!w) throw new ApiError('NOT_FOUND', { message: `No withdrawal ${reference}` });
    // The clock comes first: an answer after the time counts for nothing.
    if ((await autoReceiveDue(tx, now, { withdrawalId: w.id })).length) return true;
    const amount = toCents(w.amount);
    const received = toCents(w.received);
    let event: WithdrawalEvent;
    let cents: number | null;
    if (input.answer === 'received') {
      transition(w.status, 'receive-part', reference);
      cents = toCents(input.amount ?? '');
      event = receiveEvent(cents, amount - received);
    } else if (input.answer === 'all-received') {
      event = 'receive-all';
      cents = amount - received;
    } else {
      event = 'not-received';
      cents = null;
    }
    const status = transition(w.status, event, reference);
    const after = received + (cents ?? 0);
    await tx.query('UPDATE withdrawals SET status = $2, received = $3::numeric WHERE id = $1', [
      w.id,
      status,
      centsText(after),
    ]);
    await step(tx, w.id, status, 'member', null, {
      note: input.note?.trim() || null,
      cents,
      remainderCents: amount - after,
    });
    if (input.proof)
      await tx.query(
        'INSERT INTO withdrawal_proofs (withdrawal_id, mime, bytes) VALUES ($1, $2, $3)',
        [w.id, input.proof.type, input.proof.data],
      );
    return false;
  });
  if (forced) {
    const minutes = autoReceiveMinutes(await getSetting(db, 'withdraw'));
    throw new ApiError('WITHDRAWAL_STATE', {
      message: `${reference} was not confirmed within ${minutes} minutes of its payout: it counts as received`,
      value: { status: FORCED },
    });
  }
  const value = await withdrawalByReference(db, accountId, reference);
  if (!value) throw new Error(`withdrawal ${reference} vanished after its confirmation`);
  return value;
}

/**
 * The operator's decision on a disputed withdrawal: received after all (what was missing counts
 * as received), or refunded (what was missing goes from the payouts back to the member's wallet,
 * once, under the key `withdrawal-refund:<reference>`). Recorded in the operator audit in the
 * same transaction. The same decision again changes nothing; any other state is refused.
 */
export async function resolveDispute(
  db: Db,
  reference: string,
  outcome: 'received' | 'refund',
  actor: string,
  reason: string | null,
): Promise<{ status: string; changed: boolean; cents: number } | undefined> {
  return db.transaction(async (tx) => {
    const [w] = await tx.query<{
      id: number;
      account_id: number;
      status: WithdrawalStatus;
      amount: string;
      received: string;
    }>(
      `SELECT id, account_id, status, amount::text AS amount, received::text AS received
       FROM withdrawals WHERE reference = $1 FOR UPDATE`,
      [reference],
    );
    if (!w) return undefined;
    const event = outcome === 'received' ? 'resolve-received' : 'resolve-refund';
    const target = transition('disputed', event);
    const rest = toCents(w.amount) - toCents(w.received);
    if (w.status === target) return { status: target, changed: false, cents: 0 };
    const status = transition(w.status, event, reference);
    const refund = event === 'resolve-refund';
    const posted =
      refund && rest > 0
        ? await postIn(tx, {
            key: `withdrawal-refund:${reference}`,
            kind: 'withdrawal-refund',
            request: { reference, cents: rest },
            build: async () => ({
              legs: [
                { wallet: 'payouts', cents: -rest },
                { wallet: { member: w.account_id }, cents: rest },
              ],
              result: { reference },
            }),
          })
        : undefined;
    await tx.query(
      `UPDATE withdrawals SET status = $2,
         received = CASE WHEN $3::boolean THEN received ELSE amount END WHERE id = $1`,
      [w.id, status, refund],
    );
    await step(tx, w.id, status, actor, posted?.transactionId ?? null, {
      note: reason,
      cents: rest,
      remainderCents: refund ? rest : 0,
    });
    await audit(tx, {
      actor,
      action: `dispute-${outcome}`,
      subject: reference,
      detail: { cents: rest, ...(reason ? { reason } : {}) },
    });
    return { status, changed: true, cents: rest };
  });
}

/** The disputes waiting for the operator, oldest first, with the member's note and proof. */
export function disputedWithdrawals(db: Queryable) {
  return db.query<{
    reference: string;
    username: string;
    amount: string;
    remainder: string;
    account: string;
    disputed_at: Date;
    note: string | null;
    proof: string | null;
  }>(
    `SELECT w.reference, a.username, w.amount::text AS amount,
       (w.amount - w.received)::text AS remainder,
       r.kind || ' ' || r.name || ' / ' || r.holder || ' / ' || r.number AS account,
       s.at AS disputed_at, s.note,
       (SELECT p.mime || ' ' || octet_length(p.bytes) || ' bytes' FROM withdrawal_proofs p
        WHERE p.withdrawal_id = w.id ORDER BY p.id DESC LIMIT 1) AS proof
     FROM withdrawals w JOIN accounts a ON a.id = w.account_id
     JOIN receiving_accounts r ON r.id = w.receiving_account_id
     JOIN withdrawal_steps s ON s.withdrawal_id = w.id AND s.status = 'disputed'
     WHERE w.status = 'disputed' ORDER BY s.at, w.id`,
  );
}

/** The latest proof image of a withdrawal's dispute, for the operator to look at. */
export async function disputeProof(db: Queryable, reference: string) {
  const [proof] = await db.query<{ mime: string; bytes: Uint8Array }>(
    `SELECT p.mime, p.bytes FROM withdrawal_proofs p JOIN withdrawals w ON w.id = p.withdrawal_id
     WHERE w.reference = $1 ORDER BY p.id DESC LIMIT 1`,
    [reference],
  );
  return proof;
}
