import { Type } from 'typebox';
import { recordPageQuery, recordPageValue } from '../records';
import { Amount, closed, DateTime, opt, paging, Str, Text } from '../shared';
import { CONTRACT_KINDS, type ContractKind } from './schemas';

/**
 * The contracts between an upline and a direct downline agent (spec 4.11) and the settlements of
 * their salaries and dividends: schemas of the agent domain's contract calls.
 */

/** A username, as the team calls name their members. */
const Username = Str(32, 1);

// ---------------------------------------------------------------- contracts

/**
 * How often a contract is settled: real-time salaries every 5 minutes, hourly every hour, daily
 * every day; a dividend weekly, twice a month (1st-15th, 16th-end) or monthly.
 */
export const CONTRACT_PERIODS = ['5min', 'hour', 'day', 'week', 'semimonth', 'month'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
export const DIVIDEND_PERIODS = ['week', 'semimonth', 'month'] as const;

/** The only period of each salary kind; a dividend takes one of DIVIDEND_PERIODS. */
export const SALARY_PERIOD: Record<Exclude<ContractKind, 'dividend'>, ContractPeriod> = {
  realtime: '5min',
  hourly: 'hour',
  daily: 'day',
};

/**
 * A contract's life (spec 4.11): offered by the upline; accepted (active) or rejected by the
 * downline, or withdrawn by the upline while offered; an active one is terminated by either side,
 * or ended by the portal (a new contract of the same kind accepted in its place, or its upline's
 * own contract of that kind accepted at a lower rate). Rejected, withdrawn, terminated and ended
 * are final.
 */
export const CONTRACT_STATUSES = [
  'offered',
  'active',
  'rejected',
  'withdrawn',
  'terminated',
  'ended',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_ACTIONS = ['accept', 'reject', 'withdraw', 'terminate'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** Why the portal ended an active contract. */
export const CONTRACT_END_REASONS = ['replaced', 'upline-rate-lower'] as const;

/** A rate in percent, at most two decimals: 0.5 is half a percent of the basis. */
const RateText = Type.String({
  minLength: 1,
  maxLength: 6,
  pattern: '^\\d{1,3}(\\.\\d{1,2})?$',
  description: 'A percentage with at most two decimals, such as 1.5',
});

export const Contract = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    kind: Type.Enum([...CONTRACT_KINDS]),
    period: Type.Enum([...CONTRACT_PERIODS]),
    /** Percent of the basis: the team's bets for a salary, its net loss for a dividend. */
    rate: Type.Number(),
    /** Who pays: the upline agent, or null when the operator (the house) offered it. */
    upline: Type.Union([Type.String(), Type.Null()]),
    downline: Type.String(),
    terms: Type.String(),
    status: Type.Enum([...CONTRACT_STATUSES]),
    /** Set when the portal ended it. */
    endReason: Type.Union([Type.Enum([...CONTRACT_END_REASONS]), Type.Null()]),
    offeredAt: DateTime,
    /** Accepted, rejected or withdrawn. */
    decidedAt: Type.Union([DateTime, Type.Null()]),
    endedAt: Type.Union([DateTime, Type.Null()]),
  },
  closed,
);

export const ContractListQuery = Type.Object(
  {
    kind: opt(Type.Enum([...CONTRACT_KINDS])),
    status: opt(Type.Enum([...CONTRACT_STATUSES])),
    pageNo: recordPageQuery.pageNo,
    pageSize: recordPageQuery.pageSize,
  },
  closed,
);

export const ContractListValue = Type.Object({ records: Type.Array(Contract), ...paging }, closed);

export const OfferContractBody = Type.Object(
  {
    /** A direct downline of the agent. */
    username: Username,
    kind: Type.Enum([...CONTRACT_KINDS]),
    /** A dividend's period; a salary's is its kind's (SALARY_PERIOD). */
    period: opt(Type.Enum([...DIVIDEND_PERIODS])),
    rate: RateText,
    /** What else the two agree, for the downline to read. */
    terms: opt(Text(500)),
  },
  closed,
);

export const ContractActionBody = Type.Object(
  {
    contractId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    action: Type.Enum([...CONTRACT_ACTIONS]),
  },
  closed,
);

export const ContractActionValue = Type.Object(
  {
    contract: Contract,
    /** Contracts the portal ended because of this step (spec 4.11). */
    ended: Type.Array(Contract),
  },
  closed,
);

/** The member's own contracts as a downline: offers waiting first (the contract pop-up). */
export const MyContractsValue = Type.Object({ records: Type.Array(Contract) }, closed);

/**
 * The consolidated contract info (spec 3, 7.1 /wps/member/info/funds/consolidated): which
 * contract kinds apply to this account, each on when the operator's flag is on and the account
 * has a contract of that kind, as upline or downline, or a direct sub-agent to offer it to (the
 * agent centre shows the kind's page then); and how many offers wait for its answer.
 */
export const ConsolidatedValue = Type.Object(
  {
    /** Daily salary (DAILYSALCONT3). */
    dailysalreq: Type.Boolean(),
    /** Dividend (SIGNCONDIV3). */
    divtypereq: Type.Boolean(),
    /** Hourly salary (HOURSAL3). */
    contracthoursalreq: Type.Boolean(),
    /** Real-time salary (RTSALARY3). */
    realtimesalreqtype: Type.Boolean(),
    /** Offers to this account waiting for an answer. */
    pendingContracts: Type.Integer({ minimum: 0 }),
  },
  closed,
);

// ---------------------------------------------------------------- settlements

export const SETTLEMENT_STATUSES = ['paid', 'unpaid', 'nothing'] as const;

export const SettlementQuery = Type.Object(
  { ...recordPageQuery, kind: Type.Enum([...CONTRACT_KINDS]) },
  closed,
);

/** One period of one contract, settled once (the period is the ledger's idempotency key). */
export const Settlement = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    contractId: Type.Integer({ minimum: 1 }),
    kind: Type.Enum([...CONTRACT_KINDS]),
    periodStart: DateTime,
    periodEnd: DateTime,
    upline: Type.Union([Type.String(), Type.Null()]),
    downline: Type.String(),
    /** Into the agent's wallet (the agent is the downline) or out of it (the upline). */
    direction: Type.Enum(['in', 'out']),
    /** The team's bets (salary) or net loss (dividend) in the period. */
    basis: Amount,
    rate: Type.Number(),
    amount: Amount,
    /**
     * paid: moved through the ledger; unpaid: the upline's balance was short, tried again on each
     * sweep; nothing: nothing was owed for the period.
     */
    status: Type.Enum([...SETTLEMENT_STATUSES]),
    paidAt: Type.Union([DateTime, Type.Null()]),
  },
  closed,
);

export const SettlementsValue = Type.Object(
  {
    records: Type.Array(Settlement),
    /** Over the whole range: what came in and what went out. */
    totals: Type.Object({ in: Amount, out: Amount }, closed),
    ...recordPageValue,
  },
  closed,
);
