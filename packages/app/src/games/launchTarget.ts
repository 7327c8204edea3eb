/** What a game or vendor tile holds for routing (a game item, a vendor lane, a winner row). */
export interface LaunchSubject {
  vassalage: string;
  gameType: string;
  gameCode?: string | undefined;
  nodeId?: number | undefined;
  /** `GAME` starts one game; `VASSALAGE` stands for the vendor's group of games. */
  isGame?: string | undefined;
  /** Shown as the game frame's title. */
  displayName?: string | undefined;
}

export type LaunchTarget =
  | { kind: 'route'; to: string }
  | { kind: 'groupPopup'; vassalage: string; gameType: string }
  | { kind: 'start'; subject: LaunchSubject };

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * Where a game goes when chosen, in the order of spec 2.10: the Vietnamese and sea lotteries,
 * then any LOTT or ELOTT game, then a vendor group (pop-up list), then an RNG vendor (its list
 * page), and anything else starts through the launch flow.
 */
export function launchTarget(subject: LaunchSubject): LaunchTarget {
  const { vassalage, gameType, gameCode, isGame } = subject;
  if (vassalage === 'TCG_LOTTO_VN')
    return { kind: 'route', to: withQuery('/vnLottery', { gameCode }) };
  if (vassalage === 'TCG_SEA') return { kind: 'route', to: withQuery('/seaLottery', { gameCode }) };
  if (gameType === 'LOTT' || gameType === 'ELOTT')
    return { kind: 'route', to: withQuery('/lottery', { gameCode }) };
  if (isGame === 'VASSALAGE') {
    if (gameType === 'RNG') return { kind: 'route', to: withQuery('/rng', { vassalage }) };
    return { kind: 'groupPopup', vassalage, gameType };
  }
  return { kind: 'start', subject };
}

/** The page of a vendor chosen in the header (spec 2.4): RNG vendors list on /rng. */
export function vendorTarget(gameType: string, vassalage: string): LaunchTarget {
  if (gameType === 'RNG') return { kind: 'route', to: withQuery('/rng', { vassalage }) };
  return launchTarget({ vassalage, gameType, isGame: 'VASSALAGE' });
}

/** The seamless area's address for a game started through the launch flow. */
export function seamlessPath(subject: LaunchSubject): string {
  return withQuery('/seamless', {
    vassalage: subject.vassalage,
    gameType: subject.gameType,
    gameCode: subject.gameCode,
    nodeId: subject.nodeId === undefined ? undefined : String(subject.nodeId),
    name: subject.displayName,
  });
}
