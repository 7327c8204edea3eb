import { Type } from 'typebox';
import { Day, recordPageQuery, recordPageValue, TRANSACTION_KINDS } from '../records';
import { Amount, closed, DateTime, Language, opt, paging, Str, Text } from '../shared';

/**
 * The agent centre (spec 2.8, 4.11, 6): an agent's team (every direct and indirect downline), its
 * reports over a range of days in the agent's time zone, the accounts the agent opens, the
 * announcements addressed to agents, and the contracts between an agent and a direct downline
 * with the salaries and dividends settled under them.
 */

/** A username, as the team calls name their members. */
const Username = Str(32, 1);

// ---------------------------------------------------------------- team overview

/** What a team did in one stretch of time: players' figures, from the bets and the ledger. */
export const TeamStats = Type.Object(
  {
    /** Accounts of the team opened in the stretch. */
    newMembers: Type.Integer({ minimum: 0 }),
    /** Team members with at least one bet in the stretch. */
    activePlayers: Type.Integer({ minimum: 0 }),
    /** Deposits credited to team members. */
    deposits: Amount,
    /** Withdrawals the team asked for and that were not rejected. */
    withdrawals: Amount,
    /** Stakes of the team's rounds and tickets. */
    bets: Amount,
    betCount: Type.Integer({ minimum: 0 }),
    /** What those rounds paid. */
    wins: Amount,
    /** The players' result, wins − bets: negative when the team lost. */
    profit: Amount,
  },
  closed,
);

export const TeamOverviewQuery = Type.Object(
  {
    /** The chosen range's first day, included. @default `to` less 6 days */
    from: opt(Day),
    /** The chosen range's last day, included. @default today */
    to: opt(Day),
    utcOffset: recordPageQuery.utcOffset,
  },
  closed,
);

export const TeamOverviewValue = Type.Object(
  {
    /** Every direct and indirect downline. */
    teamSize: Type.Integer({ minimum: 0 }),
    directMembers: Type.Integer({ minimum: 0 }),
    directAgents: Type.Integer({ minimum: 0 }),
    today: TeamStats,
    yesterday: TeamStats,
    /** From the first of this month to now. */
    month: TeamStats,
    /** The chosen range, with its days after the defaults. */
    range: Type.Object({ from: Day, to: Day, stats: TeamStats }, closed),
  },
  closed,
);

// ---------------------------------------------------------------- open an account, invitation

export const DOWNLINE_KINDS = ['member', 'agent'] as const;
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];

export const InviteValue = Type.Object(
  {
    /** The agent's invitation (affiliate) code: a registration that carries it joins the team. */
    code: Type.String(),
    /** The portal's registration link with the code in it, to share. */
    link: Type.String(),
  },
  closed,
);

export const OpenAccountBody = Type.Object(
  {
    kind: Type.Enum([...DOWNLINE_KINDS]),
    /** Checked with the operator's registration rules, as a registration is. */
    username: Str(64, 1),
    password: Str(64, 1),
    confirmPassword: Str(64, 1),
    nickname: opt(Str(64)),
  },
  closed,
);

export const OpenAccountValue = Type.Object(
  { username: Type.String(), kind: Type.Enum([...DOWNLINE_KINDS]) },
  closed,
);

// ---------------------------------------------------------------- downlines

export const DownlinesQuery = Type.Object(
  {
    /** Whose direct downlines to list: the agent (the default) or a sub-agent of the team. */
    of: opt(Username),
    /** Part of a username: searches the whole team below `of` instead of its direct downlines. */
    search: opt(Str(32, 1)),
    pageNo: recordPageQuery.pageNo,
    pageSize: recordPageQuery.pageSize,
  },
  closed,
);

export const Downline = Type.Object(
  {
    username: Type.String(),
    nickname: Type.String(),
    kind: Type.Enum([...DOWNLINE_KINDS]),
    /** Its upline, a member of the path or the agent. */
    upline: Type.String(),
    status: Type.Enum(['active', 'disabled']),
    balance: Amount,
    /** Its own direct and indirect downlines (0 for a member). */
    teamSize: Type.Integer({ minimum: 0 }),
    lastLoginAt: Type.Union([DateTime, Type.Null()]),
    createdAt: DateTime,
  },
  closed,
);

export const DownlinesValue = Type.Object(
  {
    /** From the agent to `of`, both included: the breadcrumb of a drill into sub-agents. */
    path: Type.Array(Type.String()),
    records: Type.Array(Downline),
    ...paging,
  },
  closed,
);

// ---------------------------------------------------------------- reports

/** The reports' query: the records' paging and days, narrowed to one team member if asked. */
export const TeamReportQuery = Type.Object(
  { ...recordPageQuery, username: opt(Username), language: opt(Language) },
  closed,
);

export const TeamBet = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    username: Type.String(),
    game: Type.String(),
    vassalage: Type.String(),
    gameType: Type.String(),
    stake: Amount,
    win: Amount,
    /** win − stake. */
    profit: Amount,
    placedAt: DateTime,
  },
  closed,
);

const Totals = Type.Object({ stake: Amount, win: Amount, profit: Amount }, closed);

export const TeamBetsValue = Type.Object(
  { records: Type.Array(TeamBet), totals: Totals, ...recordPageValue },
  closed,
);

/** One member's result over the range (palStatementsAgentCopy, "user loss"). */
export const MemberResult = Type.Object(
  {
    username: Type.String(),
    betCount: Type.Integer({ minimum: 0 }),
    stake: Amount,
    win: Amount,
    /** win − stake: the biggest losses first. */
    profit: Amount,
  },
  closed,
);

export const UserLossValue = Type.Object(
  { records: Type.Array(MemberResult), totals: Totals, ...recordPageValue },
  closed,
);

export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** One day of the agent's own income from contracts (agentRevenueReport, "my income"). */
export const IncomeDay = Type.Object(
  {
    day: Day,
    dividend: Amount,
    daily: Amount,
    hourly: Amount,
    realtime: Amount,
    total: Amount,
  },
  closed,
);

export const IncomeQuery = Type.Object(recordPageQuery, closed);

export const IncomeValue = Type.Object(
  {
    records: Type.Array(IncomeDay),
    /** Over the whole range. */
    totals: Type.Object(
      { dividend: Amount, daily: Amount, hourly: Amount, realtime: Amount, total: Amount },
      closed,
    ),
    ...recordPageValue,
  },
  closed,
);

/** A movement of a team member's main wallet (agentDownlineTransactionDetailsCopy). */
export const TeamTransaction = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    username: Type.String(),
    kind: Type.Enum([...TRANSACTION_KINDS]),
    amount: Amount,
    balance: Amount,
    createdAt: DateTime,
  },
  closed,
);

export const TeamTransactionQuery = Type.Object(
  { ...recordPageQuery, username: opt(Username) },
  closed,
);

export const TeamTransactionsValue = Type.Object(
  { records: Type.Array(TeamTransaction), ...recordPageValue },
  closed,
);

// ---------------------------------------------------------------- announcements

export const AgentAnnouncementQuery = Type.Object(
  { pageNo: recordPageQuery.pageNo, pageSize: recordPageQuery.pageSize, language: opt(Language) },
  closed,
);

export const AgentAnnouncement = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    title: Type.String(),
    /** Plain text; line breaks are paragraphs. */
    body: Type.String(),
    publishedAt: DateTime,
  },
  closed,
);

export const AgentAnnouncementsValue = Type.Object(
  { records: Type.Array(AgentAnnouncement), ...paging },
  closed,
);

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
 * has a contract of that kind, as upline or downline; and how many offers wait for its answer.
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
