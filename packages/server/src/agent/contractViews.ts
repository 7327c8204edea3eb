// What the contract calls read: an agent's offers, an account's own contracts, the settlements of
// a kind over a range of days, and the consolidated contract info.
import {
  AGENT_TYPES,
  CONTRACT_KINDS,
  RECORD_PAGE_SIZE,
  type ContractKind,
  type ContractStatus,
} from '@portal/contract';
import type { Queryable } from '../db/types';
import { fromCents, toCents } from '../ledger/ledger';
import { recordRange } from '../records/service';
import { CONTRACT_SELECT, contractValue, enabledKinds, type ContractRow } from './contracts';

const pageOf = (pageNo: number, pageSize: number, total: number) => ({
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

/** The contracts `agentId` offered, newest first, filtered by kind and status. */
export async function offeredContracts(
  db: Queryable,
  agentId: number,
  query: { kind?: ContractKind; status?: ContractStatus; pageNo?: number; pageSize?: number },
) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? RECORD_PAGE_SIZE;
  const where = `c.upline_id = $1 AND ($2::text IS NULL OR c.kind = $2) AND ($3::text IS NULL OR c.status = $3)`;
  const args = [agentId, query.kind ?? null, query.status ?? null];
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM agent_contracts c WHERE ${where}`,
    args,
  );
  const rows = await db.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE ${where} ORDER BY c.id DESC LIMIT $4 OFFSET $5`,
    [...args, pageSize, (pageNo - 1) * pageSize],
  );
  return { records: rows.map(contractValue), ...pageOf(pageNo, pageSize, count?.n ?? 0) };
}

/** The account's contracts as a downline: offers, then active ones, then the last 20 ended. */
export async function ownContracts(db: Queryable, accountId: number) {
  const live = await db.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.downline_id = $1 AND c.status IN ('offered', 'active')
     ORDER BY c.status = 'active', c.id DESC`,
    [accountId],
  );
  const ended = await db.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.downline_id = $1 AND c.status NOT IN ('offered', 'active')
     ORDER BY c.id DESC LIMIT 20`,
    [accountId],
  );
  return { records: [...live, ...ended].map(contractValue) };
}

/** Which kinds apply to the account (the operator's flag on, and a contract or settlement). */
export async function consolidatedInfo(db: Queryable, accountId: number) {
  const enabled = await enabledKinds(db);
  const rows = await db.query<{ kind: ContractKind }>(
    `SELECT DISTINCT kind FROM agent_contracts
     WHERE (upline_id = $1 OR downline_id = $1) AND status IN ('offered', 'active')
     UNION
     SELECT DISTINCT c.kind FROM agent_settlements s JOIN agent_contracts c ON c.id = s.contract_id
     WHERE c.upline_id = $1 OR c.downline_id = $1`,
    [accountId],
  );
  const [state] = await db.query<{ pending: number; offers: boolean }>(
    `SELECT (SELECT count(*)::int FROM agent_contracts WHERE downline_id = $1 AND status = 'offered')
         AS pending,
       EXISTS (SELECT 1 FROM accounts WHERE upline_id = $1 AND type = ANY($2::int[])) AS offers`,
    [accountId, [...AGENT_TYPES]],
  );
  const has = new Set(rows.map((r) => r.kind));
  // A sub-agent to offer the kind to is reason enough: the first contract starts there.
  const on = (kind: ContractKind) => enabled.has(kind) && (state?.offers === true || has.has(kind));
  return {
    dailysalreq: on('daily'),
    divtypereq: on('dividend'),
    contracthoursalreq: on('hourly'),
    realtimesalreqtype: on('realtime'),
    pendingContracts: state?.pending ?? 0,
  };
}

export const isContractKind = (value: string): value is ContractKind =>
  (CONTRACT_KINDS as readonly string[]).includes(value);

/**
 * The settled periods of `kind` whose end falls in the range, of contracts the account pays
 * (out) or is paid by (in), newest first, with the paid totals in and out over the range.
 */
export async function settlementPage(
  db: Queryable,
  accountId: number,
  query: {
    kind: ContractKind;
    from?: string;
    to?: string;
    utcOffset?: number;
    pageNo?: number;
    pageSize?: number;
  },
) {
  const range = recordRange(query);
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? RECORD_PAGE_SIZE;
  const where = `c.kind = $1 AND (c.upline_id = $2 OR c.downline_id = $2)
    AND s.period_end > $3 AND s.period_end <= $4`;
  const args = [query.kind, accountId, range.start, range.end];
  const [totals] = await db.query<{ n: number; in: string; out: string }>(
    `SELECT count(*)::int AS n,
       coalesce(sum(s.amount) FILTER (WHERE s.status = 'paid' AND c.downline_id = $2), 0)::text AS in,
       coalesce(sum(s.amount) FILTER (WHERE s.status = 'paid' AND c.upline_id = $2), 0)::text AS out
     FROM agent_settlements s JOIN agent_contracts c ON c.id = s.contract_id WHERE ${where}`,
    args,
  );
  const rows = await db.query<{
    id: string;
    contract_id: number;
    period_start: Date;
    period_end: Date;
    upline: string | null;
    upline_id: number | null;
    downline: string;
    basis: string;
    rate: string;
    amount: string;
    status: 'paid' | 'unpaid' | 'nothing';
    paid_at: Date | null;
  }>(
    `SELECT s.id, s.contract_id, s.period_start, s.period_end, u.username AS upline, c.upline_id,
       d.username AS downline, s.basis::text AS basis, s.rate::text AS rate,
       s.amount::text AS amount, s.status, s.paid_at
     FROM agent_settlements s JOIN agent_contracts c ON c.id = s.contract_id
     JOIN accounts d ON d.id = c.downline_id LEFT JOIN accounts u ON u.id = c.upline_id
     WHERE ${where} ORDER BY s.period_end DESC, s.id DESC LIMIT $5 OFFSET $6`,
    [...args, pageSize, (pageNo - 1) * pageSize],
  );
  const money = (text: string) => fromCents(toCents(text));
  return {
    records: rows.map((r) => ({
      id: Number(r.id),
      contractId: r.contract_id,
      kind: query.kind,
      periodStart: new Date(r.period_start).toISOString(),
      periodEnd: new Date(r.period_end).toISOString(),
      upline: r.upline,
      downline: r.downline,
      direction: r.upline_id === accountId ? ('out' as const) : ('in' as const),
      basis: money(r.basis),
      rate: Number(r.rate),
      amount: money(r.amount),
      status: r.status,
      paidAt: r.paid_at === null ? null : new Date(r.paid_at).toISOString(),
    })),
    totals: { in: money(totals?.in ?? '0'), out: money(totals?.out ?? '0') },
    ...pageOf(pageNo, pageSize, totals?.n ?? 0),
    from: range.from,
    to: range.to,
  };
}
