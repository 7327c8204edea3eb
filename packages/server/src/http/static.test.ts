import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildOpenApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/types';
import { inlineScriptHashes } from './static';
import { MERCHANT, openTestDb } from '../test/harness';
import { migrate } from '../db/migrations';
import { seed } from '../db/seed/seed';

const INLINE = "window.CONFIG_TYPE = 'PRODUCTION';";
const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('static files, the SPA fallback and the OpenAPI document', () => {
  let dir: string;
  let db: Db;
  let app: FastifyInstance;
  let bare: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
    const web = join(dir, 'web');
    const book = join(dir, 'storybook');
    mkdirSync(join(web, 'assets'), { recursive: true });
    mkdirSync(join(book, 'assets'), { recursive: true });
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(web, 'assets', 'app-1a2b.js'), 'console.log("app")');
    // What the app's build writes beside its text files.
    writeFileSync(join(web, 'assets', 'app-1a2b.js.br'), brotliCompressSync('console.log("app")'));
    writeFileSync(join(web, 'assets', 'app-1a2b.js.gz'), gzipSync('console.log("app")'));
    writeFileSync(join(web, 'robots.txt'), 'User-agent: *');
    // The web app manifest and its icons (packages/app/public), for the lite install.
    writeFileSync(join(web, 'manifest.webmanifest'), '{"name":"Portal","display":"standalone"}');
    mkdirSync(join(web, 'icons'));
    writeFileSync(join(web, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    writeFileSync(join(dir, 'secret.txt'), 'not to be served');
    writeFileSync(
      join(book, 'index.html'),
      `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="./assets/manager.js"></script></head><body></body></html>`,
    );
    writeFileSync(
      join(book, 'iframe.html'),
      '<!doctype html><html><head><script>\n  window.FEATURES = {};\n</script></head><body></body></html>',
    );
    writeFileSync(join(book, 'assets', 'manager.js'), 'console.log("sb")');
    ({ db } = await openTestDb('pglite'));
    await migrate(db);
    await seed(db, { demo: true });
    const env = { NODE_ENV: 'test', MERCHANT_CODE: MERCHANT, LOG_LEVEL: 'silent' };
    app = await buildApp({
      db,
      config: loadConfig({ ...env, STATIC_DIR: web, STORYBOOK_DIR: book }),
    });
    bare = await buildApp({ db, config: loadConfig(env) });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await bare?.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, on = app) => on.inject({ method: 'GET', url });

  it('serves the OpenAPI document of the contract, with or without static files', async () => {
    for (const on of [app, bare]) {
      const res = await get('/api/openapi.json', on);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
    }
  });

  it('serves the web app at / with a strict CSP, and hashed assets for good', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    expect(index.headers['cache-control']).toBe('no-cache');
    const csp = String(index.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'; ");
    expect(csp).not.toContain("unsafe-inline'; object");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(index.headers['x-frame-options']).toBe('DENY');
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the web app manifest and its icons with their types, which the CSP lets load', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/u);
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
    expect(manifest.json()).toEqual({ name: 'Portal', display: 'standalone' });
    const icon = await get('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    // A missing icon is a 404, not the app's page.
    expect((await get('/icons/icon-9.png')).statusCode).toBe(404);
    // The page's CSP: the manifest and its icons come from the page's own origin.
    const csp = String((await get('/download')).headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'self';/u);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('manifest-src');
  });

  it('sends the precompressed file the browser accepts, with the headers of the original', async () => {
    const ask = (encoding: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: { 'accept-encoding': encoding },
      });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers['vary'])).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');
    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("app")');
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('answers the theme override with no content while the operator has none, else with it', async () => {
    const none = await get('/theme.json');
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    const theme = join(dir, 'web', 'theme.json');
    writeFileSync(theme, '{"color":{"accent":"#0a7"}}');
    try {
      const own = await get('/theme.json');
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ color: { accent: '#0a7' } });
    } finally {
      rmSync(theme);
    }
  });

  it('answers page paths with index.html, and misses elsewhere with a 404', async () => {
    for (const path of ['/member', '/help', '/lottery?gameCode=VN1', '/agent/home/deep']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<div id="root">');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
    for (const path of ['/missing.js', '/assets/gone-123.css', '/api/nothing', '/dev/none']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const api = await app.inject({
      method: 'GET',
      url: '/wps/no/such/call',
      headers: { merchant: MERCHANT },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const post = await app.inject({ method: 'POST', url: '/member', payload: {} });
    expect(post.statusCode).toBe(404);
    // Nothing outside the directory, whatever the path says.
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const res = await get(path);
      expect(res.body, path).not.toContain('not to be served');
    }
  });

  it('serves Storybook at /storybook/, its inline scripts allowed by hash only', async () => {
    const redirect = await get('/storybook');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers['location']).toBe('/storybook/');
    const index = await get('/storybook/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain(INLINE);
    const csp = String(index.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' '${sha(INLINE)}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/u);
    // Storybook frames its own iframe.html.
    expect(csp).toContain("frame-ancestors 'self'");
    expect(index.headers['x-frame-options']).toBe('SAMEORIGIN');
    const iframe = await get('/storybook/iframe.html');
    expect(String(iframe.headers['content-security-policy'])).toContain(
      `'${sha('\n  window.FEATURES = {};\n')}'`,
    );
    expect((await get('/storybook/assets/manager.js')).statusCode).toBe(200);
    expect((await get('/storybook/nothing.html')).statusCode).toBe(404);
  });

  it('hashes exactly the inline scripts of a page', () => {
    const file = join(dir, 'page.html');
    writeFileSync(
      file,
      '<script>a()</script><script src="x.js"></script><SCRIPT type="text/javascript">b()</SCRIPT><script></script>',
    );
    expect(inlineScriptHashes(file)).toEqual([sha('a()'), sha('b()')]);
  });

  it('has nothing at / without STATIC_DIR', async () => {
    expect((await get('/', bare)).statusCode).toBe(404);
    expect((await get('/storybook/', bare)).statusCode).toBe(404);
  });

  it('leads / to Storybook while Storybook is served and no app is', async () => {
    const env = { NODE_ENV: 'test', MERCHANT_CODE: MERCHANT, LOG_LEVEL: 'silent' };
    const bookOnly = await buildApp({
      db,
      config: loadConfig({ ...env, STORYBOOK_DIR: join(dir, 'storybook') }),
    });
    try {
      const front = await get('/', bookOnly);
      expect(front.statusCode).toBe(302);
      expect(front.headers['location']).toBe('/storybook/');
      // With an app, / is the app.
      expect((await get('/')).statusCode).toBe(200);
    } finally {
      await bookOnly.close();
    }
  });

  it('refuses a STATIC_DIR without an index.html', async () => {
    await expect(
      buildApp({
        db,
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: dir }),
      }),
    ).rejects.toThrow(/STATIC_DIR .* must be a directory with an index.html/u);
  });
});
