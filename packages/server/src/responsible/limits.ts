import {
  LIMIT_COOLING_HOURS,
  LIMIT_PERIOD_HOURS,
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  type LimitPeriod,
  type MoneyLimitKind,
} from '@portal/contract';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { centsText, fromCents, toCents } from '../ledger/ledger';

// The member's limits (RTS 12): deposits, stakes and net loss over 24 hours, 7 days and 30 days,
// and the session's length. Every instant is the database's (now()): all processes agree, and
// tests move the clock by moving the stored instants back.

export type LimitKind = MoneyLimitKind | 'session';

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod | 'session';
  value: string | null;
  pending_value: string | null;
  pending_since: Date | null;
  confirmable_at: Date | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The member's limit rows, each with when a pending change may be confirmed. */
export async function limitRows(q: Queryable, accountId: number): Promise<LimitRow[]> {
  return q.query<LimitRow>(
    `SELECT kind, period, value::text AS value, pending_value::text AS pending_value, pending_since,
       pending_since + make_interval(hours => $2::int) AS confirmable_at
     FROM responsible_limits WHERE account_id = $1`,
    [accountId, LIMIT_COOLING_HOURS],
  );
}

/**
 * What a money limit's window counts so far, in cents, and when its oldest counted amount leaves
 * the window. Deposits count from their request (pending or credited: a limit cannot be passed by
 * asking for many at once); stakes and losses count the rounds and the lottery tickets not drawn.
 */
export async function usedInWindow(
  q: Queryable,
  accountId: number,
  kind: MoneyLimitKind,
  period: LimitPeriod,
): Promise<{ cents: number; resetsAt: string | null }> {
  const hours = LIMIT_PERIOD_HOURS[period];
  const sql =
    kind === 'deposit'
      ? `SELECT amount AS counted, created_at AS at FROM deposits
         WHERE account_id = $1 AND status <> 'rejected' AND created_at > now() - make_interval(hours => $2::int)`
      : `SELECT ${kind === 'stake' ? 'stake' : 'stake - win'} AS counted, created_at AS at FROM game_bets
         WHERE account_id = $1 AND created_at > now() - make_interval(hours => $2::int)
         UNION ALL
         SELECT stake, created_at FROM lottery_tickets
         WHERE account_id = $1 AND status = 'pending' AND created_at > now() - make_interval(hours => $2::int)`;
  const [row] = await q.query<{ used: string | null; oldest: Date | null }>(
    `SELECT sum(counted)::text AS used, min(at) + make_interval(hours => $2::int) AS oldest
     FROM (${sql}) w`,
    [accountId, hours],
  );
  const cents = Math.max(0, toCents(row?.used ?? '0'));
  return { cents, resetsAt: row?.oldest ? iso(row.oldest) : null };
}

/** The money limits as the member's tools show them: every kind and period, set or not. */
export async function moneyLimits(q: Queryable, accountId: number) {
  const rows = await limitRows(q, accountId);
  const out = [];
  for (const kind of MONEY_LIMIT_KINDS)
    for (const period of LIMIT_PERIODS) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const used = await usedInWindow(q, accountId, kind, period);
      const value = row?.value ? toCents(row.value) : null;
      out.push({
        kind,
        period,
        value: value === null ? null : fromCents(value),
        used: fromCents(used.cents),
        left: value === null ? null : fromCents(Math.max(0, value - used.cents)),
        resetsAt: used.resetsAt,
        pending:
          row?.pending_since && row.confirmable_at
            ? {
                value: row.pending_value ? Number(row.pending_value) : null,
                confirmableAt: iso(row.confirmable_at),
              }
            : null,
      });
    }
  return out;
}

/** The session limit, in minutes, and a longer one waiting. */
export async function sessionLimit(q: Queryable, accountId: number) {
  const row = (await limitRows(q, accountId)).find((r) => r.kind === 'session');
  return {
    minutes: row?.value ? Math.round(Number(row.value)) : null,
    pending:
      row?.pending_since && row.confirmable_at
        ? {
            minutes: row.pending_value ? Math.round(Number(row.pending_value)) : null,
            confirmableAt: iso(row.confirmable_at),
          }
        : null,
  };
}

const record = (
  q: Queryable,
  accountId: number,
  change: { kind: string; period: string; from: string | null; to: string | null; status: string },
) =>
  q.query(
    `INSERT INTO responsible_limit_changes (account_id, kind, period, from_value, to_value, status)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6)`,
    [accountId, change.kind, change.period, change.from, change.to, change.status],
  );

/**
 * Sets a limit (`value` in cents, or minutes for the session; null removes it). Lower than the one
 * that applies: at once, and a change waiting is dropped. Higher, or a removal: it waits
 * LIMIT_COOLING_HOURS and then for the member's confirmation; the one that applies stays.
 */
export async function setLimit(
  tx: Queryable,
  accountId: number,
  kind: LimitKind,
  period: LimitPeriod | 'session',
  value: number | null,
): Promise<'applied' | 'waiting'> {
  await tx.query(
    `INSERT INTO responsible_limits (account_id, kind, period) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [accountId, kind, period],
  );
  const [row] = await tx.query<{ value: string | null }>(
    `SELECT value::text AS value FROM responsible_limits
     WHERE account_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`,
    [accountId, kind, period],
  );
  const current = row?.value ? toCents(row.value) : null;
  const text = value === null ? null : centsText(value);
  const lower = value !== null && (current === null || value <= current);
  if (lower) {
    await tx.query(
      `UPDATE responsible_limits SET value = $4::numeric, pending_value = NULL,
         pending_since = NULL, updated_at = now()
       WHERE account_id = $1 AND kind = $2 AND period = $3`,
      [accountId, kind, period, text],
    );
  } else {
    await tx.query(
      `UPDATE responsible_limits SET pending_value = $4::numeric, pending_since = now(),
         updated_at = now()
       WHERE account_id = $1 AND kind = $2 AND period = $3`,
      [accountId, kind, period, text],
    );
  }
  const status = lower ? 'applied' : 'waiting';
  await record(tx, accountId, { kind, period, from: row?.value ?? null, to: text, status });
  return status;
}

/**
 * Confirms a waiting change once its cooling-off has passed: LIMIT_COOLING_OFF before (with when),
 * NOT_FOUND when nothing waits.
 */
export async function confirmLimit(
  tx: Queryable,
  accountId: number,
  kind: LimitKind,
  period: LimitPeriod | 'session',
): Promise<void> {
  const [row] = await tx.query<{
    value: string | null;
    pending_value: string | null;
    pending_since: Date | null;
    confirmable_at: Date | null;
    ready: boolean;
  }>(
    `SELECT value::text AS value, pending_value::text AS pending_value, pending_since,
       pending_since + make_interval(hours => $4::int) AS confirmable_at,
       pending_since + make_interval(hours => $4::int) <= now() AS ready
     FROM responsible_limits WHERE account_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`,
    [accountId, kind, period, LIMIT_COOLING_HOURS],
  );
  if (!row?.pending_since) throw new ApiError('NOT_FOUND', { message: 'No limit change waits' });
  if (!row.ready)
    throw new ApiError('LIMIT_COOLING_OFF', {
      value: { confirmableAt: iso(row.confirmable_at ?? row.pending_since) },
    });
  await tx.query(
    `UPDATE responsible_limits SET value = pending_value, pending_value = NULL, pending_since = NULL,
       updated_at = now()
     WHERE account_id = $1 AND kind = $2 AND period = $3`,
    [accountId, kind, period],
  );
  await record(tx, accountId, {
    kind,
    period,
    from: row.value,
    to: row.pending_value,
    status: 'confirmed',
  });
}

/** The money limits of one kind that apply now: cents by period. */
export async function limitsOf(
  q: Queryable,
  accountId: number,
  kind: MoneyLimitKind,
): Promise<{ period: LimitPeriod; cents: number }[]> {
  const rows = await q.query<{ period: LimitPeriod; value: string }>(
    `SELECT period, value::text AS value FROM responsible_limits
     WHERE account_id = $1 AND kind = $2 AND value IS NOT NULL`,
    [accountId, kind],
  );
  return rows.map((r) => ({ period: r.period, cents: toCents(r.value) }));
}

/**
 * Refuses `cents` more of `kind` when it would pass one of the member's limits: the error's value
 * carries the period, what is left and when the window resets (the tightest limit first).
 */
export async function checkLimits(
  q: Queryable,
  accountId: number,
  kind: 'deposit' | 'stake',
  cents: number,
): Promise<void> {
  for (const limit of await limitsOf(q, accountId, kind)) {
    const used = await usedInWindow(q, accountId, kind, limit.period);
    const left = Math.max(0, limit.cents - used.cents);
    if (cents > left)
      throw new ApiError(kind === 'deposit' ? 'DEPOSIT_LIMIT_EXCEEDED' : 'STAKE_LIMIT_EXCEEDED', {
        value: {
          period: limit.period,
          limit: fromCents(limit.cents),
          left: fromCents(left),
          resetsAt: used.resetsAt,
        },
      });
  }
}

/** Refuses play once the net loss of a window has reached the member's loss limit. */
export async function checkLoss(q: Queryable, accountId: number): Promise<void> {
  for (const limit of await limitsOf(q, accountId, 'loss')) {
    const used = await usedInWindow(q, accountId, 'loss', limit.period);
    if (used.cents >= limit.cents)
      throw new ApiError('LOSS_LIMIT_REACHED', {
        value: {
          period: limit.period,
          limit: fromCents(limit.cents),
          left: 0,
          resetsAt: used.resetsAt,
        },
      });
  }
}
