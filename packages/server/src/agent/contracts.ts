// Contracts between an agent (or the house) and a direct downline agent (spec 4.11): offers and
// every later step, each checked against the transition table (contractStates.ts) and written
// with its history row in the same transaction.
import {
  isAgentType,
  SALARY_PERIOD,
  type Contract as ContractSchema,
  type ContractAction,
  type ContractKind,
  type ContractPeriod,
  type ContractStatus,
} from '@portal/contract';
import type { Static } from 'typebox';
import type { Db, Queryable } from '../db/types';
import { ApiError, fieldErrors } from '../http/errors';
import { getSetting } from '../settings/settings';
import { contractTransition, type ContractParty, type ContractStep } from './contractStates';

/** The operator flag that turns each kind on, under AGENTPOLICY3 (contracts at all). */
type Contract = Static<typeof ContractSchema>;

export const KIND_FLAGS: Record<ContractKind, string> = {
  dividend: 'SIGNCONDIV3',
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
};
export const CONTRACTS_FLAG = 'AGENTPOLICY3';

export const KIND_TEXT: Record<ContractKind, string> = {
  dividend: 'a dividend',
  daily: 'a daily salary',
  hourly: 'an hourly salary',
  realtime: 'a real-time salary',
};

/** The kinds the operator's flags turn on now. */
export async function enabledKinds(db: Queryable): Promise<Set<ContractKind>> {
  const flags = await getSetting(db, 'whitelabel');
  const kinds = Object.entries(KIND_FLAGS)
    .filter(([, flag]) => flags.includes(flag) && flags.includes(CONTRACTS_FLAG))
    .map(([kind]) => kind as ContractKind);
  return new Set(kinds);
}

export interface ContractRow {
  id: number;
  kind: ContractKind;
  period: ContractPeriod;
  rate: string;
  upline_id: number | null;
  downline_id: number;
  upline: string | null;
  downline: string;
  terms: string;
  status: ContractStatus;
  end_reason: 'replaced' | 'upline-rate-lower' | null;
  offered_at: Date;
  decided_at: Date | null;
  ended_at: Date | null;
}

/** The columns of a ContractRow, from `agent_contracts c` joined to its two accounts. */
export const CONTRACT_SELECT = `SELECT c.id, c.kind, c.period, c.rate::text AS rate, c.upline_id,
  c.downline_id, u.username AS upline, d.username AS downline, c.terms, c.status, c.end_reason,
  c.offered_at, c.decided_at, c.ended_at
  FROM agent_contracts c JOIN accounts d ON d.id = c.downline_id
  LEFT JOIN accounts u ON u.id = c.upline_id`;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export const contractValue = (r: ContractRow): Contract => ({
  id: r.id,
  kind: r.kind,
  period: r.period,
  rate: Number(r.rate),
  upline: r.upline,
  downline: r.downline,
  terms: r.terms,
  status: r.status,
  endReason: r.end_reason,
  offeredAt: new Date(r.offered_at).toISOString(),
  decidedAt: iso(r.decided_at),
  endedAt: iso(r.ended_at),
});

/** A rate in hundredths of a percent ('1.5' → 150); NaN when it is not a rate. */
export function rateHundredths(rate: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/u.exec(rate.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const rateText = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}${
    hundredths % 100
      ? `.${String(hundredths % 100)
          .padStart(2, '0')
          .replace(/0$/u, '')}`
      : ''
  }`;

export interface OfferTerms {
  kind: ContractKind;
  rate: string;
  period?: string | undefined;
  terms?: string | undefined;
}

/**
 * The period and rate of an offer, checked: a dividend names one of its periods, a salary takes
 * its kind's and refuses another; the rate is above 0, at most the operator's maximum and, when
 * `ownRate` is given (the offering agent's own contract of that kind), at most that.
 */
export async function checkTerms(
  db: Queryable,
  offer: OfferTerms,
  ownRate: string | undefined,
): Promise<{ period: ContractPeriod; hundredths: number }> {
  let period: ContractPeriod;
  if (offer.kind === 'dividend') {
    if (!offer.period || !['week', 'semimonth', 'month'].includes(offer.period))
      throw fieldErrors({
        period: 'a dividend is settled by week, semimonth or month: choose one',
      });
    period = offer.period as ContractPeriod;
  } else {
    if (offer.period !== undefined)
      throw fieldErrors({
        period: `${KIND_TEXT[offer.kind]} is settled every ${SALARY_PERIOD[offer.kind]}: leave period out`,
      });
    period = SALARY_PERIOD[offer.kind];
  }
  const hundredths = rateHundredths(offer.rate);
  if (!Number.isInteger(hundredths) || hundredths <= 0)
    throw fieldErrors({ rate: 'a percentage above 0 with at most two decimals, such as 1.5' });
  const max = Math.round((await getSetting(db, 'agentContracts')).maxRate[offer.kind] * 100);
  if (hundredths > max)
    throw fieldErrors({
      rate: `at most ${rateText(max)}%, the operator's maximum for ${KIND_TEXT[offer.kind]}`,
    });
  if (ownRate !== undefined && hundredths > rateHundredths(ownRate))
    throw fieldErrors({
      rate: `at most ${rateText(rateHundredths(ownRate))}%, the rate of your own ${offer.kind} contract`,
    });
  return { period, hundredths };
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Writes a contract's history row: who moved it to `status`. */
export async function contractEvent(
  tx: Queryable,
  contractId: number,
  status: ContractStatus,
  actor: { id: number | null; name: string },
): Promise<void> {
  await tx.query(
    'INSERT INTO agent_contract_events (contract_id, status, actor_id, actor) VALUES ($1, $2, $3, $4)',
    [contractId, status, actor.id, actor.name],
  );
}

export async function contractById(q: Queryable, id: number): Promise<ContractRow | undefined> {
  const [row] = await q.query<ContractRow>(`${CONTRACT_SELECT} WHERE c.id = $1`, [id]);
  return row;
}

/**
 * Writes a new offer from `upline` (an agent id, or null: the house) to `downline`, with its
 * history row. A second offer of the kind to the same downline, while one waits, is refused.
 */
export async function insertOffer(
  db: Db,
  offer: OfferTerms & { uplineId: number | null; downline: { id: number; username: string } },
  checked: { period: ContractPeriod; hundredths: number },
  actor: { id: number | null; name: string },
): Promise<Contract> {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO agent_contracts (kind, period, rate, upline_id, downline_id, terms, status)
         VALUES ($1, $2, $3::numeric / 100, $4, $5, $6, 'offered') RETURNING id`,
        [
          offer.kind,
          checked.period,
          checked.hundredths,
          offer.uplineId,
          offer.downline.id,
          offer.terms?.trim() ?? '',
        ],
      );
      if (!row) throw new Error('agent_contracts: the insert returned no row');
      await contractEvent(tx, row.id, 'offered', actor);
      return row.id;
    });
    const row = await contractById(db, id);
    if (!row) throw new Error(`contract ${id} vanished after its offer`);
    return contractValue(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Only agent_contracts_one_offer can refuse an offered row.
    throw new ApiError('CONTRACT_STATE', {
      message: `${offer.downline.username} already has an offer of ${KIND_TEXT[offer.kind]} waiting for an answer: withdraw it before offering another`,
      value: { status: 'offered' },
    });
  }
}

/** An agent's offer to one of its direct downline agents (agentOfferContract). */
export async function offerContract(
  db: Db,
  agent: { id: number; username: string },
  body: OfferTerms & { username: string },
): Promise<Contract> {
  const flags = await getSetting(db, 'whitelabel');
  if (!flags.includes(CONTRACTS_FLAG) || !flags.includes(KIND_FLAGS[body.kind]))
    throw new ApiError('FEATURE_DISABLED', {
      message: `The operator has not enabled contracts of ${KIND_TEXT[body.kind]}`,
    });
  const [downline] = await db.query<{ id: number; username: string; type: number }>(
    'SELECT id, username, type FROM accounts WHERE upline_id = $1 AND username_key = lower($2)',
    [agent.id, body.username.trim()],
  );
  if (!downline) throw fieldErrors({ username: 'not one of your direct downlines' });
  if (!isAgentType(downline.type))
    throw fieldErrors({ username: `${downline.username} is a member: contracts are with agents` });
  const [own] = await db.query<{ rate: string }>(
    "SELECT rate::text AS rate FROM agent_contracts WHERE downline_id = $1 AND kind = $2 AND status = 'active'",
    [agent.id, body.kind],
  );
  const checked = await checkTerms(db, body, own?.rate);
  return insertOffer(db, { ...body, uplineId: agent.id, downline }, checked, {
    id: agent.id,
    name: agent.username,
  });
}

/** Moves a locked contract to its next status and writes the history row. */
async function step(
  tx: Queryable,
  row: ContractRow,
  action: ContractStep,
  by: ContractParty,
  actor: { id: number | null; name: string },
  endReason: 'replaced' | 'upline-rate-lower' | null = null,
): Promise<ContractStatus> {
  const to = contractTransition(row.status, action, by, row.id);
  await tx.query(
    `UPDATE agent_contracts SET status = $2, end_reason = coalesce($3, end_reason),
       decided_at = CASE WHEN status = 'offered' THEN now() ELSE decided_at END,
       ended_at = CASE WHEN $2 IN ('terminated', 'ended') THEN now() ELSE ended_at END
     WHERE id = $1`,
    [row.id, to, endReason],
  );
  await contractEvent(tx, row.id, to, actor);
  return to;
}

const lockContracts = (tx: Queryable, where: string, args: unknown[]) =>
  tx.query<ContractRow>(`${CONTRACT_SELECT} WHERE ${where} ORDER BY c.id FOR UPDATE OF c`, args);

/**
 * The accepted contract's consequences (spec 4.11), in the accepting transaction: the downline's
 * active contract of the kind ends (replaced), then the downline's own contracts of the kind with
 * its downlines at a higher rate end (active) or are withdrawn (offered). Answers their ids.
 */
async function acceptConsequences(
  tx: Queryable,
  row: ContractRow,
  actor: { id: number | null; name: string },
): Promise<number[]> {
  const portal = { id: actor.id, name: 'portal' };
  const changed: number[] = [];
  const old = await lockContracts(
    tx,
    "c.downline_id = $1 AND c.kind = $2 AND c.status = 'active'",
    [row.downline_id, row.kind],
  );
  for (const c of old) {
    await step(tx, c, 'end', 'portal', portal, 'replaced');
    changed.push(c.id);
  }
  const above = await lockContracts(
    tx,
    "c.upline_id = $1 AND c.kind = $2 AND c.status IN ('active', 'offered') AND c.rate > $3::numeric",
    [row.downline_id, row.kind, row.rate],
  );
  for (const c of above) {
    const action = c.status === 'active' ? 'end' : 'withdraw';
    await step(tx, c, action, 'portal', portal, 'upline-rate-lower');
    changed.push(c.id);
  }
  return changed;
}

/**
 * Two accepts in one tree lock their own contract first and the other's after (an upline's
 * accept withdraws a downline's offer the downline is accepting): PostgreSQL aborts one of them
 * with a deadlock, and running it again sees the other's result.
 */
async function onceMoreAfterDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 3) throw error;
    }
  }
}

/**
 * A member's step on a contract (contractAction): the party it is decides which steps it may
 * take; a contract it is no party of is unknown to it (NOT_FOUND).
 */
export async function actOnContract(
  db: Db,
  caller: { id: number; username: string },
  contractId: number,
  action: ContractAction,
): Promise<{ contract: Contract; ended: Contract[] }> {
  const changed = await onceMoreAfterDeadlock(() =>
    db.transaction(async (tx) => {
      const [row] = await lockContracts(
        tx,
        'c.id = $1 AND (c.upline_id = $2 OR c.downline_id = $2)',
        [contractId, caller.id],
      );
      if (!row) throw new ApiError('NOT_FOUND', { message: `No contract ${contractId}` });
      const by: ContractParty = row.upline_id === caller.id ? 'upline' : 'downline';
      const actor = { id: caller.id, name: caller.username };
      // Checked before anything else moves, so that a refused step changes nothing.
      contractTransition(row.status, action, by, row.id);
      const ended = action === 'accept' ? await acceptConsequences(tx, row, actor) : [];
      await step(tx, row, action, by, actor);
      return ended;
    }),
  );
  const rows = await db.query<ContractRow>(`${CONTRACT_SELECT} WHERE c.id = ANY($1::int[])`, [
    [contractId, ...changed],
  ]);
  const contract = rows.find((r) => r.id === contractId);
  if (!contract) throw new Error(`contract ${contractId} vanished after its step`);
  return {
    contract: contractValue(contract),
    ended: changed.flatMap((id) => rows.filter((r) => r.id === id).map(contractValue)),
  };
}

/**
 * The operator's end of a contract (CLI): an active one is terminated, an offer withdrawn.
 * Answers the contract after the step.
 */
export async function operatorEnd(tx: Queryable, contractId: number): Promise<ContractRow> {
  const [row] = await lockContracts(tx, 'c.id = $1', [contractId]);
  if (!row) throw new Error(`no contract ${contractId}`);
  const action = row.status === 'offered' ? 'withdraw' : 'terminate';
  await step(tx, row, action, 'operator', { id: null, name: 'operator' });
  const after = await contractById(tx, contractId);
  if (!after) throw new Error(`contract ${contractId} vanished`);
  return after;
}
