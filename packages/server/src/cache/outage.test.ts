// A Redis outage does not stop logins and member calls: the rate counters fall back to the
// database within a bound, the outage and the recovery are logged once each, and Redis is used
// again when it is back. A logout made meanwhile holds at once (sessions live in the database).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from '../test/harness';

const BOUND_MS = 2_000;
const PREFIX = `portal-test:outage:${process.pid}:`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A throwaway redis-server on `port`, without persistence; resolves once it accepts. */
function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start:\n${output}`)),
      10_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
}

async function stopRedis(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const count = (logs: string[], text: string) => logs.filter((l) => l.includes(text)).length;
const UNAVAILABLE = 'Redis is unavailable';
const BACK = 'Redis is available again';

/** Waits (bounded) for the cache to log its recovery for the `n`th time. */
async function recovered(h: Harness, n: number): Promise<void> {
  const until = Date.now() + 15_000;
  while (count(h.logs, BACK) < n) {
    if (Date.now() > until) throw new Error(`Redis not used again:\n${h.logs.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Calls `fn`, failing if it takes longer than BOUND_MS. */
async function timed<T>(fn: () => Promise<T>): Promise<T> {
  const start = Date.now();
  const result = await fn();
  expect(Date.now() - start).toBeLessThan(BOUND_MS);
  return result;
}

const info = (h: Harness, token: string) =>
  timed(() => h.call({ method: 'GET', url: '/wps/member/info', token }));

describe('a Redis that goes away and comes back', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let h: Harness;
  let client: Redis;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    h = await startHarness('pglite', {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: PREFIX,
    });
    client = new Redis(`redis://127.0.0.1:${port}`, {
      keyPrefix: PREFIX,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    });
    client.on('error', () => undefined);
  }, 120_000);

  afterAll(async () => {
    client?.disconnect();
    await h?.close();
    if (redis?.signalCode === null && redis.exitCode === null) redis.kill('SIGCONT');
    await stopRedis(redis);
  });

  const countersInDb = async () =>
    (
      await h.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM rate_counters WHERE bucket LIKE 'login-ip:%'",
      )
    )[0]?.n;

  // Counted from here on: a start on a busy machine may be slow to connect.
  let unavailable0 = 0;
  let back0 = 0;
  const unavailable = () => count(h.logs, UNAVAILABLE) - unavailable0;
  const back = () => count(h.logs, BACK) - back0;

  // The login counters Redis holds (KEYS takes the whole name: the client's prefix is not added).
  const countersInRedis = async () => (await client.keys(`${PREFIX}rl:login-ip:*`)).length;

  it('uses Redis while it answers', async () => {
    const token = await login(h, 'demo01', 'Demo1234');
    expect((await info(h, token)).statusCode).toBe(200);
    expect(await countersInRedis()).toBeGreaterThan(0);
    expect(await countersInDb()).toBe(0);
    unavailable0 = count(h.logs, UNAVAILABLE);
    back0 = count(h.logs, BACK);
  });

  it('answers logins and member calls from the database when Redis is killed, and uses it again once restarted', async () => {
    await stopRedis(redis);
    for (let i = 0; i < 3; i += 1) {
      const token = await timed(() => login(h, 'demo01', 'Demo1234'));
      expect((await info(h, token)).statusCode).toBe(200);
    }
    // The login rate counters went to the database; the outage is logged once, not per request.
    expect(await countersInDb()).toBeGreaterThan(0);
    expect(unavailable()).toBe(1);

    redis = await startRedis(port);
    await recovered(h, back0 + 1);
    const token = await timed(() => login(h, 'demo01', 'Demo1234'));
    expect((await info(h, token)).statusCode).toBe(200);
    // The restarted Redis keeps nothing: this login's counter is there because it went there.
    expect(await countersInRedis()).toBeGreaterThan(0);
    expect(unavailable()).toBe(1);
    expect(back()).toBe(1);
  }, 60_000);

  it('answers within the bound when Redis hangs, a logout made meanwhile included', async () => {
    const token = await login(h, 'demo01', 'Demo1234');
    expect((await info(h, token)).statusCode).toBe(200);

    redis?.kill('SIGSTOP'); // connected, but no answer to anything
    try {
      const logout = await timed(() =>
        h.call({ method: 'DELETE', url: '/wps/session/logout', token }),
      );
      expect(logout.statusCode).toBe(200);
      expect((await info(h, token)).statusCode).toBe(401);
      const other = await timed(() => login(h, 'down01', 'Down1234'));
      expect((await info(h, other)).statusCode).toBe(200);
      expect(unavailable()).toBe(2);
    } finally {
      redis?.kill('SIGCONT');
    }
    await recovered(h, back0 + 2);
    expect((await info(h, token)).statusCode).toBe(401);
  }, 60_000);
});

describe('a Redis address that accepts connections and never answers', () => {
  let server: Server;
  const sockets: Socket[] = [];
  let h: Harness;

  beforeAll(async () => {
    server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    h = await startHarness('pglite', {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: PREFIX,
    });
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('answers logins and member calls from the database, logging it once', async () => {
    for (let i = 0; i < 3; i += 1) {
      const token = await timed(() => login(h, 'demo01', 'Demo1234'));
      expect((await info(h, token)).statusCode).toBe(200);
    }
    expect(count(h.logs, UNAVAILABLE)).toBe(1);
  }, 30_000);
});
