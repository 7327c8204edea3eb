import {
  allCalls,
  calls,
  encryptBody,
  fromBase64Url,
  toBase64Url,
  type CallDef,
  type PublicEncryptionKey,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { BACKENDS, MERCHANT, startHarness, type Harness } from '../test/harness';

const LOGIN = { username: 'demo01', password: 'Demo1234', type: 'username' };

describe.each(BACKENDS)('encrypted bodies on %s', (kind) => {
  let h: Harness;
  let key: PublicEncryptionKey;
  beforeAll(async () => {
    h = await startHarness(kind);
    key = (await h.call({ method: 'GET', url: '/wps/system/info' })).json().value.encryption;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const sendEncrypted = async (
    def: Pick<CallDef, 'method' | 'path'>,
    body: unknown,
    options: {
      app?: FastifyInstance;
      token?: string;
      sealedFor?: Pick<CallDef, 'method' | 'path'>;
    } = {},
  ) => {
    const payload = await encryptBody(key, options.sealedFor ?? def, body);
    return (options.app ?? h.app).inject({
      method: def.method,
      url: def.path,
      payload,
      headers: {
        merchant: MERCHANT,
        encryption: '1',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });
  };

  it('publishes an RSA-OAEP-256 key named by its thumbprint, kept in the database', async () => {
    expect(key).toMatchObject({ alg: 'RSA-OAEP-256+A256GCM', jwk: { kty: 'RSA', e: 'AQAB' } });
    expect(fromBase64Url(key.jwk.n)).toHaveLength(256);
    // Another server on the same database publishes the same key.
    const other = await buildApp({
      db: h.db,
      config: loadConfig({ NODE_ENV: 'test', MERCHANT_CODE: MERCHANT, LOG_LEVEL: 'silent' }),
    });
    try {
      const res = await other.inject({
        method: 'GET',
        url: '/wps/system/info',
        headers: { merchant: MERCHANT },
      });
      expect(res.json().value.encryption).toEqual(key);
      // ...and opens what was encrypted for the first.
      const login = await sendEncrypted(calls.login, LOGIN, { app: other });
      expect(login.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('logs in, registers and changes a password with encrypted bodies', async () => {
    const login = await sendEncrypted(calls.login, LOGIN);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value.account).toBe('demo01');
    const captcha = await h.solveCaptcha();
    const register = await sendEncrypted(calls.register, {
      username: 'secret01',
      password: 'Kiwi Lima 4821',
      confirmPassword: 'Kiwi Lima 4821',
      captcha,
      login: true,
    });
    expect(register.statusCode, register.body).toBe(200);
    const token = register.json().value.session.token as string;
    const change = await sendEncrypted(
      calls.changePassword,
      {
        oldPassword: 'Kiwi Lima 4821',
        newPassword: 'Barco azul 2719',
        confirmNewPassword: 'Barco azul 2719',
      },
      { token },
    );
    expect(change.statusCode, change.body).toBe(200);
  });

  it('validates what the encrypted body held, naming the field', async () => {
    const res = await sendEncrypted(calls.login, { username: 'demo01', type: 'username' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      value: { fields: { password: expect.any(String) } },
    });
    const list = await sendEncrypted(calls.login, [1, 2]);
    expect(list.json()).toMatchObject({ code: 'MALFORMED_BODY' });
  });

  it('refuses a tampered body, a body sealed for another call and an unknown key', async () => {
    const sealed = await encryptBody(key, calls.login, LOGIN);
    const flip = (text: string) => {
      const bytes = fromBase64Url(text);
      bytes[3] = (bytes[3] ?? 0) ^ 1;
      return toBase64Url(bytes);
    };
    const send = (payload: unknown) =>
      h.call({
        method: 'POST',
        url: calls.login.path,
        payload: payload as Record<string, unknown>,
        headers: { encryption: '1' },
      });
    for (const changed of [
      { ...sealed, data: flip(sealed.data) },
      { ...sealed, iv: flip(sealed.iv) },
      { ...sealed, key: flip(sealed.key) },
    ]) {
      const res = await send(changed);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'DECRYPTION_FAILED',
        message: 'The encrypted body could not be opened',
      });
    }
    const elsewhere = await sendEncrypted(calls.passwordVerification, LOGIN, {
      sealedFor: calls.login,
    });
    expect(elsewhere.json().code).toBe('DECRYPTION_FAILED');
    const unknown = await send({ ...sealed, kid: 'someOtherKey' });
    expect(unknown.json()).toMatchObject({
      code: 'ENCRYPTION_KEY_UNKNOWN',
      value: { kid: key.kid },
    });
    const missing = await send({ kid: sealed.kid, key: sealed.key, data: sealed.data });
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION',
      value: { fields: { iv: expect.any(String) } },
    });
  });

  it('takes plain bodies in development', async () => {
    const res = await h.call({ method: 'POST', url: calls.login.path, payload: LOGIN });
    expect(res.statusCode).toBe(200);
  });

  describe('in production', () => {
    let prod: FastifyInstance;
    beforeAll(async () => {
      prod = await buildApp({
        db: h.db,
        config: loadConfig({
          NODE_ENV: 'production',
          MERCHANT_CODE: MERCHANT,
          LOG_LEVEL: 'silent',
        }),
      });
    });
    afterAll(async () => {
      await prod?.close();
    });

    const encCalls = allCalls.filter((c) => c.enc);
    it.each(encCalls.map((c) => [c.id, c] as const))(
      'refuses a plain body on %s',
      async (_id, c) => {
        const res = await prod.inject({
          method: c.method,
          url: c.path,
          payload: c.id === 'login' ? LOGIN : { any: 'thing' },
          headers: { merchant: MERCHANT, authorization: `Bearer ${'A'.repeat(43)}` },
        });
        // Token calls check the session first; the others refuse the plain body.
        if (c.token) expect(res.statusCode).toBe(401);
        else
          expect(res.json()).toEqual({
            success: false,
            code: 'ENCRYPTION_REQUIRED',
            message: 'This call takes an encrypted body (header Encryption: 1)',
          });
      },
    );

    it('refuses a plain body on a token call once the session is good, and takes encrypted ones', async () => {
      const login = await sendEncrypted(calls.login, LOGIN, { app: prod });
      expect(login.statusCode).toBe(200);
      const token = login.json().value.token as string;
      const plain = await prod.inject({
        method: 'POST',
        url: calls.changePassword.path,
        payload: {
          oldPassword: 'Demo1234',
          newPassword: 'Demo5678',
          confirmNewPassword: 'Demo5678',
        },
        headers: { merchant: MERCHANT, authorization: `Bearer ${token}` },
      });
      expect(plain.statusCode).toBe(400);
      expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
      // Calls not marked enc keep taking plain bodies.
      const sms = await prod.inject({
        method: 'POST',
        url: calls.smsNoLogin.path,
        payload: { mobileNum: '0999999999' },
        headers: { merchant: MERCHANT },
      });
      expect(sms.statusCode).toBe(200);
    });
  });
});
