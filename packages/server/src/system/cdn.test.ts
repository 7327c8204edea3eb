// The operator's CDNs (cli cdn) and analytics id (cli analytics): published in the system info,
// admitted by the app page's policy (images from the image CDNs, the game's frame from the launch
// CDNs, the analytics tag's origins), and a game page on a launch CDN framed by the portal's
// hosts; what is no https base or measurement id is refused and changes nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { migrate } from '../db/migrations';
import { getSetting } from '../settings/settings';
import {
  BACKENDS,
  freshPglite,
  login,
  migrateBefore,
  startHarness,
  type Harness,
} from '../test/harness';

describe.each(BACKENDS)('the CDNs (cli cdn) on %s', (kind) => {
  let h: Harness;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'portal-cdn-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root"></div>');
    h = await startHarness(kind, { STATIC_DIR: web });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    rmSync(web, { recursive: true, force: true });
  });

  const info = async () =>
    (await h.call({ method: 'GET', url: '/wps/system/info' })).json().value as {
      imageCDNs: string[];
      launchGameCDNs: string[];
    };
  const directive = (csp: string, name: string) =>
    csp.split('; ').find((d) => d.startsWith(`${name} `));
  const pagePolicy = async (url = '/rng') => {
    const page = await h.call({ method: 'GET', url, merchant: null });
    expect(page.statusCode).toBe(200);
    return String(page.headers['content-security-policy']);
  };

  it('publishes the lists the operator sets, and the page admits their origins only then', async () => {
    expect(await info()).toMatchObject({ imageCDNs: [], launchGameCDNs: [] });
    expect(await runCli(h.db, ['cdn'])).toBe('image: (this server)\nlaunch: (this server)');
    let csp = await pagePolicy();
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(csp, 'frame-src')).toBeUndefined();

    expect(
      await runCli(h.db, [
        'cdn',
        'image',
        'https://img1.cdn.test/portal/',
        'https://IMG2.cdn.test',
      ]),
    ).toBe('image: https://img1.cdn.test/portal https://img2.cdn.test\nlaunch: (this server)');
    const out = await runCli(h.db, ['cdn', 'launch', 'https://play.cdn.test']);
    expect(out).toContain('launch: https://play.cdn.test');
    expect(out).toContain('note: no domains are set');
    expect(await info()).toEqual(
      expect.objectContaining({
        imageCDNs: ['https://img1.cdn.test/portal', 'https://img2.cdn.test'],
        launchGameCDNs: ['https://play.cdn.test'],
      }),
    );
    csp = await pagePolicy();
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: https://img1.cdn.test https://img2.cdn.test",
    );
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://play.cdn.test");
    // The rest of the policy is as strict as before.
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");

    // Plain http only for a development server on this machine.
    expect(await runCli(h.db, ['cdn', 'image', 'http://localhost:8080'])).toContain(
      'image: http://localhost:8080',
    );
    for (const raw of [
      'http://img.cdn.test',
      'img.cdn.test',
      'https://user:pw@img.cdn.test',
      'https://img.cdn.test/?v=1',
      'https://img.cdn.test/#top',
      'ftp://img.cdn.test',
      `https://img.cdn.test/${'a'.repeat(200)}`,
    ])
      await expect(runCli(h.db, ['cdn', 'image', raw]), raw).rejects.toThrow('is not a CDN base');
    const eleven = Array.from({ length: 11 }, (_, i) => `https://img${i}.cdn.test`);
    await expect(runCli(h.db, ['cdn', 'image', ...eleven])).rejects.toThrow('at most 10 CDNs');
    await expect(runCli(h.db, ['cdn', 'video', 'https://v.cdn.test'])).rejects.toThrow(
      'cdn takes image or launch',
    );
    await expect(runCli(h.db, ['cdn', 'image'])).rejects.toThrow('one or more https bases');
    expect((await info()).imageCDNs).toEqual(['http://localhost:8080']);

    const audited = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit WHERE action = 'cdn'",
    );
    expect(audited[0]?.n).toBe(3);
  });

  it("frames a game page on a launch CDN from the portal's hosts, and by its own origin without one", async () => {
    const token = await login(h, 'demo01', 'Demo1234');
    const [game] = await h.db.query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE is_game = 'GAME' AND game_type = 'RNG' ORDER BY node_id LIMIT 1",
    );
    const gamePage = async () => {
      const launch = await h.call({
        method: 'POST',
        url: '/wps/game/launchGame',
        payload: { nodeId: game?.node_id, language: 'es', backUrl: '/rng' },
        token,
      });
      const page = await h.call({
        method: 'GET',
        url: launch.json().value.gameUrl,
        merchant: null,
      });
      expect(page.statusCode).toBe(200);
      return page.headers;
    };
    await runCli(h.db, ['domains', 'portal.example.com']);
    let headers = await gamePage();
    expect(directive(String(headers['content-security-policy']), 'frame-ancestors')).toBe(
      "frame-ancestors 'self' portal.example.com:* *.portal.example.com:*",
    );
    expect(headers['x-frame-options']).toBeUndefined();

    expect(await runCli(h.db, ['cdn', 'launch', 'off'])).toContain('launch: (this server)');
    headers = await gamePage();
    expect(directive(String(headers['content-security-policy']), 'frame-ancestors')).toBe(
      "frame-ancestors 'self'",
    );
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(directive(await pagePolicy(), 'frame-src')).toBeUndefined();
    await runCli(h.db, ['domains', 'off']);
  });

  it("admits the analytics tag's origins only while the operator has an analytics id", async () => {
    expect(await runCli(h.db, ['analytics'])).toBe('analytics: (none)');
    expect(await pagePolicy()).not.toContain('googletagmanager');
    expect(await runCli(h.db, ['analytics', 'g-abc123xyz9'])).toBe('analytics: G-ABC123XYZ9');
    expect(
      (await h.call({ method: 'GET', url: '/wps/system/info' })).json().value.analytics,
    ).toEqual({ gtagId: 'G-ABC123XYZ9' });
    const csp = await pagePolicy();
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://*.googletagmanager.com");
    expect(directive(csp, 'connect-src')).toContain(
      "connect-src 'self' https://*.google-analytics.com",
    );
    expect(directive(csp, 'img-src')).toContain('https://*.google-analytics.com');
    for (const raw of ['UA-1234-1', 'G-', 'G-abc 123', '<script>', 'G-ABC123;img-src *'])
      await expect(runCli(h.db, ['analytics', raw]), raw).rejects.toThrow(
        'is not a measurement id',
      );
    await expect(runCli(h.db, ['analytics', 'G-ABC12345', 'G-XYZ12345'])).rejects.toThrow(
      'one measurement id',
    );
    expect(await runCli(h.db, ['analytics', 'off'])).toBe('analytics: (none)');
    expect(await pagePolicy()).not.toContain('googletagmanager');
  });
});

it("migration 0035 clears the example CDN lists a database stored, and keeps an operator's", async () => {
  for (const image of [
    ['https://img1.example.com', 'https://img2.example.com'],
    ['https://img.cdn.test'],
  ]) {
    const db = await freshPglite();
    try {
      const later = await migrateBefore(db, '0035_cdn_examples_cleared');
      const stored = {
        defaultLanguage: 'es',
        imageCDNs: image,
        launchGameCDNs: ['https://play1.example.com', 'https://play2.example.com'],
      };
      await db.query("INSERT INTO settings (key, value) VALUES ('system', $1::jsonb)", [
        JSON.stringify(stored),
      ]);
      expect(await migrate(db)).toEqual(later);
      const system = await getSetting(db, 'system');
      expect(system.launchGameCDNs).toEqual([]);
      expect(system.imageCDNs).toEqual(image[0]?.includes('example') ? [] : image);
      expect(system.defaultLanguage).toBe('es');
    } finally {
      await db.close();
    }
  }
}, 120_000);
