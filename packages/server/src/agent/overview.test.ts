// The team overview reads whole UTC days from bet_days and the edges of a stretch from game_bets:
// its figures must be those of the bets themselves, in any time zone and across day edges, and
// bet_days must follow every insert, change and removal of a bet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { migrate } from '../db/migrations';
import { seedCatalogue } from '../db/seed/catalogue';
import { BACKENDS, freshPglite, migrateBefore, startHarness, type Harness } from '../test/harness';
import { account, round } from './contractTestKit';
import { teamStats } from './overview';

const at = (iso: string) => new Date(iso);

describe.each(BACKENDS)('team figures from bet days and bets on %s', (kind) => {
  let h: Harness;
  let boss = 0;

  beforeAll(async () => {
    h = await startHarness(kind);
    boss = await account(h, 'agent', 'daysboss');
    await account(h, 'agent', 'dayssub', 'daysboss');
    await account(h, 'member', 'daysa', 'daysboss');
    await account(h, 'member', 'daysb', 'dayssub');
    await account(h, 'member', 'daysout');
    await runCli(h.db, ['credit', 'daysa', '10000']);
    await runCli(h.db, ['credit', 'daysb', '10000']);
    await runCli(h.db, ['credit', 'daysout', '10000']);
    // Bets on both sides of UTC midnights and of the half-hour edges of UTC+5:30 and UTC-5.
    const bets: [string, number, number, string][] = [
      ['daysa', 1_000, 0, '2026-02-01T00:00:00Z'],
      ['daysa', 2_000, 500, '2026-02-01T18:29:59Z'],
      ['daysb', 3_000, 9_000, '2026-02-01T18:30:00Z'],
      ['daysb', 4_000, 0, '2026-02-01T23:59:59Z'],
      ['daysa', 5_000, 0, '2026-02-02T04:59:59Z'],
      ['daysb', 6_000, 100, '2026-02-02T05:00:00Z'],
      ['daysa', 7_000, 0, '2026-02-03T12:00:00Z'],
      ['daysb', 8_000, 0, '2026-02-05T23:59:59Z'],
      ['daysout', 9_900, 0, '2026-02-03T12:00:00Z'],
    ];
    for (const [who, stake, win, when] of bets) await round(h, who, stake, win, at(when));
  }, 120_000);
  afterAll(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  /** The same figures read straight from game_bets, the way they were read before bet_days. */
  async function fromBets(start: Date, end: Date) {
    const [row] = await h.db.query<{ active: number; n: number; stake: string; win: string }>(
      `WITH RECURSIVE team (id) AS (
         SELECT id FROM accounts WHERE upline_id = $1
         UNION ALL SELECT a.id FROM accounts a JOIN team t ON a.upline_id = t.id
       )
       SELECT count(DISTINCT account_id)::int AS active, count(*)::int AS n,
         coalesce(sum(stake), 0)::text AS stake, coalesce(sum(win), 0)::text AS win
       FROM game_bets WHERE account_id IN (SELECT id FROM team)
         AND created_at >= $2 AND created_at < $3`,
      [boss, start, end],
    );
    return {
      activePlayers: row?.active,
      betCount: row?.n,
      bets: Number(row?.stake),
      wins: Number(row?.win),
    };
  }

  const stretches = [
    // Whole UTC days, a part of one, and ranges with edges at +5:30 and -5.
    ['2026-02-01T00:00:00Z', '2026-02-06T00:00:00Z'],
    ['2026-02-01T00:00:00Z', '2026-02-02T00:00:00Z'],
    ['2026-02-01T12:00:00Z', '2026-02-01T20:00:00Z'],
    ['2026-01-31T18:30:00Z', '2026-02-01T18:30:00Z'],
    ['2026-01-31T18:30:00Z', '2026-02-04T18:30:00Z'],
    ['2026-02-01T05:00:00Z', '2026-02-06T05:00:00Z'],
    ['2026-02-02T05:00:00Z', '2026-02-03T05:00:00Z'],
    ['2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z'],
  ].map(([start, end]) => ({ start: at(start ?? ''), end: at(end ?? '') }));

  it('answers what the bets themselves say, stretch by stretch', async () => {
    const stats = await teamStats(h.db, boss, stretches);
    for (const [i, s] of stretches.entries())
      expect(stats[i], `${s.start.toISOString()} – ${s.end.toISOString()}`).toMatchObject(
        await fromBets(s.start, s.end),
      );
    // Not only zeros: the first stretch holds the team's eight bets, not the outsider's.
    expect(stats[0]).toMatchObject({ betCount: 8, activePlayers: 2, bets: 360, wins: 96 });
  });

  it('keeps the days right when a bet is changed or removed', async () => {
    const daysOf = () =>
      h.db.query<{ account_id: number; day: string; n: number; stake: string; win: string }>(
        `SELECT account_id, to_char(day, 'YYYY-MM-DD') AS day, bet_count AS n, stake::text AS stake,
           win::text AS win FROM bet_days WHERE bet_count <> 0 ORDER BY 1, 2`,
      );
    const grouped = () =>
      h.db.query<{ account_id: number; day: string; n: number; stake: string; win: string }>(
        `SELECT account_id, to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
           count(*)::int AS n, sum(stake)::text AS stake, sum(win)::text AS win
         FROM game_bets GROUP BY 1, 2 ORDER BY 1, 2`,
      );
    // And each account's total of them (bet_totals, the valid bets read with every session).
    const totals = () =>
      h.db.query<{ account_id: number; stake: string }>(
        'SELECT account_id, stake::text AS stake FROM bet_totals WHERE stake <> 0 ORDER BY 1',
      );
    const summed = () =>
      h.db.query<{ account_id: number; stake: string }>(
        `SELECT account_id, sum(stake)::text AS stake FROM game_bets
         GROUP BY 1 HAVING sum(stake) <> 0 ORDER BY 1`,
      );
    expect(await daysOf()).toEqual(await grouped());
    expect(await totals()).toEqual(await summed());
    // A later win, a bet moved to another day, a stake changed, and one removed: the days follow each.
    await h.db.query(
      `UPDATE game_bets SET win = win + 12.34 WHERE created_at = '2026-02-01T18:29:59Z'`,
    );
    await h.db.query(
      `UPDATE game_bets SET created_at = '2026-02-04T01:00:00Z'
       WHERE created_at = '2026-02-03T12:00:00Z' AND stake = 70`,
    );
    await h.db.query(
      `UPDATE game_bets SET stake = stake + 1.25 WHERE created_at = '2026-02-01T18:29:59Z'`,
    );
    await h.db.query(`DELETE FROM game_bets WHERE created_at = '2026-02-05T23:59:59Z'`);
    expect(await daysOf()).toEqual(await grouped());
    expect(await totals()).toEqual(await summed());
    const stats = await teamStats(h.db, boss, stretches);
    for (const [i, s] of stretches.entries())
      expect(stats[i]).toMatchObject(await fromBets(s.start, s.end));
  });
});

describe('the bet days of a database that already had bets', () => {
  it('are summed from every earlier bet when the migration runs', async () => {
    const db = await freshPglite();
    try {
      const later = await migrateBefore(db, '0020_bet_days');
      // Today's seed writes tables of later migrations: only what the old bets need, the catalogue
      // and two players, as the portal of then had them.
      await seedCatalogue(db);
      await db.query(
        `INSERT INTO accounts (username, username_key, password_hash, nickname)
         VALUES ('demo01', 'demo01', '-', 'Demo'), ('down01', 'down01', '-', 'Down')`,
      );
      // Bets written straight in, as an older portal wrote them: two days of one player, one of another.
      await db.query(
        `WITH p AS (
           SELECT a.id AS account_id, (SELECT min(id) FROM games) AS game_id, v.stake, v.win, v.at, v.n
           FROM (VALUES ('demo01', 1.50, 0, '2026-01-01T23:59:59Z', 1),
                        ('demo01', 2.00, 4.00, '2026-01-02T00:00:00Z', 2),
                        ('demo01', 3.25, 0, '2026-01-02T10:00:00Z', 3),
                        ('down01', 7.00, 1.00, '2026-01-02T10:00:00Z', 4))
             AS v (username, stake, win, at, n)
           JOIN accounts a ON a.username = v.username
         ), tx AS (
           INSERT INTO ledger_transactions (idempotency_key, kind, request_hash, created_at)
           SELECT 'old-bet:' || n, 'round', '', at::timestamptz FROM p RETURNING id, idempotency_key
         )
         INSERT INTO game_bets (transaction_id, account_id, game_id, stake, win, created_at)
         SELECT tx.id, p.account_id, p.game_id, p.stake, p.win, p.at::timestamptz
         FROM p JOIN tx ON tx.idempotency_key = 'old-bet:' || p.n`,
      );
      expect(await migrate(db)).toEqual(later);
      const days = await db.query<{ username: string; day: string; n: number; stake: string }>(
        `SELECT a.username, to_char(d.day, 'YYYY-MM-DD') AS day, d.bet_count AS n,
           d.stake::text AS stake
         FROM bet_days d JOIN accounts a ON a.id = d.account_id ORDER BY 1, 2`,
      );
      expect(days).toEqual([
        { username: 'demo01', day: '2026-01-01', n: 1, stake: '1.50' },
        { username: 'demo01', day: '2026-01-02', n: 2, stake: '5.25' },
        { username: 'down01', day: '2026-01-02', n: 1, stake: '7.00' },
      ]);
      // Their totals too (migration 0044), each account's from its days.
      expect(
        await db.query(
          `SELECT a.username, t.stake::text AS stake
           FROM bet_totals t JOIN accounts a ON a.id = t.account_id ORDER BY 1`,
        ),
      ).toEqual([
        { username: 'demo01', stake: '6.75' },
        { username: 'down01', stake: '7.00' },
      ]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
