import { KIND_MOTIFS } from './kindMotifs';
import { THEME_MOTIFS } from './themeMotifs';

// The motifs of the game tiles: one vector illustration for each theme of the demo catalogue's
// names (themeMotifs.ts) and one for each kind of game (kindMotifs.ts).

export type { Ink, Motif } from './ink';

/** The motif of each theme and of each kind of game. */
export const MOTIFS = { ...THEME_MOTIFS, ...KIND_MOTIFS } as const;

export type MotifName = keyof typeof MOTIFS;
