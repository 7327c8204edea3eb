// pnpm bench:agent: the agent centre on PostgreSQL at scale. An agent tree of 10,000 accounts
// (one top agent, 100 sub-agents, 99 members each) with 1,000,000 bets over 30 days is written
// straight into a fresh schema; then the team overview of the top agent (today, yesterday, the
// month and a 30-day range) and the settlement of one daily period for 100 contracts (one a
// sub-agent, each over its 99 members' bets) are timed, and the ledger is checked after.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { teamOverview } from '../src/agent/overview';
import { settleDue } from '../src/agent/settlement';
import { migrate } from '../src/db/migrations';
import { seed as seedCatalogue } from '../src/db/seed/seed';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import { checkLedger } from '../src/ledger/ledger';

const PG_URL = process.env['BENCH_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';
const SUB_AGENTS = 100;
const MEMBERS_PER_SUB = 99;
const BETS = 1_000_000;
const DAYS = 30;
const RUNS = 5;
const START = '<!-- bench:agent:start -->';
const END = '<!-- bench:agent:end -->';
const DAY_MS = 86_400_000;

/** The tree, the bets with their ledger transactions, and one daily salary contract a sub-agent. */
async function seed(db: Db, now: Date): Promise<number> {
  const hash = 'bench-no-login';
  const [top] = await db.query<{ id: number }>(
    `INSERT INTO accounts (username, username_key, password_hash, type, nickname)
     VALUES ('benchtop', 'benchtop', $1, 1, 'Bench top') RETURNING id`,
    [hash],
  );
  await db.query(
    `INSERT INTO accounts (username, username_key, password_hash, type, nickname, upline_id)
     SELECT 'bsub' || i, 'bsub' || i, $1, 1, 'Sub ' || i, $2 FROM generate_series(1, $3) i`,
    [hash, top!.id, SUB_AGENTS],
  );
  await db.query(
    `INSERT INTO accounts (username, username_key, password_hash, type, nickname, upline_id, created_at)
     SELECT 'bm' || s.id || '_' || j, 'bm' || s.id || '_' || j, $1, 0, 'Member', s.id,
       $3::timestamptz - ((j % $4) || ' days')::interval
     FROM accounts s, generate_series(1, $2) j WHERE s.upline_id = $5`,
    [hash, MEMBERS_PER_SUB, now, DAYS, top!.id],
  );
  // A bet is a ledger transaction: stake from the member to the house, win back. Written in
  // batches as rows, without entries: the bench measures reading bets, not playing them.
  const batch = 100_000;
  for (let done = 0; done < BETS; done += batch) {
    await db.query(
      `WITH members AS (
         SELECT id, row_number() OVER (ORDER BY id) AS n FROM accounts WHERE type = 0 AND username LIKE 'bm%'
       ), picked AS (
         SELECT g AS seq, 1 + abs(hashtext('m' || g)) % (SELECT count(*) FROM members) AS n,
           $2::timestamptz - (abs(hashtext('t' || g))::bigint % ($3::bigint * 86400000))
             * interval '1 millisecond' AS at,
           round((1 + (g * 31) % 500) / 10.0, 2) AS stake
         FROM generate_series($4::bigint, $4::bigint + $5::bigint - 1) g
       ), tx AS (
         INSERT INTO ledger_transactions (idempotency_key, kind, request_hash, created_at)
         SELECT 'bench-bet:' || $1 || ':' || seq, 'round', '', at FROM picked
         RETURNING id, idempotency_key
       )
       INSERT INTO game_bets (transaction_id, account_id, game_id, stake, win, created_at)
       SELECT tx.id, m.id, (SELECT min(id) FROM games), p.stake,
         CASE WHEN p.seq % 3 = 0 THEN p.stake * 2 ELSE 0 END, p.at
       FROM picked p JOIN members m ON m.n = p.n
       JOIN tx ON tx.idempotency_key = 'bench-bet:' || $1 || ':' || p.seq`,
      [randomBytes(3).toString('hex'), now, DAYS, done, batch],
    );
  }
  // The house offers each sub-agent a daily salary of 0.5 %, accepted at the start of yesterday:
  // one complete day to settle.
  await db.query(
    `INSERT INTO agent_contracts (kind, period, rate, upline_id, downline_id, status, offered_at, decided_at)
     SELECT 'daily', 'day', 0.5, NULL, id, 'active', $1::timestamptz - interval '36 hours',
       $1::timestamptz - interval '36 hours'
     FROM accounts WHERE upline_id = $2`,
    [now, top!.id],
  );
  await db.exec('ANALYZE');
  return top!.id;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const schema = `bench_agent_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
const db = await openPostgres(PG_URL, { schema, max: 4 });
try {
  await migrate(db);
  // The catalogue (the bets name a game); no demo accounts.
  await seedCatalogue(db, { demo: false });
  // Midday today, UTC: "today" and "yesterday" both hold bets.
  const now = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS / 2);
  const seedMs = await time(() => seed(db, now));
  const topId = (
    await db.query<{ id: number }>("SELECT id FROM accounts WHERE username = 'benchtop'")
  )[0]!.id;
  const [{ n: accounts }] = (await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM accounts WHERE username = 'benchtop' OR username LIKE 'bsub%' OR username LIKE 'bm%'",
  )) as [{ n: number }];
  const [{ n: bets }] = (await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM game_bets',
  )) as [{ n: number }];

  const today = new Date(now).toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const overviewMs: number[] = [];
  let overview: Awaited<ReturnType<typeof teamOverview>> | undefined;
  for (let i = 0; i < RUNS; i += 1)
    overviewMs.push(
      await time(async () => {
        overview = await teamOverview(db, topId, { from, to: today, utcOffset: 0 }, now.getTime());
      }),
    );

  // One daily period, yesterday, for the 100 contracts.
  const settleMs = await time(() => settleDue(db, now));
  const [settled] = await db.query<{ n: number; paid: number; total: string }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'paid')::int AS paid,
       coalesce(sum(amount), 0)::text AS total FROM agent_settlements`,
  );
  const againMs = await time(() => settleDue(db, now));
  const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_settlements');
  if (after!.n !== settled!.n) throw new Error('a second sweep settled again');
  const ledger = await checkLedger(db);
  const clean =
    ledger.total === 0 &&
    !ledger.negative.length &&
    !ledger.unbalanced.length &&
    !ledger.drifted.length;
  if (!clean) throw new Error(`ledger check failed: ${JSON.stringify(ledger)}`);

  const { rows: version } = await admin.query<{ v: string }>(
    "SELECT current_setting('server_version') AS v",
  );
  const section = [
    START,
    '',
    '## Agent centre at scale (`pnpm bench:agent`)',
    '',
    `An agent tree of ${accounts} accounts (one agent, ${SUB_AGENTS} sub-agents, ${MEMBERS_PER_SUB} members each) and ${bets} bets spread over ${DAYS} days, written into a fresh schema of PostgreSQL ${version[0]?.v ?? '?'} on the same machine (in ${(seedMs / 1000).toFixed(0)} s, then \`ANALYZE\`). Each sub-agent has a daily salary contract of 0.5 % from the house.`,
    '',
    `Machine: ${cpus().length} CPUs, ${(totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}; run on ${new Date().toISOString().slice(0, 10)}, load average ${(loadavg()[0] ?? 0).toFixed(2)} at the end.`,
    '',
    '| what | ms |',
    '| ---- | -: |',
    `| team overview of the top agent (team size, today, yesterday, month, ${DAYS}-day range), median of ${RUNS} | ${median(overviewMs).toFixed(0)} |`,
    `| settle one daily period of ${SUB_AGENTS} contracts (each over its team's bets) | ${settleMs.toFixed(0)} |`,
    `| the same sweep again (nothing left to settle) | ${againMs.toFixed(0)} |`,
    '',
    `The overview counted a team of ${overview?.teamSize ?? '?'} and ${overview?.range.stats.betCount ?? '?'} bets in the range, whole UTC days from \`bet_days\` and the edges from the bets (ADR 0017). The sweep settled ${settled!.n} periods (${settled!.paid} paid, ${settled!.total} in all); the second sweep settled none. Ledger check after: ${ledger.accounts} accounts, ${ledger.transactions} transactions, total 0, nothing negative, unbalanced or drifted.`,
    END,
  ].join('\n');
  const file = new URL('../../../docs/benchmarks.md', import.meta.url);
  const doc = readFileSync(file, 'utf8');
  const next = doc.includes(START)
    ? doc.slice(0, doc.indexOf(START)) + section + doc.slice(doc.indexOf(END) + END.length)
    : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  process.stdout.write(`${section}\n`);
} finally {
  await db.close();
  // BENCH_KEEP=1 leaves the schema for a look at the plans (EXPLAIN); drop it by hand after.
  if (process.env['BENCH_KEEP'] === '1') process.stdout.write(`schema kept: ${schema}\n`);
  else await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
}
