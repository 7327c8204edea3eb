// Two real server processes on one PostgreSQL behave as one: with the database alone, and with
// Redis (REDIS_URL) sharing rate counters.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT, TEST_DATABASE_URL } from './test/harness';
import { openStream } from './test/liveStream';
import { inSchema, type Node, runCliProcess, startNode, stopNode } from './test/processes';

const TEST_REDIS_URL = process.env['TEST_REDIS_URL'];
// Above the logins the cases make in one minute (8), below the attempts the limit's case makes.
const LOGIN_LIMIT = 10;

const VARIANTS: { name: string; redis: boolean }[] = TEST_DATABASE_URL
  ? [
      { name: 'the database alone', redis: false },
      ...(TEST_REDIS_URL ? [{ name: 'Redis', redis: true }] : []),
    ]
  : [];

// Without a PostgreSQL to share there is nothing to run: say so instead of an empty file.
describe.skipIf(VARIANTS.length > 0)('two server processes on one PostgreSQL', () => {
  it.skip('needs TEST_DATABASE_URL (and TEST_REDIS_URL for the Redis variant)', () => {});
});

describe.skipIf(VARIANTS.length === 0).each(VARIANTS)(
  'two server processes on one PostgreSQL, sharing through $name',
  ({ redis }) => {
    const schema = `c_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const prefix = `portal-test:${schema}:`;
    const url = TEST_DATABASE_URL ?? '';
    let a: Node | undefined;
    let b: Node | undefined;
    let client: Redis | undefined;
    let db: pg.Client;

    beforeAll(async () => {
      db = new pg.Client({ connectionString: url });
      await db.connect();
      await db.query(`CREATE SCHEMA ${schema}`);
      const env = {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        MERCHANT_CODE: MERCHANT,
        LOGIN_ATTEMPTS_PER_MINUTE: String(LOGIN_LIMIT),
        DATABASE_URL: inSchema(url, schema),
        ...(redis && TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } : {}),
      };
      // Started together: they migrate and seed one database at the same moment.
      [a, b] = await Promise.all([startNode(env), startNode(env)]);
      if (redis) client = new Redis(TEST_REDIS_URL ?? '', { keyPrefix: prefix });
    }, 120_000);

    afterAll(async () => {
      await Promise.all([stopNode(a), stopNode(b)]);
      if (client) {
        const keys = await client.keys(`${prefix}*`);
        // KEYS answers full names; DEL through a prefixed client would prefix them twice.
        if (keys.length) await client.del(...keys.map((k) => k.slice(prefix.length)));
        await client.quit();
      }
      await db?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db?.end();
      // Each process ends its live streams before it stops: room for that on a busy machine.
    }, 60_000);

    const call = async (
      node: Node | undefined,
      method: string,
      path: string,
      init: { token?: string; body?: unknown } = {},
    ) => {
      const res = await fetch(`${node?.url ?? ''}${path}`, {
        method,
        headers: {
          merchant: MERCHANT,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
      return {
        status: res.status,
        body: (await res.json()) as { code?: string; value?: Record<string, unknown> },
      };
    };
    const login = (node: Node | undefined, username: string, password: string) =>
      call(node, 'POST', '/wps/session/login', { body: { username, password, type: 'username' } });

    it('migrated and seeded once', async () => {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM ${schema}.accounts`);
      expect(rows[0].n).toBe(7);
      const keys = await db.query(`SELECT count(*)::int AS n FROM ${schema}.encryption_keys`);
      expect(keys.rows[0].n).toBe(1);
    });

    it('a session made on one is valid on the other, and a logout on one kills it on both', async () => {
      const made = await login(a, 'demo01', 'Demo1234');
      expect(made.status).toBe(200);
      const token = String(made.body.value?.['token']);
      for (const node of [b, a, b]) {
        const info = await call(node, 'GET', '/wps/member/info', { token });
        expect(info.status).toBe(200);
        expect(info.body.value?.['account']).toBe('demo01');
      }
      expect((await call(b, 'DELETE', '/wps/session/logout', { token })).status).toBe(200);
      for (const node of [a, b]) {
        const after = await call(node, 'GET', '/wps/member/info', { token });
        expect(after.status).toBe(401);
        expect(after.body.code).toBe('UNAUTHORIZED');
      }
    });

    it('a password changed on one ends the other sessions on both', async () => {
      const first = String((await login(a, 'down01', 'Down1234')).body.value?.['token']);
      const second = String((await login(b, 'down01', 'Down1234')).body.value?.['token']);
      expect((await call(a, 'GET', '/wps/member/info', { token: first })).status).toBe(200);
      const live = await openStream(a?.url ?? '', first);
      await live.next('hello');
      const change = await call(b, 'POST', '/wps/member/password', {
        token: second,
        body: {
          oldPassword: 'Down1234',
          newPassword: 'Down kiwi 5678',
          confirmNewPassword: 'Down kiwi 5678',
        },
      });
      expect(change.status).toBe(200);
      // The live channel held on the other process ends at once, saying why.
      expect((await live.next('logout')).data).toEqual({ reason: 'password' });
      await live.ended;
      for (const node of [a, b]) {
        expect((await call(node, 'GET', '/wps/member/info', { token: first })).status).toBe(401);
        expect((await call(node, 'GET', '/wps/member/info', { token: second })).status).toBe(200);
      }
    });

    it('a self-exclusion taken on one ends every session of the account on both, and login is refused on both', async () => {
      // One login (the other session comes by a handoff): the login test below counts attempts.
      const first = String((await login(a, 'vip01', 'Vip12345')).body.value?.['token']);
      const handoff = await call(a, 'POST', '/wps/session/handoff', { token: first });
      const exchanged = await call(b, 'POST', '/wps/session/exchange', {
        body: { code: handoff.body.value?.['code'] },
      });
      const second = String(exchanged.body.value?.['token']);
      // Both sessions are live, and seen by both processes.
      for (const node of [a, b])
        for (const token of [first, second])
          expect((await call(node, 'GET', '/wps/member/info', { token })).status).toBe(200);
      const live = await openStream(a?.url ?? '', first);
      await live.next('hello');
      const excluded = await call(b, 'POST', '/wps/responsible/self-exclusion', {
        token: second,
        body: { months: 6 },
      });
      expect(excluded.status).toBe(200);
      expect((await live.next('logout')).data).toEqual({ reason: 'excluded' });
      for (const node of [a, b])
        for (const token of [first, second]) {
          const after = await call(node, 'GET', '/wps/member/info', { token });
          expect(after.status).toBe(401);
        }
      const refused = await login(a, 'vip01', 'Vip12345');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'ACCOUNT_EXCLUDED',
        value: { kind: 'self-exclusion', endsAt: excluded.body.value?.['endsAt'] },
      });
    });

    it('sends a change made by any process to the live channel held on another, and resumes there', async () => {
      const token = String((await login(a, 'down02', 'Down1234')).body.value?.['token']);
      const live = await openStream(a?.url ?? '', token);
      const hello = await live.next('hello');
      const env = { NODE_ENV: 'test', DATABASE_URL: inSchema(url, schema) };
      // The operator's CLI, a process of its own.
      const sent = await runCliProcess(env, [
        'message',
        'down02',
        '--title',
        'Hola',
        '--content',
        'x',
      ]);
      expect(sent.code, sent.stderr).toBe(0);
      const message = await live.next('message', 15_000);
      expect(message.data).toMatchObject({ title: 'Hola' });
      const before = Number(hello.data['balance']);
      expect((await runCliProcess(env, ['credit', 'down02', '7'])).code).toBe(0);
      expect((await live.next('balance', 15_000)).data).toEqual({ balance: before + 7 });
      live.close();
      // Missed while away, read on the other process from where the first left off.
      expect(
        (await runCliProcess(env, ['message', 'down02', '--title', 'Otra', '--content', 'y'])).code,
      ).toBe(0);
      const resumed = await openStream(b?.url ?? '', token, message.id);
      await resumed.next('hello');
      expect((await resumed.next('message')).data).toMatchObject({ title: 'Otra' });
      resumed.close();
    }, 60_000);

    it('sends a chat message written on one process to a room read on the other, and the operator’s mute too', async () => {
      // demo01: the earlier cases changed down01's password and excluded vip01.
      const reader = String((await login(a, 'demo01', 'Demo1234')).body.value?.['token']);
      const writer = String((await login(b, 'down02', 'Down1234')).body.value?.['token']);
      const room = await openStream(a?.url ?? '', reader, undefined, '/wps/chat/events?room=vi');
      await room.next('history');
      const written = await call(b, 'POST', '/wps/chat/messages', {
        token: writer,
        body: { room: 'vi', text: 'xin chào' },
      });
      expect(written.status).toBe(200);
      expect((await room.next('message', 15_000)).data).toMatchObject({ text: 'xin chào' });
      const env = { NODE_ENV: 'test', DATABASE_URL: inSchema(url, schema) };
      const muted = await runCliProcess(env, ['chat-mute', 'demo01', '--minutes', '5']);
      expect(muted.code, muted.stderr).toBe(0);
      expect((await room.next('me', 15_000)).data).toMatchObject({ canPost: false });
      room.close();
    }, 60_000);

    it('counts login attempts from one address across both processes', async () => {
      // A fixed one-minute window: start well inside one.
      const second = new Date().getSeconds();
      if (second > 45) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
      const { rows } = await db.query(
        `SELECT coalesce(sum(hits), 0)::int AS n FROM ${schema}.rate_counters
         WHERE bucket LIKE 'login-ip:%' AND window_start = date_trunc('minute', now())`,
      );
      const redisHits = client
        ? Number(
            (await client.get(`rl:login-ip:127.0.0.1:${Math.floor(Date.now() / 60_000) * 60}`)) ??
              0,
          )
        : 0;
      let used = rows[0].n + redisHits;
      const statuses: number[] = [];
      for (const node of [a, b, a, b, a, b, a, b, a, b, a, b]) {
        statuses.push((await login(node, `ghost${statuses.length}`, 'nope')).status);
        used += 1;
        if (used > LOGIN_LIMIT) break;
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
      // Where the counters live: Redis when there is one, the database otherwise.
      const stored = await db.query(
        `SELECT count(*)::int AS n FROM ${schema}.rate_counters WHERE bucket LIKE 'login-ip:%'`,
      );
      if (client) {
        expect(stored.rows[0].n).toBe(0);
        expect((await client.keys(`${prefix}rl:login-ip:*`)).length).toBeGreaterThan(0);
      } else {
        expect(stored.rows[0].n).toBeGreaterThan(0);
      }
    }, 40_000);
  },
);
