import {
  calls,
  RegistrationRulesSchema,
  SuccessEnvelope,
  SystemStatusValue,
} from '@portal/contract';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrate } from '../db/migrations';
import { seed } from '../db/seed/seed';
import { regionRestricted } from './service';
import { DEFAULT_SETTINGS, getSetting, setSetting } from '../settings/settings';
import { BACKENDS, MERCHANT, startHarness, type Harness } from '../test/harness';

describe('region lists', () => {
  it('matches IPv4, IPv6 and mapped addresses against CIDR blocks', () => {
    expect(regionRestricted('10.1.2.3', { allow: [], deny: ['10.0.0.0/8'] })).toBe(true);
    expect(regionRestricted('::ffff:10.1.2.3', { allow: [], deny: ['10.0.0.0/8'] })).toBe(true);
    expect(regionRestricted('11.1.2.3', { allow: [], deny: ['10.0.0.0/8'] })).toBe(false);
    expect(regionRestricted('2001:db8::1', { allow: [], deny: ['2001:db8::/32'] })).toBe(true);
    expect(regionRestricted('192.0.2.7', { allow: ['192.0.2.0/24'], deny: [] })).toBe(false);
    expect(regionRestricted('198.51.100.7', { allow: ['192.0.2.0/24'], deny: [] })).toBe(true);
    expect(regionRestricted('192.0.2.7', { allow: ['192.0.2.0/24'], deny: ['192.0.2.7'] })).toBe(
      true,
    );
  });
});

describe.each(BACKENDS)('system calls on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { TRUSTED_PROXIES: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const status = (ip: string) =>
    h.call({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-for': ip } });

  describe('status', () => {
    it('is normal with the visitor IP taken through the trusted proxy', async () => {
      const res = await status('203.0.113.9');
      expect(Value.Check(SuccessEnvelope(SystemStatusValue), res.json())).toBe(true);
      expect(res.json().value).toEqual({
        systemStatus: 0,
        ip: '203.0.113.9',
        maintenance: false,
        regionRestriction: false,
      });
    });

    it('is 2 in a denied region, 1 in maintenance, and maintenance wins', async () => {
      await setSetting(h.db, 'region', { allow: [], deny: ['203.0.113.0/24'] });
      try {
        expect((await status('203.0.113.9')).json().value).toMatchObject({
          systemStatus: 2,
          regionRestriction: true,
        });
        expect((await status('198.51.100.1')).json().value.systemStatus).toBe(0);
        await setSetting(h.db, 'maintenance', true);
        expect((await status('203.0.113.9')).json().value).toMatchObject({
          systemStatus: 1,
          maintenance: true,
          regionRestriction: true,
        });
        expect((await status('198.51.100.1')).json().value.systemStatus).toBe(1);
      } finally {
        await setSetting(h.db, 'maintenance', false);
        await setSetting(h.db, 'region', { allow: [], deny: [] });
      }
    });
  });

  it('ignores X-Forwarded-For from an untrusted address', async () => {
    const res = await h.call({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '192.0.2.50',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.json().value.ip).toBe('192.0.2.50');
  });

  it('publishes the white-label flags and the registration rules', async () => {
    const flags = await h.call({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(flags.json().value.flags).toEqual(
      expect.arrayContaining(['USERNAMEREG3', 'MOBILENUMREG3', 'FREEPLAY3']),
    );
    const rules = await h.call({ method: 'GET', url: '/wps/system/setting/register' });
    expect(Value.Check(SuccessEnvelope(RegistrationRulesSchema), rules.json())).toBe(true);
    expect(rules.json().value.username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    });
    expect(rules.json().value.mobileNum).toMatchObject({
      patternId: 6,
      minLength: 10,
      maxLength: 11,
    });
  });

  it('announces the default password rule: 8 to 128 characters of any kind (ASVS 5.0 V6.2)', async () => {
    const password = {
      enabled: true,
      required: true,
      acceptedPattern: '',
      patternId: 0,
      minLength: 8,
      maxLength: 128,
    };
    const rules = await h.call({ method: 'GET', url: '/wps/system/setting/register' });
    expect(rules.json().value.password).toEqual(password);
    const info = await h.call({ method: 'GET', url: '/wps/system/info' });
    expect(info.json().value.register.password).toEqual(password);
  });

  it("keeps an operator's own password rule when the database is seeded again", async () => {
    const own = { enabled: true, required: true, patternId: 9, minLength: 10, maxLength: 64 };
    const stored = await getSetting(h.db, 'registerRules');
    await setSetting(h.db, 'registerRules', { ...stored, password: own });
    try {
      await seed(h.db, { demo: true });
      const rules = await h.call({ method: 'GET', url: '/wps/system/setting/register' });
      expect(rules.json().value.password).toEqual(own);
    } finally {
      await setSetting(h.db, 'registerRules', stored);
    }
  });

  it('hands out a signed proof-of-work challenge, good once, and no readable image', async () => {
    const one = (await h.call({ method: 'GET', url: '/wps/captcha' })).json().value;
    const two = (await h.call({ method: 'GET', url: '/wps/captcha' })).json().value;
    expect(one.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyPrefix: '0' });
    expect(one.signature).toMatch(/^[0-9a-f]{64}$/u);
    expect(one.parameters.nonce).not.toBe(two.parameters.nonce);
    const minutes = (one.parameters.expiresAt * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    expect(JSON.stringify(one)).not.toContain('data:image');
  });

  describe('protocol', () => {
    it('sends security headers on every answer', async () => {
      for (const res of [
        await status('1.2.3.4'),
        await h.call({ method: 'GET', url: '/nowhere' }),
      ]) {
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
        expect(String(res.headers['content-security-policy'])).not.toContain(
          "script-src 'self' 'unsafe-inline'",
        );
      }
      const tls = await h.call({
        method: 'GET',
        url: '/wps/system/status',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toContain('max-age=');
      expect((await status('1.2.3.4')).headers['strict-transport-security']).toBeUndefined();
    });

    it('refuses an oversized body with 413', async () => {
      const res = await h.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: 'x', password: 'y'.repeat(40_000), type: 'username' },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request body is too large',
      });
    });

    it('answers bad JSON and unknown paths with the envelope and no stack trace', async () => {
      const bad = await h.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: '{"username":',
        headers: { 'content-type': 'application/json' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        success: false,
        code: 'MALFORMED_BODY',
        message: 'The request body could not be read',
      });
      const missing = await h.call({ method: 'GET', url: '/wps/nothing/here' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      for (const res of [bad, missing]) expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/u);
    });

    it('answers an internal failure with INTERNAL only', async () => {
      // A broken row, as only a hand-written SQL could leave it.
      await setSetting(h.db, 'whitelabel', 'not an object' as unknown as string[]);
      try {
        const res = await h.call({ method: 'GET', url: '/wps/system/whitelabel' });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ success: false, code: 'INTERNAL', message: 'Unknown error' });
      } finally {
        await setSetting(h.db, 'whitelabel', DEFAULT_SETTINGS.whitelabel);
      }
    });

    it('takes JSON bodies only on JSON calls', async () => {
      const res = await h.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: 'username=a&password=b&type=username',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('outbox', () => {
    it('lists sent messages in development', async () => {
      await h.call({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '0912345679' },
      });
      const res = await h.call({ method: 'GET', url: '/dev/outbox?limit=5' });
      expect(res.statusCode).toBe(200);
      expect(res.json().value[0]).toMatchObject({ channel: 'sms', recipient: '0912345679' });
    });

    it('does not exist in production', async () => {
      const app = await buildApp({
        db: h.db,
        config: loadConfig({
          NODE_ENV: 'production',
          MERCHANT_CODE: MERCHANT,
          LOG_LEVEL: 'silent',
        }),
      });
      try {
        expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    });
  });

  describe('database', () => {
    it('migrates once and seeds without overwriting', async () => {
      expect(await migrate(h.db)).toEqual([]);
      await setSetting(h.db, 'site', { ...DEFAULT_SETTINGS.site, currencySymbol: '€' });
      await h.db.query("UPDATE accounts SET nickname = 'Changed' WHERE username = 'demo01'");
      expect(await seed(h.db, { demo: true })).toBe(false);
      expect((await getSetting(h.db, 'site')).currencySymbol).toBe('€');
      const [row] = await h.db.query<{ nickname: string }>(
        "SELECT nickname FROM accounts WHERE username = 'demo01'",
      );
      expect(row?.nickname).toBe('Changed');
      await setSetting(h.db, 'site', DEFAULT_SETTINGS.site);
    });

    it('holds the demo data: an agent with downlines and a VIP member', async () => {
      const rows = await h.db.query<{
        username: string;
        type: number;
        upline: string | null;
        vip_level: number;
      }>(
        'SELECT a.username, a.type, u.username AS upline, a.vip_level FROM accounts a LEFT JOIN accounts u ON u.id = a.upline_id ORDER BY a.id',
      );
      expect(rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ username: 'agent01', type: 1, upline: null }),
          expect.objectContaining({ username: 'agent02', type: 2, upline: 'agent01' }),
          expect.objectContaining({ username: 'down01', upline: 'agent01' }),
          expect.objectContaining({ username: 'vip01', vip_level: 3 }),
        ]),
      );
    });
  });

  it('serves every call of the contract', () => {
    for (const c of Object.values(calls))
      expect(h.app.hasRoute({ method: c.method, url: c.path }), c.id).toBe(true);
  });
});
