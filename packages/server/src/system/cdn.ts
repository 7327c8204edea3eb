// The operator's CDNs (spec 3): the bases the app puts before artwork paths (image CDNs) and
// before the game pages' addresses (launch CDNs), one of each list picked at random per visit.
// A CDN is this server behind a cache: it answers the same paths. None set: this server serves
// both. The page's Content-Security-Policy admits the listed origins (http/operatorCsp.ts).
// Every change is audited.
import { audit, operatorName } from '../commands/audit';
import type { Db } from '../db/types';
import { getSetting, setSetting, type SystemSettings } from '../settings/settings';

export const CDN_USAGE = `  cdn                                      the image and game-launch CDNs (none: this server)
  cdn image|launch <https-base>...         replace a list (one is picked at random per visit)
  cdn image|launch off                     serve from this server again`;

/** More would only lengthen every page's security policy. */
export const CDN_MAX = 10;
const BASE_MAX = 200;

const LISTS = { image: 'imageCDNs', launch: 'launchGameCDNs' } as const;
type List = keyof typeof LISTS;

/**
 * A CDN base as the app prefixes paths with it: https (http on this machine), a host, at most a
 * path (no trailing slash); no credentials, query or fragment, which a prefix would break.
 */
export function cdnBase(raw: string): string {
  const refuse = (why: string) =>
    new Error(`"${raw}" is not a CDN base (${why}; like https://img.cdn.example.com)`);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refuse('not an address');
  }
  // Plain http only on this machine: a development server standing in for a CDN.
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw refuse('https only');
  if (url.username || url.password) throw refuse('no user or password');
  if (url.search || url.hash || raw.includes('?') || raw.includes('#'))
    throw refuse('no query or fragment');
  const base = `${url.origin}${url.pathname.replace(/\/+$/u, '')}`;
  if (base.length > BASE_MAX) throw refuse(`longer than ${BASE_MAX} characters`);
  return base;
}

function describe(system: SystemSettings): string {
  return [
    `image: ${system.imageCDNs.join(' ') || '(this server)'}`,
    `launch: ${system.launchGameCDNs.join(' ') || '(this server)'}`,
  ].join('\n');
}

/** `cdn ...`: shows or replaces the image or launch CDN list. */
export async function cdnCommand(db: Db, args: string[]): Promise<string> {
  const system = await getSetting(db, 'system');
  const [list, ...bases] = args;
  if (list === undefined) return describe(system);
  if (list !== 'image' && list !== 'launch') throw new Error('cdn takes image or launch');
  if (!bases.length) throw new Error(`cdn ${list} takes one or more https bases, or off`);
  const next =
    bases.length === 1 && bases[0] === 'off' ? [] : [...new Set(bases.map((b) => cdnBase(b)))];
  if (next.length > CDN_MAX) throw new Error(`at most ${CDN_MAX} CDNs in a list`);
  const key = LISTS[list as List];
  const updated = { ...system, [key]: next };
  await setSetting(db, 'system', updated);
  await audit(db, { actor: operatorName(), action: 'cdn', subject: list, detail: { [key]: next } });
  const { domains } = await getSetting(db, 'site');
  // A game page on a launch CDN is framed by the portal from another origin: the page admits
  // the portal's hosts as framers, which only the domain list names.
  const note =
    list === 'launch' && next.length && !domains.length
      ? '\nnote: no domains are set (cli domains): a game page on a launch CDN may be framed ' +
        "only by the CDN's own origin until they name the portal's hosts"
      : '';
  return `${describe(updated)}${note}`;
}
