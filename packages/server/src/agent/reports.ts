// The agent's reports (spec 2.8): the team's bets and wallet movements (the member's records over
// many accounts, records/service.ts), each member's result over a range, and the agent's own
// income from its contracts. Every read is limited to the agent's tree.
import { CONTRACT_KINDS, type ContractKind } from '@portal/contract';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { fromCents, toCents } from '../ledger/ledger';
import { betPage, entryPage, type Owners } from '../records/service';
import { teamCte, teamMember } from './tree';

type Range = { start: Date; end: Date };

const money = (value: string | number) => Math.round(Number(value) * 100) / 100;
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The accounts a report covers: the one team member named `username`, or the whole team. A name
 * outside the tree answers 404, as an unknown one does.
 */
export async function reportOwners(
  db: Queryable,
  agentId: number,
  username: string | undefined,
): Promise<Owners> {
  if (username === undefined) return { teamOf: agentId };
  const member = await teamMember(db, agentId, username);
  if (!member) throw new ApiError('NOT_FOUND', { message: `No team member named ${username}` });
  return member.id;
}

/** A page of the team's bets, newest first, each with its player, and the range's totals. */
export async function teamBets(
  db: Queryable,
  owners: Owners,
  range: Range,
  languages: [string, string],
  pageNo: number,
  pageSize: number,
) {
  const { totals, rows } = await betPage(db, owners, range, ...languages, pageNo, pageSize);
  const stake = money(totals?.stake ?? 0);
  const win = money(totals?.win ?? 0);
  return {
    records: rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      game: r.game,
      vassalage: r.vassalage,
      gameType: r.game_type,
      stake: money(r.stake),
      win: money(r.win),
      profit: money(Number(r.win) - Number(r.stake)),
      placedAt: iso(r.created_at),
    })),
    totals: { stake, win, profit: money(win - stake) },
    total: totals?.n ?? 0,
  };
}

/** A page of the movements of the team's main wallets, newest first, each with its member. */
export async function teamTransactions(
  db: Queryable,
  owners: Owners,
  range: Range,
  pageNo: number,
  pageSize: number,
) {
  const { rows, total } = await entryPage(db, owners, range, pageNo, pageSize);
  return {
    records: rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      kind: r.kind as never,
      amount: money(r.amount),
      balance: money(r.balance),
      createdAt: iso(r.created_at),
    })),
    total,
  };
}

/**
 * Each member's result over the range (the members with bets in it), the biggest losses first
 * (ties by username), and the totals of them all.
 */
export async function userLoss(
  db: Queryable,
  owners: Owners,
  range: Range,
  pageNo: number,
  pageSize: number,
) {
  const one = typeof owners === 'number';
  const cte = one ? '' : teamCte('$1');
  const where = `${one ? 'b.account_id = $1' : 'b.account_id IN (SELECT id FROM team)'}
    AND b.created_at >= $2 AND b.created_at < $3`;
  const id = typeof owners === 'number' ? owners : owners.teamOf;
  const [totals] = await db.query<{ members: number; stake: string; win: string }>(
    `${cte} SELECT count(DISTINCT b.account_id)::int AS members,
       coalesce(sum(b.stake), 0)::text AS stake, coalesce(sum(b.win), 0)::text AS win
     FROM game_bets b WHERE ${where}`,
    [id, range.start, range.end],
  );
  const rows = await db.query<{ username: string; n: number; stake: string; win: string }>(
    `${cte}
     SELECT a.username, r.n, r.stake::text AS stake, r.win::text AS win
     FROM (
       SELECT b.account_id, count(*)::int AS n, sum(b.stake) AS stake, sum(b.win) AS win
       FROM game_bets b WHERE ${where} GROUP BY b.account_id
     ) r JOIN accounts a ON a.id = r.account_id
     ORDER BY r.win - r.stake, a.username_key LIMIT $4 OFFSET $5`,
    [id, range.start, range.end, pageSize, (pageNo - 1) * pageSize],
  );
  const stake = money(totals?.stake ?? 0);
  const win = money(totals?.win ?? 0);
  return {
    records: rows.map((r) => ({
      username: r.username,
      betCount: r.n,
      stake: money(r.stake),
      win: money(r.win),
      profit: money(Number(r.win) - Number(r.stake)),
    })),
    totals: { stake, win, profit: money(win - stake) },
    total: totals?.members ?? 0,
  };
}

type IncomeLine = Record<ContractKind | 'total', number>;
const CONTRACT_KINDS_AND_TOTAL = [...CONTRACT_KINDS, 'total'] as const;
const zero = (): IncomeLine => ({ dividend: 0, daily: 0, hourly: 0, realtime: 0, total: 0 });

/**
 * The agent's own income from contracts over the range: what salary and dividend settlements
 * paid into its main wallet, a line per day (at `utcOffset`) that had any, newest first, a
 * column per contract kind, and the totals. At most a line per day of the range, so the paging is
 * done here.
 */
export async function income(
  db: Queryable,
  agentId: number,
  range: Range,
  utcOffset: number,
  pageNo: number,
  pageSize: number,
) {
  const rows = await db.query<{ day: string; kind: ContractKind; amount: string }>(
    `SELECT to_char((t.created_at AT TIME ZONE 'UTC') + make_interval(mins => $4::int), 'YYYY-MM-DD') AS day,
       c.kind, sum(e.amount)::text AS amount
     FROM ledger_transactions t
     JOIN ledger_entries e ON e.transaction_id = t.id
     JOIN ledger_accounts w ON w.id = e.ledger_account_id
     JOIN agent_settlements s ON s.transaction_id = t.id
     JOIN agent_contracts c ON c.id = s.contract_id
     WHERE w.account_id = $1 AND e.amount > 0 AND t.kind IN ('salary', 'dividend')
       AND t.created_at >= $2 AND t.created_at < $3
     GROUP BY 1, 2`,
    [agentId, range.start, range.end, utcOffset],
  );
  // Summed in cents: whole numbers add up exactly.
  const days = new Map<string, IncomeLine>();
  const totals = zero();
  for (const r of rows) {
    const line = days.get(r.day) ?? zero();
    days.set(r.day, line);
    const cents = toCents(r.amount);
    for (const target of [line, totals]) {
      target[r.kind] += cents;
      target.total += cents;
    }
  }
  const units = (line: IncomeLine): IncomeLine =>
    Object.fromEntries(CONTRACT_KINDS_AND_TOTAL.map((k) => [k, fromCents(line[k])])) as IncomeLine;
  const records = [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([day, line]) => ({ day, ...units(line) }));
  return {
    records: records.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totals: units(totals),
    total: records.length,
  };
}
