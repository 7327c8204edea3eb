import {
  calls,
  GAME_ART_MAX_AGE,
  GAME_TYPES,
  HOT_GAMES_MAX_AGE,
  offeredClassifies,
  RECENT_GAMES_DEFAULT_LIMIT,
  type CallValue,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/types';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError, fieldErrors } from '../http/errors';
import { sendSvg } from '../http/responses';
import { serve, sessionOf } from '../http/serve';
import { gameLanguages } from '../i18n/languages';
import { balanceCents, fromCents, toCents } from '../ledger/ledger';
import { offeredLanguages } from '../system/languages';
import { requireFlag } from '../settings/flags';
import { gameArt, vendorArt } from './artwork';
import { searchGames } from './search';
import {
  addFavourite,
  favouriteIds,
  gameArtRow,
  gameByNode,
  gamePage,
  gameTypeLanes,
  hotGames,
  item,
  pvpRooms,
  recentGames,
  removeFavourite,
  vendorArtRow,
  vendors,
} from './service';

/** A merchant code sent in the query must be the operator's, as the `Merchant` header is. */
const checkMerchant = (ctx: Context, field: string, code: string | undefined): void => {
  if (code !== undefined && code !== ctx.config.merchantCode)
    throw new ApiError('MERCHANT_INVALID', {
      message: `${field}: unknown merchant`,
      value: { fields: { [field]: 'unknown merchant' } },
    });
};

/** The artwork of the catalogue: a tile per game and a logo per vendor, drawn on request. */
function registerArtwork(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { gameType: string; vassalage: string; file: string } }>(
    '/games/icons/:gameType/:vassalage/:file',
    async (req, reply) => {
      const { gameType, vassalage, file } = req.params;
      const gameCode = file.endsWith('.svg') ? file.slice(0, -4) : undefined;
      const game = gameCode && (await gameArtRow(db, gameType, vassalage, gameCode));
      if (!game) throw new ApiError('NOT_FOUND');
      return sendSvg(
        req,
        reply,
        gameArt({ nodeId: game.node_id, vassalage, gameType, name: game.name, names: game.names }),
        GAME_ART_MAX_AGE,
      );
    },
  );

  app.get<{ Params: { file: string } }>('/games/vendors/:file', async (req, reply) => {
    const { file } = req.params;
    const code = file.endsWith('.svg') ? file.slice(0, -4) : undefined;
    const vendor = code && (await vendorArtRow(db, code));
    if (!code || !vendor) throw new ApiError('NOT_FOUND');
    return sendSvg(req, reply, vendorArt({ code, name: vendor.display_name }), GAME_ART_MAX_AGE);
  });
}

/**
 * The catalogue: menus, vendors, the game list, favourites, the game-type lanes, the PVP rooms and
 * the artwork.
 */
function register(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;
  registerArtwork(app, db);

  serve(app, ctx, calls.gameMenus, async () => {
    const lanes = await vendors(db, undefined);
    const menus = GAME_TYPES.map((gameType) => ({
      gameType,
      vendors: lanes.filter((v) => v.gameType === gameType),
    })).filter((m) => m.vendors.length > 0);
    return { menus };
  });

  serve(app, ctx, calls.gameVendors, async ({ query }) => {
    checkMerchant(ctx, 'merchantCode', query.merchantCode);
    return { lanes: await vendors(db, query.gameType) };
  });

  serve(app, ctx, calls.gameList, async ({ query }) => {
    checkMerchant(ctx, 'merchant', query.merchant);
    // A sub-category the operator does not offer (bingo without TY) has no games to list.
    const classify = query.gameClassify;
    const offered = !classify || offeredClassifies(await offeredLanguages(db)).includes(classify);
    return gamePage(
      db,
      {
        from: 'games g JOIN game_vendors v ON v.game_type = g.game_type AND v.code = g.vassalage',
        where: `g.game_type = $1 AND ($2::text IS NULL OR g.vassalage = $2)
          AND ($3::text IS NULL OR g.game_classify = $3) AND $4::boolean`,
        order: 'v.sort, g.sort, g.id',
        params: [query.gameType, query.vassalage ?? null, classify ?? null, offered],
      },
      query.language,
      query.pageNo ?? 1,
      query.pageSize ?? 24,
    );
  });

  serve(app, ctx, calls.gameSearch, async ({ query }) => {
    checkMerchant(ctx, 'merchant', query.merchant);
    return searchGames(db, query);
  });

  /**
   * The hot lists ranked lately, by vendor and language, for HOT_GAMES_MAX_AGE seconds. Each
   * process keeps its own; a list at most that old is what the Cache-Control header allows anyway.
   */
  const hot = new Map<string, { until: number; value: CallValue<typeof calls.hotGames> }>();

  serve(app, ctx, calls.hotGames, async ({ query }) => {
    checkMerchant(ctx, 'merchantCode', query.merchantCode);
    await requireFlag(db, 'GAMELOHOT3', 'The hot games list is not offered');
    const [lang, base] = gameLanguages(query.language);
    const key = JSON.stringify([query.vassalage ?? null, lang]);
    const now = Date.now();
    const kept = hot.get(key);
    if (kept && kept.until > now && query.refresh !== true) return kept.value;
    const rows = await hotGames(db, query.vassalage, lang, base);
    const value = { games: rows.map(item), rankedAt: new Date(now).toISOString() };
    for (const [k, v] of hot) if (v.until <= now) hot.delete(k);
    hot.set(key, { until: now + HOT_GAMES_MAX_AGE * 1000, value });
    return value;
  });

  // Launches are recorded whether or not the list is offered: switched on, it has them already.
  serve(app, ctx, calls.recentGames, async (input) => {
    const { query } = input;
    await requireFlag(db, 'GAMELOREC3', 'The recent games list is not offered');
    const rows = await recentGames(
      db,
      sessionOf(input).account.id,
      query.language,
      query.limitNum ?? RECENT_GAMES_DEFAULT_LIMIT,
    );
    return {
      games: rows.map((r) => ({ ...item(r), playedAt: new Date(r.played_at).toISOString() })),
    };
  });

  // Favourites kept while the module is off come back with it; none can be read or changed.
  const favourites = () => requireFlag(db, 'GAMELOFAV3', 'Favourite games are not offered');

  serve(app, ctx, calls.favouriteIds, async (input) => {
    await favourites();
    return { nodeIds: await favouriteIds(db, sessionOf(input).account.id) };
  });

  serve(app, ctx, calls.favouriteList, async (input) => {
    const { query } = input;
    await favourites();
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
    await favourites();
    const accountId = sessionOf(input).account.id;
    const game = await gameByNode(db, body.nodeId);
    const wrong: Record<string, string> = {};
    if (body.vassalage !== undefined && body.vassalage !== game.vassalage)
      wrong['vassalage'] = `game ${body.nodeId} is of vendor ${game.vassalage}`;
    if (body.gameType !== undefined && body.gameType !== game.game_type)
      wrong['gameType'] = `game ${body.nodeId} is of type ${game.game_type}`;
    if (Object.keys(wrong).length) throw fieldErrors(wrong);
    await addFavourite(db, accountId, game.id);
    return { nodeId: body.nodeId, favourite: true, nodeIds: await favouriteIds(db, accountId) };
  });

  serve(app, ctx, calls.favouriteRemove, async (input) => {
    const { query } = input;
    await favourites();
    const accountId = sessionOf(input).account.id;
    const game = await gameByNode(db, query.nodeId);
    await removeFavourite(db, accountId, game.id);
    return { nodeId: query.nodeId, favourite: false, nodeIds: await favouriteIds(db, accountId) };
  });

  serve(app, ctx, calls.gameTypes, async ({ query }) => {
    checkMerchant(ctx, 'merchantCode', query.merchantCode);
    const rows = await gameTypeLanes(db);
    return {
      lanes: rows.map((r) => ({
        gameType: r.game_type,
        vendorCount: r.vendors,
        gameCount: r.games,
      })),
    };
  });

  serve(app, ctx, calls.pvpRooms, async (input) => {
    const { query } = input;
    const { account } = sessionOf(input);
    const balance = await balanceCents(db, account.id);
    const rows = await pvpRooms(db, query.language, query);
    return {
      balance: fromCents(balance),
      rooms: rows.map((r) => ({
        // A room is a game's table of one tier: its id is stable as long as the game's nodeId.
        roomId: r.node_id * 10 + r.sort,
        nodeId: r.node_id,
        vassalage: r.vassalage,
        gameCode: r.game_code,
        displayName: r.display_name,
        tier: r.tier,
        tierName: r.tier_name,
        baseBet: fromCents(toCents(r.base_bet)),
        minBalance: fromCents(toCents(r.min_balance)),
        canEnter: balance >= toCents(r.min_balance),
      })),
    };
  });
}

export const catalogueRoutes: DomainRoutes = { domain: 'catalogue', register };
