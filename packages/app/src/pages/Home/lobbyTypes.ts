import type { calls, CallValue } from '@portal/contract';

type Menus = CallValue<typeof calls.gameMenus>['menus'];

/** Spec 9: the lobby shows at most this many vendor sections. */
export const LOBBY_MAX_SECTIONS = 5;

/**
 * The game-type menu of spec 2.6: HOME and FAV, the vendor categories the operator has in the
 * catalogue's menu order (esports and cockfight already split out of SPORTS, MXWIN after
 * cockfight), then HOT and RECENT. Lottery categories have their own centres and pages, not a
 * lobby tab. A list whose module is off is left out (the server refuses its calls).
 */
export function lobbyTypes(menus: Menus | undefined, flags: ReadonlySet<string>): string[] {
  const vendorTypes = (menus ?? [])
    .filter((m) => m.vendors.length > 0 && m.gameType !== 'LOTT' && m.gameType !== 'ELOTT')
    .map((m) => m.gameType);
  return ['HOME', 'FAV', ...vendorTypes, 'HOT', 'RECENT'].filter((key) => listOffered(key, flags));
}

/** The white-label module of each of the lobby's own lists (reference facts: GAMELO…3). */
const LIST_FLAGS: Partial<Record<string, string>> = {
  FAV: 'GAMELOFAV3',
  HOT: 'GAMELOHOT3',
  RECENT: 'GAMELOREC3',
};

/** Whether the operator offers a lobby list: favourites, hot and recent each by its flag. */
export const listOffered = (key: string, flags: ReadonlySet<string>): boolean =>
  !LIST_FLAGS[key] || flags.has(LIST_FLAGS[key]);

/** The vendor sections of the home tab: at most five vendors (spec 9), in menu order. */
export function lobbySections(menus: Menus | undefined) {
  return (menus ?? [])
    .filter((m) => m.gameType !== 'LOTT' && m.gameType !== 'ELOTT' && m.gameType !== 'SPORTS')
    .flatMap((m) => m.vendors)
    .slice(0, LOBBY_MAX_SECTIONS);
}
