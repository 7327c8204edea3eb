import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';

/**
 * The double-entry ledger every movement of money goes through.
 *
 * Amounts travel as integer cents in code (never floats) and as numeric(18, 2) in the database.
 * A movement is one transaction of legs summing to zero. The database applies each entry to its
 * account's balance, refuses a member balance below zero, refuses an unbalanced transaction at
 * commit and refuses changing an entry (migration 0006): the rules hold whatever the code does.
 */

/**
 * A member's main wallet (by account id), or with `vendor` their wallet at that game vendor
 * (transfer wallets, migration 0018: opened the first time money moves on it); the house (kept
 * in HOUSE_SHARDS accounts), the operator's demo-funding account, or `deposits`: where money paid in from outside enters (its
 * balance is minus all deposits credited), `withdrawals`: what members asked to take out, held
 * until paid out or returned, and `payouts`: what was paid out.
 */
export type Wallet =
  | { member: number; vendor?: string }
  | 'house'
  | 'funding'
  | 'deposits'
  | 'withdrawals'
  | 'payouts';

export interface Leg {
  wallet: Wallet;
  /** Positive credits the wallet, negative debits it. */
  cents: number;
}

export interface Movement<R> {
  /**
   * The idempotency key: a second movement with the same key applies nothing and answers the
   * first one's result; with a different request it is refused.
   */
  key: string;
  /** What moved: 'funding', 'round', 'lottery-ticket', 'lottery-prize' ... */
  kind: string;
  /** What was asked, hashed to tell a retry from a different request under the same key. */
  request: unknown;
  /**
   * Decides the legs and the answer, inside the transaction and only when the key is new (so a
   * random outcome is drawn once). It may write its own rows with `tx` and the transaction id.
   */
  build: (tx: Queryable, transactionId: number) => Promise<{ legs: Leg[]; result: R }>;
  /**
   * Runs once the entries are written (balances are then final for this transaction) and answers
   * the result to keep, e.g. with the balance after the movement.
   */
  after?: (tx: Queryable, result: R) => Promise<R>;
}

export interface Posted<R> {
  transactionId: number;
  result: R;
  /** True when the key had already been applied and this answer is the stored one. */
  replayed: boolean;
}

export const MAX_KEY_LENGTH = 200;
/** The largest amount one leg may move: 10^15 cents fits numeric(18, 2) and a double exactly. */
export const MAX_CENTS = 1_000_000_000_000_000;

/** Cents from an amount with at most two decimals ('12.5', 12.5, '0.07'); NaN when it has more. */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/u.exec(text);
  if (!match) return Number.NaN;
  const [, sign, units = '0', fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** An amount in units (as the API answers it) from cents. */
export const fromCents = (cents: number): number => cents / 100;

/** The numeric(18, 2) literal of an amount in cents, exact for every safe integer. */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Keys of an object sorted at every level, so that equal requests hash equally. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

const requestHash = (kind: string, request: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify([kind, canonical(request)]))
    .digest('base64url');

const vendorWalletSql =
  "SELECT id, balance::text AS balance FROM ledger_accounts WHERE kind = 'vendor' AND owner_id = $1 AND vendor = $2";

/**
 * How many accounts the house is kept in (migration 0042): a movement to or from the house takes
 * the shard of its transaction id, so that concurrent rounds of different players do not all wait
 * for one row's lock. The house's balance is the sum of its shards (`houseBalanceCents`).
 */
export const HOUSE_SHARDS = 16;

/**
 * The ledger account id of a wallet; a member's vendor wallet is opened when it has none yet.
 * The house is the shard of `transactionId`.
 */
async function walletId(tx: Queryable, wallet: Wallet, transactionId: number): Promise<number> {
  if (typeof wallet !== 'string' && wallet.vendor !== undefined) {
    const args = [wallet.member, wallet.vendor];
    let [vendor] = await tx.query<{ id: number }>(vendorWalletSql, args);
    if (!vendor) {
      // Two first moves at once: one opens it, the other waits for it and finds it.
      await tx.query(
        `INSERT INTO ledger_accounts (kind, owner_id, vendor) VALUES ('vendor', $1, $2)
         ON CONFLICT (owner_id, vendor) DO NOTHING`,
        args,
      );
      [vendor] = await tx.query<{ id: number }>(vendorWalletSql, args);
    }
    if (!vendor) throw new ApiError('NOT_FOUND', { message: 'wallet: no such account' });
    return vendor.id;
  }
  const [row] =
    typeof wallet === 'string'
      ? await tx.query<{ id: number }>(
          `SELECT id FROM ledger_accounts
           WHERE kind = $1 AND account_id IS NULL AND owner_id IS NULL AND shard = $2`,
          [wallet, wallet === 'house' ? transactionId % HOUSE_SHARDS : 0],
        )
      : await tx.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE account_id = $1', [
          wallet.member,
        ]);
  if (!row) throw new ApiError('NOT_FOUND', { message: 'wallet: no such account' });
  return row.id;
}

const isCheckViolation = (error: unknown, constraint: string): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23514' &&
  (error as { constraint?: unknown }).constraint === constraint;

/**
 * Applies a movement inside the caller's transaction `tx`, once per key. A balance that would go
 * below zero fails with INSUFFICIENT_FUNDS, and the caller's transaction must then roll back
 * (PostgreSQL aborts it), which also forgets the key.
 */
export async function postIn<R>(tx: Queryable, movement: Movement<R>): Promise<Posted<R>> {
  const { key, kind } = movement;
  if (key.length < 1 || key.length > MAX_KEY_LENGTH)
    throw new ApiError('VALIDATION', {
      message: `idempotencyKey: 1 to ${MAX_KEY_LENGTH} characters`,
      value: { fields: { idempotencyKey: `1 to ${MAX_KEY_LENGTH} characters` } },
    });
  const hash = requestHash(kind, movement.request);
  // A concurrent holder of the same key makes this wait until it commits or rolls back.
  const [fresh] = await tx.query<{ id: string }>(
    `INSERT INTO ledger_transactions (idempotency_key, kind, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [key, kind, hash],
  );
  if (!fresh) {
    const [kept] = await tx.query<{ id: string; kind: string; request_hash: string; result: R }>(
      'SELECT id, kind, request_hash, result FROM ledger_transactions WHERE idempotency_key = $1',
      [key],
    );
    if (!kept) throw new Error(`ledger: key ${key} neither new nor kept`);
    if (kept.kind !== kind || kept.request_hash !== hash)
      throw new ApiError('IDEMPOTENCY_CONFLICT', {
        value: { fields: { idempotencyKey: 'already used for a different request' } },
      });
    return { transactionId: Number(kept.id), result: kept.result, replayed: true };
  }
  const transactionId = Number(fresh.id);
  const built = await movement.build(tx, transactionId);
  await applyLegs(tx, transactionId, built.legs);
  const result = movement.after ? await movement.after(tx, built.result) : built.result;
  await tx.query('UPDATE ledger_transactions SET result = $2::jsonb WHERE id = $1', [
    transactionId,
    JSON.stringify(result ?? null),
  ]);
  return { transactionId, result, replayed: false };
}

/** One name for a wallet, whatever object spells it: legs on the same wallet look it up once. */
const walletKey = (wallet: Wallet): string =>
  typeof wallet === 'string'
    ? wallet
    : wallet.vendor === undefined
      ? `member:${wallet.member}`
      : `vendor:${wallet.member}:${wallet.vendor}`;

/**
 * Writes the legs as entries. The accounts are locked first, in id order, so that two
 * transactions over the same accounts never wait on each other in a cycle; then debits are
 * written before credits, so that a stake the balance cannot cover fails at its own entry even
 * when the same transaction pays a win back. The entries go in one statement, in that order: its
 * balance triggers run row after row in the order the rows were inserted.
 */
async function applyLegs(tx: Queryable, transactionId: number, legs: Leg[]): Promise<void> {
  const found = new Map<string, number>();
  const entries: { accountId: number; cents: number }[] = [];
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.cents) || Math.abs(leg.cents) > MAX_CENTS)
      throw new Error(`ledger: leg of ${leg.cents} cents is not a whole amount`);
    if (leg.cents === 0) continue;
    const key = walletKey(leg.wallet);
    let accountId = found.get(key);
    if (accountId === undefined) {
      accountId = await walletId(tx, leg.wallet, transactionId);
      found.set(key, accountId);
    }
    entries.push({ accountId, cents: leg.cents });
  }
  if (entries.reduce((sum, e) => sum + e.cents, 0) !== 0)
    throw new Error('ledger: the legs of a transaction must sum to zero');
  if (!entries.length) return;
  const ids = [...new Set(entries.map((e) => e.accountId))].sort((a, b) => a - b);
  await tx.query(
    'SELECT id FROM ledger_accounts WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  entries.sort((a, b) => Math.sign(a.cents) - Math.sign(b.cents) || a.accountId - b.accountId);
  try {
    await tx.query(
      `INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount)
       SELECT $1, e.account, e.amount
       FROM unnest($2::int[], $3::numeric[]) WITH ORDINALITY AS e (account, amount, n)
       ORDER BY e.n`,
      [transactionId, entries.map((e) => e.accountId), entries.map((e) => centsText(e.cents))],
    );
  } catch (error) {
    if (isCheckViolation(error, 'ledger_member_not_negative'))
      throw new ApiError('INSUFFICIENT_FUNDS', {
        value: { fields: { stake: 'above the balance' } },
      });
    throw error;
  }
}

/** Applies a movement in a transaction of its own. */
export const post = <R>(db: Db, movement: Movement<R>): Promise<Posted<R>> =>
  db.transaction((tx) => postIn(tx, movement));

/** A member's balance in cents (0 for an account without a wallet, which the database forbids). */
export async function balanceCents(q: Queryable, accountId: number): Promise<number> {
  const [row] = await q.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM ledger_accounts WHERE account_id = $1',
    [accountId],
  );
  return row ? toCents(row.balance) : 0;
}

/** The house's balance in cents: the sum of its shards. */
export async function houseBalanceCents(q: Queryable): Promise<number> {
  const [row] = await q.query<{ balance: string }>(
    "SELECT coalesce(sum(balance), 0)::text AS balance FROM ledger_accounts WHERE kind = 'house'",
  );
  return toCents(row?.balance ?? '0');
}

/** A member wallet's balance in cents: the main one's, or a vendor's (0 until it is opened). */
export async function walletBalanceCents(
  q: Queryable,
  wallet: { member: number; vendor?: string },
): Promise<number> {
  if (wallet.vendor === undefined) return balanceCents(q, wallet.member);
  const [row] = await q.query<{ balance: string }>(vendorWalletSql, [wallet.member, wallet.vendor]);
  return row ? toCents(row.balance) : 0;
}

/** Credits demo funds to a member from the operator's funding account. */
export const fund = (
  q: Queryable,
  accountId: number,
  cents: number,
  key: string,
): Promise<Posted<{ accountId: number; cents: number }>> =>
  postIn(q, {
    key,
    kind: 'funding',
    request: { accountId, cents },
    build: async () => ({
      legs: [
        { wallet: { member: accountId }, cents },
        { wallet: 'funding', cents: -cents },
      ],
      result: { accountId, cents },
    }),
  });

export interface LedgerReport {
  /** The sum of every balance, in cents: always 0 (money is only moved, never made). */
  total: number;
  accounts: number;
  transactions: number;
  /** Members whose balance is below zero, in their main wallet or a vendor's. */
  negative: number[];
  /** Transactions whose entries do not sum to zero. */
  unbalanced: number[];
  /** Accounts whose stored balance differs from the sum of their entries. */
  drifted: number[];
}

/** The bank check: the invariants of the ledger, read from the database as it is now. */
export async function checkLedger(q: Queryable): Promise<LedgerReport> {
  const [totals] = await q.query<{ total: string; accounts: number; transactions: number }>(
    `SELECT coalesce(sum(balance), 0)::text AS total, count(*)::int AS accounts,
       (SELECT count(*)::int FROM ledger_transactions) AS transactions FROM ledger_accounts`,
  );
  const negative = await q.query<{ account_id: number }>(
    `SELECT DISTINCT coalesce(account_id, owner_id) AS account_id FROM ledger_accounts
     WHERE kind IN ('member', 'vendor') AND balance < 0 ORDER BY 1`,
  );
  const unbalanced = await q.query<{ transaction_id: string }>(
    `SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0
     ORDER BY transaction_id`,
  );
  const drifted = await q.query<{ id: number }>(
    `SELECT a.id FROM ledger_accounts a
     LEFT JOIN (SELECT ledger_account_id, sum(amount) AS s FROM ledger_entries GROUP BY ledger_account_id) e
       ON e.ledger_account_id = a.id
     WHERE a.balance <> coalesce(e.s, 0) ORDER BY a.id`,
  );
  return {
    total: toCents(totals?.total ?? '0'),
    accounts: totals?.accounts ?? 0,
    transactions: totals?.transactions ?? 0,
    negative: negative.map((r) => r.account_id),
    unbalanced: unbalanced.map((r) => Number(r.transaction_id)),
    drifted: drifted.map((r) => r.id),
  };
}
