import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed, Language, opt } from './shared';

/**
 * Missions and the mission leaderboard (spec 2.7 missionLeaderboard, 7.1 "mission summary and
 * leaderboard", token) and the raffle (7.1 "raffle promotion claim", token).
 *
 * The operator defines the missions with the CLI (`mission-add`): bet a total of valid bets (the
 * stakes of the member's settled rounds and tickets, as the rebate counts them), play a number of
 * rounds, or deposit a total (credited deposits), each within the mission's window. A member whose
 * progress reached the target claims the reward once; it is paid through the ledger.
 *
 * A raffle (`raffle-add`) takes one entry a member whose valid bets since the raffle opened reach
 * its mark; at its draw time the operator draws it (`raffle-draw`) from a seed whose SHA-256 was
 * published when the raffle opened (ADR 0019), and the prizes are paid once through the ledger.
 */

const Timestamp = Type.String({ format: 'date-time' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const MISSION_KINDS = ['bet-total', 'rounds', 'deposit'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export const MISSION_STATUSES = ['inProgress', 'claimable', 'claimed'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const MissionQuery = Type.Object(
  {
    /** The language of the titles; else the operator's default, else any. */
    language: opt(Language),
  },
  closed,
);

export const Mission = Type.Object(
  {
    missionId: Id,
    kind: Type.Enum([...MISSION_KINDS]),
    title: Type.String(),
    /** bet-total and deposit: an amount; rounds: a count of rounds. */
    progress: Type.Number({ minimum: 0 }),
    target: Type.Number({ exclusiveMinimum: 0 }),
    reward: Amount,
    status: Type.Enum([...MISSION_STATUSES]),
    startsAt: Timestamp,
    /** null: no end. */
    endsAt: Type.Union([Timestamp, Type.Null()]),
  },
  closed,
);

export const MissionSummaryValue = Type.Object(
  {
    /** How many missions the member may claim now: the red count of the menu. */
    claimableCount: Type.Integer({ minimum: 0 }),
    /** The live missions, the claimable first, then in the operator's order. */
    missions: Type.Array(Mission),
  },
  closed,
);

export const LEADERBOARD_PERIODS = ['day', 'week', 'month'] as const;

export const LeaderboardQuery = Type.Object(
  {
    /** The UTC day, the last 7 days, or the last 30 days, today included. Default week. */
    period: opt(Type.Enum([...LEADERBOARD_PERIODS])),
  },
  closed,
);

const Ranked = Type.Object(
  {
    rank: Type.Integer({ minimum: 1 }),
    /** Partly hidden, as the invitee list shows friends. */
    username: Type.String(),
    validBets: Amount,
  },
  closed,
);

export const LeaderboardValue = Type.Object(
  {
    period: Type.Enum([...LEADERBOARD_PERIODS]),
    /** The first day counted (UTC). */
    since: Type.String({ format: 'date' }),
    /** The first 20 members by valid bets over the period. */
    leaders: Type.Array(Ranked),
    /** The member's own line; null when it placed no bet over the period. */
    mine: Type.Union([Ranked, Type.Null()]),
  },
  closed,
);

export const MissionClaimBody = Type.Object({ missionId: Id }, closed);

export const MissionClaimValue = Type.Object(
  {
    missionId: Id,
    amount: Amount,
    /** The main wallet's balance after the credit. */
    balance: Amount,
    claimedAt: Timestamp,
  },
  closed,
);

/** open: taking entries; closed: its draw time passed, the draw is due; drawn: winners known. */
export const RAFFLE_STATUSES = ['open', 'closed', 'drawn'] as const;

export const Raffle = Type.Object(
  {
    raffleId: Id,
    title: Type.String(),
    status: Type.Enum([...RAFFLE_STATUSES]),
    /** The prize of each place, the first place first: as many winners as prizes. */
    prizes: Type.Array(Amount),
    /** The valid bets since `opensAt` a member needs to enter. */
    minBets: Amount,
    opensAt: Timestamp,
    drawAt: Timestamp,
    drawnAt: Type.Union([Timestamp, Type.Null()]),
    /** SHA-256 (hex) of the draw's seed, published from the opening. */
    seedHash: Type.String(),
    /** The seed itself (hex), revealed once drawn: anyone may check the winners (ADR 0019). */
    seed: Type.Union([Type.String(), Type.Null()]),
    entries: Type.Integer({ minimum: 0 }),
    /** The member's valid bets since the opening, and its entry. */
    mine: Type.Object(
      {
        validBets: Amount,
        entered: Type.Boolean(),
        /** The member's place among the winners; null: none (yet). */
        place: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
      },
      closed,
    ),
    winners: Type.Array(
      Type.Object(
        { place: Type.Integer({ minimum: 1 }), username: Type.String(), prize: Amount },
        closed,
      ),
    ),
  },
  closed,
);

export const RaffleListValue = Type.Object(
  {
    /** The open raffles (drawing soonest first), then those drawn in the last 30 days. */
    raffles: Type.Array(Raffle),
  },
  closed,
);

export const RaffleClaimBody = Type.Object({ raffleId: Id }, closed);

export const RaffleClaimValue = Type.Object(
  { raffleId: Id, enteredAt: Timestamp, entries: Type.Integer({ minimum: 1 }) },
  closed,
);

export const missionCalls = {
  missionSummary: call({
    id: 'missionSummary',
    method: 'GET',
    path: '/wps/relay/GCS_missionSummary',
    summary:
      "Relay GCS_missionSummary: the live missions with the logged-in member's progress from its real activity within each mission's window, target, reward and status (inProgress, claimable, claimed), and how many are claimable (the menu's red count)",
    token: true,
    enc: false,
    body: undefined,
    query: MissionQuery,
    value: MissionSummaryValue,
    errors: ['UNAUTHORIZED'],
  }),
  missionLeaderboard: call({
    id: 'missionLeaderboard',
    method: 'GET',
    path: '/wps/relay/GCS_missionLeaderboard',
    summary:
      "Relay GCS_missionLeaderboard: the members ranked by valid bets over the day, week or month (names partly hidden), and the logged-in member's own rank",
    token: true,
    enc: false,
    body: undefined,
    query: LeaderboardQuery,
    value: LeaderboardValue,
    errors: ['UNAUTHORIZED'],
  }),
  missionClaim: call({
    id: 'missionClaim',
    method: 'POST',
    path: '/wps/relay/GCS_missionClaim',
    summary:
      "Claim a completed mission's reward: credited once to the main wallet through the ledger, even when claims race. A mission not live is NOT_FOUND, one not complete NOT_COMPLETE, a second claim ALREADY_CLAIMED; trial accounts are refused",
    token: true,
    enc: false,
    body: MissionClaimBody,
    query: undefined,
    value: MissionClaimValue,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN', 'NOT_FOUND', 'NOT_COMPLETE', 'ALREADY_CLAIMED'],
  }),
  raffleList: call({
    id: 'raffleList',
    method: 'GET',
    path: '/wps/relay/GCS_raffleList',
    summary:
      "The raffles: open ones and those drawn in the last 30 days, each with its prizes, entry mark, the seed's hash (the seed once drawn), the logged-in member's entry, and the winners (names partly hidden)",
    token: true,
    enc: false,
    body: undefined,
    query: MissionQuery,
    value: RaffleListValue,
    errors: ['UNAUTHORIZED'],
  }),
  raffleClaim: call({
    id: 'raffleClaim',
    method: 'POST',
    path: '/wps/relay/GCS_raffleClaim',
    summary:
      "Relay GCS_raffleClaim: take the member's one entry in an open raffle, when its valid bets since the raffle opened reach the raffle's mark (else RAFFLE_NOT_ELIGIBLE). A raffle closed or drawn is RAFFLE_CLOSED, a second entry ALREADY_CLAIMED; trial accounts are refused",
    token: true,
    enc: false,
    body: RaffleClaimBody,
    query: undefined,
    value: RaffleClaimValue,
    errors: [
      'UNAUTHORIZED',
      'TRIAL_FORBIDDEN',
      'NOT_FOUND',
      'RAFFLE_CLOSED',
      'RAFFLE_NOT_ELIGIBLE',
      'ALREADY_CLAIMED',
    ],
  }),
} as const;
