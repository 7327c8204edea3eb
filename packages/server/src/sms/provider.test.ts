import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import {
  closedPortUrl,
  SENT,
  startFakeSmsProvider,
  type FakeSmsProvider,
  type ProviderAnswer,
} from '../test/fakeSmsProvider';
import { BACKENDS, login, smsCodeIn, startHarness, type Harness } from '../test/harness';

// demo01's number (db/seed): a registered member's, so that a code is sent.
const DEMO = '0912345678';
/**
 * A code as it would stand in a log line, a number of its own: the same six digits inside a
 * longer number (the line's time in milliseconds, say) are not the code.
 */
const standalone = (code: string) => new RegExp(`(?<![0-9])${code}(?![0-9])`, 'u');
const TOKEN = 'tok-3f9a';
// A sender id with what JSON must escape: a value may never change the body's shape.
const SENDER = 'Casa "Sol" \\ 1';
const TEMPLATE =
  '{"to":"{{number}}","message":"{{text}}","from":"{{senderId}}","meta":{"note":"{{senderId}} → {{number}}","channel":"sms"}}';

describe.each(BACKENDS)('the SMS provider on %s', (kind) => {
  let h: Harness;
  let provider: FakeSmsProvider;
  const useHttp = () =>
    runCli(h.db, [
      'sms-provider',
      'http',
      '--url',
      provider.url,
      '--template',
      TEMPLATE,
      '--sender-id',
      SENDER,
      '--bearer',
      TOKEN,
      '--timeout-ms',
      '5000',
    ]);
  // Only what changes: the rest of the stored HTTP settings stays.
  const change = (...options: string[]) => runCli(h.db, ['sms-provider', 'http', ...options]);
  const askCode = (mobileNum: string, purpose?: 'login' | 'reset') =>
    h.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum, ...(purpose ? { purpose } : {}) },
    });
  const codeLogin = (mobile: string, code: string) =>
    h.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: mobile, password: code, type: 'sms' },
    });
  const liveCodes = async (mobile: string) =>
    (
      await h.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sms_codes WHERE mobile = $1 AND used_at IS NULL AND expires_at > now()',
        [mobile],
      )
    )[0]?.n;
  const lastOutboxId = async () =>
    (await h.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM outbox'))[0]
      ?.id ?? 0;
  const outboxSince = (id: number) =>
    h.db.query<{ channel: string; recipient: string; body: string }>(
      'SELECT channel, recipient, body FROM outbox WHERE id > $1 ORDER BY id',
      [id],
    );
  const lastProviderText = () => {
    const last = provider.requests.at(-1);
    return (JSON.parse(last?.body ?? '{}') as { message?: string }).message ?? '';
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    provider = await startFakeSmsProvider();
  }, 120_000);
  afterAll(async () => {
    await provider?.close();
    await h?.close();
  });
  beforeEach(async () => {
    // Each test asks for codes again at once: the one-a-minute throttle and login locks aside.
    await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'sms%'");
    await h.db.query('DELETE FROM login_failures');
    provider.requests.length = 0;
    provider.answer(SENT);
    await useHttp();
  });

  it('sends the code through the provider: the template filled and escaped, the token sent, nothing in the outbox', async () => {
    const before = await lastOutboxId();
    const res = await askCode(DEMO);
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 10 } });
    expect(provider.requests).toHaveLength(1);
    const [sent] = provider.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/sms?account=acme',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    });
    // The quote and the backslash escaped, as JSON has them: the body is the template's shape.
    expect(sent?.body).toContain('"from":"Casa \\"Sol\\" \\\\ 1"');
    const body = JSON.parse(sent?.body ?? '');
    expect(body).toEqual({
      to: DEMO,
      message: expect.stringMatching(/\b\d{6}\b/u),
      from: SENDER,
      meta: { note: `${SENDER} → ${DEMO}`, channel: 'sms' },
    });
    expect(await outboxSince(before)).toEqual([]);
    // The code the provider carried is the live one: it logs the member in.
    const ok = await codeLogin(DEMO, smsCodeIn(body.message));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.account).toBe('demo01');
    // The log says a provider sent it, and never the code.
    const line = h.logs.find((l) => l.includes('"event":"sms-send"'));
    expect(line).toContain('"status":200');
    expect(line).not.toMatch(standalone(smsCodeIn(body.message)));
  });

  it('sends basic credentials when configured so', async () => {
    await change('--basic', 'acme:pa:ss');
    await askCode(DEMO);
    expect(provider.requests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('acme:pa:ss').toString('base64')}`,
    );
  });

  /** A provider's answer, the code and status the player gets. */
  const failures: [string, ProviderAnswer, string, number][] = [
    ['400', { status: 400, body: '{"message":"bad"}' }, 'SMS_NUMBER_INVALID', 400],
    ['422', { status: 422 }, 'SMS_NUMBER_INVALID', 400],
    [
      '200 with code invalid_number',
      { status: 200, body: '{"error":{"code":"invalid_number"}}' },
      'SMS_NUMBER_INVALID',
      400,
    ],
    ['429', { status: 429 }, 'SMS_TOO_MANY_REQUESTS', 429],
    [
      '500 with code auth/too-many-requests',
      { status: 500, body: '{"code":"auth/too-many-requests"}' },
      'SMS_TOO_MANY_REQUESTS',
      429,
    ],
    ['402', { status: 402 }, 'SMS_QUOTA_EXCEEDED', 503],
    ['403', { status: 403, body: 'Forbidden' }, 'SMS_QUOTA_EXCEEDED', 503],
    ['200 with error quota', { status: 200, body: '{"error":"quota"}' }, 'SMS_QUOTA_EXCEEDED', 503],
    ['503', { status: 503, body: '<html>down</html>' }, 'SMS_UNAVAILABLE', 503],
    ['500', { status: 500 }, 'SMS_UNAVAILABLE', 503],
    ['401 (the operator’s token)', { status: 401 }, 'SMS_UNAVAILABLE', 503],
  ];

  it.each(failures)(
    'answers a provider’s %s with %s, leaving no live code',
    async (_, answer, code, status) => {
      // A code sent before: the new request replaces it, so it is no longer live either.
      await askCode(DEMO);
      const earlier = smsCodeIn(lastProviderText());
      await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'sms%'");
      provider.answer(answer);
      const res = await askCode(DEMO);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, code });
      if (code === 'SMS_TOO_MANY_REQUESTS') expect(res.headers['retry-after']).toBe('300');
      expect(await liveCodes(DEMO)).toBe(0);
      // Neither the code the provider refused nor the earlier one opens a session.
      for (const stale of [smsCodeIn(lastProviderText()), earlier])
        expect((await codeLogin(DEMO, stale)).json().code).toBe('BAD_CREDENTIALS');
      await h.db.query('DELETE FROM login_failures');
      const warning = h.logs.findLast((l) => l.includes('SMS provider failed'));
      expect(warning).toContain(`"outcome":"${code}"`);
      expect(warning).not.toMatch(standalone(earlier));
    },
  );

  it('answers SMS_UNAVAILABLE when the provider does not answer in time, or is not there', async () => {
    await change('--timeout-ms', '500');
    provider.answer({ ...SENT, delayMs: 2000 });
    const started = Date.now();
    const late = await askCode(DEMO, 'reset');
    expect(late.json()).toMatchObject({ code: 'SMS_UNAVAILABLE' });
    expect(late.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(1900);
    expect(await liveCodes(DEMO)).toBe(0);
    await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'sms%'");
    await change('--url', await closedPortUrl());
    const down = await askCode(DEMO, 'reset');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'SMS_UNAVAILABLE' });
    expect(await liveCodes(DEMO)).toBe(0);
    expect(h.logs.findLast((l) => l.includes('SMS provider failed'))).toContain('no answer');
  });

  it('answers an unregistered number as before, without calling the provider', async () => {
    provider.answer({ status: 503 });
    const res = await askCode('0999000111');
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 10 } });
    expect(provider.requests).toEqual([]);
  });

  it('sends registration and security-centre codes through it, and their failures too', async () => {
    provider.answer({ status: 429 });
    const register = await h.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '0987001122' },
    });
    expect(register.statusCode).toBe(429);
    expect(register.json()).toMatchObject({ code: 'SMS_TOO_MANY_REQUESTS' });
    expect(await liveCodes('0987001122')).toBe(0);
    const token = await login(h, 'down01', 'Down1234');
    provider.answer({ status: 402 });
    const bind = await h.call({
      method: 'POST',
      url: '/wps/member/profile/mobile/code',
      token,
      payload: { mobileNum: '0987001133' },
    });
    expect(bind.json()).toMatchObject({ code: 'SMS_QUOTA_EXCEEDED' });
    expect(await liveCodes('0987001133')).toBe(0);
    provider.answer(SENT);
    const again = await h.call({
      method: 'POST',
      url: '/wps/member/profile/mobile/code',
      token,
      payload: { mobileNum: '0987001144' },
    });
    expect(again.json()).toEqual({ success: true, value: { expiredMinutes: 10 } });
    expect(JSON.parse(provider.requests.at(-1)?.body ?? '{}').to).toBe('0987001144');
  });

  it('never sends an e-mail to the HTTP provider: e-mails stay in the outbox', async () => {
    provider.answer({ status: 503 });
    const token = await login(h, 'down01', 'Down1234');
    const before = await lastOutboxId();
    const res = await h.call({
      method: 'POST',
      url: '/wps/member/profile/email/code',
      token,
      payload: { email: 'enlace@example.com' },
    });
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 10 } });
    expect(provider.requests).toEqual([]);
    expect(await outboxSince(before)).toMatchObject([
      { channel: 'email', recipient: 'enlace@example.com' },
    ]);
  });

  it('writes SMS to the outbox again once the operator switches back, at once', async () => {
    expect(await runCli(h.db, ['sms-provider', 'outbox'])).toMatch(/^SMS go to: the outbox/u);
    const before = await lastOutboxId();
    expect((await askCode(DEMO)).json()).toEqual({ success: true, value: { expiredMinutes: 10 } });
    expect(provider.requests).toEqual([]);
    const [sms] = await outboxSince(before);
    expect(sms).toMatchObject({ channel: 'sms', recipient: DEMO });
    expect((await codeLogin(DEMO, smsCodeIn(sms?.body ?? ''))).statusCode).toBe(200);
  });
});
