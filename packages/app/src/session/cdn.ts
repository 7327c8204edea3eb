// The operator's CDNs (spec 3: an image CDN and a launch-game CDN, "each chosen randomly from a
// list"): the bases that artwork paths and game-page addresses are put after. The start-up gate
// hands the lists over when the system info arrives, before the portal renders; with no list, the
// API's origin serves both. The page's policy admits the listed origins (the server's
// http/operatorCsp.ts).
import { appConfig } from '../config';

// One draw per visit: every answer of the system info picks the same base of the same list.
const draw = Math.random();
let imageBase: string = appConfig.apiBase;
let launchBase: string = appConfig.apiBase;

const pick = (list: readonly string[]): string =>
  list.length ? list[Math.floor(draw * list.length)]!.replace(/\/$/u, '') : appConfig.apiBase;

/** Takes the CDN lists of the system info; called by the start-up gate on each answer. */
export function takeCdnLists(info: {
  imageCDNs: readonly string[];
  launchGameCDNs: readonly string[];
}): void {
  imageBase = pick(info.imageCDNs);
  launchBase = pick(info.launchGameCDNs);
}

const absolute = (url: string) => /^https?:\/\//u.test(url);

/** An artwork path (a game's icon, a vendor's logo, a banner) on the image CDN. */
export const artworkUrl = (path: string): string => (absolute(path) ? path : `${imageBase}${path}`);

/** A game page's address (a launch's `gameUrl`) on the launch CDN. */
export const gameAddress = (url: string): string => (absolute(url) ? url : `${launchBase}${url}`);
