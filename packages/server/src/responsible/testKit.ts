// Shared by the responsible-play tests: a member with funds, its calls, and the clock moved back
// (the instants the database keeps, moved rather than waited for: nothing sleeps).
import { GAME_SESSION_HEADER } from '@portal/contract';
import { runCli } from '../cli';
import { login, type Harness } from '../test/harness';

export const PASSWORD = 'Lantern orchard 42';

export interface Member {
  id: number;
  username: string;
  token: string;
  call(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    token?: string,
  ): ReturnType<Harness['call']>;
  /** Launches the demo slot: the launch call's answer. */
  launch(): ReturnType<Harness['call']>;
  /** Opens the demo slot (launch and page) and answers its game-session token. */
  open(): Promise<string>;
  round(session: string, stake: string, key: string): ReturnType<Harness['call']>;
  deposit(amount: string, requestId: string): ReturnType<Harness['call']>;
  balance(): Promise<number>;
  /** Logs in again (a moved clock ends an idle session). */
  relogin(): Promise<void>;
}

export async function member(
  h: Harness,
  username: string,
  credit = '1000',
  { adult = true }: { adult?: boolean } = {},
): Promise<Member> {
  await runCli(h.db, [
    'create-account',
    'member',
    username,
    PASSWORD,
    ...(adult ? ['--adult'] : []),
  ]);
  if (credit !== '0') await runCli(h.db, ['credit', username, credit]);
  const [row] = await h.db.query<{ id: number }>(
    'SELECT id FROM accounts WHERE username_key = lower($1)',
    [username],
  );
  const token = await login(h, username, PASSWORD);
  const [game] = await h.db.query<{ node_id: number }>(
    "SELECT node_id FROM games WHERE is_game = 'GAME' AND game_type = 'RNG' ORDER BY node_id LIMIT 1",
  );
  const m: Member = {
    id: row?.id ?? 0,
    username,
    token,
    call: (method, url, payload, t = m.token) =>
      h.call({ method, url, token: t, ...(payload ? { payload } : {}) }),
    launch: () => m.call('POST', '/wps/game/launchGame', { nodeId: game?.node_id }),
    async open() {
      const res = await m.launch();
      if (res.statusCode !== 200) throw new Error(`launch: ${res.body}`);
      const page = await h.call({ method: 'GET', url: res.json().value.gameUrl, merchant: null });
      const match = /<meta name="game-session" content="([^"]+)">/u.exec(page.body);
      if (!match?.[1]) throw new Error('no game session in the page');
      return match[1];
    },
    round: (session, stake, key) =>
      h.call({
        method: 'POST',
        url: '/demo/api/round',
        merchant: null,
        headers: { [GAME_SESSION_HEADER]: session },
        // The page sends a number, and a key of 8 characters or more.
        payload: { stake: Number(stake), idempotencyKey: `key-${key}` },
      }),
    deposit: (amount, requestId) =>
      m.call('POST', '/wps/cashier/deposits', { channel: 'demo-bank', amount, requestId }),
    async relogin() {
      m.token = await login(h, username, PASSWORD);
    },
    async balance() {
      return (await m.call('GET', '/wps/v2/wallets/balance')).json().value.balance as number;
    },
  };
  return m;
}

/**
 * Moves the clock of one member forward by `interval`: the instants kept for the member are moved
 * back by as much (sessions, limits waiting, the reality check, deposits and rounds). Exclusions
 * are moved too, with their guard set aside for the move: it refuses any shortening, rightly, and
 * this is not one.
 */
export async function passTime(h: Harness, accountId: number, interval: string): Promise<void> {
  await h.db.transaction(async (tx) => {
    const back = (table: string, columns: string[]) =>
      tx.query(
        `UPDATE ${table} SET ${columns.map((c) => `${c} = ${c} - $2::interval`).join(', ')}
         WHERE account_id = $1`,
        [accountId, interval],
      );
    await back('sessions', ['created_at', 'last_seen_at', 'expires_at']);
    await back('game_sessions', ['created_at', 'expires_at']);
    await back('responsible_limits', ['pending_since']);
    await back('responsible_members', ['reality_answered_at']);
    await back('deposits', ['created_at']);
    await back('game_bets', ['created_at']);
    await back('responsible_limit_changes', ['at']);
    await tx.query(
      'ALTER TABLE responsible_exclusions DISABLE TRIGGER responsible_exclusions_kept',
    );
    await back('responsible_exclusions', ['starts_at', 'ends_at', 'reopen_asked_at']);
    await tx.query('ALTER TABLE responsible_exclusions ENABLE TRIGGER responsible_exclusions_kept');
  });
}
