// The missions page's answers for the stories (App/Mission screens), on the stories' fixed today,
// 24 November 2026: missions in each status, a week's leaderboard with the member's own line, and
// raffles open, closed and drawn (with the member among the winners).
import type { CallValue, calls } from '@portal/contract';
import type { StoryAnswer } from './networkTypes';

type Summary = CallValue<typeof calls.missionSummary>;
type Board = CallValue<typeof calls.missionLeaderboard>;
type Raffles = CallValue<typeof calls.raffleList>;

export const missionSummary: Summary = {
  claimableCount: 1,
  missions: [
    {
      missionId: 2,
      kind: 'rounds',
      title: 'Juegue 20 rondas',
      progress: 20,
      target: 20,
      reward: 2,
      status: 'claimable',
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: null,
    },
    {
      missionId: 1,
      kind: 'bet-total',
      title: 'Apueste 200 esta temporada',
      progress: 126.5,
      target: 200,
      reward: 5,
      status: 'inProgress',
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2026-12-01T00:00:00.000Z',
    },
    {
      missionId: 3,
      kind: 'deposit',
      title: 'Deposite 100 en noviembre',
      progress: 150,
      target: 100,
      reward: 10,
      status: 'claimed',
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2026-12-01T00:00:00.000Z',
    },
  ],
};

const names = ['ca***s', 'lu***a', 'ma***o', 'de***1', 'so***a', 'pe***z'];

export const missionLeaderboard = (query: URLSearchParams): Board => {
  const period = (query.get('period') ?? 'week') as Board['period'];
  const scale = period === 'day' ? 0.2 : period === 'month' ? 3 : 1;
  return {
    period,
    since: period === 'day' ? '2026-11-24' : period === 'week' ? '2026-11-18' : '2026-10-26',
    leaders: names.map((username, i) => ({
      rank: i + 1,
      username,
      validBets: Math.round((5_000 - i * 640) * scale * 100) / 100,
    })),
    mine: { rank: 4, username: 'de***1', validBets: Math.round(3_080 * scale * 100) / 100 },
  };
};

const hash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const seed = '9f2c4a1e7d3b58c06a1f4e2d9b7c3a5e8f1d2c4b6a8e0f3d5c7b9a1e3f5d7c9b';

export const raffleList: Raffles = {
  raffles: [
    {
      raffleId: 3,
      title: 'Sorteo semanal',
      status: 'open',
      prizes: [100, 50, 25],
      minBets: 50,
      opensAt: '2026-11-20T00:00:00.000Z',
      drawAt: '2026-11-27T20:00:00.000Z',
      drawnAt: null,
      seedHash: hash,
      seed: null,
      entries: 37,
      mine: { validBets: 126.5, entered: false, place: null },
      winners: [],
    },
    {
      raffleId: 4,
      title: 'Gran sorteo de diciembre',
      status: 'open',
      prizes: [1_000],
      minBets: 500,
      opensAt: '2026-11-24T00:00:00.000Z',
      drawAt: '2026-12-24T20:00:00.000Z',
      drawnAt: null,
      seedHash: hash.split('').reverse().join(''),
      seed: null,
      entries: 4,
      mine: { validBets: 126.5, entered: false, place: null },
      winners: [],
    },
    {
      raffleId: 2,
      title: 'Sorteo de otoño',
      status: 'drawn',
      prizes: [200, 80],
      minBets: 20,
      opensAt: '2026-11-01T00:00:00.000Z',
      drawAt: '2026-11-15T20:00:00.000Z',
      drawnAt: '2026-11-15T20:01:00.000Z',
      seedHash: hash,
      seed,
      entries: 112,
      mine: { validBets: 84, entered: true, place: 2 },
      winners: [
        { place: 1, username: 'ca***s', prize: 200 },
        { place: 2, username: 'de***1', prize: 80 },
      ],
    },
  ],
};

/** The story answers of the missions page, by call id: every call of its domain. */
export const missionAnswers = {
  missionSummary: { value: missionSummary },
  missionLeaderboard: (query: URLSearchParams): StoryAnswer => ({
    value: missionLeaderboard(query),
  }),
  raffleList: { value: raffleList },
  missionClaim: {
    value: { missionId: 2, amount: 2, balance: 12852.75, claimedAt: '2026-11-24T10:00:00.000Z' },
  },
  raffleClaim: { value: { raffleId: 3, enteredAt: '2026-11-24T10:00:00.000Z', entries: 38 } },
};

/** Nothing live: no mission, no raffle. */
export const emptyMissionAnswers = {
  ...missionAnswers,
  missionSummary: { value: { claimableCount: 0, missions: [] } satisfies Summary },
  raffleList: { value: { raffles: [] } satisfies Raffles },
};
