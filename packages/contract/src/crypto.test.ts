import { describe, expect, it } from 'vitest';
import {
  decryptBody,
  encryptBody,
  ENCRYPTION_ALG,
  fromBase64Url,
  newSealKey,
  openSealedText,
  rsaThumbprint,
  sealText,
  toBase64Url,
  type PublicEncryptionKey,
} from './crypto';
import { sniffImageType } from './uploads';

describe('base64url', () => {
  it('round-trips every byte value and refuses other alphabets', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = toBase64Url(bytes);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/u);
    expect(fromBase64Url(text)).toEqual(bytes);
    expect(toBase64Url(new Uint8Array())).toBe('');
    expect(() => fromBase64Url('a+b/')).toThrow('not base64url');
  });
});

describe('sealed texts', () => {
  it('open with their key only, and differ each time', async () => {
    const key = newSealKey();
    expect(fromBase64Url(key)).toHaveLength(32);
    const one = await sealText(key, 'https://t.me/soporte');
    const two = await sealText(key, 'https://t.me/soporte');
    expect(one).not.toBe(two);
    expect(one).not.toContain('t.me');
    expect(await openSealedText(key, one)).toBe('https://t.me/soporte');
    await expect(openSealedText(newSealKey(), one)).rejects.toThrow();
  });

  it('refuse a changed text', async () => {
    const key = newSealKey();
    const sealed = await sealText(key, 'mailto:soporte@example.com');
    const [iv = '', data = ''] = sealed.split('.');
    const bytes = fromBase64Url(data);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    await expect(openSealedText(key, `${iv}.${toBase64Url(bytes)}`)).rejects.toThrow();
    await expect(openSealedText(key, 'no-dot')).rejects.toThrow('not a sealed text');
  });
});

describe('sniffImageType', () => {
  it('types png and jpg by their magic numbers only', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(sniffImageType(png.subarray(0, 7))).toBeUndefined();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(sniffImageType(new TextEncoder().encode('<svg>'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});

describe('encrypted bodies', () => {
  const call = { method: 'POST', path: '/wps/session/login' };
  const body = { username: 'demo01', password: 'Contraseña 1', type: 'username' };

  async function serverKey() {
    const pair = (await crypto.subtle.generateKey(
      {
        name: 'RSA-OAEP',
        hash: 'SHA-256',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
      },
      true,
      ['encrypt', 'decrypt'],
    )) as CryptoKeyPair;
    const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    const n = jwk.n ?? '';
    const e = jwk.e ?? '';
    const publicKey: PublicEncryptionKey = {
      kid: await rsaThumbprint({ n, e }),
      alg: ENCRYPTION_ALG,
      jwk: { kty: 'RSA', n, e },
    };
    return { publicKey, privateKey: pair.privateKey };
  }

  it('round-trips a JSON body, with nothing of it in clear', async () => {
    const { publicKey, privateKey } = await serverKey();
    const sealed = await encryptBody(publicKey, call, body);
    expect(sealed.kid).toBe(publicKey.kid);
    expect(fromBase64Url(sealed.iv)).toHaveLength(12);
    expect(fromBase64Url(sealed.key)).toHaveLength(256);
    expect(JSON.stringify(sealed)).not.toContain('demo01');
    expect(await decryptBody(privateKey, call, sealed)).toEqual(body);
    const again = await encryptBody(publicKey, call, body);
    expect(again.key).not.toBe(sealed.key);
    expect(again.data).not.toBe(sealed.data);
  });

  it('refuses a changed body, nonce or key, another call and another server key', async () => {
    const { publicKey, privateKey } = await serverKey();
    const sealed = await encryptBody(publicKey, call, body);
    const flip = (text: string) => {
      const bytes = fromBase64Url(text);
      bytes[5] = (bytes[5] ?? 0) ^ 0x40;
      return toBase64Url(bytes);
    };
    for (const changed of [
      { ...sealed, data: flip(sealed.data) },
      { ...sealed, iv: flip(sealed.iv) },
      { ...sealed, key: flip(sealed.key) },
    ]) {
      await expect(decryptBody(privateKey, call, changed)).rejects.toThrow();
    }
    await expect(
      decryptBody(privateKey, { method: 'PUT', path: '/wps/member/register' }, sealed),
    ).rejects.toThrow();
    const other = await serverKey();
    await expect(decryptBody(other.privateKey, call, sealed)).rejects.toThrow();
  });

  it('names a key by its RFC 7638 thumbprint', async () => {
    // RFC 7638 section 3.1's example key and thumbprint.
    const n =
      '0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw';
    expect(await rsaThumbprint({ n, e: 'AQAB' })).toBe(
      'NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs',
    );
  });
});
