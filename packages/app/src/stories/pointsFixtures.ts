// The points mall's and the VIP page's answers for the stories: the fixtures' member with 1,240
// points, a catalogue (one reward out of stock, one needing more valid bets), its redeems in each
// status, its points lines, and the operator's VIP levels with the member at VIP 2.
import { calls, type CallDef, type CallValue } from '@portal/contract';
import type { Answer, NetworkOptions } from './networkTypes';

type V<K extends keyof typeof calls> = CallValue<(typeof calls)[K]>;

export function pointBalance(): V<'pointBalance'> {
  return { points: 1240, earned: 2100, spent: 860 };
}

export function pointRewards(empty = false): V<'pointRewards'> {
  if (empty) return { rewards: [] };
  return {
    rewards: [
      {
        rewardId: 1,
        name: 'Cupón de mesa en vivo',
        description: 'Un cupón de 5 para la mesa en vivo que elija.',
        kind: 'virtual',
        points: 50,
        amount: 5,
        amountRequired: 0,
        stock: 480,
      },
      {
        rewardId: 3,
        name: 'Taza Portal',
        description: 'Taza de cerámica con el logo, enviada a su dirección.',
        kind: 'item',
        points: 800,
        amount: 15,
        amountRequired: 0,
        stock: 25,
      },
      {
        rewardId: 2,
        name: '20 giros gratis',
        description: 'Veinte giros gratis en las tragamonedas de la semana.',
        kind: 'virtual',
        points: 200,
        amount: 20,
        amountRequired: 100,
        stock: 0,
      },
      {
        rewardId: 4,
        name: 'Auriculares inalámbricos',
        description: 'Auriculares con cancelación de ruido, enviados a su dirección.',
        kind: 'item',
        points: 20000,
        amount: 120,
        amountRequired: 5000,
        stock: 3,
      },
    ],
  };
}

const redeem = (
  redeemId: number,
  status: 'in_process' | 'approved' | 'rejected',
  day: number,
): V<'pointRedeemList'>['list'][number] => ({
  redeemId,
  rewardId: redeemId % 2 ? 3 : 1,
  rewardName: redeemId % 2 ? 'Taza Portal' : 'Cupón de mesa en vivo',
  kind: redeemId % 2 ? 'item' : 'virtual',
  points: redeemId % 2 ? 800 : 50,
  amount: redeemId % 2 ? 15 : 5,
  quantity: 1,
  status,
  address: redeemId % 2 ? 'Av. Reforma 222, Ciudad de México' : null,
  reason: status === 'rejected' ? 'Dirección incompleta' : null,
  createdAt: `2026-11-${String(day).padStart(2, '0')}T15:30:00.000Z`,
  decidedAt:
    status === 'in_process' ? null : `2026-11-${String(day + 1).padStart(2, '0')}T09:00:00.000Z`,
});

export function pointRedeemList(empty = false, status?: string | null): V<'pointRedeemList'> {
  const all = empty
    ? []
    : [redeem(4, 'in_process', 23), redeem(3, 'rejected', 21), redeem(2, 'approved', 19)];
  const list = status ? all.filter((r) => r.status === status) : all;
  return { list, pageNo: 1, pageSize: 10, total: list.length, totalPages: list.length ? 1 : 0 };
}

export function pointDetails(empty = false): V<'pointDetails'> {
  const list: V<'pointDetails'>['list'] = empty
    ? []
    : [
        {
          lineId: 6,
          kind: 'convert',
          points: -100,
          balance: 1240,
          validBets: null,
          rewardName: null,
          amount: 1,
          time: '2026-11-24T10:00:00.000Z',
        },
        {
          lineId: 5,
          kind: 'redeem',
          points: -50,
          balance: 1340,
          validBets: null,
          rewardName: 'Cupón de mesa en vivo',
          amount: null,
          time: '2026-11-23T15:30:00.000Z',
        },
        {
          lineId: 4,
          kind: 'refund',
          points: 800,
          balance: 1390,
          validBets: null,
          rewardName: 'Taza Portal',
          amount: null,
          time: '2026-11-22T09:00:00.000Z',
        },
        {
          lineId: 3,
          kind: 'redeem',
          points: -800,
          balance: 590,
          validBets: null,
          rewardName: 'Taza Portal',
          amount: null,
          time: '2026-11-21T15:30:00.000Z',
        },
        {
          lineId: 2,
          kind: 'earn',
          points: 1390,
          balance: 1390,
          validBets: 1390,
          rewardName: null,
          amount: null,
          time: '2026-11-20T12:00:00.000Z',
        },
      ];
  return { list, pageNo: 1, pageSize: 10, total: list.length, totalPages: list.length ? 1 : 0 };
}

export function pointConfig(convert = true): V<'pointConfig'> {
  return {
    rates: [
      { gameType: 'FISH', rate: 1 },
      { gameType: 'LIVE', rate: 0.5 },
      { gameType: 'LOTT', rate: 0.5 },
      { gameType: 'RNG', rate: 1 },
    ],
    convertAmount: convert ? 1 : 0,
    minConvert: 100,
  };
}

export function vipInfo(): V<'vipInfo'> {
  return {
    levels: [
      {
        level: 1,
        name: 'VIP 1',
        validBets: 500,
        benefits: ['Rebate +0.1%', 'Soporte prioritario'],
      },
      {
        level: 2,
        name: 'VIP 2',
        validBets: 5000,
        benefits: ['Rebate +0.2%', 'Bono mensual de 50'],
      },
      {
        level: 3,
        name: 'VIP 3',
        validBets: 20000,
        benefits: ['Rebate +0.3%', 'Bono mensual de 200', 'Regalo de cumpleaños'],
      },
      {
        level: 4,
        name: 'VIP 4',
        validBets: 100000,
        benefits: ['Rebate +0.5%', 'Gerente de cuenta personal'],
      },
    ],
    level: 2,
    validBets: 12500,
    next: { level: 3, name: 'VIP 3', remaining: 7500 },
  };
}

/** The answer to one of the points calls, or undefined for any other call. */
export function pointsAnswer(
  def: CallDef,
  query: URLSearchParams,
  options: NetworkOptions,
): Answer | undefined {
  const trial = options.account === 'trial';
  const answer = (value: unknown): Answer =>
    trial ? { code: 'TRIAL_FORBIDDEN', status: 403 } : { value };
  switch (def.id) {
    case calls.pointBalance.id:
      return answer(pointBalance());
    case calls.pointRewards.id:
      return answer(pointRewards());
    case calls.pointRedeemList.id:
      return answer(pointRedeemList(false, query.get('status')));
    case calls.pointDetails.id:
      return answer(pointDetails());
    case calls.pointConfig.id:
      return answer(pointConfig());
    case calls.vipInfo.id:
      return answer(vipInfo());
    case calls.pointRedeem.id:
      return answer({ redeem: redeem(6, 'in_process', 24), points: 1190 });
    case calls.pointConvert.id:
      return answer({ points: 100, amount: 1, balance: 12851.75, pointsLeft: 1140 });
    default:
      return undefined;
  }
}
