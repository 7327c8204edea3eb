import { Type } from 'typebox';
import { call } from './call';
import { MoneyText } from './cashier';
import { Amount, closed, DateTime, Empty, opt, PageNo, Str } from './shared';

/**
 * Responsible play: the tools a regulated operator offers its members (UK Gambling Commission
 * Remote Technical Standards 12 financial limits, 13 reality checks, 14 time-outs and
 * self-exclusion, 1B access to account history; LCCP 3.5). The operator switches them on or off
 * (on by default); a time-out or self-exclusion already taken holds whatever the switch says.
 *
 * Limits are the member's own: a lower one applies at once; a higher one or a removal waits 24
 * hours (`LIMIT_COOLING_HOURS`) and then for the member's confirmation (`responsibleLimitConfirm`).
 */

/** How long a raised or removed limit waits before the member may confirm it. */
export const LIMIT_COOLING_HOURS = 24;
/** How long a reopening after a self-exclusion waits once asked for. */
export const REOPEN_WAIT_HOURS = 24;

/** What a money limit counts: deposits made, stakes placed, or the net loss (stakes less wins). */
export const MONEY_LIMIT_KINDS = ['deposit', 'stake', 'loss'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
/** The window a money limit counts over, ending now: 24 hours, 7 days, 30 days. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** The hours of each window. */
export const LIMIT_PERIOD_HOURS: Record<LimitPeriod, number> = { day: 24, week: 168, month: 720 };

/** A time-out's lengths: 24 hours, one week, one month (30 days), six weeks. */
export const TIME_OUT_PERIODS = ['24h', '1w', '1m', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
/** A self-exclusion's lengths, in months: six months to five years. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 36, 60] as const;
export const EXCLUSION_KINDS = ['time-out', 'self-exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** What the operator asks before play and deposits: the member's word, a verified flag, both. */
export const AGE_GATES = ['off', 'confirm', 'verified', 'both'] as const;
export type AgeGate = (typeof AGE_GATES)[number];

/** A reality check's interval, in minutes, as a member may choose it. */
const RealityMinutes = Type.Integer({ minimum: 5, maximum: 240 });
/** A session's longest length, in minutes (15 minutes to 24 hours). */
const SessionMinutes = Type.Integer({ minimum: 15, maximum: 1440 });

const Pending = Type.Union([
  Type.Object(
    {
      /** What the limit becomes once confirmed; null: it is removed. */
      value: Type.Union([Amount, Type.Null()]),
      /** From when the member may confirm it. */
      confirmableAt: DateTime,
    },
    closed,
  ),
  Type.Null(),
]);

export const MoneyLimit = Type.Object(
  {
    kind: Type.Enum([...MONEY_LIMIT_KINDS]),
    period: Type.Enum([...LIMIT_PERIODS]),
    /** The limit that applies now; null: none. */
    value: Type.Union([Amount, Type.Null()]),
    /** What the window counts so far (deposits, stakes, or the net loss, never below 0). */
    used: Amount,
    /** What is left of the limit; null without a limit. */
    left: Type.Union([Amount, Type.Null()]),
    /** When the oldest amount counted leaves the window; null when nothing is counted. */
    resetsAt: Type.Union([DateTime, Type.Null()]),
    pending: Pending,
  },
  closed,
);

export const SessionLimit = Type.Object(
  {
    /** The longest a session lasts, in minutes; null: the operator's own expiry only. */
    minutes: Type.Union([Type.Integer(), Type.Null()]),
    pending: Type.Union([
      Type.Object(
        { minutes: Type.Union([Type.Integer(), Type.Null()]), confirmableAt: DateTime },
        closed,
      ),
      Type.Null(),
    ]),
  },
  closed,
);

export const Exclusion = Type.Object(
  {
    kind: Type.Enum([...EXCLUSION_KINDS]),
    startedAt: DateTime,
    endsAt: DateTime,
    /** After a self-exclusion: when the reopening asked for takes effect; null until asked. */
    reopensAt: Type.Union([DateTime, Type.Null()]),
  },
  closed,
);

export const HelpLink = Type.Object({ name: Type.String(), url: Type.String() }, closed);

export const ResponsibleStateValue = Type.Object(
  {
    /** The operator's switch: off, the tools are not offered and limits are not applied. */
    enabled: Type.Boolean(),
    limits: Type.Array(MoneyLimit),
    session: SessionLimit,
    /** The member's reality-check interval, or the operator's default. */
    realityCheckMinutes: Type.Integer(),
    ageGate: Type.Enum([...AGE_GATES]),
    ageConfirmed: Type.Boolean(),
    ageVerified: Type.Boolean(),
    /** Where to find help (the operator's list). */
    helpLinks: Type.Array(HelpLink),
  },
  closed,
);

export const LimitSetBody = Type.Object(
  {
    kind: Type.Enum([...MONEY_LIMIT_KINDS]),
    period: Type.Enum([...LIMIT_PERIODS]),
    /** The new limit; null removes it (after the cooling-off and a confirmation). */
    value: Type.Union([MoneyText, Type.Null()]),
  },
  closed,
);

export const LimitConfirmBody = Type.Object(
  {
    kind: Type.Enum([...MONEY_LIMIT_KINDS, 'session']),
    /** The window of a money limit; not sent for the session limit. */
    period: opt(Type.Enum([...LIMIT_PERIODS])),
  },
  closed,
);

export const SessionLimitBody = Type.Object(
  { minutes: Type.Union([SessionMinutes, Type.Null()]) },
  closed,
);

export const RealityCheckValue = Type.Object(
  {
    intervalMinutes: Type.Integer(),
    /** True once the interval has passed since the session started or the last answer. */
    due: Type.Boolean(),
    dueAt: DateTime,
    /** The play session: from the earliest live session of the account. */
    sessionStartedAt: DateTime,
    sessionMinutes: Type.Integer(),
    /** The rounds of the session so far. */
    stakes: Amount,
    wins: Amount,
    /** Wins less stakes: below zero is a loss. */
    net: Amount,
  },
  closed,
);

export const RealityCheckSetBody = Type.Object({ minutes: RealityMinutes }, closed);
export const RealityCheckAnswerBody = Type.Object({ answer: Type.Literal('continue') }, closed);

export const TimeOutBody = Type.Object({ period: Type.Enum([...TIME_OUT_PERIODS]) }, closed);
export const SelfExcludeBody = Type.Object(
  {
    months: Type.Union(SELF_EXCLUSION_MONTHS.map((m) => Type.Literal(m))),
  },
  closed,
);

export const ReopenBody = Type.Object({ username: Str(64, 1), password: Str(255, 1) }, closed);
export const ReopenValue = Type.Object({ reopensAt: DateTime }, closed);

export const HISTORY_KINDS = ['bet', 'deposit', 'withdrawal', 'limit'] as const;
export const HistoryQuery = Type.Object(
  {
    kind: opt(Type.Enum([...HISTORY_KINDS])),
    pageNo: opt(PageNo),
    pageSize: opt(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
  },
  closed,
);

export const HistoryLine = Type.Object(
  {
    kind: Type.Enum([...HISTORY_KINDS]),
    time: DateTime,
    /** What it was: the game, the channel, the limit changed ... */
    detail: Type.String(),
    /** Money into the wallet is positive, out of it negative; 0 for a limit change. */
    amount: Amount,
    /** pending, credited, paid, applied, waiting ... */
    status: Type.String(),
  },
  closed,
);

export const HistoryValue = Type.Object(
  {
    /** The last 12 months, newest first. */
    list: Type.Array(HistoryLine),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  },
  closed,
);

const tokenErrors = ['UNAUTHORIZED', 'TRIAL_FORBIDDEN'] as const;

export const responsibleCalls = {
  responsibleState: call({
    id: 'responsibleState',
    method: 'GET',
    path: '/wps/responsible',
    summary:
      "The member's responsible-play tools: limits with what is used and left, the session limit, the reality-check interval, the age checks and the help links",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: ResponsibleStateValue,
    errors: [...tokenErrors],
  }),
  responsibleLimitSet: call({
    id: 'responsibleLimitSet',
    method: 'POST',
    path: '/wps/responsible/limits',
    summary:
      'Set a deposit, stake or loss limit for 24 hours, 7 days or 30 days: a lower one applies at once, a higher one or a removal waits 24 hours and a confirmation',
    token: true,
    enc: false,
    body: LimitSetBody,
    query: undefined,
    value: ResponsibleStateValue,
    errors: [...tokenErrors, 'FEATURE_DISABLED'],
  }),
  responsibleSessionLimit: call({
    id: 'responsibleSessionLimit',
    method: 'POST',
    path: '/wps/responsible/session-limit',
    summary:
      'Set the longest a session lasts: a shorter one applies at once (to the live sessions too), a longer one or none waits 24 hours and a confirmation',
    token: true,
    enc: false,
    body: SessionLimitBody,
    query: undefined,
    value: ResponsibleStateValue,
    errors: [...tokenErrors, 'FEATURE_DISABLED'],
  }),
  responsibleLimitConfirm: call({
    id: 'responsibleLimitConfirm',
    method: 'POST',
    path: '/wps/responsible/limits/confirm',
    summary:
      'Confirm a raised or removed limit once its 24 hours have passed; before then LIMIT_COOLING_OFF with when it may be confirmed',
    token: true,
    enc: false,
    body: LimitConfirmBody,
    query: undefined,
    value: ResponsibleStateValue,
    errors: [...tokenErrors, 'FEATURE_DISABLED', 'LIMIT_COOLING_OFF', 'NOT_FOUND'],
  }),
  realityCheck: call({
    id: 'realityCheck',
    method: 'GET',
    path: '/wps/responsible/reality-check',
    summary:
      'The reality check: whether one is due, the play session time, stakes, wins and net; while due, games refuse to play until it is answered',
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: RealityCheckValue,
    errors: [...tokenErrors, 'FEATURE_DISABLED'],
  }),
  realityCheckAnswer: call({
    id: 'realityCheckAnswer',
    method: 'POST',
    path: '/wps/responsible/reality-check',
    summary:
      'Answer the reality check with continue (see history and log out are the history and logout calls): the next one is due an interval later',
    token: true,
    enc: false,
    body: RealityCheckAnswerBody,
    query: undefined,
    value: RealityCheckValue,
    errors: [...tokenErrors, 'FEATURE_DISABLED'],
  }),
  realityCheckSet: call({
    id: 'realityCheckSet',
    method: 'POST',
    path: '/wps/responsible/reality-check/interval',
    summary: "The member's reality-check interval, in minutes (5 to 240)",
    token: true,
    enc: false,
    body: RealityCheckSetBody,
    query: undefined,
    value: ResponsibleStateValue,
    errors: [...tokenErrors, 'FEATURE_DISABLED'],
  }),
  responsibleTimeOut: call({
    id: 'responsibleTimeOut',
    method: 'POST',
    path: '/wps/responsible/time-out',
    summary:
      'Take a time-out of 24 hours, a week, a month or six weeks: at once, not undone early; every session of the account ends',
    token: true,
    enc: false,
    body: TimeOutBody,
    query: undefined,
    value: Exclusion,
    errors: [...tokenErrors],
  }),
  responsibleSelfExclude: call({
    id: 'responsibleSelfExclude',
    method: 'POST',
    path: '/wps/responsible/self-exclusion',
    summary:
      'Self-exclude for 6 months to 5 years: at once, not undone early; every session ends, and after it the account stays closed until reopened',
    token: true,
    enc: false,
    body: SelfExcludeBody,
    query: undefined,
    value: Exclusion,
    errors: [...tokenErrors],
  }),
  responsibleReopen: call({
    id: 'responsibleReopen',
    method: 'POST',
    path: '/wps/responsible/reopen',
    summary:
      'Ask to reopen an account whose self-exclusion has ended (the login is refused until then): it reopens 24 hours later',
    token: false,
    enc: true,
    body: ReopenBody,
    query: undefined,
    value: ReopenValue,
    errors: ['BAD_CREDENTIALS', 'ACCOUNT_EXCLUDED', 'NOT_FOUND', 'RATE_LIMITED'],
  }),
  ageConfirm: call({
    id: 'ageConfirm',
    method: 'POST',
    path: '/wps/responsible/age',
    summary: 'The member confirms being 18 or over (asked before play and deposits)',
    token: true,
    enc: false,
    body: Type.Object({ adult: Type.Literal(true) }, closed),
    query: undefined,
    value: Empty,
    errors: [...tokenErrors],
  }),
  responsibleHistory: call({
    id: 'responsibleHistory',
    method: 'GET',
    path: '/wps/responsible/history',
    summary:
      "The last 12 months of the member's bets, deposits, withdrawals and limit changes, newest first (historyCsv writes them as CSV)",
    token: true,
    enc: false,
    body: undefined,
    query: HistoryQuery,
    value: HistoryValue,
    errors: [...tokenErrors],
  }),
} as const;
