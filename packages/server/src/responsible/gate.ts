import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { DEFAULT_SETTINGS, getSetting, type ResponsibleSettings } from '../settings/settings';
import { refuseExcluded } from './exclusions';
import { checkLimits, checkLoss } from './limits';
import { realityCheckState } from './reality';

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
  const { confirmed, verified } = await ageChecks(q, accountId);
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

/**
 * Before play (`cents` 0 for a launch, the stake for a round or a ticket): exclusion, age gate, a
 * reality check due and unanswered, the loss limit reached, the stake limits.
 */
export async function playGate(tx: Queryable, accountId: number, cents: number): Promise<void> {
  await refuseExcluded(tx, accountId);
  const settings = await responsibleSettings(tx);
  if (!settings.enabled) return;
  if (cents > 0) await lockMember(tx, accountId);
  await refuseUnderAgeGate(tx, accountId, settings);
  const check = await realityCheckState(tx, accountId, settings);
  if (check.due) throw new ApiError('REALITY_CHECK_DUE', { value: check });
  await checkLoss(tx, accountId);
  if (cents > 0) await checkLimits(tx, accountId, 'stake', cents);
}
