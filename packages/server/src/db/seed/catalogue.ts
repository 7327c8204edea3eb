import type { GameClassify, GameType } from '@portal/contract';
import type { Queryable } from '../types';

/**
 * The vendors of a fresh catalogue by category (spec 9, issue 6): esports (IMES) and cockfight
 * (SV3) split out of SPORTS; the lottery vendors under LOTT. Their order is the lobby's.
 */
export const DEMO_VENDORS: Readonly<Record<string, readonly string[]>> = {
  RNG: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'],
  LIVE: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP'],
  SPORTS: ['IBC', 'SBT', 'UG'],
  FISH: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG'],
  ESPORTS: ['IMES'],
  PVP: ['KX', 'KY', 'TH', 'WS', 'XY'],
  COCKFIGHT: ['SV3'],
  LOTT: ['TCG', 'TCG_LOTTO_VN', 'TCG_SEA'],
} satisfies Partial<Record<GameType, readonly string[]>>;

/**
 * Game types the demo catalogue gained after its first release (MXWIN, spec 2.6), with their
 * vendors. Their games come after all of the first catalogue's, so that the nodeIds those have
 * (favourites, recent games and banners point at them) stay what every earlier seed gave them,
 * and a catalogue seeded before gets them too (`seedAddedGameTypes`).
 */
export const ADDED_VENDORS: Readonly<Record<string, readonly string[]>> = {
  MXWIN: ['MXW'],
} satisfies Partial<Record<GameType, readonly string[]>>;

/** Every vendor of the demo catalogue by category: the first catalogue's, then the added ones. */
export const ALL_DEMO_VENDORS: Readonly<Record<string, readonly string[]>> = {
  ...DEMO_VENDORS,
  ...ADDED_VENDORS,
};

/** The lottery families of the TCG vendor, which are its game codes. */
export const TCG_LOTTERIES = ['11X5', 'LF', 'LHC', 'PK10', 'SSC'] as const;

export interface DemoGame {
  nodeId: number;
  vassalage: string;
  gameType: GameType;
  gameCode: string;
  names: { es: string; en: string };
  gameClassify: GameClassify | null;
  isGame: 'GAME' | 'VASSALAGE';
  sort: number;
}

/** Spanish nouns (all masculine, so that the adjectives agree) with their English. */
export const NOUNS: readonly (readonly [string, string])[] = [
  ['Tesoro', 'Treasure'],
  ['Dragón', 'Dragon'],
  ['Tigre', 'Tiger'],
  ['León', 'Lion'],
  ['Templo', 'Temple'],
  ['Río', 'River'],
  ['Volcán', 'Volcano'],
  ['Bosque', 'Forest'],
  ['Cofre', 'Chest'],
  ['Diamante', 'Diamond'],
  ['Jardín', 'Garden'],
  ['Cometa', 'Comet'],
];
export const ADJECTIVES: readonly (readonly [string, string])[] = [
  ['Dorado', 'Golden'],
  ['Místico', 'Mystic'],
  ['Salvaje', 'Wild'],
  ['Brillante', 'Shining'],
  ['Antiguo', 'Ancient'],
  ['Real', 'Royal'],
  ['Secreto', 'Secret'],
  ['Eterno', 'Eternal'],
  ['Lunar', 'Lunar'],
  ['Veloz', 'Swift'],
];
/**
 * Per category: how many games each vendor gets and the word of the kind of game. Only a vendor's
 * one game is named by its kind ("Deportes IBC"); where a vendor has several, the kind word would
 * start every name of a lane (cut to the same "Tragamonedas Te…" on every tile) and the lane's
 * header says it already: those are named by their noun and adjective alone.
 */
const KINDS: Readonly<Record<string, { count: number; es: string; en: string }>> = {
  RNG: { count: 20, es: 'Tragamonedas', en: 'Slots' },
  LIVE: { count: 8, es: 'Mesa', en: 'Table' },
  SPORTS: { count: 1, es: 'Deportes', en: 'Sports' },
  FISH: { count: 6, es: 'Pesca', en: 'Fishing' },
  ESPORTS: { count: 1, es: 'Deportes electrónicos', en: 'Esports' },
  PVP: { count: 8, es: 'Cartas', en: 'Cards' },
  COCKFIGHT: { count: 1, es: 'Pelea de gallos', en: 'Cockfight' },
  MXWIN: { count: 8, es: 'Premio', en: 'Prize' },
};
const RNG_CLASSIFY: readonly (GameClassify | null)[] = [
  null,
  'SC',
  null,
  'VP',
  'JP',
  null,
  'TG',
  'AC',
  null,
  'BG',
];
const LOTTERY_NAMES: Readonly<Record<string, readonly (readonly [string, string, string])[]>> = {
  TCG: [
    ['11X5', 'Once por cinco', 'Eleven by Five'],
    ['LF', 'Lotería rápida', 'Fast Lottery'],
    ['LHC', 'Marca Seis', 'Mark Six'],
    ['PK10', 'Carrera de diez', 'Race of Ten'],
    ['SSC', 'Lotería de la hora', 'Hourly Lottery'],
  ],
  TCG_LOTTO_VN: [
    ['VN-NORTH', 'Lotería del Norte', 'Northern Lottery'],
    ['VN-CENTRAL', 'Lotería del Centro', 'Central Lottery'],
    ['VN-SOUTH', 'Lotería del Sur', 'Southern Lottery'],
    ['VN-FAST', 'Lotería veloz', 'Speedy Lottery'],
  ],
  TCG_SEA: [
    ['SEA-DAILY', 'Sorteo diario', 'Daily Draw'],
    ['SEA-WEEKLY', 'Sorteo semanal', 'Weekly Draw'],
    ['SEA-FAST', 'Sorteo rápido', 'Quick Draw'],
  ],
};

/** The first nodeId of the demo catalogue. */
const FIRST_NODE = 100_001;

/**
 * The demo games, the same on every run: names built from the word lists above (no third-party
 * names), codes `<vendor>-<nnn>` (lottery families for TCG), nodeIds in order from 100001.
 */
export function demoGames(): DemoGame[] {
  const games: DemoGame[] = [];
  const combos = NOUNS.length * ADJECTIVES.length;
  let vendorIndex = 0;
  for (const [gameType, vendors] of Object.entries(ALL_DEMO_VENDORS) as [GameType, string[]][]) {
    for (const vassalage of vendors) {
      vendorIndex += 1;
      const lotteries = LOTTERY_NAMES[vassalage];
      if (lotteries) {
        lotteries.forEach(([gameCode, es, en], i) =>
          games.push({
            nodeId: FIRST_NODE + games.length,
            vassalage,
            gameType,
            gameCode,
            names: { es, en },
            gameClassify: null,
            isGame: 'GAME',
            sort: i,
          }),
        );
        continue;
      }
      const kind = KINDS[gameType];
      if (!kind) throw new Error(`no demo kind for ${gameType}`);
      for (let i = 0; i < kind.count; i += 1) {
        // A step coprime with the number of combinations: no name repeats within a vendor.
        const k = (vendorIndex * 13 + i * 7) % combos;
        const [nounEs, nounEn] = NOUNS[k % NOUNS.length] ?? ['', ''];
        const [adjEs, adjEn] = ADJECTIVES[Math.floor(k / NOUNS.length)] ?? ['', ''];
        // A live vendor's first tile is its lobby: a group of tables opened as a list.
        const lobby = gameType === 'LIVE' && i === 0;
        games.push({
          nodeId: FIRST_NODE + games.length,
          vassalage,
          gameType,
          gameCode: `${vassalage}-${String(i + 1).padStart(3, '0')}`,
          names: lobby
            ? { es: `Salón ${vassalage}`, en: `${vassalage} Lobby` }
            : kind.count === 1
              ? { es: `${kind.es} ${vassalage}`, en: `${vassalage} ${kind.en}` }
              : { es: `${nounEs} ${adjEs}`, en: `${adjEn} ${nounEn}` },
          gameClassify:
            gameType === 'RNG'
              ? (RNG_CLASSIFY[i % RNG_CLASSIFY.length] ?? null)
              : gameType === 'FISH'
                ? 'AC'
                : gameType === 'LIVE' && !lobby
                  ? 'TG'
                  : null,
          isGame: lobby ? 'VASSALAGE' : 'GAME',
          sort: i,
        });
      }
    }
  }
  return games;
}

const vendorName = (code: string): string =>
  code === 'TCG_LOTTO_VN' ? 'TCG Lotto VN' : code === 'TCG_SEA' ? 'TCG SEA' : code;

/**
 * Inserts vendors and games; one already there (by its keys) is left as it is. The games of types
 * added later are dated now (`added_at`: new in the lobby for NEW_GAME_DAYS); the first
 * catalogue's have no date, and their insert names no column of a later migration, so that a
 * database migrated before one can still be seeded with it (the migration tests do).
 */
async function insertCatalogue(
  tx: Queryable,
  types: readonly string[],
  added: boolean,
): Promise<void> {
  const vendors = Object.entries(ALL_DEMO_VENDORS)
    .filter(([gameType]) => types.includes(gameType))
    .flatMap(([gameType, codes]) =>
      codes.map((code, sort) => ({
        code,
        game_type: gameType,
        display_name: vendorName(code),
        sort,
      })),
    );
  await tx.query(
    `INSERT INTO game_vendors (code, game_type, display_name, sort)
     SELECT code, game_type, display_name, sort
     FROM jsonb_to_recordset($1::jsonb) AS v(code text, game_type text, display_name text, sort int)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(vendors)],
  );
  const games = demoGames()
    .filter((g) => types.includes(g.gameType))
    .map((g) => ({
      node_id: g.nodeId,
      vassalage: g.vassalage,
      game_type: g.gameType,
      game_code: g.gameCode,
      names: g.names,
      game_classify: g.gameClassify,
      is_game: g.isGame,
      sort: g.sort,
    }));
  await tx.query(
    `INSERT INTO games (node_id, vassalage, game_type, game_code, names, game_classify, is_game,
       sort${added ? ', added_at' : ''})
     SELECT node_id, vassalage, game_type, game_code, names, game_classify, is_game,
       sort${added ? ', now()' : ''}
     FROM jsonb_to_recordset($1::jsonb)
       AS g(node_id int, vassalage text, game_type text, game_code text, names jsonb,
            game_classify text, is_game text, sort int)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(games)],
  );
}

/**
 * Seeds the first catalogue's vendors and demo games into an empty catalogue; a catalogue with any
 * vendor is left as it is. Returns whether it seeded. The game types added later come with
 * `seedAddedGameTypes`, which needs their migrations (0033 for MXWIN).
 */
export async function seedCatalogue(tx: Queryable): Promise<boolean> {
  const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM game_vendors',
  );
  if (n > 0) return false;
  await insertCatalogue(tx, Object.keys(DEMO_VENDORS), false);
  return true;
}

/**
 * Adds the game types of ADDED_VENDORS, with their vendors and games, to the demo catalogue (its
 * first game is there as the seed wrote it) when it has no vendor of that type yet: a fresh
 * database and one seeded before the type existed end with the same catalogue. An operator's own
 * catalogue is left alone. Returns the types it added.
 */
export async function seedAddedGameTypes(tx: Queryable): Promise<string[]> {
  const first = demoGames()[0];
  const [demo] = await tx.query(
    'SELECT 1 FROM games WHERE node_id = $1 AND vassalage = $2 AND game_code = $3',
    [first?.nodeId, first?.vassalage, first?.gameCode],
  );
  if (!demo) return [];
  const present = new Set(
    (
      await tx.query<{ game_type: string }>(
        'SELECT DISTINCT game_type FROM game_vendors WHERE game_type = ANY($1::text[])',
        [Object.keys(ADDED_VENDORS)],
      )
    ).map((r) => r.game_type),
  );
  const missing = Object.keys(ADDED_VENDORS).filter((t) => !present.has(t));
  if (missing.length > 0) await insertCatalogue(tx, missing, true);
  return missing;
}
