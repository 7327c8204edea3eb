import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

const PIN = 'transfer-5521';

describe.each(BACKENDS)('transfers within an agent tree on %s', (kind) => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  let serial = 0;
  beforeAll(async () => {
    h = await startHarness(kind);
    // agent01 > agent02 > down02, agent01 > down01; demo01 has no upline.
    for (const [name, password] of [
      ['agent01', 'Agent1234'],
      ['down02', 'Down1234'],
      ['demo01', 'Demo1234'],
    ] as const) {
      tokens[name] = await login(h, name, password);
      const set = await h.call({
        method: 'POST',
        url: '/wps/cashier/withdraw/password',
        token: tokens[name],
        payload: { loginPassword: password, newPassword: PIN, confirmPassword: PIN },
      });
      expect(set.statusCode, set.body).toBe(200);
    }
  }, 120_000);
  afterAll(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  const send = (who: string, path: 'upline' | 'downline', body: Record<string, unknown>) =>
    h.call({
      method: 'POST',
      url: `/wps/cashier/transfers/${path}`,
      token: tokens[who] ?? '',
      payload: { withdrawPassword: PIN, requestId: `transfer-${(serial += 1)}-x`, ...body },
    });
  const balance = async (who: string) =>
    (
      await h.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: tokens[who] ?? '' })
    ).json().value.balance as number;

  it('moves money to the upline once per request, never beyond the balance', async () => {
    const before = await balance('down02');
    const first = await send('down02', 'upline', { amount: '12.50', requestId: 'up-once-1' });
    expect(first.json().value).toMatchObject({
      to: 'agent02',
      amount: 12.5,
      balance: before - 12.5,
    });
    const again = await send('down02', 'upline', { amount: '12.50', requestId: 'up-once-1' });
    expect(again.json().value.reference).toBe(first.json().value.reference);
    expect(await balance('down02')).toBe(before - 12.5);
    const tooMuch = await send('down02', 'upline', { amount: String(before) });
    expect(tooMuch.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      value: { fields: { amount: 'above the balance' } },
    });
    for (const amount of ['0', '1.234', '-5', 'ten'])
      expect((await send('down02', 'upline', { amount })).statusCode, amount).toBe(400);
    const wrong = await send('down02', 'upline', { amount: '1', withdrawPassword: 'nope-1234' });
    expect(wrong.json().code).toBe('WITHDRAW_PASSWORD_WRONG');
    const orphan = await send('demo01', 'upline', { amount: '1' });
    expect(orphan.json().value.fields.amount).toContain('no upline');
  });

  it('lets an agent pay a downline at any depth, and nobody else', async () => {
    const before = await balance('agent01');
    const deep = await send('agent01', 'downline', { username: 'DOWN02', amount: '40' });
    expect(deep.json().value).toMatchObject({ to: 'down02', amount: 40, balance: before - 40 });
    for (const [username, message] of [
      ['demo01', 'not one of your downlines'],
      ['nobody99', 'not one of your downlines'],
      ['agent01', 'not to yourself'],
    ]) {
      const res = await send('agent01', 'downline', { username, amount: '1' });
      expect(res.json().value.fields.username, username).toBe(message);
    }
    const member = await send('down02', 'downline', { username: 'down01', amount: '1' });
    expect(member.json().code).toBe('ONLY_AGENTS');
    expect(await balance('agent01')).toBe(before - 40);
  });

  it('is refused while the operator has transfers switched off', async () => {
    await runCli(h.db, ['flags', 'off', 'FUNDTRANS3']);
    try {
      expect((await send('down02', 'upline', { amount: '1' })).json().code).toBe(
        'FEATURE_DISABLED',
      );
    } finally {
      await runCli(h.db, ['flags', 'on', 'FUNDTRANS3']);
    }
  });
});
