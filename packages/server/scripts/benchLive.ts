// pnpm bench:live: how many idle live channels (GET /wps/live/events) one server process holds,
// and how long an event takes to reach 1,000 of them. A server process (production mode, on
// PostgreSQL in a schema of its own) is started; its sessions are written straight into the
// database (a login costs 21 ms of argon2id on purpose, which would be all this measured); the
// streams are plain HTTP connections from this process. Writes docs/benchmarks.md between its
// markers. Not part of npm test.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import pg from 'pg';
import { sha256 } from '../src/security/tokens';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(SERVER_DIR, '../../docs/benchmarks.md');
const PG_URL = process.env['BENCH_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';
const MERCHANT = 'BENCH';
const IDLE = Number(process.env['BENCH_LIVE_IDLE'] ?? 5_000);
const FANOUT = Number(process.env['BENCH_LIVE_FANOUT'] ?? 1_000);
const ROUNDS = 20;
const START = '<!-- bench:live:start -->';
const END = '<!-- bench:live:end -->';

interface Stream {
  req: ClientRequest;
  hello: Promise<void>;
  /** Called with the time each `system` event arrives. */
  onSystem?: (at: number) => void;
}

function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/u.exec(output);
      if (match?.[1]) resolve({ url: match[1], child });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function open(url: string, token: string): Stream {
  const stream = {} as Stream;
  stream.hello = new Promise((resolve, reject) => {
    stream.req = request(
      `${url}/wps/live/events`,
      { headers: { authorization: `Bearer ${token}`, merchant: MERCHANT }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (block.includes('event: hello')) resolve();
            if (block.includes('event: system')) stream.onSystem?.(performance.now());
          }
        });
      },
    );
    stream.req.on('error', reject);
    stream.req.end();
  });
  return stream;
}

const rssOf = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/u.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main(): Promise<void> {
  const schema = `bench_live_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const { url: base, child } = await startServer({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    MERCHANT_CODE: MERCHANT,
    DATABASE_URL: url,
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const tokens = Array.from({ length: IDLE }, () => randomBytes(32).toString('base64url'));
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO accounts (username, username_key, password_hash, nickname)
       SELECT 'live' || g, 'live' || g, 'x', 'live' || g FROM generate_series(1, $1::int) g
       RETURNING id`,
      [IDLE],
    );
    await db.query(
      `INSERT INTO sessions (token_hash, account_id, expires_at)
       SELECT unnest($1::text[]), unnest($2::int[]), now() + interval '1 day'`,
      [tokens.map(sha256), rows.map((r) => r.id)],
    );
    const pid = child.pid ?? 0;
    const rssBefore = rssOf(pid);

    // Idle: every stream open and greeted, then a few seconds of nothing.
    const connectStart = performance.now();
    const streams: Stream[] = [];
    for (let i = 0; i < IDLE; i += 250) {
      const batch = tokens.slice(i, i + 250).map((t) => open(base, t));
      await Promise.all(batch.map((s) => s.hello));
      streams.push(...batch);
    }
    const connectMs = performance.now() - connectStart;
    await new Promise((r) => setTimeout(r, 5_000));
    const rssIdle = rssOf(pid);

    // Fan-out: FANOUT streams stay; maintenance switched ROUNDS times reaches each of them.
    for (const s of streams.slice(FANOUT)) s.req.destroy();
    await new Promise((r) => setTimeout(r, 2_000));
    const kept = streams.slice(0, FANOUT);
    const latencies: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let got = 0;
      let sent = 0;
      const all = new Promise<void>((resolve) => {
        for (const s of kept)
          s.onSystem = (at) => {
            latencies.push(at - sent);
            got += 1;
            if (got === kept.length) resolve();
          };
      });
      sent = performance.now();
      await db.query(
        `INSERT INTO settings (key, value) VALUES ('maintenance', $1::jsonb)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
        [JSON.stringify(round % 2 === 0)],
      );
      await all;
    }
    await db.query(`UPDATE settings SET value = 'false'::jsonb WHERE key = 'maintenance'`);
    for (const s of kept) s.req.destroy();
    latencies.sort((a, b) => a - b);

    const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MiB`;
    const ms = (v: number) => v.toFixed(1);
    const section = `${START}

## Live channel (\`pnpm bench:live\`)

One server process (production mode) on PostgreSQL, ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), ${(totalmem() / 1_073_741_824).toFixed(1)} GiB, Node ${process.version}; load average ${loadavg()[0]?.toFixed(2)} at the end. Run on ${new Date().toISOString().slice(0, 10)}. The streams are plain HTTP connections from the benchmark's own process on loopback (which shares the 2 cores with the server), each with a session of its own account.

| measure | figure |
| --- | ---: |
| idle streams held open (each greeted with its \`hello\`) | ${IDLE} |
| time to open them, 250 at a time | ${(connectMs / 1000).toFixed(1)} s |
| server memory (RSS) before / with them idle | ${mb(rssBefore)} / ${mb(rssIdle)} |
| memory per idle stream | ${((rssIdle - rssBefore) / IDLE / 1024).toFixed(1)} KiB |
| fan-out: streams receiving each event | ${FANOUT} |
| events sent (maintenance switched in the database) | ${ROUNDS} |
| latency from the commit's return to each stream's receipt, p50 / p99 / worst | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} / ${ms(latencies.at(-1) ?? Number.NaN)} ms |

The event is a NOTIFY sent at commit (migration 0030); the server reads nothing per stream for it
and writes one frame to each. Stored events (messages, withdrawals) cost one read per account on
top, shared by that account's streams.
${END}`;
    const doc = readFileSync(OUT, 'utf8');
    const next = doc.includes(START)
      ? doc.replace(new RegExp(`${START}[\\s\\S]*?${END}`, 'u'), section)
      : `${doc.trimEnd()}\n\n${section}\n`;
    writeFileSync(OUT, await format(next, { ...(await resolveConfig(OUT)), filepath: OUT }));
    console.log(section);
  } finally {
    await db.end();
    child.kill('SIGTERM');
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

await main();
