// The game sub-categories, apart from the catalogue's schemas: the lobby's tabs need them on their
// first screen, and a module of schemas brings the schema library along (its top-level schemas
// are built when it loads).

/** Game sub-categories: scratch card, video poker, jackpot, table games, arcade, bingo (spec 2.6). */
export const GAME_CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** The language bingo depends on: BG is offered only where the operator offers it (spec 2.6). */
export const BINGO_LANGUAGE = 'ty';

/**
 * The sub-categories the lobby offers for the operator's languages (`languages` of the system
 * info): all of them, bingo (BG) only with TY. The server's game list and the app's tabs agree on it.
 */
export const offeredClassifies = (languages: readonly string[]): GameClassify[] =>
  GAME_CLASSIFIES.filter(
    (c) => c !== 'BG' || languages.some((l) => l.toLowerCase() === BINGO_LANGUAGE),
  );
