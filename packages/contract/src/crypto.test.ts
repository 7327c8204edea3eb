import { describe, expect, it } from 'vitest';
import { fromBase64Url, newSealKey, openSealedText, sealText, toBase64Url } from './crypto';
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
