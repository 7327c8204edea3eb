import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';
import { CALLBACK_PREFIX, SIGNATURE_HEADER, signCallback, TIMESTAMP_HEADER } from './provider';

describe.each(BACKENDS)('deposits on %s', (kind) => {
  let h: Harness;
  let token: string;
  let requests = 0;
  beforeAll(async () => {
    h = await startHarness(kind);
    token = await login(h, 'demo01', 'Demo1234');
  }, 120_000);
  afterAll(async () => {
    // Every case leaves the ledger as the bank check wants it.
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  const balance = async () =>
    (await h.call({ method: 'GET', url: '/wps/v2/wallets/balance', token })).json().value
      .balance as number;
  const deposit = (body: Record<string, unknown>) =>
    h.call({
      method: 'POST',
      url: '/wps/cashier/deposits',
      token,
      payload: { requestId: `req-${(requests += 1)}-abcdef`, ...body },
    });
  const count = async () =>
    (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits'))[0]?.n ?? 0;
  const secretOf = async (channel: string) =>
    (await runCli(h.db, ['channel-secret', channel])).trim();
  const callback = async (
    channel: string,
    body: Record<string, unknown>,
    options: { secret?: string; timestamp?: number } = {},
  ) => {
    const payload = JSON.stringify(body);
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    const secret = options.secret ?? (await secretOf(channel));
    return h.app.inject({
      method: 'POST',
      url: `${CALLBACK_PREFIX}${channel}`,
      payload,
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signCallback(secret, timestamp, payload),
      },
    });
  };

  it('lists the enabled channels in the language asked for, and not to a trial account', async () => {
    const es = await h.call({ method: 'GET', url: '/wps/cashier/deposit/channels', token });
    expect(es.json().value.channels.map((c: { code: string }) => c.code)).toEqual([
      'demo-bank',
      'demo-wallet',
      'usdt-trc20',
    ]);
    expect(es.json().value.channels[1]).toMatchObject({
      kind: 'ewallet',
      name: 'Monedero electrónico (demo)',
      min: 5,
      max: 5000,
      fee: 1,
    });
    const en = await h.call({
      method: 'GET',
      url: '/wps/cashier/deposit/channels?language=en',
      token,
    });
    expect(en.json().value.channels[0].name).toBe('Bank transfer (demo)');
    const trial = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const trialToken = trial.json().value.token as string;
    const refused = await h.call({
      method: 'GET',
      url: '/wps/cashier/deposit/channels',
      token: trialToken,
    });
    expect(refused.json().code).toBe('TRIAL_FORBIDDEN');
  });

  it.each([
    [{ channel: 'demo-bank', amount: '9.99' }, 'amount', 'from 10.00 to 50000.00'],
    [{ channel: 'demo-bank', amount: '50000.01' }, 'amount', 'from 10.00 to 50000.00'],
    [{ channel: 'demo-bank', amount: '10.005' }, 'amount', ''],
    [{ channel: 'demo-bank', amount: '-20' }, 'amount', ''],
    [{ channel: 'demo-bank', amount: '0' }, 'amount', ''],
    [{ channel: 'demo-bank', amount: 'ten' }, 'amount', ''],
    [{ channel: 'demo-bank', amount: 20 }, 'amount', ''],
    [{ channel: 'nowhere', amount: '20' }, 'channel', 'no deposit channel nowhere'],
  ])('refuses %j naming %s, and keeps nothing', async (body, field, message) => {
    const before = await count();
    const res = await deposit(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().value.fields[field]).toContain(message);
    expect(await count()).toBe(before);
  });

  it('keeps a pending deposit, the same one for a retried request, and credits nothing yet', async () => {
    const before = await balance();
    const first = await deposit({
      channel: 'demo-wallet',
      amount: '25.50',
      requestId: 'same-req-1',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      channel: 'demo-wallet',
      amount: 25.5,
      fee: 1,
      credited: 24.5,
      status: 'pending',
      reason: null,
      decidedAt: null,
    });
    expect(first.json().value.reference).toMatch(/^D[2-9A-Z]{10}$/u);
    expect(first.json().value.payUrl).toMatch(
      /^\/demo\/pay\/D[2-9A-Z]{10}\?lang=es&sig=[0-9a-f]{64}$/u,
    );
    const again = await deposit({
      channel: 'demo-wallet',
      amount: '25.50',
      requestId: 'same-req-1',
    });
    expect(again.json().value.reference).toBe(first.json().value.reference);
    expect(await balance()).toBe(before);
    const list = await h.call({ method: 'GET', url: '/wps/cashier/deposits?pageSize=5', token });
    expect(list.json().value.list[0].reference).toBe(first.json().value.reference);
  });

  it('credits a signed callback once, whatever arrives twice, and refuses the unsigned and stale', async () => {
    const made = (await deposit({ channel: 'demo-bank', amount: '100' })).json().value;
    const before = await balance();
    const paid = {
      eventId: `evt-${made.reference}`,
      reference: made.reference,
      status: 'paid',
      amount: '100.00',
    };
    const forged = await callback('demo-bank', paid, { secret: 'not-the-secret' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('SIGNATURE_INVALID');
    const stale = await callback('demo-bank', paid, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(stale.statusCode).toBe(401);
    const wrongAmount = await callback('demo-bank', {
      ...paid,
      eventId: 'evt-other',
      amount: '1000.00',
    });
    expect(wrongAmount.statusCode).toBe(400);
    expect(await balance()).toBe(before);
    // The same event five times at once, and a second event for the same deposit: one credit.
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => callback('demo-bank', paid)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().value.duplicate === false)).toHaveLength(1);
    const second = await callback('demo-bank', { ...paid, eventId: `evt2-${made.reference}` });
    expect(second.json().value).toEqual({ status: 'credited', duplicate: false });
    expect(await balance()).toBe(before + 100);
    const [row] = await h.db.query<{ status: string }>(
      'SELECT status FROM deposits WHERE reference = $1',
      [made.reference],
    );
    expect(row?.status).toBe('credited');
    const transactions = await h.call({ method: 'GET', url: '/wps/relay/GCS_transactions', token });
    expect(transactions.json().value.records[0]).toMatchObject({ kind: 'deposit', amount: 100 });
  });

  it('rejects on a failed payment, and a callback for an unknown deposit or channel changes nothing', async () => {
    const made = (await deposit({ channel: 'demo-bank', amount: '30' })).json().value;
    const failed = await callback('demo-bank', {
      eventId: `fail-${made.reference}`,
      reference: made.reference,
      status: 'failed',
      amount: '30.00',
    });
    expect(failed.json().value).toEqual({ status: 'rejected', duplicate: false });
    const unknown = await callback('demo-bank', {
      eventId: 'evt-unknown',
      reference: 'DNOSUCHREF0',
      status: 'paid',
      amount: '30.00',
    });
    expect(unknown.statusCode).toBe(404);
    const otherChannel = await callback('usdt-trc20', {
      eventId: 'evt-cross',
      reference: made.reference,
      status: 'paid',
      amount: '30.00',
    });
    expect(otherChannel.statusCode).toBe(404);
    const noChannel = await h.app.inject({
      method: 'POST',
      url: `${CALLBACK_PREFIX}nowhere`,
      payload: {},
    });
    expect(noChannel.statusCode).toBe(404);
  });

  it('the demo provider pays through the signed callback; its link works only signed', async () => {
    const made = (await deposit({ channel: 'demo-bank', amount: '40' })).json().value;
    const before = await balance();
    const page = await h.app.inject({ method: 'GET', url: made.payUrl as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pagar');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    const sig = /sig=([0-9a-f]+)/u.exec(made.payUrl as string)?.[1] ?? '';
    const forged = await h.app.inject({
      method: 'GET',
      url: `/demo/pay/${made.reference}?sig=${'0'.repeat(64)}`,
    });
    expect(forged.statusCode).toBe(404);
    const pay = await h.app.inject({
      method: 'POST',
      url: `/demo/pay/${made.reference}?lang=en`,
      payload: `sig=${sig}&outcome=paid`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.body).toContain('Payment sent');
    expect(await balance()).toBe(before + 40);
    const twice = await h.app.inject({ method: 'GET', url: made.payUrl as string });
    expect(twice.statusCode).toBe(409);
  });

  it('the operator approves and rejects pending deposits once, and every action is audited', async () => {
    const a = (await deposit({ channel: 'usdt-trc20', amount: '20' })).json().value;
    const b = (await deposit({ channel: 'usdt-trc20', amount: '21' })).json().value;
    expect(a.payUrl).toBeNull();
    expect(await runCli(h.db, ['deposits'])).toContain(a.reference);
    const before = await balance();
    expect(await runCli(h.db, ['deposit', 'approve', a.reference])).toBe(`${a.reference} credited`);
    expect(await runCli(h.db, ['deposit', 'approve', a.reference])).toContain('already credited');
    await expect(runCli(h.db, ['deposit', 'reject', b.reference])).rejects.toThrow('reason');
    expect(await runCli(h.db, ['deposit', 'reject', b.reference, 'No transfer arrived'])).toBe(
      `${b.reference} rejected`,
    );
    expect(await runCli(h.db, ['deposit', 'approve', b.reference])).toContain('already rejected');
    await expect(runCli(h.db, ['deposit', 'approve', 'DNOSUCH'])).rejects.toThrow('no deposit');
    expect(await balance()).toBe(before + 20);
    const list = (await h.call({ method: 'GET', url: '/wps/cashier/deposits', token })).json().value
      .list as { reference: string; reason: string | null; status: string }[];
    expect(list.find((d) => d.reference === b.reference)).toMatchObject({
      status: 'rejected',
      reason: 'No transfer arrived',
    });
    const log = await runCli(h.db, ['audit', '5']);
    expect(log).toContain(`deposit-approve  ${a.reference}`);
    expect(log).toContain(`deposit-reject  ${b.reference}`);
  });

  it('the operator creates and changes channels, refusing what cannot work', async () => {
    await expect(runCli(h.db, ['channel', 'new-one', '--kind', 'bank'])).rejects.toThrow(
      'a new channel needs',
    );
    await expect(
      runCli(h.db, ['channel', 'new-one', '--kind', 'cash', '--min', '1', '--max', '2']),
    ).rejects.toThrow('--kind takes');
    const args = [
      '--kind',
      'bank',
      '--name:es',
      'Banco',
      '--name:en',
      'Bank',
      '--min',
      '5',
      '--max',
      '10',
    ];
    await expect(runCli(h.db, ['channel', 'new-one', ...args, '--fee', '5'])).rejects.toThrow(
      '--fee must be below --min',
    );
    await expect(runCli(h.db, ['channel', 'new-one', ...args, '--min', '1.234'])).rejects.toThrow(
      'twice',
    );
    expect(await runCli(h.db, ['channel', 'new-one', ...args])).toMatch(/^created new-one/u);
    expect(await runCli(h.db, ['channel', 'new-one', '--enabled', 'no'])).toMatch(/^changed/u);
    const channels = await h.call({ method: 'GET', url: '/wps/cashier/deposit/channels', token });
    expect(channels.json().value.channels.map((c: { code: string }) => c.code)).not.toContain(
      'new-one',
    );
    expect(await runCli(h.db, ['audit', '2'])).toContain('channel-change  new-one');
  });
});
