// The team overview (spec 2.8): the team's size, and what it did today, yesterday, this month and in
// a chosen range. One statement answers the four stretches: the team is walked once (a recursive
// CTE is materialised once per query). Each stretch reads its bets as whole UTC days from
// bet_days (summed by triggers) and only its edges, less than a day at each end, from game_bets;
// deposits and withdrawals through their indexes on the time.
import { AGENT_TYPES } from '@portal/contract';
import type { Queryable } from '../db/types';
import { recordRange } from '../records/service';
import { teamCte } from './tree';

const DAY_MS = 86_400_000;

/** A stretch of time, its start included and its end not. */
interface Stretch {
  start: Date;
  end: Date;
}

export interface TeamStatsValue {
  newMembers: number;
  activePlayers: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  betCount: number;
  wins: number;
  profit: number;
}

const money = (value: string | number) => Math.round(Number(value) * 100) / 100;

/** The instant a day (`yyyy-MM-dd`) starts at `utcOffset` minutes east of UTC. */
const dayStart = (day: string, utcOffset: number): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - utcOffset * 60_000);

/** A stretch cut for reading: its whole UTC days, and the parts before and after them. */
function cut({ start, end }: Stretch) {
  const firstDay = Math.ceil(start.getTime() / DAY_MS) * DAY_MS;
  const endDay = Math.floor(end.getTime() / DAY_MS) * DAY_MS;
  // Less than one whole day inside: all of it is read from the bets, the days are none.
  if (firstDay >= endDay) return { firstDay: start, endDay: start, headEnd: end, tailStart: end };
  return {
    firstDay: new Date(firstDay),
    endDay: new Date(endDay),
    headEnd: new Date(firstDay),
    tailStart: new Date(endDay),
  };
}

const utcDate = (instant: Date) => instant.toISOString().slice(0, 10);

/** The size of the tree below `agentId` and its direct members and agents. */
async function teamSize(db: Queryable, agentId: number) {
  const [row] = await db.query<{ size: number; members: number; agents: number }>(
    `${teamCte('$1')}
     SELECT (SELECT count(*) FROM team)::int AS size,
       count(*) FILTER (WHERE NOT (a.type = ANY($2::int[])))::int AS members,
       count(*) FILTER (WHERE a.type = ANY($2::int[]))::int AS agents
     FROM accounts a WHERE a.upline_id = $1`,
    [agentId, [...AGENT_TYPES]],
  );
  return {
    teamSize: row?.size ?? 0,
    directMembers: row?.members ?? 0,
    directAgents: row?.agents ?? 0,
  };
}

/**
 * The team's figures in each stretch, in their order. Deposits count when credited (decided_at),
 * withdrawals when asked for, unless rejected: the money the members took out, or are taking.
 */
export async function teamStats(
  db: Queryable,
  agentId: number,
  stretches: readonly Stretch[],
): Promise<TeamStatsValue[]> {
  const cuts = stretches.map(cut);
  const rows = await db.query<{
    n: number;
    new_members: number;
    active: number;
    bet_count: number;
    bets: string;
    wins: string;
    deposits: string;
    withdrawals: string;
  }>(
    `${teamCte('$1')},
     s (n, start_at, end_at, first_day, end_day, head_end, tail_start) AS (
       SELECT * FROM unnest($2::int[], $3::timestamptz[], $4::timestamptz[], $5::date[],
         $6::date[], $7::timestamptz[], $8::timestamptz[])
     )
     SELECT s.n, m.new_members, g.active, g.bet_count, g.bets, g.wins, d.deposits, w.withdrawals
     FROM s
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS new_members FROM accounts a
       WHERE a.id IN (SELECT id FROM team) AND a.created_at >= s.start_at AND a.created_at < s.end_at
     ) m
     CROSS JOIN LATERAL (
       SELECT count(DISTINCT x.account_id)::int AS active, coalesce(sum(x.n), 0)::int AS bet_count,
         coalesce(sum(x.stake), 0)::text AS bets, coalesce(sum(x.win), 0)::text AS wins
       FROM (
         SELECT d.account_id, d.bet_count AS n, d.stake, d.win FROM bet_days d
         WHERE d.account_id IN (SELECT id FROM team) AND d.bet_count > 0
           AND d.day >= s.first_day AND d.day < s.end_day
         UNION ALL
         SELECT b.account_id, 1, b.stake, b.win FROM game_bets b
         WHERE b.account_id IN (SELECT id FROM team)
           AND b.created_at >= s.start_at AND b.created_at < s.head_end
         UNION ALL
         SELECT b.account_id, 1, b.stake, b.win FROM game_bets b
         WHERE b.account_id IN (SELECT id FROM team)
           AND b.created_at >= s.tail_start AND b.created_at < s.end_at
       ) x
     ) g
     CROSS JOIN LATERAL (
       SELECT coalesce(sum(p.amount), 0)::text AS deposits FROM deposits p
       WHERE p.account_id IN (SELECT id FROM team) AND p.status = 'credited'
         AND p.decided_at >= s.start_at AND p.decided_at < s.end_at
     ) d
     CROSS JOIN LATERAL (
       SELECT coalesce(sum(x.amount), 0)::text AS withdrawals FROM withdrawals x
       WHERE x.account_id IN (SELECT id FROM team) AND x.status <> 'rejected'
         AND x.created_at >= s.start_at AND x.created_at < s.end_at
     ) w
     ORDER BY s.n`,
    [
      agentId,
      stretches.map((_, i) => i),
      stretches.map((s) => s.start),
      stretches.map((s) => s.end),
      cuts.map((c) => utcDate(c.firstDay)),
      cuts.map((c) => utcDate(c.endDay)),
      cuts.map((c) => c.headEnd),
      cuts.map((c) => c.tailStart),
    ],
  );
  return rows.map((r) => {
    const bets = money(r.bets);
    const wins = money(r.wins);
    return {
      newMembers: r.new_members,
      activePlayers: r.active,
      deposits: money(r.deposits),
      withdrawals: money(r.withdrawals),
      bets,
      betCount: r.bet_count,
      wins,
      profit: money(wins - bets),
    };
  });
}

/** The overview of the tree below `agentId`, days read at `query.utcOffset`. */
export async function teamOverview(
  db: Queryable,
  agentId: number,
  query: { from?: string | undefined; to?: string | undefined; utcOffset?: number | undefined },
  now = Date.now(),
) {
  // The chosen range first: a bad one is refused before anything is read.
  const range = recordRange(query, now);
  const offset = query.utcOffset ?? 0;
  const today = recordRange({ utcOffset: offset }, now).to;
  const todayStart = dayStart(today, offset);
  const yesterdayStart = new Date(todayStart.getTime() - DAY_MS);
  const tomorrowStart = new Date(todayStart.getTime() + DAY_MS);
  const monthStart = dayStart(`${today.slice(0, 8)}01`, offset);
  const [size, [todayStats, yesterdayStats, monthStats, rangeStats]] = await Promise.all([
    teamSize(db, agentId),
    teamStats(db, agentId, [
      { start: todayStart, end: tomorrowStart },
      { start: yesterdayStart, end: todayStart },
      { start: monthStart, end: tomorrowStart },
      { start: range.start, end: range.end },
    ]),
  ]);
  if (!todayStats || !yesterdayStats || !monthStats || !rangeStats)
    throw new Error('team stats answered fewer stretches than asked');
  return {
    ...size,
    today: todayStats,
    yesterday: yesterdayStats,
    month: monthStats,
    range: { from: range.from, to: range.to, stats: rangeStats },
  };
}
