import type { CallValue, calls } from '@portal/contract';
import type { Queryable } from '../db/types';
import { fromCents, toCents } from '../ledger/ledger';
import type { ResponsibleSettings } from '../settings/settings';

// The reality check (RTS 13): every N minutes of a play session the game shows the time played,
// the stakes, the wins and the net, and plays on only once the member answers. The play session
// runs from the earliest live session of the account (the portal's or a game's), so that another
// login does not restart it; an answer moves the next check an interval on.

export type RealityCheck = CallValue<typeof calls.realityCheck>;

/** A session unseen this long (the default idle expiry) no longer holds the play session open. */
export const PLAY_IDLE_MINUTES = 60;

/**
 * The play session's start and the next check's time: the member's interval (else the operator's
 * default, the SQL `defaultMinutes`), from the session's start or the last answer; at once when the
 * operator asked for a check the member has not answered since. $1 the account, $3
 * PLAY_IDLE_MINUTES.
 */
export const anchorCte = (defaultMinutes: string) => `member AS (
       SELECT coalesce(max(reality_minutes), ${defaultMinutes}) AS minutes, max(reality_answered_at) AS answered,
         max(reality_asked_at) AS asked
       FROM responsible_members WHERE account_id = $1),
     started AS (
       SELECT coalesce(min(created_at), now()) AS at FROM (
         SELECT created_at FROM sessions WHERE account_id = $1 AND expires_at > now()
           AND last_seen_at > now() - make_interval(mins => $3::int)
         UNION ALL
         SELECT created_at FROM game_sessions WHERE account_id = $1 AND expires_at > now()) s),
     anchor AS (
       SELECT m.minutes, s.at AS started,
         CASE WHEN m.asked > coalesce(m.answered, '-infinity') THEN m.asked
           ELSE greatest(s.at, coalesce(m.answered, s.at)) + make_interval(mins => m.minutes) END AS due_at
       FROM member m, started s)`;

export async function realityCheckState(
  q: Queryable,
  accountId: number,
  settings: Pick<ResponsibleSettings, 'realityCheckMinutes'>,
): Promise<RealityCheck> {
  const [row] = await q.query<{
    minutes: number;
    started: Date;
    due_at: Date;
    due: boolean;
    played: number;
    stakes: string;
    wins: string;
  }>(
    `WITH ${anchorCte('$2::int')}
     SELECT a.minutes, a.started, a.due_at, a.due_at <= now() AS due,
       floor(extract(epoch FROM now() - a.started) / 60)::int AS played,
       coalesce((SELECT sum(stake) FROM game_bets WHERE account_id = $1 AND created_at >= a.started), 0)::text AS stakes,
       coalesce((SELECT sum(win) FROM game_bets WHERE account_id = $1 AND created_at >= a.started), 0)::text AS wins
     FROM anchor a`,
    [accountId, settings.realityCheckMinutes, PLAY_IDLE_MINUTES],
  );
  if (!row) throw new Error('reality check: no row');
  const stakes = toCents(row.stakes);
  const wins = toCents(row.wins);
  return {
    intervalMinutes: row.minutes,
    due: row.due,
    dueAt: new Date(row.due_at).toISOString(),
    sessionStartedAt: new Date(row.started).toISOString(),
    sessionMinutes: Math.max(0, row.played),
    stakes: fromCents(stakes),
    wins: fromCents(wins),
    net: fromCents(wins - stakes),
  };
}

/** The member's answer, continue: the next check is due an interval from now. */
export async function answerRealityCheck(q: Queryable, accountId: number): Promise<void> {
  await q.query(
    `INSERT INTO responsible_members (account_id, reality_answered_at) VALUES ($1, now())
     ON CONFLICT (account_id) DO UPDATE SET reality_answered_at = now()`,
    [accountId],
  );
}

/**
 * The operator asks the member's reality check now (a customer interaction): the next launch or
 * round is refused until the member has seen the session's figures and answered.
 */
export async function askRealityCheck(q: Queryable, accountId: number): Promise<void> {
  await q.query(
    `INSERT INTO responsible_members (account_id, reality_asked_at) VALUES ($1, now())
     ON CONFLICT (account_id) DO UPDATE SET reality_asked_at = now()`,
    [accountId],
  );
}

/** The member's own interval. */
export async function setRealityMinutes(
  q: Queryable,
  accountId: number,
  minutes: number,
): Promise<void> {
  await q.query(
    `INSERT INTO responsible_members (account_id, reality_minutes) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET reality_minutes = $2`,
    [accountId, minutes],
  );
}
