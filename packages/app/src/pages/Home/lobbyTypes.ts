import type { calls, CallValue } from '@portal/contract';

type Menus = CallValue<typeof calls.gameMenus>['menus'];

/** Spec 9: the lobby shows at most this many vendor sections. */
export const LOBBY_MAX_SECTIONS = 5;

/**
 * The game-type menu of spec 2.6: HOME and FAV, the vendor categories the operator has (esports
 * and cockfight already split out of SPORTS by the catalogue), then HOT and RECENT. Lottery
 * categories have their own centres and pages, not a lobby tab.
 */
export function lobbyTypes(menus: Menus | undefined): string[] {
  const vendorTypes = (menus ?? [])
    .filter((m) => m.vendors.length > 0 && m.gameType !== 'LOTT' && m.gameType !== 'ELOTT')
    .map((m) => m.gameType);
  return ['HOME', 'FAV', ...vendorTypes, 'HOT', 'RECENT'];
}

/** The vendor sections of the home tab: at most five vendors (spec 9), in menu order. */
export function lobbySections(menus: Menus | undefined) {
  return (menus ?? [])
    .filter((m) => m.gameType !== 'LOTT' && m.gameType !== 'ELOTT' && m.gameType !== 'SPORTS')
    .flatMap((m) => m.vendors)
    .slice(0, LOBBY_MAX_SECTIONS);
}
