import { createServer } from 'node:net';
import { MERCHANT, type Harness } from './harness';

/** A port free on this machine now: the server's public address must be known before it starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A browser's part of a sign-in, by fetch with a cookie jar and redirects followed by hand: the
 * provider's authorization page, its sign-in form, and back to the callback address, which is
 * returned unvisited so that a test can take it, replay it or tamper with it.
 */
export class OidcBrowser {
  private cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    const res = await fetch(new URL(url, this.base), { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  /** Follows redirects until one leaves for `stop` (a path prefix): that address. */
  async follow(url: string, stop: string, init?: RequestInit): Promise<URL> {
    let res = await this.fetch(url, init);
    for (let hop = 0; hop < 10; hop += 1) {
      const location = res.headers.get('location');
      if (!location) throw new Error(`no redirect from ${url}: ${res.status} ${await res.text()}`);
      const next = new URL(location, this.base);
      if (next.pathname.startsWith(stop)) return next;
      if (next.pathname.includes('/interaction/')) return next;
      res = await this.fetch(next.href);
    }
    throw new Error('too many redirects');
  }

  /**
   * From an authorization address to the provider's callback: the sign-in form filled with
   * `email` (or cancelled), the address the provider sends the browser back to.
   */
  async authorize(
    authorizationUrl: string,
    email: string,
    options: { name?: string; cancel?: boolean } = {},
  ): Promise<URL> {
    let next = await this.follow(authorizationUrl, '/social/callback');
    if (next.pathname.includes('/interaction/')) {
      const page = await this.fetch(next.href);
      if (page.status !== 200) throw new Error(`sign-in page: ${page.status}`);
      next = await this.follow(next.href, '/social/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email,
          name: options.name ?? '',
          action: options.cancel ? 'cancel' : 'continue',
        }).toString(),
      });
    }
    return next;
  }

  /** The portal address the server's callback sends the browser to. */
  async callback(url: URL | string): Promise<URL> {
    const res = await this.fetch(String(url));
    const location = res.headers.get('location');
    if (res.status !== 303 || !location) throw new Error(`callback: ${res.status}`);
    return new URL(location, this.base);
  }
}

/** Starts a sign-in through the API (as the pop-up's button does): the authorization address. */
export async function startSocial(
  h: Harness,
  intent: 'login' | 'register',
  returnTo = '/',
): Promise<string> {
  const res = await h.call({
    method: 'POST',
    url: '/wps/social/start',
    payload: { provider: 'local', intent, returnTo },
  });
  if (res.statusCode !== 200) throw new Error(`start: ${res.statusCode} ${res.body}`);
  return (res.json() as { value: { authorizationUrl: string } }).value.authorizationUrl;
}

export { MERCHANT };
