// The agent centre's team calls in stories: contract-typed answers for the agent fixtures. The
// agent01 of fixtures.ts leads a small tree: two sub-agents (sub01 with a sub-agent of its own)
// and direct members, who played and moved money in the days before the stories' today
// (2026-11-24, .storybook/clock.ts).
import { agentCalls, type CallDef, type CallValue } from '@portal/contract';
import type { Answer, NetworkOptions } from './networkTypes';

type V<K extends keyof typeof agentCalls> = CallValue<(typeof agentCalls)[K]>;
type Downline = V<'agentDownlines'>['records'][number];

const AGENT = 'agent01';

function downline(
  username: string,
  upline: string,
  kind: Downline['kind'],
  more: Partial<Downline> = {},
): Downline {
  return {
    username,
    nickname: '',
    kind,
    upline,
    status: 'active',
    balance: 0,
    teamSize: 0,
    lastLoginAt: null,
    createdAt: '2026-10-02T09:00:00.000Z',
    ...more,
  };
}

/** The whole tree below agent01, each account with its upline. */
const TEAM: Downline[] = [
  downline('sub01', AGENT, 'agent', {
    nickname: 'Sucursal Norte',
    balance: 1520.4,
    teamSize: 4,
    lastLoginAt: '2026-11-24T08:12:00.000Z',
  }),
  downline('sub02', AGENT, 'agent', { nickname: 'Sucursal Sur', balance: 300 }),
  downline('lucia88', AGENT, 'member', {
    nickname: 'Lucía',
    balance: 245.75,
    lastLoginAt: '2026-11-23T21:40:00.000Z',
  }),
  downline('marco_vip', AGENT, 'member', {
    nickname: 'Marco',
    balance: 3890,
    lastLoginAt: '2026-11-24T09:05:00.000Z',
  }),
  downline('pedro01', AGENT, 'member', {
    status: 'disabled',
    balance: 12.5,
    lastLoginAt: '2026-11-02T17:30:00.000Z',
  }),
  downline('sub11', 'sub01', 'agent', {
    nickname: 'Centro',
    balance: 80,
    teamSize: 1,
    lastLoginAt: '2026-11-20T12:00:00.000Z',
  }),
  downline('ana_n', 'sub01', 'member', {
    nickname: 'Ana',
    balance: 610.2,
    lastLoginAt: '2026-11-24T07:55:00.000Z',
  }),
  downline('jorge_n', 'sub01', 'member', { balance: 0 }),
  downline('rosa11', 'sub11', 'member', {
    nickname: 'Rosa',
    balance: 95,
    lastLoginAt: '2026-11-22T19:10:00.000Z',
  }),
];

/** From agent01 down to `username`, both included. */
function pathTo(username: string): string[] {
  const path = [username];
  for (let at = username; at !== AGENT;) {
    at = TEAM.find((d) => d.username === at)!.upline;
    path.unshift(at);
  }
  return path;
}

const below = (of: string): Downline[] =>
  TEAM.filter((d) => d.upline === of).flatMap((d) => [d, ...below(d.username)]);

function page<R>(records: R[], query: URLSearchParams) {
  const pageSize = Number(query.get('pageSize') ?? 10);
  const pageNo = Number(query.get('pageNo') ?? 1);
  return {
    records: records.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    pageSize,
    total: records.length,
    totalPages: Math.ceil(records.length / pageSize),
  };
}

const range = (query: URLSearchParams) => ({
  from: query.get('from') ?? '2026-11-18',
  to: query.get('to') ?? '2026-11-24',
});

const sum = <R>(rows: R[], pick: (r: R) => number) =>
  Math.round(rows.reduce((n, r) => n + pick(r), 0) * 100) / 100;

function stats(scale: number): V<'agentTeamOverview'>['today'] {
  const bets = 1250.5 * scale;
  const wins = 1104.25 * scale;
  return {
    newMembers: Math.round(2 * scale),
    activePlayers: Math.min(6, Math.round(4 * scale)),
    deposits: 900 * scale,
    withdrawals: 350 * scale,
    bets,
    betCount: Math.round(86 * scale),
    wins,
    profit: Math.round((wins - bets) * 100) / 100,
  };
}

export function teamOverview(query: URLSearchParams): V<'agentTeamOverview'> {
  return {
    teamSize: TEAM.length,
    directMembers: TEAM.filter((d) => d.upline === AGENT && d.kind === 'member').length,
    directAgents: TEAM.filter((d) => d.upline === AGENT && d.kind === 'agent').length,
    today: stats(1),
    yesterday: stats(1.6),
    month: stats(14),
    range: { ...range(query), stats: stats(6) },
  };
}

export const invite = (): V<'agentInvite'> => ({
  code: 'AGENT01',
  link: 'https://portal.example/register?affiliate=AGENT01',
});

/** The direct downlines of `of`, or the team below it whose usernames contain `search`. */
export function downlines(query: URLSearchParams): V<'agentDownlines'> | undefined {
  const of = query.get('of') ?? AGENT;
  if (of !== AGENT && !TEAM.some((d) => d.username === of && d.kind === 'agent')) return undefined;
  const search = query.get('search')?.toLowerCase();
  const records = search
    ? below(of).filter((d) => d.username.includes(search))
    : TEAM.filter((d) => d.upline === of);
  return { path: pathTo(of), ...page(records, query) };
}

const BETS: V<'agentTeamBets'>['records'] = [
  ['marco_vip', 'Fortuna Dorada 1', 'PG', 'RNG', 50, 120, '2026-11-24T09:20:00.000Z'],
  ['marco_vip', 'Fortuna Dorada 1', 'PG', 'RNG', 50, 0, '2026-11-24T09:18:00.000Z'],
  ['ana_n', 'Pesca Real 2', 'JDB', 'FISH', 10, 4.5, '2026-11-24T07:58:00.000Z'],
  ['lucia88', 'Lotería Rápida', 'LOTTO', 'LOTTERY', 2, 0, '2026-11-23T21:45:00.000Z'],
  ['rosa11', 'Fortuna Dorada 1', 'PG', 'RNG', 5, 12.5, '2026-11-22T19:15:00.000Z'],
].map(([username, game, vassalage, gameType, stake, win, placedAt], i) => ({
  id: 20 - i,
  username: username as string,
  game: game as string,
  vassalage: vassalage as string,
  gameType: gameType as string,
  stake: stake as number,
  win: win as number,
  profit: (win as number) - (stake as number),
  placedAt: placedAt as string,
}));

/** A team report's username: every member's rows, one member's, or none when not of the team. */
function ofMember<R extends { username: string }>(rows: R[], query: URLSearchParams) {
  const username = query.get('username');
  if (!username) return rows;
  if (!TEAM.some((d) => d.username === username)) return undefined;
  return rows.filter((r) => r.username === username);
}

const totals = (rows: { stake: number; win: number; profit: number }[]) => ({
  stake: sum(rows, (r) => r.stake),
  win: sum(rows, (r) => r.win),
  profit: sum(rows, (r) => r.profit),
});

export function teamBets(query: URLSearchParams): V<'agentTeamBets'> | undefined {
  const rows = ofMember(BETS, query);
  return rows && { ...page(rows, query), totals: totals(rows), ...range(query) };
}

export function userLoss(query: URLSearchParams): V<'agentUserLoss'> | undefined {
  const players = [...new Set(BETS.map((b) => b.username))].map((username) => {
    const mine = BETS.filter((b) => b.username === username);
    return { username, betCount: mine.length, ...totals(mine) };
  });
  const rows = ofMember(
    players.sort((a, b) => a.profit - b.profit),
    query,
  );
  return rows && { ...page(rows, query), totals: totals(rows), ...range(query) };
}

export function income(query: URLSearchParams): V<'agentIncome'> {
  const records = (
    [
      ['2026-11-24', 0, 0, 3.2, 1.15],
      ['2026-11-23', 0, 18.4, 6.1, 2.05],
      ['2026-11-22', 0, 15.75, 4.8, 1.9],
      ['2026-11-21', 0, 12.6, 5.05, 1.4],
      ['2026-11-18', 142.3, 11.9, 3.75, 1.2],
    ] as const
  ).map(([day, dividend, daily, hourly, realtime]) => ({
    day,
    dividend,
    daily,
    hourly,
    realtime,
    total: Math.round((dividend + daily + hourly + realtime) * 100) / 100,
  }));
  const total = (kind: 'dividend' | 'daily' | 'hourly' | 'realtime' | 'total') =>
    sum(records, (r) => r[kind]);
  return {
    ...page(records, query),
    totals: {
      dividend: total('dividend'),
      daily: total('daily'),
      hourly: total('hourly'),
      realtime: total('realtime'),
      total: total('total'),
    },
    ...range(query),
  };
}

const MOVES: V<'agentTeamTransactions'>['records'] = [
  {
    id: 41,
    username: 'marco_vip',
    kind: 'round',
    amount: 70,
    balance: 3890,
    createdAt: '2026-11-24T09:20:00.000Z',
  },
  {
    id: 40,
    username: 'marco_vip',
    kind: 'deposit',
    amount: 500,
    balance: 3820,
    createdAt: '2026-11-24T09:00:00.000Z',
  },
  {
    id: 39,
    username: 'ana_n',
    kind: 'round',
    amount: -5.5,
    balance: 610.2,
    createdAt: '2026-11-24T07:58:00.000Z',
  },
  {
    id: 38,
    username: 'lucia88',
    kind: 'transfer',
    amount: 100,
    balance: 247.75,
    createdAt: '2026-11-23T18:00:00.000Z',
  },
  {
    id: 37,
    username: 'rosa11',
    kind: 'withdrawal',
    amount: -150,
    balance: 87.5,
    createdAt: '2026-11-22T20:00:00.000Z',
  },
];

export function teamTransactions(query: URLSearchParams): V<'agentTeamTransactions'> | undefined {
  const rows = ofMember(MOVES, query);
  return rows && { ...page(rows, query), ...range(query) };
}

export function announcements(query: URLSearchParams): V<'agentAnnouncements'> {
  return page(
    [
      {
        id: 3,
        title: 'Nuevos salarios por hora',
        body: 'Desde el 1 de diciembre puede ofrecer salarios por hora a sus agentes directos.\nLa tasa máxima es la de su propio contrato.',
        publishedAt: '2026-11-23T10:00:00.000Z',
      },
      {
        id: 2,
        title: 'Mantenimiento programado',
        body: 'El portal estará en mantenimiento el 28 de noviembre de 03:00 a 04:00 (UTC).',
        publishedAt: '2026-11-15T08:30:00.000Z',
      },
      {
        id: 1,
        title: 'Bienvenidos al centro de agentes',
        body: 'Consulte aquí el resumen de su equipo, sus informes y sus contratos.\nAbra cuentas para su equipo desde el centro de registro.\nCualquier duda: atención al cliente.',
        publishedAt: '2026-11-01T09:00:00.000Z',
      },
    ],
    query,
  );
}

const notFound: Answer = { code: 'NOT_FOUND', status: 404 };
const answer = (value: unknown): Answer => (value === undefined ? notFound : { value });

/**
 * The answer to one of the agent team's calls, or undefined for any other call. Opening an
 * account is a story's own answer (`answers`): what it opens depends on the form.
 */
export function teamAnswer(
  def: CallDef,
  query: URLSearchParams,
  options: NetworkOptions,
): Answer | undefined {
  const team: Partial<Record<string, () => Answer>> = {
    [agentCalls.agentTeamOverview.id]: () => answer(teamOverview(query)),
    [agentCalls.agentInvite.id]: () => answer(invite()),
    [agentCalls.agentDownlines.id]: () => answer(downlines(query)),
    [agentCalls.agentTeamBets.id]: () => answer(teamBets(query)),
    [agentCalls.agentUserLoss.id]: () => answer(userLoss(query)),
    [agentCalls.agentIncome.id]: () => answer(income(query)),
    [agentCalls.agentTeamTransactions.id]: () => answer(teamTransactions(query)),
    [agentCalls.agentAnnouncements.id]: () => answer(announcements(query)),
  };
  const reply = team[def.id];
  if (!reply) return undefined;
  // Only an agent reads the agent centre (spec 2.8).
  if (options.account !== 'agent') return { code: 'ONLY_AGENTS', status: 403 };
  return reply();
}
