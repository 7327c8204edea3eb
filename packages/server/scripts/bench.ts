// pnpm bench:server: login, member info, system status, the game list, balance, game launch and
// demo-game rounds under autocannon on loopback, against a server process this script starts, on
// PGlite and (when reachable) on PostgreSQL; the ledger's invariants are checked after the rounds.
// Writes the figures into docs/benchmarks.md between its markers. Not part of npm test.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  calls,
  demoPageCalls,
  encryptBody,
  GAME_SESSION_HEADER,
  type PublicEncryptionKey,
} from '@portal/contract';
import autocannon from 'autocannon';
import { format, resolveConfig } from 'prettier';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import { checkLedger, type LedgerReport } from '../src/ledger/ledger';
import { benchMoney, DEPOSITS, TRANSFERS } from './benchMoney';
import { benchRounds, ROUND_PLAYERS } from './benchRounds';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(SERVER_DIR, '../../docs/benchmarks.md');
const MERCHANT = 'BENCH';
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 4);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const WARMUP_SECONDS = 1;
const PG_URL = process.env['BENCH_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const START = '<!-- bench:server:start -->';
const END = '<!-- bench:server:end -->';

interface Row {
  backend: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

function startServer(
  env: Record<string, string>,
  script = 'src/main.ts',
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/u.exec(output);
      if (match?.[1]) resolve({ url: match[1], child });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function json(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    ...init,
    headers: { merchant: MERCHANT, ...(init.headers as Record<string, string>) },
  });
  const body = (await res.json()) as { success: boolean; value: Record<string, unknown> };
  if (!body.success) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.value;
}

async function measure(backend: string, name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    // A second of the same calls first, not counted: the first calls of a route compile its code
    // and prepare its statements (member info, measured first, read at half its speed without).
    // A run of a set number of requests is measured whole.
    ...(options.amount === undefined
      ? { warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS } }
      : {}),
    ...options,
    headers: { merchant: MERCHANT, ...options.headers },
  });
  const row = {
    backend,
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
  console.log(
    `${backend.padEnd(10)} ${name.padEnd(14)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  (${row.failures} failed)`,
  );
  return row;
}

/** The ledger after a run: how many rounds it holds and whether every invariant is true. */
interface LedgerAfter {
  backend: string;
  rounds: number;
  report: LedgerReport;
}
const ledgers: LedgerAfter[] = [];

/** Opens the database the server used (once it has stopped, for PGlite) and runs the bank check. */
async function checkAfter(backend: string, open: () => Promise<Db>): Promise<void> {
  const db = await open();
  try {
    const [row] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'round'",
    );
    const report = await checkLedger(db);
    ledgers.push({ backend, rounds: row?.n ?? 0, report });
    const ok =
      report.total === 0 &&
      !report.negative.length &&
      !report.unbalanced.length &&
      !report.drifted.length;
    console.log(
      `${backend}: ${row?.n ?? 0} rounds in the ledger, invariants ${ok ? 'hold' : 'BROKEN'}`,
    );
    if (!ok) throw new Error(`ledger invariants broken on ${backend}: ${JSON.stringify(report)}`);
  } finally {
    await db.close();
  }
}

/** A server process's environment: production, with the demo data, on a free port. */
const serverEnv = (env: Record<string, string>): Record<string, string> => ({
  NODE_ENV: 'production',
  // The demo accounts, channels and games: production makes none unless asked.
  DEMO_DATA: '1',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'warn',
  MERCHANT_CODE: MERCHANT,
  LOGIN_ATTEMPTS_PER_MINUTE: '1000000000',
  ...env,
});

async function bench(
  backend: string,
  env: Record<string, string>,
  more?: (url: string, token: Record<string, string>, pid: number) => Promise<Row[]>,
): Promise<Row[]> {
  const { url, child } = await startServer(serverEnv(env));
  try {
    // Production mode: the login body is encrypted, as a real client sends it.
    const info = await json(`${url}${calls.systemInfo.path}`);
    const body = JSON.stringify(
      await encryptBody(info['encryption'] as PublicEncryptionKey, calls.login, {
        username: 'demo01',
        password: 'Demo1234',
        type: 'username',
      }),
    );
    const loginHeaders = { 'content-type': 'application/json', encryption: '1' };
    const session = await json(`${url}${calls.login.path}`, {
      method: 'POST',
      body,
      headers: loginHeaders,
    });
    const rows: Row[] = [];
    rows.push(
      await measure(backend, 'login', {
        url: `${url}${calls.login.path}`,
        method: 'POST',
        body,
        headers: loginHeaders,
      }),
    );
    rows.push(
      await measure(backend, 'member info', {
        url: `${url}${calls.memberInfo.path}`,
        headers: { authorization: `Bearer ${String(session['token'])}` },
      }),
    );
    rows.push(await measure(backend, 'system status', { url: `${url}${calls.systemStatus.path}` }));
    const token = { authorization: `Bearer ${String(session['token'])}` };
    rows.push(
      await measure(backend, 'game list', {
        url: `${url}${calls.gameList.path}?gameType=RNG&pageNo=2&pageSize=24&language=en`,
      }),
    );
    rows.push(
      await measure(backend, 'balance', { url: `${url}${calls.balance.path}`, headers: token }),
    );
    const games = await json(`${url}${calls.gameList.path}?gameType=RNG&pageSize=1`);
    const nodeId = (games['games'] as { nodeId: number }[])[0]?.nodeId;
    const launchBody = JSON.stringify({ nodeId });
    rows.push(
      await measure(backend, 'launch', {
        url: `${url}${calls.launchGame.path}`,
        method: 'POST',
        body: launchBody,
        headers: { ...token, 'content-type': 'application/json' },
      }),
    );
    // One game session, as one open game page; every round has a key of its own.
    const launched = await json(`${url}${calls.launchGame.path}`, {
      method: 'POST',
      body: launchBody,
      headers: { ...token, 'content-type': 'application/json' },
    });
    const page = await (await fetch(`${url}${String(launched['gameUrl'])}`)).text();
    const gameSession = /<meta name="game-session" content="([^"]+)">/u.exec(page)?.[1] ?? '';
    let n = 0;
    rows.push(
      await measure(backend, 'demo round', {
        url: `${url}${demoPageCalls.demoRound.path}`,
        method: 'POST',
        headers: { [GAME_SESSION_HEADER]: gameSession, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({ stake: 0.01, idempotencyKey: `bench-${(n += 1)}-round` }),
            }),
          },
        ],
      }),
    );
    if (more) rows.push(...(await more(url, token, child.pid ?? 0)));
    return rows;
  } finally {
    await stopServer(child);
  }
}

/** What the money rows found in the ledger afterwards. */
let money: { credited: number; transferred: number } | undefined;

/** Whether Redis answers at `url` (the PostgreSQL runs use it as two processes would). */
async function redisReachable(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * The server beside its references, on PostgreSQL: a bare Fastify route doing the balance's one
 * query on the same pool (scripts/bareServer.ts), and a second server process on the same
 * database and Redis, both processes asked for balances at once.
 */
async function references(
  url: string,
  token: Record<string, string>,
  env: Record<string, string>,
  accountId: number,
  serverPid: number,
): Promise<Row[]> {
  const made: Row[] = [];
  const bare = await startServer(
    { DATABASE_URL: env['DATABASE_URL'] ?? '' },
    'scripts/bareServer.ts',
  );
  // The shares of the bare route: a single run of each swung by 10 points from one run of the
  // bench to the next on a shared machine. The three are run in turn, RATIO_RUNS times, and the
  // shares are those of their medians.
  try {
    const runs: Record<'bare' | 'balance' | 'info', Row[]> = { bare: [], balance: [], info: [] };
    for (let i = 0; i < RATIO_RUNS; i += 1) {
      runs.bare.push(
        await measure('PostgreSQL', BARE, { url: `${bare.url}/balance/${accountId}` }),
      );
      const before = cpuNow(serverPid);
      runs.balance.push(
        await measure('PostgreSQL', 'balance', {
          url: `${url}${calls.balance.path}`,
          headers: token,
        }),
      );
      const after = cpuNow(serverPid);
      if (before && after)
        for (const key of Object.keys(balanceCpu) as (keyof typeof balanceCpu)[])
          balanceCpu[key] += after[key] - before[key];
      runs.info.push(
        await measure('PostgreSQL', 'member info', {
          url: `${url}${calls.memberInfo.path}`,
          headers: token,
        }),
      );
    }
    made.push({ ...median(runs.bare), name: `${BARE}, median of ${RATIO_RUNS}` });
    medians.balance = median(runs.balance).rps;
    medians.info = median(runs.info).rps;
    medians.bare = median(runs.bare).rps;
  } finally {
    await stopServer(bare.child);
  }
  const second = await startServer(serverEnv(env));
  try {
    // Both at once, each with the connections one process had alone.
    const [a, b] = await Promise.all([
      measure('PostgreSQL', 'balance, process 1 of 2', {
        url: `${url}${calls.balance.path}`,
        headers: token,
      }),
      measure('PostgreSQL', 'balance, process 2 of 2', {
        url: `${second.url}${calls.balance.path}`,
        headers: token,
      }),
    ]);
    made.push({
      backend: 'PostgreSQL',
      name: TWO_PROCESSES,
      rps: a.rps + b.rps,
      p50: Math.max(a.p50, b.p50),
      p99: Math.max(a.p99, b.p99),
      requests: a.requests + b.requests,
      failures: a.failures + b.failures,
    });
  } finally {
    await stopServer(second.child);
  }
  return made;
}

const BARE = 'bare Fastify, one query';
/** Runs of the bare route, balance and member info in turn, for the shares. */
const RATIO_RUNS = 3;
/** The medians of those runs (req/s). */
const medians: { bare?: number; balance?: number; info?: number } = {};

/**
 * Where the machine's CPU time went during the one-process balance runs, in seconds: the server
 * process, PostgreSQL's processes, this bench (autocannon's load) and the wall time. Whether a
 * second process can serve more depends on what is left.
 */
const balanceCpu = { server: 0, postgres: 0, bench: 0, wall: 0 };

/** CPU seconds of a process so far, from /proc (Linux); 0 where it cannot be read. */
function processCpu(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, the 14th and 15th fields (12th and 13th after the name), in ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The CPU seconds of the server, PostgreSQL and this bench now, or undefined without /proc. */
function cpuNow(serverPid: number): typeof balanceCpu | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/u.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        postgres += processCpu(pid);
    } catch {
      // Ended meanwhile.
    }
  }
  const own = process.cpuUsage();
  return {
    server: processCpu(serverPid),
    postgres,
    bench: (own.user + own.system) / 1e6,
    wall: performance.now() / 1000,
  };
}

/** The run of median throughput. */
function median(runs: Row[]): Row {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}
const TWO_PROCESSES = 'balance, 2 processes';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const loadAtStart = loadavg()[0] ?? 0;
const rows: Row[] = [];
const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
try {
  rows.push(...(await bench('PGlite', { PGLITE_DIR: join(dir, 'pglite') })));
  await checkAfter('PGlite', () => openPglite(join(dir, 'pglite')));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
let postgres = 'not reachable: skipped';
let withRedis = false;
if (await postgresReachable()) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    const sep = PG_URL.includes('?') ? '&' : '?';
    withRedis = await redisReachable(REDIS_URL);
    const env: Record<string, string> = {
      DATABASE_URL: `${PG_URL}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      ...(withRedis ? { REDIS_URL, REDIS_PREFIX: `${schema}:` } : {}),
    };
    rows.push(
      ...(await bench('PostgreSQL', env, async (url, token, pid) => {
        const db = await openPostgres(PG_URL, { schema, max: 4 });
        try {
          const made: Row[] = [];
          const [demo] = await db.query<{ id: number }>(
            "SELECT id FROM accounts WHERE username = 'demo01'",
          );
          made.push(...(await references(url, token, env, demo?.id ?? 0, pid)));
          const result = await benchMoney(url, db, MERCHANT, async (name, options) => {
            const row = await measure('PostgreSQL', name, options);
            made.push(row);
            return row;
          });
          money = { credited: result.credited, transferred: result.transferred };
          await benchRounds(url, db, MERCHANT, async (name, options) => {
            const row = await measure('PostgreSQL', name, options);
            made.push(row);
            return row;
          });
          return made;
        } finally {
          await db.close();
        }
      })),
    );
    await checkAfter('PostgreSQL', () => openPostgres(PG_URL, { schema, max: 2 }));
    const { rows: version } = await admin.query<{ v: string }>(
      "SELECT current_setting('server_version') AS v",
    );
    postgres = `PostgreSQL ${version[0]?.v ?? '?'} on the same machine`;
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

const gib = (totalmem() / 1024 ** 3).toFixed(1);
const pgRps = (name: string) =>
  rows.find((r) => r.backend === 'PostgreSQL' && r.name === name)?.rps;
const share = (part: number | undefined, whole: number | undefined) =>
  part && whole ? `${Math.round((part / whole) * 100)} %` : 'not measured';
const bareRps = medians.bare;
/** CPU seconds of the balance runs as cores kept busy on average. */
const cores = (seconds: number) => `${(seconds / balanceCpu.wall).toFixed(2)} cores`;
const twoRps = pgRps(TWO_PROCESSES);
const oneRps = medians.balance ?? pgRps('balance');
const referencesText = bareRps
  ? [
      `On PostgreSQL${withRedis ? ' with Redis (the rate counters shared by the processes)' : ''}, one`,
      `process: balance reaches ${share(medians.balance, bareRps)} and member info ${share(medians.info, bareRps)} of \`${BARE}\`, a bare`,
      "Fastify route doing the balance's one query on the same pool of 10 (`packages/server/scripts/bareServer.ts`: no",
      `session, envelope, hooks or logging), in the same run: the medians of ${RATIO_RUNS} runs of each, in turn`,
      `(bare ${bareRps?.toFixed(0)}, balance ${medians.balance?.toFixed(0)}, member info ${medians.info?.toFixed(0)} req/s). Two server processes on the same`,
      `database serve balance at ${oneRps && twoRps ? (twoRps / oneRps).toFixed(2) : '?'} × one process (\`${TWO_PROCESSES}\`: both asked at once, each`,
      `with ${CONNECTIONS} connections, the sum of the two). Both autocannon runs share the bench's one thread, and`,
      `the two processes, PostgreSQL and that load share the machine's ${availableParallelism()} CPUs: where the load and`,
      "the database have cores of their own, the figure is the servers' own.",
      ...(balanceCpu.wall > 0
        ? [
            `During the one-process balance runs the CPUs were busy ${cores(balanceCpu.server + balanceCpu.postgres + balanceCpu.bench)} of their ${availableParallelism()}: the server`,
            `process ${cores(balanceCpu.server)}, PostgreSQL ${cores(balanceCpu.postgres)} and the load generator ${cores(balanceCpu.bench)} (CPU seconds over wall seconds, from \`/proc\`);`,
            'what a second process can add is bounded by what is left.',
          ]
        : []),
      '',
    ]
  : [];
const section = [
  START,
  '## Reference server (`pnpm bench:server`)',
  '',
  `Login (encrypted body, argon2id verify, new session), member info (token), system status, a`,
  'page of 24 games, balance, game launch (recent game and ticket written) and demo-game rounds (a',
  'ledger transaction and a bet each, stake 0.01, a new idempotency key per round), each for',
  `${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, with ${CONNECTIONS} connections (autocannon on loopback) against one server`,
  'process started by the script in production mode (`LOG_LEVEL=warn`), on a fresh database.',
  '',
  `Machine: ${availableParallelism()} CPUs (\`nproc\`), ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${gib} GiB memory, Node ${process.version}; ${postgres}. Run on ${new Date().toISOString().slice(0, 10)}, load average ${loadAtStart.toFixed(2)} at the start (other work on the machine lowers the figures).`,
  '',
  '| database | call | req/s | p50 (ms) | p99 (ms) | requests | failed |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.backend} | ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.failures} |`,
  ),
  '',
  ...referencesText,
  'Login is bound by argon2id (m=19456, t=2, p=1: about 21 ms of one core a hash), on purpose.',
  'Demo rounds per second is the `demo round` row; after the runs the bank check read the ledger:',
  '',
  ...ledgers.map(
    (l) =>
      `- ${l.backend}: ${l.rounds} rounds, ${l.report.transactions} transactions over ${l.report.accounts} accounts; total ${l.report.total}, negative ${l.report.negative.length}, unbalanced ${l.report.unbalanced.length}, drifted ${l.report.drifted.length}.`,
  ),
  '',
  "`demo round` is one player's rounds (one game session): each locks that member's wallet, so they",
  `queue on one row. \`demo round, ${ROUND_PLAYERS} players\` (PostgreSQL) spreads the rounds over ${ROUND_PLAYERS} players, each with`,
  'its own game open: the house they all pay into is kept in 16 accounts (migration 0042, a',
  "movement takes the shard of its transaction id), so players no longer queue on the house's row.",
  'A movement looks each of its wallets up once and writes its entries in one statement.',
  '',
  'A signed-in call reads its session and its account, with the balance and the valid bets, in one',
  'statement (ADR 0033): balance is that statement alone, member info that statement and the',
  'settings and VIP levels each process keeps. The valid bets are one row (`bet_totals`, migration',
  '0044), not a sum over the days played.',
  '',
  "Launches and rounds ask responsible play's checks first (exclusion, age gate, reality check due,",
  'limits) in one statement whose planning costs more than its run: on PostgreSQL every statement',
  'seen twice is prepared on its connection (`src/db/postgres.ts`) and planned once there; PGlite',
  'has no named statements, so there each launch and round pays that planning (about 1 ms of its one',
  'thread), the reason its launch and round figures sit below those without the checks.',
  '',
  `On PostgreSQL, money: \`deposit credited\` is ${DEPOSITS} signed provider callbacks (HMAC checked, event`,
  'recorded, one ledger transaction each), each crediting a pending deposit made beforehand;',
  `\`transfer\` is ${TRANSFERS} transfers to the upline from 20 members (encrypted body, withdraw password`,
  'verified with argon2id, one ledger transaction each; 60 an hour per member is the limit).',
  money
    ? `Afterwards ${money.credited} deposits were credited and the upline had received ${money.transferred.toFixed(2)} (1.00 a transfer); the bank check above includes them.`
    : 'The money rows did not run.',
  'PGlite is a single connection in the server process; PostgreSQL runs with a pool of 10.',
  END,
].join('\n');

const intro = [
  '# Benchmarks',
  '',
  'Figures measured on the project machines, each section written by its own script. Run the',
  'script again on your machine before comparing; keep one section per benchmark, between its',
  'markers, so that each script rewrites only its own.',
  '',
].join('\n');
const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : intro;
const next =
  current.includes(START) && current.includes(END)
    ? current.slice(0, current.indexOf(START)) +
      section +
      current.slice(current.indexOf(END) + END.length)
    : `${current.trimEnd()}\n\n${section}\n`;
// Formatted as the repository formats Markdown, so that the prettier check stays green.
writeFileSync(OUT, await format(next, { ...((await resolveConfig(OUT)) ?? {}), filepath: OUT }));
console.log(`wrote ${OUT}`);
