// The operator's part of the pages' Content-Security-Policy. The policy (static.ts) admits this
// origin only; what the operator configures at run time adds to it, read from the settings when a
// page is sent (a page is asked for once a visit, so one read is cheap):
// - the app's page: its image CDNs (img-src) and launch CDNs (frame-src, the game's frame), and,
//   with an analytics id, the analytics origins its consent banner may load (ADR 0026);
// - a game page on a launch CDN is framed by the portal from another origin: it admits the
//   portal's hosts (`cli domains`) as framers.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/types';
import { getSetting } from '../settings/settings';
import { STORYBOOK_PREFIX } from './static';

export interface OperatorSources {
  /** Origins of the image CDNs. */
  images: readonly string[];
  /** Origins of the launch CDNs. */
  frames: readonly string[];
  /** Who may frame a game page besides its own origin: the portal's hosts, with a launch CDN. */
  framers: readonly string[];
  /** The operator measures visits (an analytics id is set). */
  analytics: boolean;
}

/**
 * The origins the analytics tag loads from and reports to, as its maker documents them for a
 * Content-Security-Policy.
 */
export const ANALYTICS_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;

const origin = (base: string) => new URL(base).origin;

/** What the operator's settings add to the policy now. */
export async function operatorSources(db: Queryable): Promise<OperatorSources> {
  const [system, site] = await Promise.all([getSetting(db, 'system'), getSetting(db, 'site')]);
  const frames = [...new Set(system.launchGameCDNs.map(origin))];
  return {
    images: [...new Set(system.imageCDNs.map(origin))],
    frames,
    // Without a scheme a host matches the game page's own (https only on an https page); any
    // port, as the domain check takes the host alone.
    framers: frames.length ? site.domains.flatMap((d) => [`${d}:*`, `*.${d}:*`]) : [],
    analytics: Boolean(system.gtagId),
  };
}

/**
 * `csp` with `sources` added: to the app's page (the one nobody may frame) or to a game page (the
 * one framed by its own origin). Directives the policy lacks start from 'self', as default-src.
 */
export function withOperatorSources(csp: string, sources: OperatorSources): string {
  const directives = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/u);
    if (name) directives.set(name, values);
  }
  const add = (name: string, extra: readonly string[]) => {
    if (!extra.length) return;
    const values = directives.get(name) ?? ["'self'"];
    directives.set(name, [...values, ...extra.filter((e) => !values.includes(e))]);
  };
  const ancestors = directives.get('frame-ancestors')?.join(' ');
  if (ancestors === "'none'") {
    add('img-src', sources.images);
    add('frame-src', sources.frames);
    if (sources.analytics) {
      add('script-src', ANALYTICS_SOURCES.script);
      add('img-src', ANALYTICS_SOURCES.img);
      add('connect-src', ANALYTICS_SOURCES.connect);
    }
  } else if (ancestors === "'self'") {
    add('frame-ancestors', sources.framers);
  }
  return [...directives].map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** Adds the operator's sources to the policy of every page this server sends but Storybook's. */
export function registerOperatorCsp(app: FastifyInstance, db: Queryable): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const csp = reply.getHeader('content-security-policy');
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof csp !== 'string' || !type.startsWith('text/html')) return payload;
    if (req.url.startsWith(STORYBOOK_PREFIX)) return payload;
    const next = withOperatorSources(csp, await operatorSources(db));
    if (next !== csp) {
      reply.header('content-security-policy', next);
      // The policy names the framers now; the older header would still refuse them.
      if (/frame-ancestors 'self' /u.test(next)) reply.removeHeader('x-frame-options');
    }
    return payload;
  });
}
