import type { CallValue, calls } from '@portal/contract';
import type { Queryable } from '../db/types';
import { ageChecks, responsibleSettings } from './gate';
import { moneyLimits, sessionLimit } from './limits';

// The member's responsible-play tools as one answer, and what a session limit does to the
// sessions already open.

export type ResponsibleState = CallValue<typeof calls.responsibleState>;

export async function responsibleState(q: Queryable, accountId: number): Promise<ResponsibleState> {
  const settings = await responsibleSettings(q);
  const age = await ageChecks(q, accountId);
  const [member] = await q.query<{ minutes: number | null }>(
    'SELECT reality_minutes AS minutes FROM responsible_members WHERE account_id = $1',
    [accountId],
  );
  return {
    enabled: settings.enabled,
    limits: await moneyLimits(q, accountId),
    session: await sessionLimit(q, accountId),
    realityCheckMinutes: member?.minutes ?? settings.realityCheckMinutes,
    ageGate: settings.ageGate,
    ageConfirmed: age.confirmed,
    ageVerified: age.verified,
    helpLinks: settings.helpLinks,
  };
}

/**
 * A shorter session limit applies to the sessions already open too: each ends at its start plus
 * the limit (if sooner), for every process at once (a session is checked in the database).
 */
export async function capLiveSessions(
  q: Queryable,
  accountId: number,
  minutes: number,
): Promise<void> {
  await q.query(
    `UPDATE sessions SET expires_at = least(expires_at, created_at + make_interval(mins => $2::int))
     WHERE account_id = $1 AND expires_at > now()`,
    [accountId, minutes],
  );
  await q.query(
    `UPDATE game_sessions SET expires_at = least(expires_at, created_at + make_interval(mins => $2::int))
     WHERE account_id = $1 AND expires_at > now()`,
    [accountId, minutes],
  );
}

/** The member's word of being 18 or over (kept once: the first instant stays). */
export async function confirmAge(q: Queryable, accountId: number): Promise<void> {
  await q.query(
    `INSERT INTO responsible_members (account_id, age_confirmed_at) VALUES ($1, now())
     ON CONFLICT (account_id) DO UPDATE
       SET age_confirmed_at = coalesce(responsible_members.age_confirmed_at, now())`,
    [accountId],
  );
}

/** The operator's verified flag (from the CLI): set, or taken away. */
export async function setAgeVerified(q: Queryable, accountId: number, on: boolean): Promise<void> {
  await q.query(
    `INSERT INTO responsible_members (account_id, age_verified_at)
     VALUES ($1, CASE WHEN $2::boolean THEN now() END)
     ON CONFLICT (account_id) DO UPDATE
       SET age_verified_at = CASE WHEN $2::boolean THEN coalesce(responsible_members.age_verified_at, now()) END`,
    [accountId, on],
  );
}
