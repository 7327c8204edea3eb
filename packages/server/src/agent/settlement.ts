// The settlement sweep (docs/adr/0016): salaries and dividends of contracts, once per contract and
// period. What is due is computed from the data (the contracts and the periods already settled),
// not from queued jobs, so a sweep after downtime catches up by itself; the unique period row and
// the ledger's idempotency key, written in one transaction, make a period paid once however many
// processes sweep at the same time.
import type { ContractKind, ContractPeriod } from '@portal/contract';
import type { Db, Queryable } from '../db/types';
import { centsText, postIn, toCents, type Wallet } from '../ledger/ledger';
import { completePeriods, DAY_MS, periodStart } from './periods';
import { teamCte } from './tree';
import { rateHundredths } from './contracts';

/** How far back a sweep settles a contract's missed periods. */
export const CATCH_UP_DAYS = 90;

export interface SweepReport {
  paid: number;
  unpaid: number;
  nothing: number;
  /** Unpaid periods of earlier sweeps paid now. */
  retried: number;
  /** Contracts whose periods stopped at an error, to try again at the next sweep. */
  failed: { contractId: number; error: string }[];
}

interface DueContract {
  id: number;
  kind: ContractKind;
  period: ContractPeriod;
  rate: string;
  upline_id: number | null;
  downline_id: number;
  decided_at: Date;
  ended_at: Date | null;
  settled_to: Date | null;
}

/** The idempotency key of a period's payment, in the ledger. */
export const settlementKey = (contractId: number, start: Date) =>
  `settlement:${contractId}:${start.toISOString()}`;

/**
 * The basis of a contract over [from, to): the stakes of the downline's whole team, the
 * downline included (a salary), or the team's net loss, never below 0 (a dividend), in cents.
 */
export async function basisCents(
  q: Queryable,
  kind: ContractKind,
  downlineId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await q.query<{ stake: string; win: string }>(
    `${teamCte('$1::int')}
     SELECT coalesce(sum(b.stake), 0)::text AS stake, coalesce(sum(b.win), 0)::text AS win
     FROM game_bets b
     WHERE b.account_id IN (SELECT id FROM team UNION ALL SELECT $1::int)
       AND b.created_at >= $2 AND b.created_at < $3`,
    [downlineId, from, to],
  );
  const stake = toCents(row?.stake ?? '0');
  const win = toCents(row?.win ?? '0');
  return kind === 'dividend' ? Math.max(0, stake - win) : stake;
}

/** basis × rate%, rounded half up to the cent, exact for any amount (BigInt). */
export function settlementCents(basis: number, rate: string): number {
  const product = BigInt(basis) * BigInt(rateHundredths(rate));
  return Number((product + 5_000n) / 10_000n);
}

const payer = (uplineId: number | null): Wallet =>
  uplineId === null ? 'house' : { member: uplineId };

/**
 * Locks the wallets of a payment in id order (as the ledger does, so no two
 * transactions wait on each other in a cycle) and answers whether the payer can pay `cents`.
 */
async function canPay(
  tx: Queryable,
  uplineId: number | null,
  downlineId: number,
  cents: number,
): Promise<boolean> {
  const members = uplineId === null ? [downlineId] : [uplineId, downlineId];
  // The house too when it pays, every shard of it (the payment takes one by its transaction id):
  // every round locks one with its player, in id order as well.
  const rows = await tx.query<{ account_id: number; balance: string }>(
    `SELECT account_id, balance::text AS balance FROM ledger_accounts
     WHERE account_id = ANY($1::int[]) OR ($2::boolean AND kind = 'house' AND account_id IS NULL)
     ORDER BY id FOR UPDATE`,
    [members, uplineId === null],
  );
  if (uplineId === null) return true;
  const balance = rows.find((r) => r.account_id === uplineId)?.balance;
  return balance !== undefined && toCents(balance) >= cents;
}

/** Moves a period's amount from the payer to the downline's wallet, once per key. */
function pay(
  tx: Queryable,
  c: { id: number; kind: ContractKind; upline_id: number | null; downline_id: number },
  start: Date,
  cents: number,
) {
  return postIn(tx, {
    key: settlementKey(c.id, start),
    kind: c.kind === 'dividend' ? 'dividend' : 'salary',
    request: { contractId: c.id, periodStart: start.toISOString(), cents },
    build: async () => ({
      legs: [
        { wallet: payer(c.upline_id), cents: -cents },
        { wallet: { member: c.downline_id }, cents },
      ],
      result: { contractId: c.id, periodStart: start.toISOString(), cents },
    }),
  });
}

/**
 * Settles one period of one contract in one transaction: the period's row and, when money is
 * owed and the payer has it, the ledger movement. Answers undefined when another process had
 * settled the period already (its row exists): nothing is written then.
 */
async function settlePeriod(
  db: Db,
  c: DueContract,
  period: { start: Date; end: Date },
  now: Date,
): Promise<'paid' | 'unpaid' | 'nothing' | undefined> {
  return db.transaction(async (tx) => {
    const from = new Date(Math.max(period.start.getTime(), new Date(c.decided_at).getTime()));
    const endedAt = c.ended_at ? new Date(c.ended_at).getTime() : Infinity;
    const to = new Date(Math.min(period.end.getTime(), endedAt));
    const basis = await basisCents(tx, c.kind, c.downline_id, from, to);
    const cents = settlementCents(basis, c.rate);
    // The period's row first: a concurrent sweep of the same period waits here for this
    // transaction, then finds the row and skips, never reaching the ledger.
    const [claimed] = await tx.query<{ id: string }>(
      `INSERT INTO agent_settlements (contract_id, period_start, period_end, basis, rate, amount, status)
       VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6::numeric, $7)
       ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id`,
      [
        c.id,
        period.start,
        period.end,
        centsText(basis),
        c.rate,
        centsText(cents),
        cents === 0 ? 'nothing' : 'unpaid',
      ],
    );
    if (!claimed) return undefined;
    if (cents === 0) return 'nothing';
    // An upline that owes older periods pays them first (the retry, oldest first): this one
    // queues behind them.
    if (c.upline_id !== null) {
      const [older] = await tx.query<{ owed: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM agent_settlements s JOIN agent_contracts k ON k.id = s.contract_id
           WHERE s.status = 'unpaid' AND k.upline_id = $1 AND s.id < $2) AS owed`,
        [c.upline_id, claimed.id],
      );
      if (older?.owed) return 'unpaid';
    }
    if (!(await canPay(tx, c.upline_id, c.downline_id, cents))) return 'unpaid';
    const posted = await pay(tx, c, period.start, cents);
    await tx.query(
      "UPDATE agent_settlements SET status = 'paid', transaction_id = $2, paid_at = $3 WHERE id = $1",
      [claimed.id, posted.transactionId, now],
    );
    return 'paid';
  });
}

/**
 * The contracts with periods to settle as of `now`: accepted ones, active or ended after the last
 * period they settled, within the catch-up window. One query finds them all, with the end of the
 * last settled period of each; the sweep goes on from there.
 */
function dueContracts(db: Queryable, now: Date): Promise<DueContract[]> {
  return db.query<DueContract>(
    `SELECT c.id, c.kind, c.period, c.rate::text AS rate, c.upline_id, c.downline_id,
       c.decided_at, c.ended_at, s.settled_to
     FROM agent_contracts c
     LEFT JOIN LATERAL (SELECT max(period_end) AS settled_to FROM agent_settlements
       WHERE contract_id = c.id) s ON true
     WHERE c.decided_at IS NOT NULL AND c.decided_at < $1
       AND (c.status = 'active'
         OR (c.status IN ('ended', 'terminated') AND c.ended_at > c.decided_at
           AND c.ended_at > $1::timestamptz - make_interval(days => $2::int + 32)
           AND (s.settled_to IS NULL OR s.settled_to < c.ended_at)))
     ORDER BY c.id`,
    [now, CATCH_UP_DAYS],
  );
}

/** The complete periods of a contract not settled yet, oldest first, at most 90 days back. */
export function periodsDue(c: DueContract, now: Date): { start: Date; end: Date }[] {
  const floor = periodStart(c.period, new Date(now.getTime() - CATCH_UP_DAYS * DAY_MS));
  const starts = [new Date(c.decided_at), floor];
  if (c.settled_to) starts.push(new Date(c.settled_to));
  const from = new Date(Math.max(...starts.map((d) => d.getTime())));
  return completePeriods(c.period, from, now, c.ended_at ? new Date(c.ended_at) : null);
}

/**
 * Retries the unpaid periods, oldest first: each is paid once its upline's balance allows, under
 * the key it would have had. An upline short for one stops its later ones in this sweep, so that
 * what it owes is paid in order.
 */
async function retryUnpaid(db: Db, now: Date): Promise<number> {
  const rows = await db.query<{ id: string; upline_id: number | null }>(
    `SELECT s.id, c.upline_id FROM agent_settlements s JOIN agent_contracts c ON c.id = s.contract_id
     WHERE s.status = 'unpaid' ORDER BY s.id`,
  );
  const short = new Set<number | null>();
  let paid = 0;
  for (const { id, upline_id } of rows) {
    if (short.has(upline_id)) continue;
    const done = await db.transaction(async (tx) => {
      const [s] = await tx.query<{
        contract_id: number;
        period_start: Date;
        amount: string;
        status: string;
        kind: ContractKind;
        upline_id: number | null;
        downline_id: number;
      }>(
        `SELECT s.contract_id, s.period_start, s.amount::text AS amount, s.status, c.kind,
           c.upline_id, c.downline_id
         FROM agent_settlements s JOIN agent_contracts c ON c.id = s.contract_id
         WHERE s.id = $1 FOR UPDATE OF s`,
        [id],
      );
      // Another process paid it meanwhile.
      if (!s || s.status !== 'unpaid') return 'gone';
      const cents = toCents(s.amount);
      if (!(await canPay(tx, s.upline_id, s.downline_id, cents))) return 'short';
      const c = {
        id: s.contract_id,
        kind: s.kind,
        upline_id: s.upline_id,
        downline_id: s.downline_id,
      };
      const posted = await pay(tx, c, new Date(s.period_start), cents);
      await tx.query(
        "UPDATE agent_settlements SET status = 'paid', transaction_id = $2, paid_at = $3 WHERE id = $1",
        [id, posted.transactionId, now],
      );
      return 'paid';
    });
    if (done === 'short') short.add(upline_id);
    if (done === 'paid') paid += 1;
  }
  return paid;
}

/** The 5-minute buckets (every period's length is a whole number of them) of a bet time. */
const BUCKET_MS = 5 * 60_000;

/**
 * The 5-minute buckets in which the contract's team (its downline included) placed a bet within
 * the periods due: one query for a catch-up of thousands of periods, where most had no play.
 */
async function playedBuckets(
  q: Queryable,
  c: DueContract,
  periods: { start: Date; end: Date }[],
): Promise<Set<number>> {
  const first = periods[0];
  const last = periods.at(-1);
  if (!first || !last) return new Set();
  const rows = await q.query<{ bucket: string }>(
    `${teamCte('$1::int')}
     SELECT DISTINCT floor(extract(epoch FROM b.created_at) * 1000 / $4)::bigint::text AS bucket
     FROM game_bets b
     WHERE b.account_id IN (SELECT id FROM team UNION ALL SELECT $1::int)
       AND b.created_at >= $2 AND b.created_at < $3`,
    [c.downline_id, first.start, last.end, BUCKET_MS],
  );
  return new Set(rows.map((r) => Number(r.bucket)));
}

function anyPlayed(played: Set<number>, period: { start: Date; end: Date }): boolean {
  for (let b = period.start.getTime() / BUCKET_MS; b < period.end.getTime() / BUCKET_MS; b += 1)
    if (played.has(Math.floor(b))) return true;
  return false;
}

/**
 * Settles periods without a bet as 'nothing' (no basis, no amount, no money moved), in one
 * statement; a period another process settled meanwhile is skipped, as settlePeriod does.
 * Answers how many rows this call wrote.
 */
async function settleIdle(
  db: Db,
  c: DueContract,
  periods: { start: Date; end: Date }[],
): Promise<number> {
  if (periods.length === 0) return 0;
  const rows = await db.query<{ id: string }>(
    `INSERT INTO agent_settlements (contract_id, period_start, period_end, basis, rate, amount, status)
     SELECT $1, s, e, 0, $4::numeric, 0, 'nothing'
     FROM unnest($2::timestamptz[], $3::timestamptz[]) AS p (s, e)
     ORDER BY s
     ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id`,
    [
      c.id,
      periods.map((p) => p.start.toISOString()),
      periods.map((p) => p.end.toISOString()),
      c.rate,
    ],
  );
  return rows.length;
}

/**
 * The sweep: settles every complete period due as of `now`, contract by contract, then retries
 * the unpaid ones. An error in one contract's period stops that contract's periods for this
 * sweep (they are settled in order) and is reported; the others go on.
 */
export async function settleDue(db: Db, now: Date): Promise<SweepReport> {
  const report: SweepReport = { paid: 0, unpaid: 0, nothing: 0, retried: 0, failed: [] };
  for (const c of await dueContracts(db, now)) {
    try {
      const periods = periodsDue(c, now);
      const played = await playedBuckets(db, c, periods);
      // Periods without a bet are settled as 'nothing' in runs, one statement a run, in their
      // place in the order: a period met after them that fails stops the contract's sweep with
      // nothing of later periods written, as one transaction a period would.
      let idle: { start: Date; end: Date }[] = [];
      const flush = async () => {
        report.nothing += await settleIdle(db, c, idle);
        idle = [];
      };
      for (const period of periods) {
        if (!anyPlayed(played, period)) {
          idle.push(period);
          continue;
        }
        await flush();
        const status = await settlePeriod(db, c, period, now);
        if (status) report[status] += 1;
      }
      await flush();
    } catch (error) {
      report.failed.push({
        contractId: c.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  report.retried = await retryUnpaid(db, now);
  return report;
}
