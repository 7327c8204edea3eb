import { createHash } from 'node:crypto';
import {
  calls,
  GAME_ART_MAX_AGE,
  GAME_FALLBACK_LANGUAGE,
  GAME_TYPES,
  gameIconPath,
  HOT_GAMES_LIMIT,
  HOT_GAMES_MAX_AGE,
  RECENT_GAMES_DEFAULT_LIMIT,
  vendorLogoPath,
  type CallValue,
  type GameClassify,
  type GameType,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serve, sessionOf, type Context } from './app';
import { gameArt, vendorArt } from './artwork';
import type { Queryable } from './db/types';
import { ApiError, fieldErrors } from './errors';

type GamePage = CallValue<typeof calls.gameList>;
type GameItem = GamePage['games'][number];

interface GameRow {
  id: number;
  node_id: number;
  vassalage: string;
  game_type: GameType;
  game_code: string;
  display_name: string;
  game_classify: GameClassify | null;
  is_game: 'GAME' | 'VASSALAGE';
}

/** The columns of a game answer: its name in language $lang, else $base, else Spanish. */
const gameColumns = (
  lang: number,
  base: number,
) => `g.id, g.node_id, g.vassalage, g.game_type, g.game_code,
  coalesce(g.names->>$${lang}, g.names->>$${base}, g.names->>'${GAME_FALLBACK_LANGUAGE}') AS display_name,
  g.game_classify, g.is_game`;

/** The asked language and its base (`pt-br` and `pt`), lower case; Spanish when none is asked. */
const languages = (language: string | undefined): [string, string] => {
  const lang = (language ?? GAME_FALLBACK_LANGUAGE).toLowerCase();
  return [lang, lang.split('-')[0] ?? lang];
};

const item = (row: GameRow): GameItem => ({
  gameId: row.id,
  nodeId: row.node_id,
  vassalage: row.vassalage,
  gameType: row.game_type,
  gameCode: row.game_code,
  displayName: row.display_name,
  icon: gameIconPath(row.game_type, row.vassalage, row.game_code),
  isGame: row.is_game,
  gameClassify: row.game_classify,
});

/**
 * A page of games: `from` and `where` name the rows (with parameters `params`), `order` sorts
 * them. An empty page past the end still says how many pages there are.
 */
async function gamePage(
  db: Queryable,
  sql: { from: string; where: string; order: string; params: unknown[] },
  language: string | undefined,
  pageNo: number,
  pageSize: number,
): Promise<GamePage> {
  const [lang, base] = languages(language);
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

async function favouriteIds(db: Queryable, accountId: number): Promise<number[]> {
  const rows = await db.query<{ node_id: number }>(
    `SELECT g.node_id FROM game_favourites f JOIN games g ON g.id = f.game_id
     WHERE f.account_id = $1 ORDER BY f.created_at DESC, g.node_id`,
    [accountId],
  );
  return rows.map((r) => r.node_id);
}

async function gameByNode(
  db: Queryable,
  nodeId: number,
): Promise<{ id: number; vassalage: string; game_type: string }> {
  const [game] = await db.query<{ id: number; vassalage: string; game_type: string }>(
    'SELECT id, vassalage, game_type FROM games WHERE node_id = $1',
    [nodeId],
  );
  if (!game)
    throw new ApiError('NOT_FOUND', {
      message: `nodeId: no game ${nodeId}`,
      value: { fields: { nodeId: `no game ${nodeId}` } },
    });
  return game;
}

/** A merchant code sent in the query must be the operator's, as the `Merchant` header is. */
const checkMerchant = (ctx: Context, field: string, code: string | undefined): void => {
  if (code !== undefined && code !== ctx.config.merchantCode)
    throw new ApiError('MERCHANT_INVALID', {
      message: `${field}: unknown merchant`,
      value: { fields: { [field]: 'unknown merchant' } },
    });
};

/** The policy of the artwork answers: nothing may run or be fetched, inline styles may apply. */
const ART_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Sends an SVG drawn by the server, kept a week by clients and proxies; its entity tag is a hash of
 * its bytes, so that a revalidation of unchanged artwork answers 304.
 */
function sendSvg(req: FastifyRequest, reply: FastifyReply, body: string): FastifyReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${GAME_ART_MAX_AGE}`)
    .header('content-security-policy', ART_CSP)
    .header('etag', etag);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(body);
}

/** The artwork of the catalogue: a tile per game and a logo per vendor, drawn on request. */
function registerArtwork(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { gameType: string; vassalage: string; file: string } }>(
    '/games/icons/:gameType/:vassalage/:file',
    async (req, reply) => {
      const { gameType, vassalage, file } = req.params;
      const gameCode = file.endsWith('.svg') ? file.slice(0, -4) : undefined;
      const [game] = gameCode
        ? await db.query<{ node_id: number; name: string }>(
            `SELECT node_id, names->>'${GAME_FALLBACK_LANGUAGE}' AS name FROM games
             WHERE game_type = $1 AND vassalage = $2 AND game_code = $3`,
            [gameType, vassalage, gameCode],
          )
        : [];
      if (!game) throw new ApiError('NOT_FOUND');
      return sendSvg(req, reply, gameArt({ nodeId: game.node_id, vassalage, name: game.name }));
    },
  );

  app.get<{ Params: { file: string } }>('/games/vendors/:file', async (req, reply) => {
    const { file } = req.params;
    const code = file.endsWith('.svg') ? file.slice(0, -4) : undefined;
    const [vendor] = code
      ? await db.query<{ display_name: string }>(
          `SELECT display_name FROM game_vendors WHERE code = $1
           ORDER BY array_position($2::text[], game_type), sort LIMIT 1`,
          [code, GAME_TYPES],
        )
      : [];
    if (!code || !vendor) throw new ApiError('NOT_FOUND');
    return sendSvg(req, reply, vendorArt({ code, name: vendor.display_name }));
  });
}

/** The catalogue: menus, vendors, the game list, favourites and their artwork. */
export function registerGameRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;
  registerArtwork(app, db);

  const vendors = async (gameType: GameType | undefined) => {
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
  };

  serve(app, ctx, calls.gameMenus, async () => {
    const lanes = await vendors(undefined);
    const menus = GAME_TYPES.map((gameType) => ({
      gameType,
      vendors: lanes.filter((v) => v.gameType === gameType),
    })).filter((m) => m.vendors.length > 0);
    return { menus };
  });

  serve(app, ctx, calls.gameVendors, async ({ query }) => {
    checkMerchant(ctx, 'merchantCode', query.merchantCode);
    return { lanes: await vendors(query.gameType) };
  });

  serve(app, ctx, calls.gameList, async ({ query }) => {
    checkMerchant(ctx, 'merchant', query.merchant);
    return gamePage(
      db,
      {
        from: 'games g JOIN game_vendors v ON v.game_type = g.game_type AND v.code = g.vassalage',
        where: `g.game_type = $1 AND ($2::text IS NULL OR g.vassalage = $2)
          AND ($3::text IS NULL OR g.game_classify = $3)`,
        order: 'v.sort, g.sort, g.id',
        params: [query.gameType, query.vassalage ?? null, query.gameClassify ?? null],
      },
      query.language,
      query.pageNo ?? 1,
      query.pageSize ?? 24,
    );
  });

  /**
   * The hot lists ranked lately, by vendor and language, for HOT_GAMES_MAX_AGE seconds. Each
   * process keeps its own; a list at most that old is what the Cache-Control header allows anyway.
   */
  const hot = new Map<string, { until: number; value: CallValue<typeof calls.hotGames> }>();

  serve(app, ctx, calls.hotGames, async ({ query }) => {
    checkMerchant(ctx, 'merchantCode', query.merchantCode);
    const [lang, base] = languages(query.language);
    const key = JSON.stringify([query.vassalage ?? null, lang]);
    const now = Date.now();
    const kept = hot.get(key);
    if (kept && kept.until > now && query.refresh !== true) return kept.value;
    // Most favourited first; ties, and games no one favourited, in an order seeded by nodeId that
    // mixes vendors and stays the same from one ranking to the next.
    const rows = await db.query<GameRow>(
      `SELECT ${gameColumns(2, 3)} FROM games g
       LEFT JOIN (SELECT game_id, count(*) AS n FROM game_favourites GROUP BY game_id) f
         ON f.game_id = g.id
       WHERE g.is_game = 'GAME' AND ($1::text IS NULL OR g.vassalage = $1)
       ORDER BY coalesce(f.n, 0) DESC, md5(g.node_id::text), g.id
       LIMIT $4`,
      [query.vassalage ?? null, lang, base, HOT_GAMES_LIMIT],
    );
    const value = { games: rows.map(item), rankedAt: new Date(now).toISOString() };
    for (const [k, v] of hot) if (v.until <= now) hot.delete(k);
    hot.set(key, { until: now + HOT_GAMES_MAX_AGE * 1000, value });
    return value;
  });

  // The game launch will record into game_recent; it is not served yet, so the list stays empty.
  serve(app, ctx, calls.recentGames, async (input) => {
    const { query } = input;
    const [lang, base] = languages(query.language);
    const rows = await db.query<GameRow & { played_at: Date | string }>(
      `SELECT ${gameColumns(2, 3)}, r.played_at FROM game_recent r JOIN games g ON g.id = r.game_id
       WHERE r.account_id = $1 ORDER BY r.played_at DESC, g.id LIMIT $4`,
      [sessionOf(input).account.id, lang, base, query.limitNum ?? RECENT_GAMES_DEFAULT_LIMIT],
    );
    return {
      games: rows.map((r) => ({ ...item(r), playedAt: new Date(r.played_at).toISOString() })),
    };
  });

  serve(app, ctx, calls.favouriteIds, async (input) => ({
    nodeIds: await favouriteIds(db, sessionOf(input).account.id),
  }));

  serve(app, ctx, calls.favouriteList, async (input) => {
    const { query } = input;
    return gamePage(
      db,
      {
        from: 'game_favourites f JOIN games g ON g.id = f.game_id',
        where: 'f.account_id = $1 AND ($2::text IS NULL OR g.game_type = $2)',
        order: 'f.created_at DESC, g.id',
        params: [sessionOf(input).account.id, query.gameType ?? null],
      },
      query.language,
      query.pageNo ?? 1,
      query.pageSize ?? 999,
    );
  });

  serve(app, ctx, calls.favouriteAdd, async (input) => {
    const { body } = input;
    const accountId = sessionOf(input).account.id;
    const game = await gameByNode(db, body.nodeId);
    const wrong: Record<string, string> = {};
    if (body.vassalage !== undefined && body.vassalage !== game.vassalage)
      wrong['vassalage'] = `game ${body.nodeId} is of vendor ${game.vassalage}`;
    if (body.gameType !== undefined && body.gameType !== game.game_type)
      wrong['gameType'] = `game ${body.nodeId} is of type ${game.game_type}`;
    if (Object.keys(wrong).length) throw fieldErrors(wrong);
    // Adding a favourite twice keeps the one row (and its first date).
    await db.query(
      'INSERT INTO game_favourites (account_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [accountId, game.id],
    );
    return { nodeId: body.nodeId, favourite: true, nodeIds: await favouriteIds(db, accountId) };
  });

  serve(app, ctx, calls.favouriteRemove, async (input) => {
    const { query } = input;
    const accountId = sessionOf(input).account.id;
    const game = await gameByNode(db, query.nodeId);
    await db.query('DELETE FROM game_favourites WHERE account_id = $1 AND game_id = $2', [
      accountId,
      game.id,
    ]);
    return { nodeId: query.nodeId, favourite: false, nodeIds: await favouriteIds(db, accountId) };
  });
}
