import type { calls } from '@portal/contract';
import {
  GAME_FALLBACK_LANGUAGE,
  GAME_TYPES,
  gameIconPath,
  HOT_BADGE_LIMIT,
  HOT_GAMES_LIMIT,
  NEW_GAME_DAYS,
  vendorLogoPath,
  type CallValue,
  type GameBadge,
  type GameClassify,
  type GameType,
} from '@portal/contract';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { gameLanguages, nameSql } from '../i18n/languages';

type GamePage = CallValue<typeof calls.gameList>;
type GameItem = GamePage['games'][number];

export interface GameRow {
  id: number;
  node_id: number;
  vassalage: string;
  game_type: GameType;
  game_code: string;
  display_name: string;
  game_classify: GameClassify | null;
  is_game: 'GAME' | 'VASSALAGE';
  badge: GameBadge | null;
}

/** How many accounts favour each game (`game_id`, `n`): the popularity the hot list ranks by. */
export const FAVOURITE_COUNTS =
  '(SELECT game_id, count(*) AS n FROM game_favourites GROUP BY game_id)';

/**
 * The hot list's order of games `g` joined to FAVOURITE_COUNTS as `f`: most favourited first; ties,
 * and games no one favourited, in an order seeded by nodeId that mixes vendors and stays the same
 * from one ranking to the next.
 */
export const hotOrder = (g: string, f: string): string =>
  `coalesce(${f}.n, 0) DESC, md5(${g}.node_id::text), ${g}.id`;

/**
 * The `badge` of games `g` (GAME_BADGES): HOT for the hot list's first HOT_BADGE_LIMIT games that
 * someone favours (one ranking for the whole statement, not one query a game), else NEW for a game
 * added within NEW_GAME_DAYS days by the database's clock; NULL for the others.
 */
export const badgeSql = (g: string): string => `CASE
  WHEN ${g}.id IN (SELECT hg.id FROM games hg JOIN ${FAVOURITE_COUNTS} hf ON hf.game_id = hg.id
    WHERE hg.is_game = 'GAME' ORDER BY ${hotOrder('hg', 'hf')} LIMIT ${HOT_BADGE_LIMIT}) THEN 'HOT'
  WHEN ${g}.added_at > now() - ${NEW_GAME_DAYS} * interval '1 day' THEN 'NEW'
  END`;

/** The columns of a game answer: its name in language $lang, else $base, else Spanish. */
export const gameColumns = (
  lang: number,
  base: number,
) => `g.id, g.node_id, g.vassalage, g.game_type, g.game_code,
  ${nameSql('g', `$${lang}`, `$${base}`)} AS display_name,
  g.game_classify, g.is_game, ${badgeSql('g')} AS badge`;

export const item = (row: GameRow): GameItem => ({
  gameId: row.id,
  nodeId: row.node_id,
  vassalage: row.vassalage,
  gameType: row.game_type,
  gameCode: row.game_code,
  displayName: row.display_name,
  icon: gameIconPath(row.game_type, row.vassalage, row.game_code),
  isGame: row.is_game,
  gameClassify: row.game_classify,
  ...(row.badge ? { badge: row.badge } : {}),
});

/**
 * A page of games: `from` and `where` name the rows (with parameters `params`), `order` sorts
 * them. An empty page past the end still says how many pages there are.
 */
export async function gamePage(
  db: Queryable,
  sql: { from: string; where: string; order: string; params: unknown[] },
  language: string | undefined,
  pageNo: number,
  pageSize: number,
): Promise<GamePage> {
  const [lang, base] = gameLanguages(language);
  const n = sql.params.length;
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${sql.from} WHERE ${sql.where}`,
    sql.params,
  );
  const rows = await db.query<GameRow>(
    `SELECT ${gameColumns(n + 1, n + 2)} FROM ${sql.from} WHERE ${sql.where} ORDER BY ${sql.order}
     LIMIT $${n + 3} OFFSET $${n + 4}`,
    [...sql.params, lang, base, pageSize, (pageNo - 1) * pageSize],
  );
  return {
    games: rows.map(item),
    pageNo,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

export async function favouriteIds(db: Queryable, accountId: number): Promise<number[]> {
  const rows = await db.query<{ node_id: number }>(
    `SELECT g.node_id FROM game_favourites f JOIN games g ON g.id = f.game_id
     WHERE f.account_id = $1 ORDER BY f.created_at DESC, g.node_id`,
    [accountId],
  );
  return rows.map((r) => r.node_id);
}

/** The game (or group of games) of a nodeId; NOT_FOUND naming the field otherwise. */
export async function gameByNode(
  db: Queryable,
  nodeId: number,
): Promise<{ id: number; vassalage: string; game_type: string; is_game: string }> {
  const [game] = await db.query<{
    id: number;
    vassalage: string;
    game_type: string;
    is_game: string;
  }>('SELECT id, vassalage, game_type, is_game FROM games WHERE node_id = $1', [nodeId]);
  if (!game)
    throw new ApiError('NOT_FOUND', {
      message: `nodeId: no game ${nodeId}`,
      value: { fields: { nodeId: `no game ${nodeId}` } },
    });
  return game;
}

/** The vendors (of one game type, or all) with how many games each has, in menu order. */
export async function vendors(db: Queryable, gameType: GameType | undefined) {
  const rows = await db.query<{
    code: string;
    game_type: GameType;
    display_name: string;
    games: number;
  }>(
    `SELECT v.code, v.game_type, v.display_name,
       (SELECT count(*)::int FROM games g WHERE g.game_type = v.game_type AND g.vassalage = v.code) AS games
     FROM game_vendors v WHERE ($1::text IS NULL OR v.game_type = $1)
     ORDER BY array_position($2::text[], v.game_type), v.sort, v.code`,
    [gameType ?? null, GAME_TYPES],
  );
  return rows.map((r) => ({
    vassalage: r.code,
    gameType: r.game_type,
    displayName: r.display_name,
    gameCount: r.games,
    logo: vendorLogoPath(r.code),
  }));
}

/** The hot list (of one vendor, or all) in its order (`hotOrder`). */
export const hotGames = (
  db: Queryable,
  vassalage: string | undefined,
  lang: string,
  base: string,
) =>
  db.query<GameRow>(
    `SELECT ${gameColumns(2, 3)} FROM games g LEFT JOIN ${FAVOURITE_COUNTS} f ON f.game_id = g.id
     WHERE g.is_game = 'GAME' AND ($1::text IS NULL OR g.vassalage = $1)
     ORDER BY ${hotOrder('g', 'f')}
     LIMIT $4`,
    [vassalage ?? null, lang, base, HOT_GAMES_LIMIT],
  );

/** The games a member launched lately, the latest first. */
export const recentGames = (
  db: Queryable,
  accountId: number,
  language: string | undefined,
  limit: number,
) => {
  const [lang, base] = gameLanguages(language);
  return db.query<GameRow & { played_at: Date | string }>(
    `SELECT ${gameColumns(2, 3)}, r.played_at FROM game_recent r JOIN games g ON g.id = r.game_id
     WHERE r.account_id = $1 ORDER BY r.played_at DESC, g.id LIMIT $4`,
    [accountId, lang, base, limit],
  );
};

/** Adding a favourite twice keeps the one row (and its first date). */
export async function addFavourite(db: Queryable, accountId: number, gameId: number) {
  await db.query(
    'INSERT INTO game_favourites (account_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [accountId, gameId],
  );
}

export async function removeFavourite(db: Queryable, accountId: number, gameId: number) {
  await db.query('DELETE FROM game_favourites WHERE account_id = $1 AND game_id = $2', [
    accountId,
    gameId,
  ]);
}

/** The game types with how many vendors and games each has. */
export const gameTypeLanes = (db: Queryable) =>
  db.query<{ game_type: string; vendors: number; games: number }>(
    `SELECT v.game_type, count(DISTINCT v.code)::int AS vendors, count(g.id)::int AS games
     FROM game_vendors v LEFT JOIN games g ON g.game_type = v.game_type AND g.vassalage = v.code
     GROUP BY v.game_type ORDER BY array_position($1::text[], v.game_type)`,
    [GAME_TYPES],
  );

/** The rooms of the PVP games: each game's table of each tier, in catalogue order. */
export const pvpRooms = (
  db: Queryable,
  language: string | undefined,
  filter: { vassalage?: string | undefined; gameCode?: string | undefined },
) => {
  const [lang, base] = gameLanguages(language);
  return db.query<{
    node_id: number;
    vassalage: string;
    game_code: string;
    display_name: string;
    tier: string;
    tier_name: string;
    sort: number;
    base_bet: string;
    min_balance: string;
  }>(
    `SELECT g.node_id, g.vassalage, g.game_code, ${nameSql('g', '$1', '$2')} AS display_name,
       r.tier, ${nameSql('r', '$1', '$2')} AS tier_name, r.sort,
       r.base_bet::text AS base_bet, r.min_balance::text AS min_balance
     FROM games g JOIN game_vendors v ON v.game_type = g.game_type AND v.code = g.vassalage
     CROSS JOIN pvp_room_tiers r
     WHERE g.game_type = 'PVP' AND g.is_game = 'GAME'
       AND ($3::text IS NULL OR g.vassalage = $3) AND ($4::text IS NULL OR g.game_code = $4)
     ORDER BY v.sort, g.sort, g.id, r.sort`,
    [lang, base, filter.vassalage ?? null, filter.gameCode ?? null],
  );
};

/**
 * What a game's drawn tile is made of: its nodeId, its Spanish name (the one shown) and all its
 * names (whose words choose the drawing).
 */
export async function gameArtRow(
  db: Queryable,
  gameType: string,
  vassalage: string,
  gameCode: string,
): Promise<{ node_id: number; name: string; names: string[] } | undefined> {
  const [game] = await db.query<{ node_id: number; name: string; names: unknown }>(
    `SELECT node_id, names->>'${GAME_FALLBACK_LANGUAGE}' AS name, names FROM games
     WHERE game_type = $1 AND vassalage = $2 AND game_code = $3`,
    [gameType, vassalage, gameCode],
  );
  if (!game) return undefined;
  // The names are an object of texts; anything else an operator may have stored is left out.
  const names =
    game.names && typeof game.names === 'object'
      ? Object.values(game.names).filter((n): n is string => typeof n === 'string')
      : [];
  return { node_id: game.node_id, name: game.name, names };
}

/** The name of a vendor for its drawn logo. */
export async function vendorArtRow(db: Queryable, code: string) {
  const [vendor] = await db.query<{ display_name: string }>(
    `SELECT display_name FROM game_vendors WHERE code = $1
     ORDER BY array_position($2::text[], game_type), sort LIMIT 1`,
    [code, GAME_TYPES],
  );
  return vendor;
}
