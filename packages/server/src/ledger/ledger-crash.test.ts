// A server killed in the middle of a burst of rounds leaves the ledger whole; started again, the
// rounds whose answers were lost are retried with their keys and apply exactly once. On PostgreSQL,
// and on the embedded PGlite in its directory (rounds and credits, killed, started again).
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAME_SESSION_HEADER } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import type { Db } from '../db/types';
import { runWalletCli } from '../wallet/cli';
import { checkLedger, fund } from './ledger';
import { MERCHANT, TEST_DATABASE_URL } from '../test/harness';
import { inSchema, killNode, type Node, startNode, stopNode } from '../test/processes';

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

describe('a server killed mid-run, on PGlite in its directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    MERCHANT_CODE: MERCHANT,
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    DATABASE_URL: '',
    REDIS_URL: '',
    PGLITE_DIR: dir,
  };
  let node: Node | undefined;

  afterAll(async () => {
    await stopNode(node);
    rmSync(dir, { recursive: true, force: true });
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

  it('keeps every acknowledged round and credit, and the ledger balances', async () => {
    // The server, and in its process the credits (crash-node.ts): each acknowledged on stdout.
    node = await startNode(env, 'src/test/crash-node.ts');
    const credited: string[] = [];
    let pending = '';
    node.child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const key = /^credited (\S+)$/u.exec(line)?.[1];
        if (key) credited.push(key);
      }
    });

    const login = await call('POST', '/wps/session/login', {
      body: { username: 'demo01', password: 'Demo1234', type: 'username' },
    });
    const token = (JSON.parse(login.text) as { value: { token: string } }).value.token;
    // A game of the catalogue (not a vendor's lobby), launched and opened like the portal does.
    const list = await call('GET', '/wps/relay/GCS_gameList?gameType=RNG&pageSize=50', { token });
    expect(list.status, list.text).toBe(200);
    const { games } = (
      JSON.parse(list.text) as { value: { games: { nodeId: number; isGame: string }[] } }
    ).value;
    const nodeId = games.find((g) => g.isGame === 'GAME')?.nodeId ?? 0;
    const launch = await call('POST', '/wps/game/launchGame', { token, body: { nodeId } });
    expect(launch.status, launch.text).toBe(200);
    const { gameUrl } = (JSON.parse(launch.text) as { value: { gameUrl: string } }).value;
    const page = await call('GET', gameUrl);
    const session = /<meta name="game-session" content="([^"]+)">/u.exec(page.text)?.[1] ?? '';
    expect(session).not.toBe('');

    // Rounds, two at a time, while the credits run; the server is killed among them.
    const answered: string[] = [];
    let stop = false;
    const player = async () => {
      while (!stop) {
        const idempotencyKey = randomBytes(12).toString('hex');
        try {
          const res = await call('POST', '/demo/api/round', {
            session,
            body: { stake: 1 + randomInt(3), idempotencyKey },
          });
          if (res.status === 200) answered.push(idempotencyKey);
          else if (res.status !== 400) throw new Error(`round refused: ${res.text}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('round refused')) throw error;
          return; // the connection died with the server
        }
      }
    };
    const running = Promise.all([player(), player()]);
    const started = Date.now();
    while ((answered.length < 30 || credited.length < 30) && Date.now() - started < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await killNode(node);
    stop = true;
    await running;
    expect(answered.length).toBeGreaterThan(10);
    expect(credited.length).toBeGreaterThan(10);

    // Started again on the same directory: it opens, and serves.
    node = await startNode(env);
    const state = await call('GET', '/demo/api/state', { session });
    expect(state.status, state.text).toBe(200);
    await stopNode(node);

    // The operator's checks, on the directory the server left.
    const db = await openPglite(dir);
    try {
      expect(await runWalletCli(db, 'ledger-check', [])).toMatch(/^ledger OK/u);
      const [account] = await db.query<{ id: number }>(
        "SELECT id FROM accounts WHERE username = 'demo01'",
      );
      const keys = new Set(
        (
          await db.query<{ key: string }>('SELECT idempotency_key AS key FROM ledger_transactions')
        ).map((row) => row.key),
      );
      const lost = [
        ...answered.map((k) => `round:${account?.id ?? 0}:${k}`),
        ...credited.map((k) => `cli-credit:${k}`),
      ].filter((k) => !keys.has(k));
      expect(lost).toEqual([]);
    } finally {
      await db.close();
    }
  }, 240_000);
});
