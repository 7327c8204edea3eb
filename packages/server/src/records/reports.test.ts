// The member centre's reports: the profit and loss by day and game type (personalProfit) and the
// bonuses credited (bonusDetails), each only the caller's own, read in the player's days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import {
  account,
  ALL_FLAGS,
  decidedAt,
  houseContract,
  round,
  tokenOf,
} from '../agent/contractTestKit';
import { settleDue } from '../agent/settlement';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

const at = (iso: string) => new Date(iso);

describe.each(BACKENDS)('profit and bonus reports on %s', (kind) => {
  let h: Harness;
  let player = '';
  let agent = '';
  const get = async (token: string, url: string) => {
    const res = await h.call({ method: 'GET', url, token });
    return { status: res.statusCode, body: res.json() as { code?: string; value: never } };
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    await account(h, 'member', 'pnlplayer');
    await account(h, 'member', 'pnlother');
    await runCli(h.db, ['credit', 'pnlplayer', '1000']);
    await runCli(h.db, ['credit', 'pnlother', '1000']);
    player = await tokenOf(h, 'pnlplayer');
    // Two UTC days; at UTC-5 the 23:30 bet of 03-01 is still the player's 03-01 and the
    // 04:00 one of 03-02 too.
    await round(h, 'pnlplayer', 1_000, 2_500, at('2026-03-01T10:00:00Z'));
    await round(h, 'pnlplayer', 2_000, 0, at('2026-03-01T23:30:00Z'));
    await round(h, 'pnlplayer', 500, 0, at('2026-03-02T04:00:00Z'));
    await round(h, 'pnlplayer', 4_000, 1_000, at('2026-03-02T12:00:00Z'));
    await round(h, 'pnlother', 9_900, 0, at('2026-03-01T12:00:00Z'));
  }, 120_000);
  afterAll(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  it('answers the profit and loss by day, by game type and in all, in the player’s days', async () => {
    const utc = await get(player, '/wps/member/records/profit?from=2026-03-01&to=2026-03-02');
    expect(utc.status).toBe(200);
    expect(utc.body.value).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-02',
      days: [
        { day: '2026-03-02', betCount: 2, stake: 45, win: 10, profit: -35 },
        { day: '2026-03-01', betCount: 2, stake: 30, win: 25, profit: -5 },
      ],
      totals: { betCount: 4, stake: 75, win: 35, profit: -40 },
    });
    const [type] = await h.db.query<{ game_type: string }>(
      'SELECT game_type FROM games ORDER BY id LIMIT 1',
    );
    expect((utc.body.value as { byType: unknown[] }).byType).toEqual([
      { gameType: type?.game_type, betCount: 4, stake: 75, win: 35, profit: -40 },
    ]);
    const west = await get(
      player,
      '/wps/member/records/profit?from=2026-03-01&to=2026-03-02&utcOffset=-300',
    );
    expect((west.body.value as { days: unknown[] }).days).toEqual([
      { day: '2026-03-02', betCount: 1, stake: 40, win: 10, profit: -30 },
      { day: '2026-03-01', betCount: 3, stake: 35, win: 25, profit: -10 },
    ]);
    // Nothing in the range: empty lists and zero totals, not an error.
    const quiet = await get(player, '/wps/member/records/profit?from=2025-01-01&to=2025-01-07');
    expect(quiet.body.value).toMatchObject({
      days: [],
      byType: [],
      totals: { betCount: 0, stake: 0, win: 0, profit: 0 },
    });
  });

  it('refuses a range it cannot read, with the field named', async () => {
    for (const url of [
      '/wps/member/records/profit?from=2026-02-30',
      '/wps/member/records/profit?from=2026-03-05&to=2026-03-01',
      '/wps/member/records/profit?utcOffset=900',
      '/wps/member/records/bonuses?pageSize=1000',
      '/wps/member/records/bonuses?language=%00',
    ]) {
      const res = await get(player, url);
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
    expect((await get('', '/wps/member/records/profit')).status).toBe(401);
    expect((await get('', '/wps/member/records/bonuses')).status).toBe(401);
  });

  it('lists the bonuses credited, with the promotion or the period they came from', async () => {
    const demo = await login(h, 'demo01', 'Demo1234');
    const [promo] = await h.db.query<{ id: number }>(
      "SELECT id FROM content_promotions WHERE seed_key = 'welcome-100'",
    );
    const claim = await h.call({
      method: 'POST',
      url: '/wps/relay/GCS_claimPromo',
      token: demo,
      payload: { promotionId: promo?.id },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const es = await get(demo, `/wps/member/records/bonuses?to=${today}&language=es`);
    expect(es.status).toBe(200);
    const value = es.body.value as {
      records: { kind: string; amount: number; promotion: string | null }[];
      totals: { amount: number };
      total: number;
    };
    expect(value.total).toBe(1);
    expect(value.records[0]).toMatchObject({ kind: 'promo-claim', periodStart: null });
    expect(value.records[0]?.promotion).toMatch(/\S/u);
    expect(value.totals.amount).toBe(value.records[0]?.amount);
    const en = await get(demo, `/wps/member/records/bonuses?to=${today}&language=en`);
    expect((en.body.value as typeof value).records[0]?.promotion).not.toBe(
      value.records[0]?.promotion,
    );
    // Another member's bonuses are not the caller's; a round is not a bonus.
    expect((await get(player, `/wps/member/records/bonuses?to=${today}`)).body.value).toMatchObject(
      { total: 0, records: [], totals: { amount: 0 } },
    );

    // A salary paid to an agent is its bonus, with the period; the payer's side is not.
    await runCli(h.db, ['flags', 'on', ...ALL_FLAGS]);
    await account(h, 'agent', 'pnlboss');
    await account(h, 'member', 'pnlteam', 'pnlboss');
    await runCli(h.db, ['credit', 'pnlteam', '1000']);
    agent = await tokenOf(h, 'pnlboss');
    const id = await houseContract(h, 'pnlboss', agent, 'daily', '2');
    await decidedAt(h, id, at('2026-04-01T00:00:00Z'));
    await round(h, 'pnlteam', 10_000, 0, at('2026-04-01T08:00:00Z'));
    await settleDue(h.db, at('2026-04-02T00:00:00Z'));
    const [paid] = await h.db.query<{ created_at: Date }>(
      'SELECT t.created_at FROM agent_settlements s JOIN ledger_transactions t ON t.id = s.transaction_id WHERE s.contract_id = $1',
      [id],
    );
    const day = new Date(paid?.created_at ?? 0).toISOString().slice(0, 10);
    const salary = await get(agent, `/wps/member/records/bonuses?from=${day}&to=${day}`);
    expect((salary.body.value as typeof value).records).toEqual([
      expect.objectContaining({
        kind: 'salary',
        amount: 2,
        promotion: null,
        periodStart: '2026-04-01T00:00:00.000Z',
      }),
    ]);
  });
});
