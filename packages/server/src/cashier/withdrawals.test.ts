import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

const LOGIN_PASSWORD = 'Lantern orchard 42';
const WITHDRAW_PASSWORD = 'velvet-9917';

describe.each(BACKENDS)('withdrawals on %s', (kind) => {
  let h: Harness;
  let token: string;
  let serial = 0;
  beforeAll(async () => {
    h = await startHarness(kind);
    await runCli(h.db, ['create-account', 'member', 'payout01', LOGIN_PASSWORD]);
    await runCli(h.db, ['credit', 'payout01', '1000']);
    token = await login(h, 'payout01', LOGIN_PASSWORD);
  }, 120_000);
  afterAll(async () => {
    // Every case leaves the ledger as the bank check wants it.
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = token) =>
    h.call({ method, url, token: as, ...(payload ? { payload } : {}) });
  const info = async () => (await call('GET', '/wps/cashier/withdraw')).json().value;
  const withdraw = (body: Record<string, unknown>) =>
    call('POST', '/wps/cashier/withdrawals', {
      withdrawPassword: WITHDRAW_PASSWORD,
      requestId: `withdraw-${(serial += 1)}-abcdef`,
      ...body,
    });
  let bankId = 0;

  it('asks for a withdraw password first, set with the login password', async () => {
    expect(await info()).toMatchObject({
      hasPassword: false,
      lockedUntil: null,
      min: 50,
      max: 50000,
      fee: 2,
      maxAccounts: 3,
      accounts: [],
      balance: 1000,
    });
    const set = (body: Record<string, unknown>) =>
      call('POST', '/wps/cashier/withdraw/password', {
        loginPassword: LOGIN_PASSWORD,
        newPassword: WITHDRAW_PASSWORD,
        confirmPassword: WITHDRAW_PASSWORD,
        ...body,
      });
    expect((await set({ loginPassword: 'wrong one' })).json()).toMatchObject({
      code: 'OLD_PASSWORD_WRONG',
      value: { fields: { loginPassword: expect.any(String) } },
    });
    expect((await set({ confirmPassword: 'other-1234' })).json().code).toBe('PASSWORD_MISMATCH');
    const same = await set({ newPassword: LOGIN_PASSWORD, confirmPassword: LOGIN_PASSWORD });
    expect(same.json().value.fields.newPassword).toBe('must not be the login password');
    expect((await set({ newPassword: '12345', confirmPassword: '12345' })).statusCode).toBe(400);
    expect((await set({})).json()).toEqual({ success: true, value: null });
    expect((await info()).hasPassword).toBe(true);
  });

  it('keeps up to the allowed receiving accounts, checked and masked, only the owner’s', async () => {
    const add = (body: Record<string, unknown>) =>
      call('POST', '/wps/cashier/receiving-accounts', {
        kind: 'bank',
        name: 'Banco Demo',
        holder: 'Ana Pérez',
        number: 'ES91 2100 0418 4502 0005 1332',
        ...body,
      });
    const bad = await add({ number: '12-34-56' });
    expect(bad.json().value.fields.number).toBe('a bank account is 6 to 34 letters and digits');
    const bank = await add({});
    expect(bank.json().value).toMatchObject({ kind: 'bank', masked: '•••• 1332' });
    bankId = bank.json().value.id as number;
    expect((await add({})).json().value.fields.number).toBe('this account is already saved');
    const wallet = await add({ kind: 'wallet', name: 'TRC-20', number: 'T'.padEnd(34, 'x9') });
    expect(wallet.json().value.kind).toBe('wallet');
    expect((await add({ number: 'ES1100000000001' })).statusCode).toBe(200);
    const full = await add({ number: 'ES2200000000002' });
    expect(full.json().value.fields.kind).toContain('at most 3');
    // Another member can neither remove nor use them.
    const other = await login(h, 'demo01', 'Demo1234');
    const theirs = await call(
      'DELETE',
      `/wps/cashier/receiving-accounts?id=${wallet.json().value.id}`,
      undefined,
      other,
    );
    expect(theirs.statusCode).toBe(404);
    const used = await call(
      'POST',
      '/wps/cashier/withdrawals',
      {
        receivingAccountId: bankId,
        amount: '60',
        withdrawPassword: 'whatever1',
        requestId: 'someone-else-1',
      },
      other,
    );
    expect(used.json().code).toBe('WITHDRAW_PASSWORD_MISSING');
    const removed = await call(
      'DELETE',
      `/wps/cashier/receiving-accounts?id=${wallet.json().value.id}`,
    );
    expect(removed.json()).toEqual({ success: true, value: null });
    expect((await info()).accounts).toHaveLength(2);
  });

  it.each([
    [{ amount: '60.005' }, 'amount'],
    [{ amount: '-60' }, 'amount'],
    [{ amount: '0' }, 'amount'],
    [{ amount: 'sixty' }, 'amount'],
    [{ amount: '49.99' }, 'amount'],
    [{ amount: '50000.01' }, 'amount'],
    [{ amount: '60', receivingAccountId: 999_999 }, 'receivingAccountId'],
  ])('refuses %j naming %s, and moves nothing', async (body, field) => {
    const res = await withdraw({ receivingAccountId: bankId, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[field]).toBeTruthy();
    expect((await info()).balance).toBe(1000);
  });

  it('holds a withdrawal at once, once per request, and counts wrong withdraw passwords', async () => {
    const wrong = await withdraw({
      receivingAccountId: bankId,
      amount: '100',
      withdrawPassword: 'not-it-1',
    });
    expect(wrong.json()).toMatchObject({
      code: 'WITHDRAW_PASSWORD_WRONG',
      value: { fields: { withdrawPassword: 'not correct: 4 tries left before a lock' } },
    });
    const held = await withdraw({
      receivingAccountId: bankId,
      amount: '100',
      requestId: 'once-1abc',
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().value).toMatchObject({
      amount: 100,
      fee: 2,
      status: 'held',
      reason: null,
      account: { id: bankId, masked: '•••• 1332' },
      history: [{ status: 'held', note: null }],
    });
    expect(held.json().value.reference).toMatch(/^W[2-9A-Z]{10}$/u);
    const again = await withdraw({
      receivingAccountId: bankId,
      amount: '100',
      requestId: 'once-1abc',
    });
    expect(again.json().value.reference).toBe(held.json().value.reference);
    expect((await info()).balance).toBe(898);
  });

  it('locks withdrawals after 5 wrong withdraw passwords, until the lock runs out', async () => {
    for (let i = 0; i < 4; i += 1)
      expect(
        (
          await withdraw({
            receivingAccountId: bankId,
            amount: '60',
            withdrawPassword: 'x-wrong-1',
          })
        ).json().code,
      ).toBe('WITHDRAW_PASSWORD_WRONG');
    const locked = await withdraw({
      receivingAccountId: bankId,
      amount: '60',
      withdrawPassword: 'x-wrong-1',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('WITHDRAW_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(1700);
    // The right password does not open a lock early.
    expect((await withdraw({ receivingAccountId: bankId, amount: '60' })).json().code).toBe(
      'WITHDRAW_LOCKED',
    );
    expect((await info()).lockedUntil).not.toBeNull();
    // The lock's time passes (the clock of the database, moved rather than waited for).
    await h.db.query("UPDATE withdraw_passwords SET locked_until = now() - interval '1 second'");
    expect((await withdraw({ receivingAccountId: bankId, amount: '60' })).json().value.status).toBe(
      'held',
    );
    expect((await info()).balance).toBe(836);
  });

  it('lets exactly the affordable ones of concurrent withdrawals through', async () => {
    // 836 left: 2 of 300 (302 with the fee each) fit, a third does not.
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => withdraw({ receivingAccountId: bankId, amount: '300' })),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'held' : a.json().code)).sort();
    expect(codes).toEqual(['INSUFFICIENT_FUNDS', 'INSUFFICIENT_FUNDS', 'held', 'held']);
    const refused = answers.find((a) => a.statusCode !== 200);
    expect(refused?.json().value.fields.amount).toContain('above the balance');
    expect((await info()).balance).toBe(232);
  });

  it('the operator pays out or returns a held withdrawal once, and the steps show it', async () => {
    const list = (await call('GET', '/wps/cashier/withdrawals?pageSize=10')).json().value;
    expect(list.total).toBe(4);
    const [newest, second] = list.list as { reference: string }[];
    expect(await runCli(h.db, ['withdrawals'])).toContain(newest?.reference);
    expect(await runCli(h.db, ['withdrawal', 'approve', newest?.reference ?? ''])).toMatch(
      /paid$/u,
    );
    expect(await runCli(h.db, ['withdrawal', 'approve', newest?.reference ?? ''])).toContain(
      'already paid',
    );
    await expect(runCli(h.db, ['withdrawal', 'reject', second?.reference ?? ''])).rejects.toThrow(
      'reason',
    );
    expect(
      await runCli(h.db, ['withdrawal', 'reject', second?.reference ?? '', 'Account', 'closed']),
    ).toMatch(/rejected$/u);
    expect((await info()).balance).toBe(232 + 302);
    const after = (await call('GET', '/wps/cashier/withdrawals')).json().value.list as {
      reference: string;
      status: string;
      reason: string | null;
      history: { status: string; note: string | null }[];
    }[];
    expect(after[0]).toMatchObject({
      status: 'paid',
      history: [{ status: 'held' }, { status: 'paid' }],
    });
    expect(after[1]).toMatchObject({
      status: 'rejected',
      reason: 'Account closed',
      history: [{ status: 'held' }, { status: 'rejected', note: 'Account closed' }],
    });
    const log = await runCli(h.db, ['audit', '3']);
    expect(log).toContain(`withdrawal-approve  ${newest?.reference}`);
    expect(log).toContain(`withdrawal-reject  ${second?.reference}`);
    const records = await call('GET', '/wps/relay/GCS_transactions');
    const kinds = (records.json().value.records as { kind: string }[]).map((r) => r.kind);
    expect(kinds).toContain('withdrawal');
    expect(kinds).toContain('withdrawal-return');
  });

  it('the operator sets the limits, the fee and the accounts allowed, refusing nonsense', async () => {
    await expect(runCli(h.db, ['withdraw-settings', '--min', '0'])).rejects.toThrow('above 0');
    await expect(runCli(h.db, ['withdraw-settings', '--accounts', '0'])).rejects.toThrow('1 to 20');
    expect(await runCli(h.db, ['withdraw-settings', '--fee', '0', '--max', '20000'])).toBe(
      'withdrawals from 50.00 to 20000.00, fee 0.00, up to 3 receiving accounts, counted as received 1440 minutes after the payout unless confirmed',
    );
    expect(await info()).toMatchObject({ fee: 0, max: 20000 });
    await runCli(h.db, ['withdraw-settings', '--fee', '2', '--max', '50000']);
  });
});
