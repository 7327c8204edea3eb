// The contracts' calls in stories: contract-typed answers for the agent and member fixtures.
// The stories' today is 2026-11-24, 10:30 UTC (.storybook/clock.ts).
import type { CallDef, CallValue, ContractKind } from '@portal/contract';
import { agentCalls } from '../api/agentCallTable';
import type { Answer, NetworkOptions } from './networkTypes';

type V<K extends keyof typeof agentCalls> = CallValue<(typeof agentCalls)[K]>;
type ContractValue = V<'agentOfferContract'>;
type SettlementValue = V<'agentSettlements'>['records'][number];

const onlyAgents: Answer = { code: 'ONLY_AGENTS', status: 403 };

/** A contract of the fixtures, its dates in the days before the stories' today. */
function contract(
  fields: Partial<ContractValue> & Pick<ContractValue, 'id' | 'kind'>,
): ContractValue {
  return {
    period: 'day',
    rate: 1,
    upline: 'agent01',
    downline: 'sub01',
    terms: '',
    status: 'active',
    endReason: null,
    offeredAt: '2026-11-20T09:00:00.000Z',
    decidedAt: '2026-11-20T12:15:00.000Z',
    endedAt: null,
    ...fields,
  };
}

/** The agent's contracts with its sub-agents: of every kind, each state an agent acts on. */
export function agentContracts(): ContractValue[] {
  return [
    contract({
      id: 41,
      kind: 'realtime',
      period: '5min',
      rate: 0.8,
      downline: 'sub02',
      status: 'offered',
      terms: 'Revisamos la tasa cada mes.',
      offeredAt: '2026-11-24T09:40:00.000Z',
      decidedAt: null,
    }),
    contract({ id: 40, kind: 'realtime', period: '5min', rate: 1.2, downline: 'sub01' }),
    contract({
      id: 35,
      kind: 'realtime',
      period: '5min',
      rate: 2,
      downline: 'sub03',
      status: 'terminated',
      endedAt: '2026-11-19T18:00:00.000Z',
    }),
    contract({ id: 30, kind: 'daily', period: 'day', rate: 1.5, downline: 'sub01' }),
    contract({ id: 31, kind: 'hourly', period: 'hour', rate: 0.5, downline: 'sub02' }),
    contract({ id: 20, kind: 'dividend', period: 'semimonth', rate: 25, downline: 'sub01' }),
    contract({
      id: 21,
      kind: 'dividend',
      period: 'week',
      rate: 30,
      downline: 'sub03',
      status: 'rejected',
      decidedAt: '2026-11-18T08:00:00.000Z',
    }),
  ];
}

/** How long one period of each kind lasts, in minutes. */
const MINUTES: Record<ContractKind, number> = {
  realtime: 5,
  hourly: 60,
  daily: 24 * 60,
  dividend: 7 * 24 * 60,
};

/**
 * The agent's settlements of one kind: what its upline paid it (in), what it paid its
 * sub-agents (out, one left unpaid for a short balance), and a period with nothing owed.
 */
export function settlements(kind: ContractKind): V<'agentSettlements'> {
  const end = new Date(
    kind === 'realtime' ? '2026-11-24T10:25:00.000Z' : '2026-11-24T00:00:00.000Z',
  );
  const step = MINUTES[kind] * 60_000;
  const dividend = kind === 'dividend';
  const rows: Omit<SettlementValue, 'id' | 'kind' | 'periodStart' | 'periodEnd' | 'paidAt'>[] = [
    {
      contractId: 40,
      upline: 'agent01',
      downline: 'sub01',
      direction: 'out',
      basis: dividend ? 4200 : 18_250,
      rate: dividend ? 25 : 1.2,
      amount: dividend ? 1050 : 219,
      status: 'paid',
    },
    {
      contractId: 9,
      upline: null,
      downline: 'agent01',
      direction: 'in',
      basis: dividend ? 6100 : 25_400,
      rate: dividend ? 35 : 2,
      amount: dividend ? 2135 : 508,
      status: 'paid',
    },
    {
      contractId: 40,
      upline: 'agent01',
      downline: 'sub01',
      direction: 'out',
      basis: dividend ? 1800 : 9600,
      rate: dividend ? 25 : 1.2,
      amount: dividend ? 450 : 115.2,
      status: 'unpaid',
    },
    {
      contractId: 40,
      upline: 'agent01',
      downline: 'sub01',
      direction: 'out',
      basis: 0,
      rate: dividend ? 25 : 1.2,
      amount: 0,
      status: 'nothing',
    },
  ];
  const records = rows.map((row, i) => {
    const periodEnd = new Date(end.getTime() - Math.floor(i / 2) * step);
    const periodStart = new Date(periodEnd.getTime() - step);
    return {
      ...row,
      id: 900 - i,
      kind,
      periodStart: periodStart.toISOString(),
      periodEnd: periodEnd.toISOString(),
      paidAt: row.status === 'paid' ? new Date(periodEnd.getTime() + 30_000).toISOString() : null,
    };
  });
  const sum = (direction: 'in' | 'out') =>
    records
      .filter((r) => r.direction === direction && r.status === 'paid')
      .reduce((total, r) => total + r.amount, 0);
  return {
    records,
    totals: { in: sum('in'), out: sum('out') },
    pageNo: 1,
    pageSize: 20,
    total: records.length,
    totalPages: 1,
    from: '2026-11-18',
    to: '2026-11-24',
  };
}

/** The offers waiting for the member's answer: a real-time salary and a dividend. */
export function myContracts(): ContractValue[] {
  return [
    contract({
      id: 51,
      kind: 'realtime',
      period: '5min',
      rate: 1.5,
      downline: 'demo01',
      status: 'offered',
      terms: 'Pago cada 5 minutos sobre las apuestas del equipo.',
      offeredAt: '2026-11-24T09:50:00.000Z',
      decidedAt: null,
    }),
    contract({
      id: 52,
      kind: 'dividend',
      period: 'month',
      rate: 20,
      downline: 'demo01',
      status: 'offered',
      offeredAt: '2026-11-23T16:00:00.000Z',
      decidedAt: null,
    }),
  ];
}

/** The answer to accepting offer 51: a contract of the member's team at a higher rate ended. */
export function accepted(): V<'contractAction'> {
  return {
    contract: { ...myContracts()[0]!, status: 'active', decidedAt: '2026-11-24T10:30:00.000Z' },
    ended: [
      contract({
        id: 47,
        kind: 'realtime',
        period: '5min',
        rate: 2,
        upline: 'demo01',
        downline: 'sub07',
        status: 'ended',
        endReason: 'upline-rate-lower',
        endedAt: '2026-11-24T10:30:00.000Z',
      }),
    ],
  };
}

/** The answer to one of the contracts' calls, or undefined for any other call. */
export function contractAnswer(
  def: CallDef,
  query: URLSearchParams,
  options: NetworkOptions,
): Answer | undefined {
  const agent = options.account === 'agent';
  switch (def.id) {
    case agentCalls.agentContracts.id: {
      if (!agent) return onlyAgents;
      const kind = query.get('kind');
      const records = agentContracts().filter((c) => !kind || c.kind === kind);
      const value: V<'agentContracts'> = {
        records,
        pageNo: 1,
        pageSize: 20,
        total: records.length,
        totalPages: records.length ? 1 : 0,
      };
      return { value };
    }
    case agentCalls.agentSettlements.id:
      if (!agent) return onlyAgents;
      return { value: settlements((query.get('kind') ?? 'realtime') as ContractKind) };
    case agentCalls.agentOfferContract.id:
      if (!agent) return onlyAgents;
      return {
        value: contract({
          id: 60,
          kind: 'realtime',
          period: '5min',
          rate: 1,
          downline: 'sub04',
          status: 'offered',
          offeredAt: '2026-11-24T10:30:00.000Z',
          decidedAt: null,
        }),
      };
    case agentCalls.myContracts.id: {
      const value: V<'myContracts'> = { records: agent ? [] : myContracts() };
      return { value };
    }
    case agentCalls.contractAction.id:
      return { value: accepted() };
    case agentCalls.consolidated.id: {
      const value: V<'consolidated'> = {
        dailysalreq: agent,
        divtypereq: agent,
        contracthoursalreq: agent,
        realtimesalreqtype: true,
        pendingContracts: agent ? 0 : myContracts().length,
      };
      return { value };
    }
    default:
      return undefined;
  }
}
