// The member centre's reports in the stories: the profit and loss (personalProfit), the bonuses
// (bonusDetails) and the rebate (manualRebate) of the fixtures' member, drawn from the same week
// as its betting record. A trial account has played nothing and been given nothing.
import { calls, type CallDef, type CallValue } from '@portal/contract';
import type { Answer, NetworkOptions } from './networkTypes';

type V<K extends keyof typeof calls> = CallValue<(typeof calls)[K]>;

const line = (betCount: number, stake: number, win: number) => ({
  betCount,
  stake,
  win,
  profit: win - stake,
});

/** The week's result: two days of slots and fishing (those of the betting record's fixtures). */
export function profitReport(played: boolean, from: string, to: string): V<'profitReport'> {
  if (!played) return { days: [], byType: [], totals: line(0, 0, 0), from, to };
  return {
    days: [
      { day: '2026-11-23', ...line(14, 120, 96.5) },
      { day: '2026-11-22', ...line(6, 42, 60) },
      { day: '2026-11-19', ...line(3, 15, 0) },
    ],
    byType: [
      { gameType: 'RNG', ...line(17, 135, 104.5) },
      { gameType: 'FISH', ...line(5, 40, 52) },
      { gameType: 'LOTT', ...line(1, 2, 0) },
    ],
    totals: line(23, 177, 156.5),
    from,
    to,
  };
}

/** The week's bonuses: a promotion claimed and a daily salary settled. */
export function bonusRecords(given: boolean, from: string, to: string): V<'bonusRecords'> {
  const records: V<'bonusRecords'>['records'] = given
    ? [
        {
          id: 41,
          kind: 'salary',
          amount: 12.4,
          promotion: null,
          periodStart: '2026-11-23T00:00:00.000Z',
          createdAt: '2026-11-24T00:01:00.000Z',
        },
        {
          id: 3,
          kind: 'promo-claim',
          amount: 100,
          promotion: 'Bono de bienvenida',
          periodStart: null,
          createdAt: '2026-11-23T09:00:00.000Z',
        },
      ]
    : [];
  return {
    records,
    totals: { amount: records.reduce((n, r) => n + r.amount, 0) },
    pageNo: 1,
    pageSize: 10,
    total: records.length,
    totalPages: records.length ? 1 : 0,
    from,
    to,
  };
}

/** The week's rebate: slots and fishing owed for, claimed last on Sunday. */
export function rebateInfo(offered: boolean): V<'rebateInfo'> {
  if (!offered)
    return { owed: 0, lines: [], since: '2026-11-17T12:00:00.000Z', rates: [], lastClaim: null };
  return {
    owed: 1.32,
    lines: [
      { gameType: 'RNG', validBets: 135, rate: 0.8, amount: 1.08 },
      { gameType: 'FISH', validBets: 40, rate: 0.6, amount: 0.24 },
    ],
    since: '2026-11-17T12:00:00.000Z',
    rates: [
      { gameType: 'FISH', rate: 0.6 },
      { gameType: 'LIVE', rate: 0.5 },
      { gameType: 'LOTT', rate: 0.3 },
      { gameType: 'RNG', rate: 0.8 },
    ],
    lastClaim: { amount: 0.95, claimedAt: '2026-11-22T19:30:00.000Z' },
  };
}

/** The member's invitation: three friends, one rewarded, one to collect for, one playing. */
export function referralInfo(): V<'referralInfo'> {
  return {
    code: 'K7P2QX',
    link: 'https://portal.example/register?referralCode=K7P2QX',
    reward: 10,
    minBets: 100,
    invitees: [
      {
        username: 'lu***a',
        registeredAt: '2026-11-23T18:40:00.000Z',
        validBets: 35,
        status: 'playing',
        reward: null,
      },
      {
        username: 'ma***o',
        registeredAt: '2026-11-20T11:05:00.000Z',
        validBets: 240,
        status: 'claimable',
        reward: null,
      },
      {
        username: 'pe***z',
        registeredAt: '2026-11-12T09:30:00.000Z',
        validBets: 512.5,
        status: 'rewarded',
        reward: 10,
      },
    ],
    total: 3,
    claimable: 10,
    rewarded: 10,
  };
}

/** The answer to one of the reports' calls, or undefined for any other call. */
export function reportAnswer(
  def: CallDef,
  query: URLSearchParams,
  options: NetworkOptions,
): Answer | undefined {
  const real = options.account !== undefined && options.account !== 'trial';
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  switch (def.id) {
    case calls.profitReport.id:
      return { value: profitReport(real, from, to) };
    case calls.bonusRecords.id:
      return { value: bonusRecords(real, from, to) };
    case calls.rebateInfo.id:
      return { value: rebateInfo(true) };
    case calls.referralInfo.id:
      return { value: referralInfo() };
    case calls.rebateClaim.id:
      return { value: { amount: 1.32, balance: 12852.07, claimedAt: '2026-11-24T10:00:00.000Z' } };
    default:
      return undefined;
  }
}
