import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../cli';
import { openPostgres } from '../db/postgres';
import type { Db } from '../db/types';
import { BACKENDS, startHarness, TEST_DATABASE_URL, type Harness } from '../test/harness';
import { payoutMember, PNG, proof, type PayoutMember } from '../test/payouts';
import { autoReceiveDue, startAutoReceiveTimer } from './receipts';

const MINUTE = 60_000;

describe.each(BACKENDS)('forced receipts of unconfirmed payouts on %s', (kind) => {
  let h: Harness;
  let m: PayoutMember;
  /** Two more "server processes" on the same database (PostgreSQL: each its own pool). */
  const runners: Db[] = [];
  beforeAll(async () => {
    h = await startHarness(kind);
    m = await payoutMember(h, 'sweep01', '5000');
    if (kind === 'postgres' && TEST_DATABASE_URL) {
      const [{ schema } = { schema: '' }] = await h.db.query<{ schema: string }>(
        'SELECT current_schema() AS schema',
      );
      for (let i = 0; i < 2; i += 1)
        runners.push(await openPostgres(TEST_DATABASE_URL, { schema, max: 4 }));
    } else {
      // PGlite is one connection: the two sweeps still start together, and queue there.
      runners.push(h.db, h.db);
    }
  }, 120_000);
  afterAll(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    if (kind === 'postgres') for (const db of runners) await db.close();
    await h?.close();
  });

  /**
   * Starts `sweeps` while the withdrawals table is held, and lets go only once both of them wait
   * for it (PostgreSQL: asked of pg_locks, not guessed with a delay): they then run over the same
   * rows at the same instant, each with a fresh snapshot. PGlite has one connection: they queue.
   */
  async function togetherOn<T>(backend: string, sweeps: () => Promise<T>): Promise<T> {
    if (backend !== 'postgres') return sweeps();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = h.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE withdrawals IN EXCLUSIVE MODE');
      locked();
      await held;
    });
    await lockTaken;
    const running = sweeps();
    for (let asked = 0; ; asked += 1) {
      const [waiting] = await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
         WHERE c.relname = 'withdrawals' AND c.relnamespace = current_schema()::regnamespace
           AND NOT l.granted`,
      );
      if ((waiting?.n ?? 0) >= 2) break;
      if (asked > 10_000) throw new Error('the two sweeps never waited for the table');
    }
    release();
    await holder;
    return running;
  }

  /** When the operator paid a withdrawal out, from its steps. */
  const paidAt = async (reference: string) =>
    Date.parse((await m.seen(reference)).history.find((s) => s.status === 'paid')?.at ?? '');

  it("counts a payout as received once the operator's minutes have passed, not before", async () => {
    await runCli(h.db, ['withdraw-settings', '--auto-receive', '60']);
    const whole = await m.paid('100');
    const part = await m.paid('200');
    await m.confirm({ reference: part, answer: 'received', amount: '50' });
    const disputed = await m.paid('300');
    await m.confirm({ reference: disputed, answer: 'not-received' }, [proof('p.png', PNG)]);
    const balance = await m.balance();
    const paid = Math.max(await paidAt(whole), await paidAt(part));

    expect(await autoReceiveDue(h.db, new Date(paid + 59 * MINUTE + 59_000))).toEqual([]);
    expect((await m.seen(whole)).status).toBe('paid');
    const moved = await autoReceiveDue(h.db, new Date(paid + 60 * MINUTE + 1_000));
    expect(moved.sort()).toEqual([whole, part].sort());
    expect(await m.seen(whole)).toMatchObject({
      status: 'auto-received',
      received: 100,
      remainder: 0,
      confirmBy: null,
    });
    expect((await m.seen(whole)).history.at(-1)).toMatchObject({
      status: 'auto-received',
      by: 'system',
      amount: 100,
      remainder: 0,
    });
    // What the member had confirmed stays; the rest counts as received.
    expect((await m.seen(part)).history.at(-1)).toMatchObject({
      status: 'auto-received',
      amount: 150,
      remainder: 0,
    });
    // A dispute waits for the operator, whatever the clock says.
    expect(await autoReceiveDue(h.db, new Date(paid + 9999 * MINUTE))).toEqual([]);
    expect((await m.seen(disputed)).status).toBe('disputed');
    // A forced receipt refunds nothing.
    expect(await m.balance()).toBe(balance);
    const late = await m.confirm({ reference: whole, answer: 'not-received' }, [
      proof('p.png', PNG),
    ]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `${whole} is auto-received: it cannot be reported as not received`,
    );
    await runCli(h.db, ['dispute', disputed, 'received']);
    await runCli(h.db, ['withdraw-settings', '--auto-receive', '1440']);
  });

  it('turns an answer that comes after the time into the forced receipt, and refuses it', async () => {
    const reference = await m.paid('120');
    await m.confirm({ reference, answer: 'received', amount: '20' });
    // The payout's time passes: the database's clock moved back, rather than waited for.
    await h.db.query(
      "UPDATE withdrawals SET paid_at = paid_at - interval '1441 minutes' WHERE reference = $1",
      [reference],
    );
    const res = await m.confirm({ reference, answer: 'received', amount: '30' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'WITHDRAWAL_STATE',
      message: `${reference} was not confirmed within 1440 minutes of its payout: it counts as received`,
      value: { status: 'auto-received' },
    });
    const seen = await m.seen(reference);
    expect(seen).toMatchObject({ status: 'auto-received', received: 120, remainder: 0 });
    expect(seen.history.map((s) => [s.status, s.by, s.amount])).toEqual([
      ['held', 'member', null],
      ['paid', 'operator', null],
      ['partial', 'member', 20],
      ['auto-received', 'system', 100],
    ]);
  });

  it('moves each withdrawal once when two processes sweep at the same instant', async () => {
    const references: string[] = [];
    for (let i = 0; i < 24; i += 1) references.push(await m.paid('50'));
    await m.confirm({ reference: references[0] ?? '', answer: 'received', amount: '10' });
    const at = new Date(Math.max(...(await Promise.all(references.map(paidAt)))) + 1441 * MINUTE);
    const [one, two] = runners;
    if (!one || !two) throw new Error('two runners expected');
    const [first, second] = await togetherOn(kind, () =>
      Promise.all([autoReceiveDue(one, at), autoReceiveDue(two, at)]),
    );
    expect([...first, ...second].sort()).toEqual([...references].sort());
    expect(first.filter((r) => second.includes(r))).toEqual([]);
    const steps = await h.db.query<{ reference: string; n: number }>(
      `SELECT w.reference, count(s.id)::int AS n FROM withdrawals w
       LEFT JOIN withdrawal_steps s ON s.withdrawal_id = w.id AND s.status = 'auto-received'
       WHERE w.reference = ANY($1::text[]) GROUP BY w.reference`,
      [references],
    );
    expect(steps).toHaveLength(references.length);
    for (const row of steps) expect(row.n, row.reference).toBe(1);
    expect(await Promise.all([autoReceiveDue(one, at), autoReceiveDue(two, at)])).toEqual([[], []]);
  }, 60_000);

  it("settles a race between the member's answer and the sweep with one final step", async () => {
    const reference = await m.paid('75');
    const at = new Date((await paidAt(reference)) + 1441 * MINUTE);
    const [sweep, answer] = await Promise.all([
      autoReceiveDue(runners[0] ?? h.db, at),
      m.confirm({ reference, answer: 'all-received' }),
    ]);
    const seen = await m.seen(reference);
    if (answer.statusCode === 200) {
      expect(sweep).toEqual([]);
      expect(seen.status).toBe('received');
    } else {
      expect(answer.statusCode).toBe(409);
      expect(sweep).toEqual([reference]);
      expect(seen.status).toBe('auto-received');
    }
    const finals = seen.history.filter(
      (s) => s.status === 'received' || s.status === 'auto-received',
    );
    expect(finals).toHaveLength(1);
  });

  it('runs the sweep on its timer in the server, and stops it cleanly', async () => {
    const reference = await m.paid('60');
    await h.db.query(
      "UPDATE withdrawals SET paid_at = paid_at - interval '2 days' WHERE reference = $1",
      [reference],
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const moved: string[][] = [];
      const errors: unknown[] = [];
      const timer = startAutoReceiveTimer(
        h.db,
        (r) => moved.push(r),
        (e) => errors.push(e),
        1_000,
      );
      expect(moved).toEqual([]);
      // The interval fires (its clock advanced, not waited for); stop waits for the run it began.
      vi.advanceTimersByTime(1_000);
      await timer.stop();
      expect(errors).toEqual([]);
      expect(moved).toEqual([[reference]]);
      vi.advanceTimersByTime(5_000);
      expect(moved).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
    expect((await m.seen(reference)).status).toBe('auto-received');
  });
});
