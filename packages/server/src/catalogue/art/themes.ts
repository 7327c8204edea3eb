import type { GameType } from '@portal/contract';
import type { AccentName } from './accents';
import type { MotifName } from './motifs';

// Which motif and accent a game's tile is drawn with: the words of its names (Spanish, English or
// any other it has), matched whatever their accents and case against the tables below, then its
// game type. A table's order is its precedence: a theme named ("Tigre" in a fishing game) before
// the kind of game, and the more particular kind first ("Deportes electrónicos" is esports).

const THEME_WORDS: readonly (readonly [MotifName, readonly string[]])[] = [
  ['treasure', ['tesoro', 'tesoros', 'treasure', 'treasures', 'fortuna', 'fortune', 'oro', 'gold']],
  ['dragon', ['dragon', 'dragones', 'dragons']],
  ['tiger', ['tigre', 'tigres', 'tiger', 'tigers']],
  ['lion', ['leon', 'leones', 'lion', 'lions']],
  ['temple', ['templo', 'templos', 'temple', 'temples', 'piramide', 'pyramid']],
  ['river', ['rio', 'rios', 'river', 'rivers', 'mar', 'sea', 'oceano', 'ocean']],
  ['volcano', ['volcan', 'volcanes', 'volcano', 'volcanoes', 'lava']],
  ['forest', ['bosque', 'bosques', 'forest', 'forests', 'selva', 'jungle']],
  ['chest', ['cofre', 'cofres', 'chest', 'chests']],
  ['diamond', ['diamante', 'diamantes', 'diamond', 'diamonds', 'joya', 'joyas', 'jewel', 'gem']],
  ['garden', ['jardin', 'jardines', 'garden', 'gardens', 'flor', 'flores', 'flower', 'flowers']],
  ['comet', ['cometa', 'cometas', 'comet', 'comets', 'estrella', 'estrellas', 'star', 'stars']],
];

const KIND_WORDS: readonly (readonly [MotifName, readonly string[]])[] = [
  ['esports', ['electronicos', 'esports', 'esport']],
  ['sports', ['deportes', 'deporte', 'sports', 'sport', 'futbol', 'football', 'soccer']],
  ['cockfight', ['gallos', 'gallo', 'cockfight', 'rooster']],
  ['fishing', ['pesca', 'fishing', 'pez', 'peces', 'fish']],
  ['cards', ['cartas', 'cards', 'naipes', 'poker', 'baccarat', 'blackjack']],
  ['lottery', ['loteria', 'lottery', 'lotto', 'sorteo', 'draw', 'bingo', 'keno']],
  ['live', ['ruleta', 'roulette', 'mesa', 'table', 'salon', 'lobby', 'vivo', 'live']],
  ['prize', ['premio', 'premios', 'prize', 'prizes', 'trofeo', 'trophy']],
  ['slots', ['tragamonedas', 'slots', 'slot']],
];

/** The kind of game each game type is drawn as when its names name no theme or kind. */
const KIND_OF_TYPE: Readonly<Record<GameType, MotifName>> = {
  RNG: 'slots',
  LIVE: 'live',
  SPORTS: 'sports',
  FISH: 'fishing',
  ESPORTS: 'esports',
  PVP: 'cards',
  COCKFIGHT: 'cockfight',
  MXWIN: 'prize',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

const ACCENT_WORDS: readonly (readonly [AccentName, readonly string[]])[] = [
  ['golden', ['dorado', 'dorada', 'golden']],
  ['mystic', ['mistico', 'mistica', 'mystic', 'magico', 'magica', 'magic']],
  ['wild', ['salvaje', 'salvajes', 'wild']],
  ['shining', ['brillante', 'brillantes', 'shining', 'bright']],
  ['ancient', ['antiguo', 'antigua', 'ancient']],
  ['royal', ['real', 'royal', 'rey', 'king', 'reina', 'queen']],
  ['secret', ['secreto', 'secreta', 'secret']],
  ['eternal', ['eterno', 'eterna', 'eternal']],
  ['lunar', ['lunar', 'luna', 'moon']],
  ['swift', ['veloz', 'rapido', 'rapida', 'swift', 'fast', 'quick']],
];

/** The words of some names, without accents, in lower case. */
export function wordsOf(names: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const name of names)
    for (const word of name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u))
      if (word) words.add(word);
  return words;
}

const first = <T>(table: readonly (readonly [T, readonly string[]])[], words: Set<string>) =>
  table.find(([, keys]) => keys.some((k) => words.has(k)))?.[0];

/** The motif of a game: the theme its names name, else the kind they name, else its type's. */
export const motifOf = (words: Set<string>, gameType: string): MotifName =>
  first(THEME_WORDS, words) ??
  first(KIND_WORDS, words) ??
  KIND_OF_TYPE[gameType as GameType] ??
  'slots';

/** The accent its names name, if any. */
export const accentOf = (words: Set<string>): AccentName | undefined => first(ACCENT_WORDS, words);
