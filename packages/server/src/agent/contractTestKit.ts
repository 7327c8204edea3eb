// What the contract and settlement tests share: a tree of agents, the operator's flags, rounds
// played at a chosen instant through the ledger (as the demo game plays them), and the calls.
import { runCli } from '../cli';
import { post } from '../ledger/ledger';
import { login, type Harness } from '../test/harness';

export const PASSWORD = 'Copper lantern 7788';
export const ALL_FLAGS = ['AGENTPOLICY3', 'SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'];

/** Creates an account (`agent` or `member`) under `upline`, and answers its id. */
export async function account(
  h: Harness,
  kind: 'agent' | 'member',
  username: string,
  upline?: string,
): Promise<number> {
  await runCli(h.db, [
    'create-account',
    kind,
    username,
    PASSWORD,
    '--adult',
    ...(upline ? ['--upline', upline] : []),
  ]);
  return idOf(h, username);
}

export async function idOf(h: Harness, username: string): Promise<number> {
  const [row] = await h.db.query<{ id: number }>(
    'SELECT id FROM accounts WHERE username_key = lower($1)',
    [username],
  );
  if (!row) throw new Error(`no account ${username}`);
  return row.id;
}

export const tokenOf = (h: Harness, username: string) => login(h, username, PASSWORD);

let rounds = 0;

/** One round of `username` at the instant `at`: stake and win in cents, one ledger movement. */
export async function round(
  h: Harness,
  username: string,
  stakeCents: number,
  winCents: number,
  at: Date,
): Promise<void> {
  const who = await idOf(h, username);
  const [game] = await h.db.query<{ id: number }>('SELECT id FROM games ORDER BY id LIMIT 1');
  if (!game) throw new Error('no game in the catalogue');
  rounds += 1;
  const request = { who, stakeCents, winCents, at: at.toISOString(), n: rounds };
  await post(h.db, {
    key: `contract-test-round:${Date.now()}:${rounds}`,
    kind: 'round',
    request,
    build: async (tx, transactionId) => {
      await tx.query(
        `INSERT INTO game_bets (transaction_id, account_id, game_id, stake, win, created_at)
         VALUES ($1, $2, $3, $4::numeric / 100, $5::numeric / 100, $6)`,
        [transactionId, who, game.id, stakeCents, winCents, at.toISOString()],
      );
      const net = winCents - stakeCents;
      return {
        legs: [
          { wallet: { member: who }, cents: net },
          { wallet: 'house', cents: -net },
        ],
        result: { net },
      };
    },
  });
}

/** A member's main balance in units. */
export async function balance(h: Harness, username: string): Promise<number> {
  const [row] = await h.db.query<{ balance: string }>(
    `SELECT l.balance::text AS balance FROM ledger_accounts l JOIN accounts a ON a.id = l.account_id
     WHERE a.username_key = lower($1)`,
    [username],
  );
  return Number(row?.balance ?? Number.NaN);
}

/** Moves a contract's acceptance (and end, if any) to chosen instants: a clock set back. */
export async function decidedAt(h: Harness, contractId: number, at: Date, endedAt?: Date) {
  await h.db.query('UPDATE agent_contracts SET decided_at = $2, ended_at = $3 WHERE id = $1', [
    contractId,
    at.toISOString(),
    endedAt?.toISOString() ?? null,
  ]);
}

export const api = (h: Harness) => ({
  offer: (token: string, payload: Record<string, unknown>) =>
    h.call({ method: 'POST', url: '/wps/agent/contracts', token, payload }),
  act: (token: string, contractId: number, action: string) =>
    h.call({
      method: 'POST',
      url: '/wps/member/contracts/action',
      token,
      payload: { contractId, action },
    }),
  get: (token: string, url: string) => h.call({ method: 'GET', url, token }),
});

/** A house contract offered from the CLI and accepted by `username`: answers its id. */
export async function houseContract(
  h: Harness,
  username: string,
  token: string,
  kind: string,
  rate: string,
  period?: string,
): Promise<number> {
  const out = await runCli(h.db, [
    'contract-offer',
    username,
    '--kind',
    kind,
    '--rate',
    rate,
    ...(period ? ['--period', period] : []),
  ]);
  const id = Number(/#(\d+)/u.exec(out)?.[1]);
  const res = await api(h).act(token, id, 'accept');
  if (res.statusCode !== 200) throw new Error(`accept ${id}: ${res.statusCode} ${res.body}`);
  return id;
}

/**
 * Runs `writers` while `table` is held against writes (PostgreSQL), and lets go only once two of
 * them wait to write it (asked of pg_locks): they then race for the same rows. A writer that ends
 * without waiting (it failed) stops the asking: its failure is the answer.
 */
export async function racing<T>(h: Harness, table: string, writers: () => Promise<T>): Promise<T> {
  let running: Promise<T> | undefined;
  let ended = false;
  // The holder asks pg_locks on its own connection: the writers may take every other one of the
  // test's small pool while they wait.
  await h.db.transaction(async (tx) => {
    await tx.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
    running = writers();
    void running.then(
      () => (ended = true),
      () => (ended = true),
    );
    // Processes take a few seconds to start: ask until both wait, for at most a minute.
    const deadline = Date.now() + 60_000;
    while (!ended) {
      const [waiting] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
         WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace AND NOT l.granted`,
        [table],
      );
      if ((waiting?.n ?? 0) >= 2) break;
      if (Date.now() > deadline) throw new Error(`the two writers never waited for ${table}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return running!;
}
