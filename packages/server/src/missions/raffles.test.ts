// Raffles: the operator opens one with the CLI (bad input refused clearly), a member whose valid
// bets reach the mark takes one entry (once, even when entries race), the draw follows from the
// committed seed alone (ADR 0019), and it pays each prize once, even when two draws race.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, balance, racing, round, tokenOf } from '../agent/contractTestKit';
import { runCli } from '../cli';
import { BACKENDS, startHarness, type Harness } from '../test/harness';
import { drawRaffle, drawWinners, newSeed, scoreOf, seedHashOf } from './draw';

describe('the raffle draw', () => {
  const seed = 'a1'.repeat(32);
  const entries = ['ana', 'bruno', 'carla', 'dario', 'elena'].map((username) => ({ username }));

  it('publishes the SHA-256 of a fresh 32-byte seed', () => {
    const { seed: fresh, seedHash } = newSeed();
    expect(fresh).toMatch(/^[0-9a-f]{64}$/u);
    expect(seedHash).toBe(createHash('sha256').update(Buffer.from(fresh, 'hex')).digest('hex'));
    expect(seedHashOf(fresh)).toBe(seedHash);
    expect(newSeed().seed).not.toBe(fresh);
  });

  it('derives the same winners from the same seed, whatever the order of the entries', () => {
    const once = drawWinners(seed, 7, entries, 3);
    expect(drawWinners(seed, 7, [...entries].reverse(), 3)).toEqual(once);
    expect(once.map((w) => w.place)).toEqual([1, 2, 3]);
    // The lowest scores win, the lowest first.
    const scores = entries
      .map((e) => [scoreOf(seed, 7, e.username), e.username] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    expect(once.map((w) => w.username)).toEqual(scores.slice(0, 3).map(([, name]) => name));
    // Another seed, or another raffle, draws anew; fewer entries than prizes all win.
    const others = [drawWinners('b2'.repeat(32), 7, entries, 5), drawWinners(seed, 8, entries, 5)];
    expect(others.map((o) => o.map((w) => w.username))).not.toEqual([
      drawWinners(seed, 7, entries, 5).map((w) => w.username),
      drawWinners(seed, 7, entries, 5).map((w) => w.username),
    ]);
    expect(drawWinners(seed, 7, entries.slice(0, 2), 3)).toHaveLength(2);
  });
});

describe.each(BACKENDS)('raffles on %s', (kind) => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  const list = async (t: string) => {
    const res = await h.call({
      method: 'GET',
      url: '/wps/relay/GCS_raffleList?language=en',
      token: t,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.raffles as Record<string, unknown>[];
  };
  const enter = async (raffleId: number, t: string) => {
    const res = await h.call({
      method: 'POST',
      url: '/wps/relay/GCS_raffleClaim',
      token: t,
      payload: { raffleId },
    });
    return { status: res.statusCode, value: res.json().value, code: res.json().code };
  };
  const names = ['rafone', 'raftwo', 'rafthree', 'raffour'];

  beforeAll(async () => {
    h = await startHarness(kind);
    // The demo's missions and raffle (the harness seeds the demo data) are not this test's.
    await h.db.query('TRUNCATE missions, raffles RESTART IDENTITY CASCADE');
    for (const name of names) {
      await account(h, 'member', name);
      await runCli(h.db, ['credit', name, '500']);
      tokens[name] = await tokenOf(h, name);
    }
  }, 120_000);
  afterAll(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  it('lets the operator open a raffle, and refuses bad input clearly', async () => {
    const base = ['--title-en', 'Xmas raffle', '--draw', '2099-12-24T20:00Z'];
    const bad: [string[], RegExp][] = [
      [[...base], /--prizes takes an amount above 0/u],
      [[...base, '--prizes', '100,abc'], /--prizes takes an amount above 0 .* not "abc"/u],
      [
        [...base, '--prizes', '100', '--min-bets', '-5'],
        /--min-bets takes an amount of 0 or more/u,
      ],
      [['--title-en', 'x', '--prizes', '10'], /--draw takes the draw time/u],
      [['--title-en', 'x', '--prizes', '10', '--draw', '2020-01-01'], /--draw is in the past/u],
      [['--title-en', 'x', '--prizes', '10', '--draw', 'tomorrow'], /--draw takes a date/u],
      [['--prizes', '10', '--draw', '2099-01-01'], /give a title/u],
    ];
    for (const [args, message] of bad)
      await expect(runCli(h.db, ['raffle-add', ...args])).rejects.toThrow(message);
    const out = await runCli(h.db, [
      'raffle-add',
      ...base,
      '--title-es',
      'Rifa navideña',
      '--prizes',
      '100,50.5',
      '--min-bets',
      '30',
    ]);
    expect(out).toMatch(
      /^raffle #1 "Rifa navideña": 2 prizes \(100\.00, 50\.50\), entry for valid bets of 30\.00, draws at 2099-12-24T20:00Z; seed hash [0-9a-f]{64}$/u,
    );
    expect(await runCli(h.db, ['raffles'])).toMatch(
      /^#1 draws 2099-12-24T20:00Z "Rifa navideña" prizes 100\.00, 50\.50; entry for 30\.00; 0 entries; seed hash [0-9a-f]{64}$/u,
    );
    await expect(runCli(h.db, ['raffle-draw', '1'])).rejects.toThrow(
      /draws at 2099-12-24T20:00:00\.000Z: it takes entries until then/u,
    );
    await expect(runCli(h.db, ['raffle-draw', '9'])).rejects.toThrow(/no raffle 9/u);
    await expect(runCli(h.db, ['raffle-draw', '1', '2'])).rejects.toThrow(
      /takes the id of one raffle/u,
    );
  });

  it('takes one entry a member whose valid bets reach the mark, once even when entries race', async () => {
    const [raffle] = await list(tokens['rafone']!);
    expect(raffle).toMatchObject({
      raffleId: 1,
      title: 'Xmas raffle',
      status: 'open',
      prizes: [100, 50.5],
      minBets: 30,
      seed: null,
      entries: 0,
      mine: { validBets: 0, entered: false, place: null },
      winners: [],
    });
    expect(await enter(1, tokens['rafone']!)).toMatchObject({
      status: 409,
      code: 'RAFFLE_NOT_ELIGIBLE',
    });
    expect(await enter(5, tokens['rafone']!)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    for (const name of names) await round(h, name, 3_000, 0, new Date());
    const racers = () => Promise.all([enter(1, tokens['rafone']!), enter(1, tokens['rafone']!)]);
    const answers =
      kind === 'postgres' ? await racing(h, 'raffle_entries', racers) : await racers();
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.find((a) => a.status !== 200)).toMatchObject({
      status: 409,
      code: 'ALREADY_CLAIMED',
    });
    for (const name of names.slice(1)) expect((await enter(1, tokens[name]!)).status).toBe(200);
    const [after] = await list(tokens['rafone']!);
    expect(after).toMatchObject({
      entries: 4,
      mine: { validBets: 30, entered: true, place: null },
    });
    const free = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    expect(await enter(1, free.json().value.token as string)).toMatchObject({
      status: 403,
      code: 'TRIAL_FORBIDDEN',
    });
  });

  it('draws from the committed seed and pays each prize once, even when draws race', async () => {
    // The draw time comes: entries close.
    await h.db.query(
      "UPDATE raffles SET draw_at = now() - interval '1 second', opens_at = now() - interval '1 day' WHERE id = 1",
    );
    await account(h, 'member', 'raflate');
    await runCli(h.db, ['credit', 'raflate', '100']);
    const late = await tokenOf(h, 'raflate');
    expect(await enter(1, late)).toMatchObject({ status: 409, code: 'RAFFLE_CLOSED' });
    expect((await list(late))[0]).toMatchObject({ status: 'closed', seed: null });

    const before = Object.fromEntries(
      await Promise.all(names.map(async (n) => [n, await balance(h, n)])),
    );
    const draws = () => Promise.allSettled([drawRaffle(h.db, 1), drawRaffle(h.db, 1)]);
    const settled = kind === 'postgres' ? await racing(h, 'raffles', draws) : await draws();
    const done = settled.filter((s) => s.status === 'fulfilled');
    expect(done).toHaveLength(1);
    expect(settled.find((s) => s.status === 'rejected')).toMatchObject({
      reason: { message: expect.stringMatching(/^raffle 1 was drawn already/u) },
    });
    await expect(runCli(h.db, ['raffle-draw', '1'])).rejects.toThrow(/drawn already/u);
    expect(await runCli(h.db, ['raffle-draw', '--due'])).toBe('no raffle is due');

    const [row] = await h.db.query<{ seed: string; seed_hash: string }>(
      'SELECT seed, seed_hash FROM raffles WHERE id = 1',
    );
    const expected = drawWinners(
      row!.seed,
      1,
      names.map((username) => ({ username })),
      2,
    );
    const [raffle] = await list(tokens['rafone']!);
    expect(raffle).toMatchObject({
      status: 'drawn',
      seed: row!.seed,
      seedHash: seedHashOf(row!.seed),
    });
    expect(raffle?.['winners']).toEqual(
      expected.map((w, i) => ({
        place: w.place,
        username: `${w.username.slice(0, 2)}***${w.username.slice(-1)}`,
        prize: [100, 50.5][i],
      })),
    );
    for (const name of names) {
      const place = expected.find((w) => w.username === name)?.place ?? null;
      const prize = place === null ? 0 : ([100, 50.5][place - 1] ?? 0);
      expect(await balance(h, name), name).toBe(before[name] + prize);
      expect((await list(tokens[name]!))[0]).toMatchObject({ mine: { place } });
    }
    const [moves] = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'raffle-prize'",
    );
    expect(moves?.n).toBe(2);
    // The prize is a bonus of bonusDetails.
    const winner = expected[0]!.username;
    const bonuses = await h.call({
      method: 'GET',
      url: '/wps/member/records/bonuses',
      token: tokens[winner]!,
    });
    expect(bonuses.json().value.records[0]).toMatchObject({ kind: 'raffle-prize', amount: 100 });
  });

  it('draws every raffle due with --due, once, and one without entries has no winner', async () => {
    await runCli(h.db, [
      'raffle-add',
      '--title-es',
      'Vacía',
      '--prizes',
      '5',
      '--draw',
      '2099-01-01',
    ]);
    await h.db.query(
      "UPDATE raffles SET draw_at = now() - interval '1 second', opens_at = now() - interval '1 day' WHERE id = 2",
    );
    expect(await runCli(h.db, ['raffle-draw', '--due'])).toBe(
      'raffle #2 drawn from 0 entries: no winner (no entry)',
    );
    expect(await runCli(h.db, ['raffle-draw', '--due'])).toBe('no raffle is due');
    expect(await runCli(h.db, ['raffles'])).toMatch(
      /^#2 drawn \S+ "Vacía" .* seed [0-9a-f]{64}$/mu,
    );
  });
});
