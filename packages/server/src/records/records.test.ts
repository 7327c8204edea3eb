import { GAME_SESSION_HEADER, RECORD_MAX_DAYS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { recordRange } from './service';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

interface BetPage {
  records: {
    id: number;
    game: string;
    vassalage: string;
    gameType: string;
    stake: number;
    win: number;
    profit: number;
    placedAt: string;
  }[];
  totals: { stake: number; win: number; profit: number };
  pageNo: number;
  total: number;
  totalPages: number;
  from: string;
  to: string;
}
interface TransactionPage {
  records: { id: number; kind: string; amount: number; balance: number; createdAt: string }[];
  total: number;
  totalPages: number;
  from: string;
  to: string;
}

describe('recordRange', () => {
  const now = Date.parse('2026-11-24T15:00:00Z');
  it('reads the last seven days up to today by default, both ends included', () => {
    expect(recordRange({}, now)).toMatchObject({ from: '2026-11-18', to: '2026-11-24' });
    expect(recordRange({}, now).end.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(recordRange({ to: '2026-02-03' }, now)).toMatchObject({ from: '2026-01-28' });
  });
  it("reads the player's days: an offset moves today and the instants the days start", () => {
    // 15:00 UTC is already the next day at UTC+10 and still this one at UTC-5.
    expect(recordRange({ utcOffset: 600 }, now)).toMatchObject({ to: '2026-11-25' });
    const west = recordRange({ from: '2026-11-24', to: '2026-11-24', utcOffset: -300 }, now);
    expect(west.start.toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(west.end.toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });
  it('refuses days that are not in the calendar, a reversed range and one too long', () => {
    expect(() => recordRange({ from: '2026-02-30' }, now)).toThrow(
      /from: 2026-02-30 is not a day/u,
    );
    expect(() => recordRange({ from: '2026-11-20', to: '2026-11-10' }, now)).toThrow(
      /from: the first day comes after the last/u,
    );
    expect(() => recordRange({ from: '2026-01-01', to: '2026-11-24' }, now)).toThrow(
      new RegExp(`at most ${RECORD_MAX_DAYS} days`, 'u'),
    );
    expect(recordRange({ from: '2026-08-27', to: '2026-11-24' }, now).from).toBe('2026-08-27');
  });
});

describe.each(BACKENDS)('member records on %s', (kind) => {
  let h: Harness;
  let token: string;
  let nodeId: number;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    h = await startHarness(kind);
    await runCli(h.db, ['create-account', 'member', 'records01', 'secret1', '--adult']);
    await runCli(h.db, ['credit', 'records01', '100', '--key', 'records-test']);
    token = await login(h, 'records01', 'secret1');
    const [game] = await h.db.query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE is_game = 'GAME' AND game_type = 'RNG' ORDER BY node_id LIMIT 1",
    );
    nodeId = game?.node_id ?? 0;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const get = async <T>(url: string, t: string | undefined = token) => {
    const res = await h.call({ method: 'GET', url, ...(t ? { token: t } : {}) });
    return { status: res.statusCode, body: res.json() as { value: T; code?: string } };
  };

  /** Plays `stakes` rounds of the demo slot through its page, as a player would. */
  async function play(stakes: number[]): Promise<void> {
    const launched = await h.call({
      method: 'POST',
      url: '/wps/game/launchGame',
      token,
      payload: { nodeId },
    });
    const gameUrl = (launched.json() as { value: { gameUrl: string } }).value.gameUrl;
    const page = await h.call({ method: 'GET', url: gameUrl, merchant: null });
    const session = /<meta name="game-session" content="([^"]+)">/u.exec(page.body)?.[1] ?? '';
    for (const [i, stake] of stakes.entries()) {
      const res = await h.call({
        method: 'POST',
        url: '/demo/api/round',
        merchant: null,
        headers: { [GAME_SESSION_HEADER]: session },
        payload: { stake, idempotencyKey: `records-${stakes.length}-${i}-${Date.now()}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  it('starts empty for a new member, and needs a token', async () => {
    const bets = await get<BetPage>('/wps/relay/GCS_betRecords');
    expect(bets.status).toBe(200);
    expect(bets.body.value).toMatchObject({
      records: [],
      totals: { stake: 0, win: 0, profit: 0 },
      total: 0,
      totalPages: 0,
      to: today,
    });
    expect((await get('/wps/relay/GCS_betRecords', '')).status).toBe(401);
    expect((await get('/wps/relay/GCS_transactions', '')).status).toBe(401);
  });

  it('lists each round with its game, stake and win, newest first, with the totals of the range', async () => {
    await play([1, 2, 3]);
    const { body } = await get<BetPage>('/wps/relay/GCS_betRecords?pageSize=2&language=en');
    const page = body.value;
    expect(page.total).toBe(3);
    expect(page.totalPages).toBe(2);
    expect(page.records.map((r) => r.stake)).toEqual([3, 2]);
    for (const r of page.records) {
      expect(r.profit).toBeCloseTo(r.win - r.stake, 2);
      expect(r.gameType).toBe('RNG');
      expect(r.game.length).toBeGreaterThan(0);
    }
    // The totals are those of the whole range, and agree with the ledger's rounds.
    const [ledger] = await h.db.query<{ stake: string; win: string }>(
      `SELECT sum(b.stake)::text AS stake, sum(b.win)::text AS win FROM game_bets b
       JOIN accounts a ON a.id = b.account_id WHERE a.username = 'records01'`,
    );
    expect(page.totals.stake).toBe(6);
    expect(page.totals.win).toBeCloseTo(Number(ledger?.win), 2);
    const second = await get<BetPage>('/wps/relay/GCS_betRecords?pageSize=2&pageNo=2');
    expect(second.body.value.records.map((r) => r.stake)).toEqual([1]);
    // Another member sees none of them.
    const demo = await login(h, 'demo01', 'Demo1234');
    const theirs = await get<BetPage>('/wps/relay/GCS_betRecords', demo);
    expect(theirs.body.value.records.some((r) => page.records.some((m) => m.id === r.id))).toBe(
      false,
    );
  });

  it('lists the wallet movements with the balance after each, which ends at the balance', async () => {
    const { body } = await get<TransactionPage>('/wps/relay/GCS_transactions?pageSize=50');
    const page = body.value;
    const kinds = page.records.map((r) => r.kind);
    // Newest first: the rounds (a stake and its win are one movement each round), then the credit.
    expect(kinds.at(-1)).toBe('funding');
    expect(page.records.at(-1)).toMatchObject({ amount: 100, balance: 100 });
    // A round moves the stake out and the win (if any) in: together, what the rounds made.
    const rounds = page.records.filter((r) => r.kind === 'round');
    expect(rounds.length).toBeGreaterThanOrEqual(3);
    const bets = await get<BetPage>('/wps/relay/GCS_betRecords');
    expect(rounds.reduce((sum, r) => sum + r.amount, 0)).toBeCloseTo(
      bets.body.value.totals.profit,
      2,
    );
    const balance = await h.call({ method: 'GET', url: '/wps/v2/wallets/balance', token });
    expect(page.records[0]?.balance).toBe(
      (balance.json() as { value: { balance: number } }).value.balance,
    );
    // Each balance is the one before it plus the movement.
    for (let i = 0; i < page.records.length - 1; i += 1)
      expect(page.records[i]!.balance).toBeCloseTo(
        page.records[i + 1]!.balance + page.records[i]!.amount,
        2,
      );
  });

  it('reads a range of days, and refuses a range it cannot read with a message per field', async () => {
    const past = await get<BetPage>('/wps/relay/GCS_betRecords?from=2020-01-01&to=2020-01-31');
    expect(past.body.value).toMatchObject({
      records: [],
      total: 0,
      from: '2020-01-01',
      to: '2020-01-31',
    });
    const reversed = await get('/wps/relay/GCS_transactions?from=2026-11-20&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      code: 'VALIDATION',
      value: { fields: { from: 'the first day comes after the last' } },
    });
    const shape = await get('/wps/relay/GCS_betRecords?from=yesterday');
    expect(shape.status).toBe(400);
    expect(shape.body.code).toBe('VALIDATION');
  });
});
