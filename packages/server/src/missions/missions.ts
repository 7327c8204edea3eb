// Missions (missionLeaderboard): the member's progress on each live mission, read from its real
// activity within the mission's window (valid bets and rounds from game_bets, as the rebate counts
// them; deposits the cashier credited), and the claim of a completed mission's reward. A claim is
// one row of mission_claims and one ledger movement keyed by the mission and the member: a second
// claim, even a concurrent one, waits on the key, replays it and pays nothing.
import { TRIAL_TYPE, type calls, type CallValue, type MissionKind } from '@portal/contract';
import type { AccountRow } from '../accounts/accounts';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { pickText, type Texts } from '../i18n/languages';
import { balanceCents, fromCents, postIn, toCents } from '../ledger/ledger';

type Summary = CallValue<typeof calls.missionSummary>;

/** A mission is live from its start, until its end or the operator ended it. */
export const LIVE_MISSION = (m: string, now: string) =>
  `${m}.ended_at IS NULL AND ${m}.starts_at <= ${now} AND (${m}.ends_at IS NULL OR ${m}.ends_at > ${now})`;

/**
 * The member's progress on mission `m` as numeric SQL: the stakes (bet-total) or the count
 * (rounds) of its bets in the window, or its deposits credited in the window. The indexes on
 * (account_id, created_at) and (account_id, decided_at) keep each a range read of one member.
 */
export const PROGRESS = (m: string, account: string) => `CASE ${m}.kind
  WHEN 'bet-total' THEN (SELECT coalesce(sum(b.stake), 0) FROM game_bets b
    WHERE b.account_id = ${account} AND b.created_at >= ${m}.starts_at
      AND b.created_at < coalesce(${m}.ends_at, 'infinity'))
  WHEN 'rounds' THEN (SELECT count(*) FROM game_bets b
    WHERE b.account_id = ${account} AND b.created_at >= ${m}.starts_at
      AND b.created_at < coalesce(${m}.ends_at, 'infinity'))
  ELSE (SELECT coalesce(sum(d.amount), 0) FROM deposits d
    WHERE d.account_id = ${account} AND d.status = 'credited' AND d.decided_at >= ${m}.starts_at
      AND d.decided_at < coalesce(${m}.ends_at, 'infinity'))
  END`;

interface Row {
  id: number;
  kind: MissionKind;
  target: string;
  reward: string;
  titles: Texts<string>;
  starts_at: Date | string;
  ends_at: Date | string | null;
  progress: string;
  claimed: boolean;
}

/** The live missions with the member's progress, or the one named `missionId`. */
function missionRows(q: Queryable, accountId: number, now: Date, missionId?: number) {
  return q.query<Row>(
    `SELECT m.id, m.kind, m.target::text AS target, m.reward::text AS reward, m.titles,
       m.starts_at, m.ends_at, (${PROGRESS('m', '$1')})::text AS progress,
       c.mission_id IS NOT NULL AS claimed
     FROM missions m
     LEFT JOIN mission_claims c ON c.mission_id = m.id AND c.account_id = $1
     WHERE ${LIVE_MISSION('m', '$2')} AND ($3::int IS NULL OR m.id = $3)
     ORDER BY m.id`,
    [accountId, now, missionId ?? null],
  );
}

const statusOf = (r: Row) =>
  r.claimed
    ? ('claimed' as const)
    : toCents(r.progress) >= toCents(r.target)
      ? ('claimable' as const)
      : ('inProgress' as const);

/** What a count or an amount of progress is as a number (rounds are whole). */
const numberOf = (kind: MissionKind, value: string) =>
  kind === 'rounds' ? Number(value) : fromCents(toCents(value));

/**
 * The member's live missions, the claimable first. Trial accounts have none (spec 6: they play
 * with demo funds only, and no bonus is theirs).
 */
export async function missionSummary(
  db: Queryable,
  account: Pick<AccountRow, 'id' | 'type'>,
  languages: readonly string[],
  now = new Date(),
): Promise<Summary> {
  if (account.type === TRIAL_TYPE) return { claimableCount: 0, missions: [] };
  const order = { claimable: 0, inProgress: 1, claimed: 2 } as const;
  const missions = (await missionRows(db, account.id, now))
    .map((r) => ({
      missionId: r.id,
      kind: r.kind,
      title: pickText(r.titles, languages).text,
      progress: numberOf(r.kind, r.progress),
      target: numberOf(r.kind, r.target),
      reward: fromCents(toCents(r.reward)),
      status: statusOf(r),
      startsAt: new Date(r.starts_at).toISOString(),
      endsAt: r.ends_at === null ? null : new Date(r.ends_at).toISOString(),
    }))
    .sort((a, b) => order[a.status] - order[b.status] || a.missionId - b.missionId);
  return {
    claimableCount: missions.filter((m) => m.status === 'claimable').length,
    missions,
  };
}

/** Pays a live, completed mission's reward to the member, once. */
export function claimMission(
  db: Db,
  account: Pick<AccountRow, 'id' | 'type'>,
  missionId: number,
  now = new Date(),
): Promise<CallValue<typeof calls.missionClaim>> {
  // Trial accounts play with demo funds only (spec 6).
  if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
  const already = () =>
    new ApiError('ALREADY_CLAIMED', {
      message: `mission ${missionId}: its reward was already claimed`,
    });
  return db.transaction(async (tx) => {
    const [row] = await missionRows(tx, account.id, now, missionId);
    if (!row)
      throw new ApiError('NOT_FOUND', {
        message: `missionId: mission ${missionId} is not live`,
        value: { fields: { missionId: `mission ${missionId} is not live` } },
      });
    if (row.claimed) throw already();
    if (statusOf(row) !== 'claimable')
      throw new ApiError('NOT_COMPLETE', {
        message: `mission ${missionId} is at ${numberOf(row.kind, row.progress)} of ${numberOf(row.kind, row.target)}`,
      });
    const cents = toCents(row.reward);
    // Keyed by the mission and the member: a concurrent claim waits here on the key, then finds
    // it taken (a replay) and pays nothing.
    const posted = await postIn(tx, {
      key: `mission:${missionId}:${account.id}`,
      kind: 'mission-reward',
      request: { missionId, accountId: account.id, cents },
      build: async (q, transactionId) => {
        const [claim] = await q.query<{ claimed_at: Date | string }>(
          `INSERT INTO mission_claims (mission_id, account_id, transaction_id, amount)
           VALUES ($1, $2, $3, $4::numeric / 100) RETURNING claimed_at`,
          [missionId, account.id, transactionId, cents],
        );
        return {
          legs: [
            { wallet: { member: account.id }, cents },
            { wallet: 'house', cents: -cents },
          ],
          result: {
            missionId,
            amount: fromCents(cents),
            balance: 0,
            claimedAt: new Date(claim?.claimed_at ?? now).toISOString(),
          },
        };
      },
      after: async (q, result) => ({
        ...result,
        balance: fromCents(await balanceCents(q, account.id)),
      }),
    });
    if (posted.replayed) throw already();
    return posted.result;
  });
}
