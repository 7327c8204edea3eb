import { REOPEN_WAIT_HOURS, type ExclusionKind, type TimeOutPeriod } from '@portal/contract';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { endingFor } from '../live/endReason';

// Time-outs and self-exclusions (RTS 14): taken at once, never shortened (the database refuses
// it, migration 0027), every session of the account ended on every process. A self-exclusion
// leaves the account closed after its end until the member asks to reopen and REOPEN_WAIT_HOURS
// pass.

/** A time-out's length, as an interval PostgreSQL reads. */
export const TIME_OUT_INTERVAL: Record<TimeOutPeriod, string> = {
  '24h': '24 hours',
  '1w': '7 days',
  '1m': '30 days',
  '6w': '42 days',
};

export interface ExclusionRow {
  kind: ExclusionKind;
  starts_at: Date;
  ends_at: Date;
  reopen_asked_at: Date | null;
  reopens_at: Date | null;
  /** Still running (before its end). */
  running: boolean;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export const exclusionValue = (row: ExclusionRow) => ({
  kind: row.kind,
  startedAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  reopensAt: row.reopens_at ? iso(row.reopens_at) : null,
});

const EXCLUSION_SELECT = `SELECT kind, starts_at, ends_at, reopen_asked_at,
  reopen_asked_at + make_interval(hours => ${REOPEN_WAIT_HOURS}) AS reopens_at, ends_at > now() AS running
  FROM responsible_exclusions`;

/** The condition on a row of responsible_exclusions that keeps its account closed now. */
export const CLOSING = `(ends_at > now() OR (kind = 'self-exclusion' AND (reopen_asked_at IS NULL
  OR reopen_asked_at + make_interval(hours => ${REOPEN_WAIT_HOURS}) > now())))`;

/**
 * The exclusion that keeps the account closed now, if any: one running, or a self-exclusion ended
 * but not reopened (not asked, or asked less than REOPEN_WAIT_HOURS ago). The latest end first.
 */
export async function closingExclusion(
  q: Queryable,
  accountId: number,
): Promise<ExclusionRow | undefined> {
  const [row] = await q.query<ExclusionRow>(
    `${EXCLUSION_SELECT} WHERE account_id = $1 AND ${CLOSING}
     ORDER BY running DESC, ends_at DESC LIMIT 1`,
    [accountId],
  );
  return row;
}

/** ACCOUNT_EXCLUDED with what the app shows: the kind, the end, and whether it may be reopened. */
export const excludedError = (row: ExclusionRow) =>
  new ApiError('ACCOUNT_EXCLUDED', {
    value: {
      ...exclusionValue(row),
      /** A self-exclusion that has ended and waits for the member to ask to reopen. */
      canReopen: row.kind === 'self-exclusion' && !row.running && row.reopen_asked_at === null,
    },
  });

/** Refuses a closed account (login, deposits, play). */
export async function refuseExcluded(q: Queryable, accountId: number): Promise<void> {
  const row = await closingExclusion(q, accountId);
  if (row) throw excludedError(row);
}

/**
 * Ends every session of the account: portal sessions (deleted), the games' sessions and the
 * launch tickets not yet used.
 */
export async function endAllSessions(q: Queryable, accountId: number): Promise<void> {
  await q.query(
    `${endingFor('excluded')} DELETE FROM sessions WHERE account_id = $1 AND EXISTS (SELECT FROM why)`,
    [accountId],
  );
  await q.query('DELETE FROM game_sessions WHERE account_id = $1', [accountId]);
  await q.query(
    'UPDATE launch_tickets SET expires_at = now() WHERE account_id = $1 AND used_at IS NULL AND expires_at > now()',
    [accountId],
  );
}

/** Starts a time-out or a self-exclusion now, for `interval` (PostgreSQL text). */
export async function exclude(
  q: Queryable,
  accountId: number,
  kind: ExclusionKind,
  interval: string,
): Promise<ExclusionRow> {
  const [row] = await q.query<ExclusionRow>(
    `WITH made AS (
       INSERT INTO responsible_exclusions (account_id, kind, ends_at)
       VALUES ($1, $2, now() + $3::interval) RETURNING *)
     SELECT kind, starts_at, ends_at, reopen_asked_at, NULL::timestamptz AS reopens_at, true AS running
     FROM made`,
    [accountId, kind, interval],
  );
  if (!row) throw new Error('exclusion vanished after insert');
  return row;
}

/**
 * Asks to reopen the account after its self-exclusion: refused while one runs; answers when it
 * reopens (a second ask answers the first one's instant).
 */
export async function askReopen(q: Queryable, accountId: number): Promise<string> {
  const row = await closingExclusion(q, accountId);
  if (!row) throw new ApiError('NOT_FOUND', { message: 'This account is not closed' });
  if (row.running || row.kind !== 'self-exclusion') throw excludedError(row);
  if (row.reopens_at) return iso(row.reopens_at);
  const [asked] = await q.query<{ reopens_at: Date }>(
    `UPDATE responsible_exclusions SET reopen_asked_at = now()
     WHERE account_id = $1 AND kind = 'self-exclusion' AND ends_at <= now() AND reopen_asked_at IS NULL
     RETURNING reopen_asked_at + make_interval(hours => ${REOPEN_WAIT_HOURS}) AS reopens_at`,
    [accountId],
  );
  if (!asked) throw excludedError(row);
  return iso(asked.reopens_at);
}

/** The members in a time-out or self-exclusion (or closed after one), for the operator. */
export async function excludedMembers(q: Queryable) {
  return q.query<{
    username: string;
    kind: ExclusionKind;
    starts_at: Date;
    ends_at: Date;
    reopens_at: Date | null;
  }>(
    `SELECT DISTINCT ON (a.id) a.username, e.kind, e.starts_at, e.ends_at,
       e.reopen_asked_at + make_interval(hours => ${REOPEN_WAIT_HOURS}) AS reopens_at
     FROM responsible_exclusions e JOIN accounts a ON a.id = e.account_id
     WHERE e.ends_at > now() OR (e.kind = 'self-exclusion' AND (e.reopen_asked_at IS NULL
       OR e.reopen_asked_at + make_interval(hours => ${REOPEN_WAIT_HOURS}) > now()))
     ORDER BY a.id, e.ends_at DESC`,
  );
}
