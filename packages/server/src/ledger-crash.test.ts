// A server killed in the middle of a burst of rounds leaves the ledger whole; started again, the
// rounds whose answers were lost are retried with their keys and apply exactly once.
import { randomBytes, randomInt } from 'node:crypto';
import { GAME_SESSION_HEADER } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './db/postgres';
import type { Db } from './db/types';
import { checkLedger, fund } from './ledger';
import { MERCHANT, TEST_DATABASE_URL } from './test/harness';
import { inSchema, killNode, type Node, startNode, stopNode } from './test/processes';

const PLAYERS: [string, string][] = [
  ['demo01', 'Demo1234'],
  ['vip01', 'Vip12345'],
  ['down01', 'Down1234'],
  ['down02', 'Down1234'],
];

describe.skipIf(!TEST_DATABASE_URL)('a server killed mid-run, on PostgreSQL', () => {
  const url = TEST_DATABASE_URL ?? '';
  const schema = `k_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    MERCHANT_CODE: MERCHANT,
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    DATABASE_URL: inSchema(url, schema),
  };
  let node: Node | undefined;
  let admin: pg.Client;
  let db: Db;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    node = await startNode(env);
    db = await openPostgres(url, { schema, max: 2 });
  }, 120_000);

  afterAll(async () => {
    await stopNode(node);
    await db?.close();
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
  });

  const call = async (
    method: string,
    path: string,
    init: { token?: string; session?: string; body?: unknown } = {},
  ) => {
    const res = await fetch(`${node?.url ?? ''}${path}`, {
      method,
      headers: {
        merchant: MERCHANT,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.session ? { [GAME_SESSION_HEADER]: init.session } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    return { status: res.status, text: await res.text() };
  };

  it('keeps the invariants, and every lost answer is retried into exactly one round', async () => {
    const [{ node_id: nodeId } = { node_id: 0 }] = await db.query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE is_game = 'GAME' ORDER BY node_id LIMIT 1",
    );
    // Each player gets a game session, and funds enough for the whole burst.
    const sessions: string[] = [];
    for (const [username, password] of PLAYERS) {
      const login = await call('POST', '/wps/session/login', {
        body: { username, password, type: 'username' },
      });
      const token = (JSON.parse(login.text) as { value: { token: string } }).value.token;
      const launch = await call('POST', '/wps/game/launchGame', { token, body: { nodeId } });
      const { gameUrl } = (JSON.parse(launch.text) as { value: { gameUrl: string } }).value;
      const page = await call('GET', gameUrl);
      const session = /<meta name="game-session" content="([^"]+)">/u.exec(page.text)?.[1];
      if (!session) throw new Error(`no game session for ${username}: ${page.status}`);
      sessions.push(session);
      const [account] = await db.query<{ id: number }>(
        'SELECT id FROM accounts WHERE username = $1',
        [username],
      );
      await db.transaction((tx) =>
        fund(tx, account?.id ?? 0, 10_000_000, `crash-fund-${username}`),
      );
    }

    // Rounds from every player at once; the server is killed while they run.
    const sent: {
      session: string;
      body: { stake: number; idempotencyKey: string };
      answered: boolean;
    }[] = [];
    let stop = false;
    const player = async (session: string) => {
      while (!stop) {
        const body = { stake: 1 + randomInt(500), idempotencyKey: randomBytes(12).toString('hex') };
        const entry = { session, body, answered: false };
        sent.push(entry);
        try {
          const res = await call('POST', '/demo/api/round', { session, body });
          entry.answered = res.status === 200;
          if (res.status !== 200) throw new Error(`round refused: ${res.text}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('round refused')) throw error;
          return; // the connection died with the server
        }
      }
    };
    const running = Promise.all(sessions.map(player));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await killNode(node);
    stop = true;
    await running;

    const answered = sent.filter((s) => s.answered).length;
    expect(answered).toBeGreaterThan(20);
    expect(await checkLedger(db)).toMatchObject({
      total: 0,
      negative: [],
      unbalanced: [],
      drifted: [],
    });

    // Started again, the players retry what they sent without an answer.
    node = await startNode(env);
    const lost = sent.filter((s) => !s.answered);
    expect(lost.length).toBeGreaterThan(0);
    for (const s of lost) {
      const res = await call('POST', '/demo/api/round', { session: s.session, body: s.body });
      expect(res.status, res.text).toBe(200);
      // Retried again: the same round, not a new one.
      const again = await call('POST', '/demo/api/round', { session: s.session, body: s.body });
      expect(again.text).toBe(res.text);
    }
    const [{ rounds } = { rounds: -1 }] = await db.query<{ rounds: number }>(
      "SELECT count(*)::int AS rounds FROM ledger_transactions WHERE kind = 'round'",
    );
    expect(rounds).toBe(sent.length);
    const [{ bets } = { bets: -1 }] = await db.query<{ bets: number }>(
      'SELECT count(*)::int AS bets FROM game_bets',
    );
    expect(bets).toBe(sent.length);
    expect(await checkLedger(db)).toMatchObject({
      total: 0,
      negative: [],
      unbalanced: [],
      drifted: [],
    });
  }, 180_000);
});
