import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { DEFAULT_SETTINGS, getSetting, type ResponsibleSettings } from '../settings/settings';
import { CLOSING, refuseExcluded } from './exclusions';
import { checkLimits, checkLoss } from './limits';
import { anchorCte, PLAY_IDLE_MINUTES, realityCheckState } from './reality';

// The checks the cashier and the games make before money moves. A time-out or self-exclusion
// refuses whatever the operator's switch says; the rest applies while it is on.

/** The operator's responsible-play settings, with defaults for anything an older save lacks. */
export async function responsibleSettings(q: Queryable): Promise<ResponsibleSettings> {
  return { ...DEFAULT_SETTINGS.responsible, ...(await getSetting(q, 'responsible')) };
}

/** The member's age checks: confirmed by the member, verified by the operator. */
export async function ageChecks(
  q: Queryable,
  accountId: number,
): Promise<{ confirmed: boolean; verified: boolean }> {
  const [row] = await q.query<{ confirmed: boolean; verified: boolean }>(
    `SELECT age_confirmed_at IS NOT NULL AS confirmed, age_verified_at IS NOT NULL AS verified
     FROM responsible_members WHERE account_id = $1`,
    [accountId],
  );
  return row ?? { confirmed: false, verified: false };
}

async function refuseUnderAgeGate(
  q: Queryable,
  accountId: number,
  settings: ResponsibleSettings,
): Promise<void> {
  if (settings.ageGate === 'off') return;
  refuseAge(await ageChecks(q, accountId), settings);
}

/** AGE_UNCONFIRMED unless the member has the checks the operator's gate asks for. */
function refuseAge(
  { confirmed, verified }: { confirmed: boolean; verified: boolean },
  settings: ResponsibleSettings,
): void {
  if (settings.ageGate === 'off') return;
  const confirmNeeded = settings.ageGate === 'confirm' || settings.ageGate === 'both';
  const verifyNeeded = settings.ageGate === 'verified' || settings.ageGate === 'both';
  if ((confirmNeeded && !confirmed) || (verifyNeeded && !verified))
    throw new ApiError('AGE_UNCONFIRMED', {
      value: {
        confirm: confirmNeeded && !confirmed,
        verify: verifyNeeded && !verified,
      },
    });
}

/**
 * Serialises the checks and the movement of one member: two rounds or deposits at once would
 * otherwise both see the same room under a limit. Held to the end of the caller's transaction.
 */
export async function lockMember(tx: Queryable, accountId: number): Promise<void> {
  await tx.query(
    'INSERT INTO responsible_members (account_id) VALUES ($1) ON CONFLICT DO NOTHING',
    [accountId],
  );
  await tx.query('SELECT 1 FROM responsible_members WHERE account_id = $1 FOR UPDATE', [accountId]);
}

/** Before a deposit of `cents` is asked for: exclusion, age gate, deposit limits. */
export async function depositGate(tx: Queryable, accountId: number, cents: number): Promise<void> {
  await refuseExcluded(tx, accountId);
  const settings = await responsibleSettings(tx);
  if (!settings.enabled) return;
  await lockMember(tx, accountId);
  await refuseUnderAgeGate(tx, accountId, settings);
  await checkLimits(tx, accountId, 'deposit', cents);
}

/** What play asks before every round, read in one round trip. */
interface PlayFacts {
  excluded: boolean;
  settings: Partial<ResponsibleSettings> | null;
  confirmed: boolean;
  verified: boolean;
  /** A stake or loss limit is set: only then are the window's sums read, under the member's lock. */
  play_limits: boolean;
  due: boolean;
}

// Every round asks these: one query, so that a member with no limits pays one round trip (the
// demo round benchmark in docs/benchmarks.md); the details are read only for a refusal.
const PLAY_FACTS = `WITH ${anchorCte(
  `coalesce((SELECT (value->>'realityCheckMinutes')::int FROM settings WHERE key = 'responsible'), $2::int)`,
)}
  SELECT
    EXISTS (SELECT 1 FROM responsible_exclusions WHERE account_id = $1 AND ${CLOSING}) AS excluded,
    (SELECT value FROM settings WHERE key = 'responsible') AS settings,
    coalesce((SELECT age_confirmed_at IS NOT NULL FROM responsible_members WHERE account_id = $1), false) AS confirmed,
    coalesce((SELECT age_verified_at IS NOT NULL FROM responsible_members WHERE account_id = $1), false) AS verified,
    EXISTS (SELECT 1 FROM responsible_limits WHERE account_id = $1 AND kind IN ('stake', 'loss')
      AND value IS NOT NULL) AS play_limits,
    (SELECT due_at <= now() FROM anchor) AS due`;

/**
 * Before play (`cents` 0 for a launch, the stake for a round or a ticket): exclusion, age gate, a
 * reality check due and unanswered, the loss limit reached, the stake limits.
 */
export async function playGate(tx: Queryable, accountId: number, cents: number): Promise<void> {
  const [facts] = await tx.query<PlayFacts>(PLAY_FACTS, [
    accountId,
    DEFAULT_SETTINGS.responsible.realityCheckMinutes,
    PLAY_IDLE_MINUTES,
  ]);
  if (!facts) throw new Error('responsible play: no facts');
  if (facts.excluded) await refuseExcluded(tx, accountId);
  const settings = { ...DEFAULT_SETTINGS.responsible, ...facts.settings };
  if (!settings.enabled) return;
  refuseAge(facts, settings);
  if (facts.due) {
    const check = await realityCheckState(tx, accountId, settings);
    if (check.due) throw new ApiError('REALITY_CHECK_DUE', { value: check });
  }
  if (!facts.play_limits) return;
  if (cents > 0) await lockMember(tx, accountId);
  await checkLoss(tx, accountId);
  if (cents > 0) await checkLimits(tx, accountId, 'stake', cents);
}
