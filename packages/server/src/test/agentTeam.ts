// A small agent tree for the agent centre's tests, played through the API as players would:
// agent A with sub-agent B and B's member C, A's own member D, and a stranger agent S with its
// member T. C, D and T are credited 100 each and play the demo slot.
import { GAME_SESSION_HEADER } from '@portal/contract';
import { expect } from 'vitest';
import { runCli } from '../cli';
import { login, type Harness } from './harness';

export const TEAM_PASSWORD = 'Secret12';

export const STAKES = { c: [1, 2, 3], d: [4], t: [5] } as const;

export interface TeamTree {
  /** Usernames by role: a, b, c, d, s, t. */
  names: Record<'a' | 'b' | 'c' | 'd' | 's' | 't', string>;
  tokens: Record<'a' | 'b' | 'c' | 'd' | 's' | 't', string>;
}

/** Plays `stakes` rounds of the demo slot through its page, as a player would. */
export async function play(h: Harness, token: string, stakes: readonly number[]): Promise<void> {
  const [game] = await h.db.query<{ node_id: number }>(
    "SELECT node_id FROM games WHERE is_game = 'GAME' AND game_type = 'RNG' ORDER BY node_id LIMIT 1",
  );
  const launched = await h.call({
    method: 'POST',
    url: '/wps/game/launchGame',
    token,
    payload: { nodeId: game?.node_id },
  });
  const gameUrl = (launched.json() as { value: { gameUrl: string } }).value.gameUrl;
  const page = await h.call({ method: 'GET', url: gameUrl, merchant: null });
  const session = /<meta name="game-session" content="([^"]+)">/u.exec(page.body)?.[1] ?? '';
  for (const [i, stake] of stakes.entries()) {
    const res = await h.call({
      method: 'POST',
      url: '/demo/api/round',
      merchant: null,
      headers: { [GAME_SESSION_HEADER]: session },
      payload: { stake, idempotencyKey: `team-${token.slice(0, 8)}-${i}-${Date.now()}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Makes the tree with names `<prefix>a` ... `<prefix>t`, logs everyone in and plays. */
export async function buildTree(h: Harness, prefix: string): Promise<TeamTree> {
  const names = {
    a: `${prefix}a`,
    b: `${prefix}b`,
    c: `${prefix}c`,
    d: `${prefix}d`,
    s: `${prefix}s`,
    t: `${prefix}t`,
  };
  const create = (kind: string, name: string, upline?: string) =>
    runCli(h.db, [
      'create-account',
      kind,
      name,
      TEAM_PASSWORD,
      '--adult',
      ...(upline ? ['--upline', upline] : []),
    ]);
  await create('agent', names.a);
  await create('agent', names.b, names.a);
  await create('member', names.c, names.b);
  await create('member', names.d, names.a);
  await create('agent', names.s);
  await create('member', names.t, names.s);
  for (const who of ['c', 'd', 't'] as const)
    await runCli(h.db, ['credit', names[who], '100', '--key', `team-${names[who]}`]);
  const tokens = {} as TeamTree['tokens'];
  for (const who of ['a', 'b', 'c', 'd', 's', 't'] as const)
    tokens[who] = await login(h, names[who], TEAM_PASSWORD);
  await play(h, tokens.c, STAKES.c);
  await play(h, tokens.d, STAKES.d);
  await play(h, tokens.t, STAKES.t);
  return { names, tokens };
}

/** The sum of the wins of a member's rounds, as the ledger's rounds hold them. */
export async function winsOf(h: Harness, username: string): Promise<number> {
  const [row] = await h.db.query<{ win: string }>(
    `SELECT coalesce(sum(b.win), 0)::text AS win FROM game_bets b
     JOIN accounts a ON a.id = b.account_id WHERE a.username = $1`,
    [username],
  );
  return Number(row?.win ?? 0);
}

/** A GET through the API: its status, code and value. */
export async function getAs<T>(h: Harness, url: string, token?: string) {
  const res = await h.call({ method: 'GET', url, ...(token ? { token } : {}) });
  const body = res.json() as { value: T; code?: string };
  return { status: res.statusCode, code: body.code, value: body.value };
}
