import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { buildOpenApi } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Where the OpenAPI document of the contract is served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const STORYBOOK_PREFIX = '/storybook/';

/** The operator's theme override beside the app (packages/app/src/theme/loadThemeOverride.ts). */
const THEME_PATH = '/theme.json';

/** Paths that are never the web app: a miss there is a JSON 404, not index.html. */
const NOT_APP = /^\/(wps|lgw|api|dev|demo|storybook)(\/|$)/u;

export interface CspOptions {
  /** `sha256-…` sources of the inline scripts a page may run (and no other). */
  scriptHashes?: readonly string[];
  /** Who may frame the answer; nobody by default. */
  frameAncestors?: string;
}

/** The Content-Security-Policy of every answer: scripts from this origin only, never inline ones. */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const hashes = (options.scriptHashes ?? []).map((h) => ` '${h}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors ?? "'none'"}`,
  ].join('; ');
}

const hashCache = new Map<string, { mtimeMs: number; hashes: string[] }>();

/**
 * The CSP hashes of the inline scripts of an HTML file (Storybook's pages have a few). Allowing
 * exactly these keeps `'unsafe-inline'` out: a script injected into the page still does not run.
 */
export function inlineScriptHashes(file: string): string[] {
  const { mtimeMs } = statSync(file);
  const cached = hashCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
  const html = readFileSync(file, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/giu)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/iu.test(attributes) || body.length === 0) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  hashCache.set(file, { mtimeMs, hashes });
  return hashes;
}

function checkDir(name: string, dir: string): void {
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(`${name} (${dir}) must be a directory with an index.html`);
}

/** Headers of a static file: CSP with its inline-script hashes for pages, caching by kind. */
const headersFor =
  (frameAncestors: string) =>
  (reply: FastifyReply, file: string): void => {
    // A precompressed sibling (app.js.br) is the file it compresses as far as headers go.
    const path = file.replace(/\.(br|gz)$/u, '');
    if (path.endsWith('.html')) {
      reply.header(
        'content-security-policy',
        contentSecurityPolicy({ scriptHashes: inlineScriptHashes(path), frameAncestors }),
      );
      if (frameAncestors === "'self'") reply.header('x-frame-options', 'SAMEORIGIN');
      reply.header('cache-control', 'no-cache');
    } else if (path.includes(`${sep}assets${sep}`)) {
      // Vite and Storybook put content-hashed names under assets/: they never change.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    } else {
      reply.header('cache-control', 'public, max-age=3600');
    }
  };

/**
 * The OpenAPI document, the built web app (`STATIC_DIR`, at `/`, unknown page paths answered with
 * its index.html) and the built Storybook (`STORYBOOK_DIR`, at `/storybook/`).
 */
export async function registerStatic(app: FastifyInstance, config: Config): Promise<void> {
  const openApi = JSON.stringify(buildOpenApi());
  app.get(OPENAPI_PATH, async (_req, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(openApi),
  );

  if (config.staticDir) {
    checkDir('STATIC_DIR', config.staticDir);
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      index: ['index.html'],
      // The app's build writes .br and .gz beside each text file (packages/app/scripts/
      // precompress.ts): a phone on a slow network gets a third of the bytes, at no CPU cost.
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'deny',
      setHeaders: headersFor("'none'"),
    });
  }
  if (config.storybookDir) {
    checkDir('STORYBOOK_DIR', config.storybookDir);
    await app.register(fastifyStatic, {
      root: config.storybookDir,
      prefix: STORYBOOK_PREFIX,
      index: ['index.html'],
      cacheControl: false,
      dotfiles: 'deny',
      // Storybook frames its own iframe.html: same origin only.
      setHeaders: headersFor("'self'"),
      decorateReply: !config.staticDir,
    });
    app.get(STORYBOOK_PREFIX.slice(0, -1), async (_req, reply) =>
      reply.redirect(STORYBOOK_PREFIX, 301),
    );
    // Until a web app is served, the front door leads to the design system.
    if (!config.staticDir) {
      app.get('/', async (_req, reply) => reply.redirect(STORYBOOK_PREFIX, 302));
    }
  }
}

/**
 * The web app's pages are routed in the browser: a GET of a page path that is not a file (no dot
 * in its last segment) and not an API path gets the app's index.html. The theme override, when the
 * operator has none, is answered with no content.
 */
export function spaFallback(
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  if (!config.staticDir || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
  const path = req.url.split('?')[0] ?? '/';
  // Every visit asks for the theme override; without one it is no content, not a failed request
  // in the player's console.
  if (path === THEME_PATH) return reply.code(204).header('cache-control', 'no-cache').send();
  if (NOT_APP.test(path) || (path.split('/').pop() ?? '').includes('.')) return undefined;
  return reply.sendFile('index.html', config.staticDir);
}
