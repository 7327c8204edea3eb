import { Type } from 'typebox';
import { Day, recordPageQuery, recordPageValue, TRANSACTION_KINDS } from '../records';
import { Amount, closed, DateTime, Language, opt, paging, Str } from '../shared';

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
