// Responsible play in the stories (the member centre's responsiblePlay and the reality check):
// limits set and partly used, a raise still cooling off and one ready to confirm, a session
// limit, the operator's help lines and a year's history. Dates are fixed: far back for what may
// be confirmed, far ahead for what may not yet, so that the pictures hold on any day.
import {
  calls,
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  type CallDef,
  type CallValue,
} from '@portal/contract';
import type { Answer, NetworkOptions } from './networkTypes';

type V<K extends keyof typeof calls> = CallValue<(typeof calls)[K]>;
type State = V<'responsibleState'>;

const LONG_AGO = '2026-01-02T09:00:00.000Z';
const FAR_AHEAD = '2099-03-04T18:30:00.000Z';

/** The member's state; `pending` adds a raise cooling off and one ready to confirm. */
export function responsibleState(kind: NetworkOptions['responsible'] = 'default'): State {
  const limits: State['limits'] = MONEY_LIMIT_KINDS.flatMap((k) =>
    LIMIT_PERIODS.map((period) => ({
      kind: k,
      period,
      value: null,
      used: 0,
      left: null,
      resetsAt: null,
      pending: null,
    })),
  );
  const set = (k: string, period: string, limit: Partial<State['limits'][number]>) => {
    const i = limits.findIndex((l) => l.kind === k && l.period === period);
    limits[i] = { ...limits[i]!, ...limit };
  };
  set('deposit', 'day', { value: 100, used: 40, left: 60, resetsAt: '2026-11-25T18:00:00.000Z' });
  set('deposit', 'month', {
    value: 1000,
    used: 340,
    left: 660,
    resetsAt: '2026-12-01T10:00:00.000Z',
  });
  set('loss', 'week', {
    value: 200,
    used: 35.5,
    left: 164.5,
    resetsAt: '2026-11-28T21:15:00.000Z',
  });
  if (kind === 'pending') {
    set('deposit', 'day', { pending: { value: 250, confirmableAt: LONG_AGO } });
    set('loss', 'week', { pending: { value: null, confirmableAt: FAR_AHEAD } });
  }
  return {
    enabled: kind !== 'disabled',
    limits,
    session: {
      minutes: 120,
      pending: kind === 'pending' ? { minutes: null, confirmableAt: FAR_AHEAD } : null,
    },
    realityCheckMinutes: 60,
    ageGate: kind === 'age' ? 'confirm' : 'off',
    ageConfirmed: kind !== 'age',
    ageVerified: false,
    helpLinks: [
      { name: 'Línea de ayuda al jugador', url: 'tel:+525555555555' },
      { name: 'Jugadores Anónimos', url: 'https://example.org/ayuda' },
    ],
  };
}

/** A reality check due after 1 h 05 min of play, a little down. */
export function realityCheck(): V<'realityCheck'> {
  return {
    intervalMinutes: 60,
    due: true,
    dueAt: '2026-11-24T10:05:00.000Z',
    sessionStartedAt: '2026-11-24T09:00:00.000Z',
    sessionMinutes: 65,
    stakes: 120,
    wins: 95.5,
    net: -24.5,
  };
}

/** A year's movements, newest first; a detail that looks like a formula shows it is defused. */
export function history(kind: string | null): V<'responsibleHistory'> {
  const all: V<'responsibleHistory'>['list'] = [
    {
      kind: 'bet',
      time: '2026-11-24T09:40:00.000Z',
      detail: 'Fortuna Dorada 1',
      amount: -5,
      status: 'settled',
    },
    {
      kind: 'bet',
      time: '2026-11-24T09:38:00.000Z',
      detail: 'Fortuna Dorada 1',
      amount: 12.5,
      status: 'settled',
    },
    {
      kind: 'limit',
      time: '2026-11-20T12:00:00.000Z',
      detail: 'deposit day 100',
      amount: 0,
      status: 'applied',
    },
    {
      kind: 'deposit',
      time: '2026-11-18T16:22:00.000Z',
      detail: 'Transferencia',
      amount: 200,
      status: 'credited',
    },
    {
      kind: 'withdrawal',
      time: '2026-10-02T08:05:00.000Z',
      detail: 'Banco',
      amount: -150,
      status: 'paid',
    },
  ];
  const list = kind ? all.filter((l) => l.kind === kind) : all;
  return { list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1 };
}

const exclusion = (kind: 'time-out' | 'self-exclusion'): V<'responsibleTimeOut'> => ({
  kind,
  startedAt: '2026-11-24T10:00:00.000Z',
  endsAt: kind === 'time-out' ? '2026-12-01T10:00:00.000Z' : '2027-05-24T10:00:00.000Z',
  reopensAt: null,
});

/** The answer to one of responsible play's calls, or undefined for any other call. */
export function responsibleAnswer(
  def: CallDef,
  query: URLSearchParams,
  options: NetworkOptions,
): Answer | undefined {
  if (!def.path.startsWith('/wps/responsible')) return undefined;
  if (!options.responsible) return { code: 'NOT_FOUND', status: 404 };
  if (options.account === 'trial') return { code: 'TRIAL_FORBIDDEN', status: 403 };
  const state = responsibleState(options.responsible);
  switch (def.id) {
    case calls.responsibleState.id:
    case calls.responsibleLimitSet.id:
    case calls.responsibleSessionLimit.id:
    case calls.responsibleLimitConfirm.id:
    case calls.realityCheckSet.id:
      return { value: state };
    case calls.realityCheck.id:
      return { value: realityCheck() };
    case calls.realityCheckAnswer.id:
      return { value: { ...realityCheck(), due: false } };
    case calls.responsibleHistory.id:
      return { value: history(query.get('kind')) };
    case calls.responsibleTimeOut.id:
      return { value: exclusion('time-out') };
    case calls.responsibleSelfExclude.id:
      return { value: exclusion('self-exclusion') };
    case calls.ageConfirm.id:
      return { value: null };
    default:
      return undefined;
  }
}
