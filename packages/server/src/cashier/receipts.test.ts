import { WITHDRAW_PROOF_MAX_BYTES } from '@portal/contract';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, startHarness, type Harness } from '../test/harness';
import { JPEG, payoutMember, PNG, proof, type PayoutMember } from '../test/payouts';

describe.each(BACKENDS)('the confirmation of a paid withdrawal on %s', (kind) => {
  let h: Harness;
  let m: PayoutMember;
  const files: string[] = [];
  beforeAll(async () => {
    h = await startHarness(kind);
    m = await payoutMember(h, 'receipt01', '3000');
  }, 120_000);
  afterAll(async () => {
    for (const file of files) rmSync(file, { force: true });
    // Confirmations, disputes and refunds leave the ledger as the bank check wants it.
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  it('takes part of a payout, then more, then the rest, showing received and remainder', async () => {
    const reference = await m.paid('100');
    const paid = await m.seen(reference);
    expect(paid).toMatchObject({ status: 'paid', received: 0, remainder: 100 });
    const paidAt = paid.history.find((s) => s.status === 'paid')?.at ?? '';
    expect(paid.history.at(-1)).toMatchObject({ status: 'paid', by: 'operator', remainder: 100 });
    // 1440 minutes by default: a day after the payout.
    expect(Date.parse(paid.confirmBy ?? '') - Date.parse(paidAt)).toBe(1440 * 60_000);
    const balance = await m.balance();

    const part = await m.confirm({ reference, answer: 'received', amount: '40' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().value).toMatchObject({ status: 'partial', received: 40, remainder: 60 });
    expect(part.json().value.history.at(-1)).toMatchObject({
      status: 'partial',
      by: 'member',
      amount: 40,
      remainder: 60,
    });
    const over = await m.confirm({ reference, answer: 'received', amount: '60.01' });
    expect(over.statusCode).toBe(400);
    expect(over.json().value.fields.amount).toBe('at most what is still missing: 60.00');
    const zero = await m.confirm({ reference, answer: 'received', amount: '0' });
    expect(zero.json().value.fields.amount).toBe('an amount above 0 with at most two decimals');
    const more = await m.confirm({ reference, answer: 'received', amount: '25.5' });
    expect(more.json().value).toMatchObject({ status: 'partial', received: 65.5, remainder: 34.5 });

    const all = await m.confirm({ reference, answer: 'all-received' });
    expect(all.json().value).toMatchObject({
      status: 'received',
      received: 100,
      remainder: 0,
      confirmBy: null,
    });
    expect(all.json().value.history.map((s: { status: string }) => s.status)).toEqual([
      'held',
      'paid',
      'partial',
      'partial',
      'received',
    ]);
    expect(all.json().value.history.at(-1)).toMatchObject({ amount: 34.5, remainder: 0 });
    const again = await m.confirm({ reference, answer: 'all-received' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'WITHDRAWAL_STATE',
      message: `${reference} is received: it cannot be confirmed as received`,
      value: { status: 'received' },
    });
    // The payout had left already: a confirmation moves no money.
    expect(await m.balance()).toBe(balance);
  });

  it('receives all when the amount received is all that is missing', async () => {
    const reference = await m.paid('80');
    const res = await m.confirm({ reference, answer: 'received', amount: '80.00' });
    expect(res.json().value).toMatchObject({ status: 'received', received: 80, remainder: 0 });
  });

  it('refuses what the state or the form does not take, with a clear 4xx', async () => {
    const held = await m.withdraw('60');
    const early = await m.confirm({ reference: held, answer: 'all-received' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`${held} is held: it cannot be confirmed as received`);
    const reference = await m.paid('70');
    const other = await payoutMember(h, 'receipt02', '10');
    const theirs = await m.confirm({ reference, answer: 'all-received' }, [], other.token);
    expect(theirs.statusCode).toBe(404);
    const none = await m.confirm({ reference: 'WNOSUCH2345', answer: 'all-received' });
    expect(none.statusCode).toBe(404);
    const cases: [Record<string, string>, string][] = [
      [{ reference, answer: 'received' }, 'amount'],
      [{ reference, answer: 'all-received', amount: '5' }, 'amount'],
      [{ reference, answer: 'not-received' }, 'proof'],
    ];
    for (const [fields, field] of cases) {
      const res = await m.confirm(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().value.fields[field], JSON.stringify(fields)).toBeTruthy();
    }
    const withProof = await m.confirm({ reference, answer: 'received', amount: '5' }, [
      proof('p.png', PNG),
    ]);
    expect(withProof.json().value.fields.proof).toBe(
      'only an answer of not received takes a proof image',
    );
    const badAnswer = await m.confirm({ reference, answer: 'maybe' });
    expect(badAnswer.statusCode).toBe(400);
    expect(badAnswer.json().code).toBe('VALIDATION');
    const json = await h.call({
      method: 'POST',
      url: '/wps/cashier/withdrawals/confirm',
      token: m.token,
      payload: { reference, answer: 'all-received' },
    });
    expect(json.statusCode).toBe(415);
    expect((await m.seen(reference)).status).toBe('paid');
  });

  it('opens a dispute with one png or jpg proof of 5 MB at most, told by its bytes', async () => {
    const reference = await m.paid('100');
    const notReceived = { reference, answer: 'not-received', note: 'Nothing arrived' };
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await m.confirm(notReceived, [proof('proof.png', html)]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({
      code: 'IMAGE_TYPE_INVALID',
      message: 'proof: proof.png is not a png or jpg image',
    });
    const over = Buffer.concat([PNG, Buffer.alloc(WITHDRAW_PROOF_MAX_BYTES - PNG.length + 1)]);
    const big = await m.confirm(notReceived, [proof('big.png', over)]);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('IMAGE_TOO_LARGE');
    const two = await m.confirm(notReceived, [proof('a.png', PNG), proof('b.png', PNG)]);
    expect(two.json().code).toBe('TOO_MANY_IMAGES');
    expect((await m.seen(reference)).status).toBe('paid');

    // A jpg named and typed as text is a jpg: its bytes say so.
    const res = await m.confirm(notReceived, [proof('proof.txt', JPEG, 'text/plain')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'disputed', received: 0, remainder: 100 });
    expect(res.json().value.history.at(-1)).toMatchObject({
      status: 'disputed',
      by: 'member',
      note: 'Nothing arrived',
      amount: null,
      remainder: 100,
    });
    const [kept] = await h.db.query<{ mime: string; bytes: Uint8Array }>(
      `SELECT p.mime, p.bytes FROM withdrawal_proofs p JOIN withdrawals w ON w.id = p.withdrawal_id
       WHERE w.reference = $1`,
      [reference],
    );
    expect(kept?.mime).toBe('image/jpeg');
    expect(Buffer.from(kept?.bytes ?? []).equals(JPEG)).toBe(true);
    expect((await m.confirm({ reference, answer: 'all-received' })).statusCode).toBe(409);

    const list = await runCli(h.db, ['disputes']);
    expect(list).toContain(reference);
    expect(list).toContain(`proof image/jpeg ${JPEG.length} bytes`);
    expect(list).toContain('"Nothing arrived"');
    const file = join(tmpdir(), `proof-${reference}-${kind}.jpg`);
    files.push(file);
    expect(await runCli(h.db, ['dispute-proof', reference, file])).toBe(
      `image/jpeg of ${JPEG.length} bytes written to ${file}`,
    );
    expect(readFileSync(file).equals(JPEG)).toBe(true);
    await expect(runCli(h.db, ['dispute-proof', reference, file])).rejects.toThrow(
      `cannot write ${file}`,
    );
    // A 5 MB upload takes its time on a busy two-core machine.
  }, 30_000);

  it('refunds what did not arrive, once, through the ledger, and audits it', async () => {
    const reference = await m.paid('100');
    await m.confirm({ reference, answer: 'received', amount: '30' });
    await m.confirm({ reference, answer: 'not-received' }, [proof('p.png', PNG)]);
    const before = await m.balance();
    expect(await runCli(h.db, ['dispute', reference, 'refund', 'Bank', 'confirmed'])).toBe(
      `${reference} refunded: 70.00 back to the member's wallet`,
    );
    expect(await m.balance()).toBe(before + 70);
    expect(await runCli(h.db, ['dispute', reference, 'refund'])).toBe(
      `${reference} was already refunded: nothing done`,
    );
    await expect(runCli(h.db, ['dispute', reference, 'received'])).rejects.toThrow(
      `${reference} is refunded: it cannot be resolved as received`,
    );
    expect(await m.balance()).toBe(before + 70);
    const seen = await m.seen(reference);
    expect(seen).toMatchObject({ status: 'refunded', received: 30, remainder: 70 });
    expect(seen.history.at(-1)).toMatchObject({
      status: 'refunded',
      by: 'operator',
      note: 'Bank confirmed',
      amount: 70,
      remainder: 70,
    });
    const [moved] = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1',
      [`withdrawal-refund:${reference}`],
    );
    expect(moved?.n).toBe(1);
    const records = await h.call({
      method: 'GET',
      url: '/wps/relay/GCS_transactions',
      token: m.token,
    });
    expect(records.json().value.records[0]).toMatchObject({
      kind: 'withdrawal-refund',
      amount: 70,
    });
    expect(await runCli(h.db, ['audit', '1'])).toContain(
      `dispute-refund  ${reference}  {"cents":7000,"reason":"Bank confirmed"}`,
    );
    expect(await runCli(h.db, ['disputes'])).not.toContain(reference);
  });

  it('lets the operator find the payout arrived after all: nothing moves', async () => {
    const reference = await m.paid('90');
    await m.confirm({ reference, answer: 'not-received' }, [proof('p.png', PNG)]);
    const before = await m.balance();
    expect(await runCli(h.db, ['dispute', reference, 'received'])).toBe(
      `${reference} received: the missing 90.00 counts as received`,
    );
    expect(await m.seen(reference)).toMatchObject({
      status: 'received',
      received: 90,
      remainder: 0,
    });
    expect(await m.balance()).toBe(before);
    expect(await runCli(h.db, ['audit', '1'])).toContain(`dispute-received  ${reference}`);
  });

  it('answers bad operator input with a clear message', async () => {
    const paid = await m.paid('50');
    const nowhere = join(tmpdir(), `no-proof-${kind}-${Date.now()}.png`);
    const bad: [string[], string][] = [
      [['dispute'], 'dispute takes <reference> received [reason]'],
      [['dispute', paid, 'maybe'], 'dispute takes <reference> received [reason]'],
      [['dispute', 'WNOSUCH2345', 'refund'], 'no withdrawal WNOSUCH2345'],
      [['dispute', paid, 'refund'], `${paid} is paid: it cannot be refunded`],
      [['dispute-proof', paid], 'dispute-proof takes a withdrawal reference and a file'],
      [['dispute-proof', paid, nowhere], `no proof image for ${paid}`],
      [['withdraw-settings', '--auto-receive', '0'], '--auto-receive takes whole minutes'],
      [['withdraw-settings', '--auto-receive', '1.5'], '--auto-receive takes whole minutes'],
      [['withdraw-settings', '--auto-receive', '43201'], '--auto-receive takes whole minutes'],
    ];
    for (const [args, message] of bad) {
      const error = await runCli(h.db, args).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error?.message, args.join(' ')).toContain(message);
      expect(error?.message, args.join(' ')).not.toMatch(/\n\s+at /u);
    }
    expect(existsSync(nowhere)).toBe(false);
    expect(await runCli(h.db, ['withdraw-settings', '--auto-receive', '90'])).toBe(
      'withdrawals from 50.00 to 50000.00, fee 2.00, up to 3 receiving accounts, counted as received 90 minutes after the payout unless confirmed',
    );
    const seen = await m.seen(paid);
    const paidAt = seen.history.find((s) => s.status === 'paid')?.at ?? '';
    expect(Date.parse(seen.confirmBy ?? '') - Date.parse(paidAt)).toBe(90 * 60_000);
    await runCli(h.db, ['withdraw-settings', '--auto-receive', '1440']);
  });
});
