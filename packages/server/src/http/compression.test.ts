import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { COMPRESS_THRESHOLD } from './compression';

// The database does not matter here: PGlite only.
describe("the calls' answers, compressed for a client that accepts it", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  }, 120_000);
  afterAll(() => h.close());

  const LIST = '/wps/relay/GCS_gameList?gameType=RNG&pageNo=1&pageSize=24&language=es';
  const ask = (url: string, encoding?: string) =>
    h.call({
      method: 'GET',
      url,
      ...(encoding ? { headers: { 'accept-encoding': encoding } } : {}),
    });

  it('sends a large answer in Brotli, else gzip, and the same JSON as without', async () => {
    const plain = await ask(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const br = await ask(LIST, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/iu);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await ask(LIST, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer, and a refusal, as they are', async () => {
    const small = await ask('/wps/system/status', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await ask('/wps/relay/GCS_gameList?gameType=NOPE', 'br, gzip');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false });
  });

  it('refuses a request body sent compressed with a 4xx, never a 5xx', async () => {
    const res = await h.call({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
