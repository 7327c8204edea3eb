import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { ApiError } from '../http/errors';
import { balanceCents, checkLedger } from '../ledger/ledger';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';
import { grabEnvelope, splitTotal } from './redEnvelope';

interface Campaign {
  campaignId: number;
  title: string;
  language: string;
  status: string;
  total: number;
  envelopes: number;
  left: number;
  minShare: number;
  startsAt: string;
  endsAt: string;
  mine: { campaignId: number; amount: number; grabbedAt: string } | null;
}

describe('splitTotal', () => {
  it('cuts a total into shares of at least the minimum that sum to it exactly', () => {
    for (const [total, count, min] of [
      [88_800, 88, 100],
      [1_000, 1, 1],
      [1_000, 1_000, 1],
      [999_999_999, 10_000, 7],
      [10_000_000_000, 3, 1],
      [500, 5, 100],
    ] as const) {
      for (let round = 0; round < (count > 100 ? 2 : 20); round += 1) {
        const shares = splitTotal(total, count, min);
        expect(shares).toHaveLength(count);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        for (const share of shares) {
          expect(Number.isSafeInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(min);
        }
      }
    }
    // The minimums fill the total: every share is the minimum.
    expect(splitTotal(500, 5, 100)).toEqual([100, 100, 100, 100, 100]);
  });

  it('draws different splits', () => {
    const seen = new Set(Array.from({ length: 10 }, () => splitTotal(10_000, 10, 1).join(',')));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('refuses what cannot be split', () => {
    expect(() => splitTotal(100, 3, 50)).toThrow(/exceed the total/u);
    expect(() => splitTotal(0, 1, 1)).toThrow();
    expect(() => splitTotal(100, 0, 1)).toThrow();
    expect(() => splitTotal(100.5, 1, 1)).toThrow();
  });
});

describe.each(BACKENDS)('red envelopes on %s', (kind) => {
  let h: Harness;
  const token: Record<string, string> = {};
  const id: Record<string, number> = {};
  let trial = '';
  let seeded = 0;

  beforeAll(async () => {
    h = await startHarness(kind);
    for (const [user, password] of [
      ['demo01', 'Demo1234'],
      ['vip01', 'Vip12345'],
      ['down01', 'Down1234'],
      ['down02', 'Down1234'],
      ['agent01', 'Agent1234'],
    ] as const) {
      token[user] = await login(h, user, password);
      const [row] = await h.db.query<{ id: number }>(
        'SELECT id FROM accounts WHERE username = $1',
        [user],
      );
      id[user] = row?.id ?? 0;
    }
    const res = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    trial = (res.json() as { value: { token: string } }).value.token;
    const [row] = await h.db.query<{ id: number }>(
      "SELECT id FROM red_envelope_campaigns WHERE seed_key = 'demo-red-envelope'",
    );
    seeded = row?.id ?? 0;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const campaigns = async (who?: string, query = ''): Promise<Campaign[]> => {
    const res = await h.call({
      method: 'GET',
      url: `/wps/promo/redEnvelopes${query}`,
      ...(who ? { token: who } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: { now: string; campaigns: Campaign[] } }).value.campaigns;
  };
  const grab = (who: string | undefined, payload: unknown) =>
    h.call({
      method: 'POST',
      url: '/wps/promo/redEnvelopes/grab',
      ...(who ? { token: who } : {}),
      payload: payload as object,
    });
  let keys = 0;
  const key = () => `test-key-${(keys += 1)}-${kind}`;
  /** Publishes a campaign from the CLI, running now; its id. */
  const publish = async (total: string, count: number, extra: string[] = []) => {
    const out = await runCli(h.db, [
      'red-envelope',
      'add',
      '--title:es',
      `Sobre ${count}`,
      '--title:en',
      `Envelope ${count}`,
      '--total',
      total,
      '--count',
      String(count),
      '--end',
      new Date(Date.now() + 86_400_000).toISOString(),
      ...extra,
    ]);
    return Number(/#(\d+)/u.exec(out)?.[1]);
  };
  const ledgerClean = async () =>
    expect(await checkLedger(h.db)).toMatchObject({
      total: 0,
      negative: [],
      unbalanced: [],
      drifted: [],
    });
  const shareSum = async (campaignId: number) =>
    (
      await h.db.query<{ sum: string; n: number }>(
        'SELECT sum(amount)::text AS sum, count(*)::int AS n FROM red_envelope_shares WHERE campaign_id = $1',
        [campaignId],
      )
    )[0];

  it('shows the seeded campaign to visitors, trial accounts and members, in their language', async () => {
    const [visitor] = await campaigns();
    expect(visitor).toMatchObject({
      campaignId: seeded,
      title: 'Sobre rojo de bienvenida',
      language: 'es',
      status: 'running',
      total: 888,
      envelopes: 88,
      left: 88,
      minShare: 1,
      mine: null,
    });
    expect((await campaigns(trial, '?language=en'))[0]?.title).toBe('Welcome red envelope');
    expect((await campaigns(token['demo01']))[0]?.mine).toBeNull();
    expect(await shareSum(seeded)).toEqual({ sum: '888.00', n: 88 });
  });

  it('refuses visitors and trial accounts, and moves no money', async () => {
    const before = await checkLedger(h.db);
    const visitor = await grab(undefined, { campaignId: seeded, idempotencyKey: key() });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const trialGrab = await grab(trial, { campaignId: seeded, idempotencyKey: key() });
    expect(trialGrab.statusCode).toBe(403);
    expect(trialGrab.json()).toMatchObject({ success: false, code: 'TRIAL_FORBIDDEN' });
    expect((await checkLedger(h.db)).transactions).toBe(before.transactions);
    expect((await campaigns())[0]?.left).toBe(88);
    await ledgerClean();
  });

  it('credits a grab once from the house; the same key answers the same envelope', async () => {
    const before = await balanceCents(h.db, id['demo01'] ?? 0);
    const k = key();
    const first = await grab(token['demo01'], { campaignId: seeded, idempotencyKey: k });
    expect(first.statusCode, first.body).toBe(200);
    const value = (first.json() as { value: { amount: number; balance: number; left: number } })
      .value;
    expect(value.amount).toBeGreaterThanOrEqual(1);
    expect(value.left).toBe(87);
    expect(value.balance).toBe((before + Math.round(value.amount * 100)) / 100);
    const again = await grab(token['demo01'], { campaignId: seeded, idempotencyKey: k });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balanceCents(h.db, id['demo01'] ?? 0)).toBe(before + value.amount * 100);
    const [moves] = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'red-envelope' AND idempotency_key = $1",
      [`red-envelope:${seeded}:${id['demo01']}`],
    );
    expect(moves?.n).toBe(1);
    // Another key: the member's envelope is taken already.
    const other = await grab(token['demo01'], { campaignId: seeded, idempotencyKey: key() });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ success: false, code: 'RED_ENVELOPE_GRABBED' });
    const [mine] = await campaigns(token['demo01']);
    expect(mine).toMatchObject({ left: 87, mine: { campaignId: seeded, amount: value.amount } });
    // The member's records show it: a red-envelope movement, and a bonus named by its campaign.
    const records = await h.call({
      method: 'GET',
      url: '/wps/relay/GCS_transactions',
      token: token['demo01'] ?? '',
    });
    expect(records.statusCode, records.body).toBe(200);
    expect(JSON.stringify(records.json())).toContain('"kind":"red-envelope"');
    const bonuses = await h.call({
      method: 'GET',
      url: '/wps/member/records/bonuses',
      token: token['demo01'] ?? '',
    });
    expect(bonuses.statusCode, bonuses.body).toBe(200);
    expect(JSON.stringify(bonuses.json())).toContain('"promotion":"Sobre rojo de bienvenida"');
    await ledgerClean();
  });

  it('gives a member one envelope however many grabs run at once', async () => {
    const before = await balanceCents(h.db, id['vip01'] ?? 0);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        grab(token['vip01'], { campaignId: seeded, idempotencyKey: key() }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json()).toMatchObject({ code: 'RED_ENVELOPE_GRABBED' });
    const won = answers.find((r) => r.statusCode === 200)?.json() as { value: { amount: number } };
    expect(await balanceCents(h.db, id['vip01'] ?? 0)).toBe(
      before + Math.round(won.value.amount * 100),
    );
    const [taken] = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM red_envelope_shares WHERE campaign_id = $1 AND account_id = $2',
      [seeded, id['vip01']],
    );
    expect(taken?.n).toBe(1);
    await ledgerClean();
  });

  it('pays N envelopes to N members grabbing at once, the total exactly, and refuses the next', async () => {
    const campaignId = await publish('10', 3, ['--min', '0.5']);
    expect(await shareSum(campaignId)).toEqual({ sum: '10.00', n: 3 });
    const members = ['demo01', 'vip01', 'down01', 'down02'];
    const before = await Promise.all(members.map((m) => balanceCents(h.db, id[m] ?? 0)));
    const answers = await Promise.all(
      members.map((m) => grab(token[m], { campaignId, idempotencyKey: key() })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({ success: false, code: 'RED_ENVELOPE_EMPTY' });
    const after = await Promise.all(members.map((m) => balanceCents(h.db, id[m] ?? 0)));
    const gained = after.map((b, i) => b - (before[i] ?? 0));
    expect(gained.reduce((a, b) => a + b, 0)).toBe(1_000);
    for (const g of gained.filter((x) => x > 0)) expect(g).toBeGreaterThanOrEqual(50);
    // The N+1th member, later: refused with the same clear code.
    const late = await grab(token['agent01'], { campaignId, idempotencyKey: key() });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'RED_ENVELOPE_EMPTY' });
    expect((await campaigns()).find((c) => c.campaignId === campaignId)?.left).toBe(0);
    await ledgerClean();
  });

  it('refuses a closed campaign, an unknown one and bad bodies, never with a 5xx', async () => {
    const campaignId = await publish('5', 5);
    expect(await runCli(h.db, ['red-envelope', 'close', String(campaignId)])).toMatch(
      /closed: 0 of 5/u,
    );
    const closed = await grab(token['down01'], { campaignId, idempotencyKey: key() });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'RED_ENVELOPE_CLOSED' });
    expect((await campaigns()).find((c) => c.campaignId === campaignId)?.status).toBe('ended');
    const unknown = await grab(token['down01'], { campaignId: 999_999, idempotencyKey: key() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    for (const payload of [
      {},
      { campaignId },
      { campaignId, idempotencyKey: 'short' },
      { campaignId, idempotencyKey: 'has spaces in it' },
      { campaignId: 0, idempotencyKey: key() },
      { campaignId: 'x', idempotencyKey: key() },
      { campaignId: 2 ** 40, idempotencyKey: key() },
      [],
      'text',
    ]) {
      const res = await grab(token['down01'], payload);
      // A body that is not JSON is 415; every other one is refused as VALIDATION.
      expect(res.statusCode, JSON.stringify(payload)).toBe(payload === 'text' ? 415 : 400);
    }
    for (const query of ['?language=', '?language=%00', '?language=xx-yy-zz-long', '?other=1']) {
      const res = await h.call({ method: 'GET', url: `/wps/promo/redEnvelopes${query}` });
      expect(res.statusCode, query).toBeLessThan(500);
    }
    const badToken = await h.call({
      method: 'GET',
      url: '/wps/promo/redEnvelopes',
      token: 'x'.repeat(40),
    });
    expect(badToken.statusCode).toBe(401);
    await ledgerClean();
  });

  it('gives a member in a time-out no envelope', async () => {
    const timeOut = await h.call({
      method: 'POST',
      url: '/wps/responsible/time-out',
      token: token['agent01'] ?? '',
      payload: { period: '24h' },
    });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    // The time-out ended the member's sessions; the grab itself refuses it too.
    const res = await grab(token['agent01'], { campaignId: seeded, idempotencyKey: key() });
    expect(res.statusCode).toBe(401);
    const refused = await grabEnvelope(h.db, { id: id['agent01'] ?? 0 }, seeded, key()).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('ACCOUNT_EXCLUDED');
    await ledgerClean();
  });
});
