import { Type } from 'typebox';
import {
  closed,
  GameCode,
  Language,
  MerchantCode,
  NodeId,
  opt,
  PageNo,
  Platform,
  Str,
  Vassalage,
} from '../shared';
import { GAME_CLASSIFIES } from './classifies';

export {
  BINGO_LANGUAGE,
  GAME_CLASSIFIES,
  offeredClassifies,
  type GameClassify,
} from './classifies';

/**
 * The vendor categories (game types) of the lobby, in the order of the home game-type menu (spec
 * 2.6: ... PVP, COCKFIGHT, MXWIN), then the lottery ones. Esports (IMES) and cockfight (SV3) are
 * split out of SPORTS.
 */
export const GAME_TYPES = [
  'RNG',
  'LIVE',
  'SPORTS',
  'FISH',
  'ESPORTS',
  'PVP',
  'COCKFIGHT',
  'MXWIN',
  'LOTT',
  'ELOTT',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/**
 * What a tile stands for: `GAME` starts one game; `VASSALAGE` stands for a vendor's group of games,
 * which the client opens as a pop-up list (spec 2.10).
 */
export const IS_GAME_VALUES = ['GAME', 'VASSALAGE'] as const;

/** The largest page of the game list, and of the favourites list (spec 9 asks for 999). */
export const GAME_LIST_MAX_PAGE_SIZE = 100;
export const FAVOURITE_LIST_MAX_PAGE_SIZE = 999;
/** The page size of the game grid when none is asked for (spec 9: 24 outside the home lobby). */
export const GAME_LIST_DEFAULT_PAGE_SIZE = 24;
/** The language of display names when the asked one has none. */
export const GAME_FALLBACK_LANGUAGE = 'es';

const GameTypeSchema = Type.Enum([...GAME_TYPES]);
const GameClassifySchema = Type.Enum([...GAME_CLASSIFIES]);
/** The client type of the game list (3 for the web client, spec 7.2). */
const ClientType = Type.Integer({ minimum: 0, maximum: 99 });

export const GameVendor = Type.Object(
  {
    vassalage: Type.String(),
    gameType: GameTypeSchema,
    displayName: Type.String(),
    /** How many games of the vendor the catalogue holds. */
    gameCount: Type.Integer(),
    /** The vendor's logo, an SVG the server draws (`vendorLogoPath`). */
    logo: Type.String(),
  },
  closed,
);

export const GameMenu = Type.Object(
  {
    gameType: GameTypeSchema,
    vendors: Type.Array(GameVendor),
  },
  closed,
);

/** The lobby's categories that have vendors, in menu order, each with its vendors. */
export const GameMenusValue = Type.Object({ menus: Type.Array(GameMenu) }, closed);

export const GameVendorQuery = Type.Object(
  {
    platform: opt(Platform),
    merchantCode: opt(MerchantCode),
    /** Only the vendors of one category. */
    gameType: opt(GameTypeSchema),
  },
  closed,
);

/** The vendors as lanes of the lobby, one a vendor, in menu order. */
export const GameVendorValue = Type.Object({ lanes: Type.Array(GameVendor) }, closed);

/**
 * The tag a tile may carry (issue 23): HOT for the hot list's first HOT_BADGE_LIMIT games that some
 * account favours, NEW for a game added to the catalogue within the last NEW_GAME_DAYS days (HOT
 * when both hold). The client shows it in the player's language.
 */
export const GAME_BADGES = ['HOT', 'NEW'] as const;
export type GameBadge = (typeof GAME_BADGES)[number];
/** How many of the most favourited games are tagged HOT: a few, or the tag says nothing. */
export const HOT_BADGE_LIMIT = 6;
/** How long a game added to the catalogue is tagged NEW, in days. */
export const NEW_GAME_DAYS = 30;

export const GameItem = Type.Object(
  {
    gameId: Type.Integer(),
    nodeId: Type.Integer(),
    vassalage: Type.String(),
    gameType: GameTypeSchema,
    gameCode: Type.String(),
    /** In the asked language; in Spanish when the game has no name in it. */
    displayName: Type.String(),
    /**
     * The tile image as a path on the image CDN (`imageCDNs` of the system info): an SVG the
     * server draws for the game (`gameIconPath`).
     */
    icon: Type.String(),
    isGame: Type.Enum([...IS_GAME_VALUES]),
    gameClassify: Type.Union([GameClassifySchema, Type.Null()]),
    /** HOT or NEW (`GAME_BADGES`); absent for the other games. */
    badge: opt(Type.Enum([...GAME_BADGES])),
  },
  closed,
);

/** A page of games: `totalPages` is 0 when nothing matches. */
export const GamePageValue = Type.Object(
  {
    games: Type.Array(GameItem),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  },
  closed,
);

export const GameListQuery = Type.Object(
  {
    clientType: opt(ClientType),
    platform: opt(Platform),
    merchant: opt(MerchantCode),
    gameType: GameTypeSchema,
    pageNo: opt(PageNo),
    pageSize: opt(
      Type.Integer({
        minimum: 1,
        maximum: GAME_LIST_MAX_PAGE_SIZE,
        default: GAME_LIST_DEFAULT_PAGE_SIZE,
      }),
    ),
    vassalage: opt(Vassalage),
    gameClassify: opt(GameClassifySchema),
    language: opt(Language),
  },
  closed,
);

/** The orders a game search offers (issue 23): most favourited, newest added, A to Z. */
export const GAME_SORTS = ['popular', 'new', 'name'] as const;
export type GameSort = (typeof GAME_SORTS)[number];
/** A search asks for at least this many letters or digits, and at most GAME_SEARCH_MAX characters. */
export const GAME_SEARCH_MIN = 2;
export const GAME_SEARCH_MAX = 50;

export const GameSearchQuery = Type.Object(
  {
    clientType: opt(ClientType),
    platform: opt(Platform),
    merchant: opt(MerchantCode),
    /** Part of a game's name in the asked language (else Spanish), or of its code. */
    keyword: Str(GAME_SEARCH_MAX, 1),
    /** Only games of this type; every type by default. */
    gameType: opt(GameTypeSchema),
    sort: opt(Type.Enum([...GAME_SORTS], { default: 'popular' })),
    pageNo: opt(PageNo),
    pageSize: opt(
      Type.Integer({
        minimum: 1,
        maximum: GAME_LIST_MAX_PAGE_SIZE,
        default: GAME_LIST_DEFAULT_PAGE_SIZE,
      }),
    ),
    language: opt(Language),
  },
  closed,
);

export const FavouriteListQuery = Type.Object(
  {
    clientType: opt(ClientType),
    platform: opt(Platform),
    language: opt(Language),
    pageNo: opt(PageNo),
    pageSize: opt(
      Type.Integer({
        minimum: 1,
        maximum: FAVOURITE_LIST_MAX_PAGE_SIZE,
        default: FAVOURITE_LIST_MAX_PAGE_SIZE,
      }),
    ),
    gameType: opt(GameTypeSchema),
  },
  closed,
);

export const FavouriteIdsValue = Type.Object({ nodeIds: Type.Array(Type.Integer()) }, closed);

export const FavouriteAddBody = Type.Object(
  {
    nodeId: NodeId,
    /** The game's vendor and type, as the original client sends them; checked when present. */
    vassalage: opt(Vassalage),
    gameType: opt(GameTypeSchema),
  },
  closed,
);

export const FavouriteRemoveQuery = Type.Object({ nodeId: NodeId }, closed);

/** The favourites after the change, so that the client can settle its optimistic list. */
export const FavouriteChangeValue = Type.Object(
  {
    nodeId: Type.Integer(),
    favourite: Type.Boolean(),
    nodeIds: Type.Array(Type.Integer()),
  },
  closed,
);

/**
 * Where the server serves a game's tile artwork (an SVG it draws itself): by category, vendor and
 * game code, since a vendor's codes repeat across its categories (AG-001 is a slot, a table and a
 * fishing game).
 */
export const gameIconPath = (gameType: string, vassalage: string, gameCode: string): string =>
  `/games/icons/${gameType}/${vassalage}/${encodeURIComponent(gameCode)}.svg`;

/** Where the server serves a vendor's logo (an SVG it draws itself), one per vendor code. */
export const vendorLogoPath = (vassalage: string): string => `/games/vendors/${vassalage}.svg`;

/** How long a client or proxy may keep the artwork, in seconds (a week). */
export const GAME_ART_MAX_AGE = 604_800;

/** How many games the hot list holds. */
export const HOT_GAMES_LIMIT = 24;
/**
 * How long the hot list may be kept, in seconds: by the client and proxies (`Cache-Control`), and
 * by the server, which ranks it again only when this has passed or `refresh` is asked for.
 */
export const HOT_GAMES_MAX_AGE = 60;

export const HotGamesQuery = Type.Object(
  {
    merchantCode: opt(MerchantCode),
    /** The web client's platform flag (spec 7.2 sends 2); the only hot list this server keeps. */
    isPlatform: opt(Type.Integer({ minimum: 2, maximum: 2 })),
    vassalage: opt(Vassalage),
    platform: opt(Platform),
    language: opt(Language),
    /** Rank the list again now instead of answering the one the server keeps. */
    refresh: opt(Type.Boolean()),
  },
  closed,
);

/**
 * The hot games: the most favourited games (by how many accounts), ties and the games no one has
 * favourited yet in a fixed order seeded by nodeId. `rankedAt` is when the server ranked them.
 */
export const HotGamesValue = Type.Object(
  {
    games: Type.Array(GameItem),
    rankedAt: Type.String({ format: 'date-time' }),
  },
  closed,
);

/** How many recent games the list answers when no `limitNum` is asked, and at most. */
export const RECENT_GAMES_DEFAULT_LIMIT = 20;
export const RECENT_GAMES_MAX_LIMIT = 50;

export const RecentGamesQuery = Type.Object(
  {
    clientType: opt(ClientType),
    platform: opt(Platform),
    language: opt(Language),
    limitNum: opt(
      Type.Integer({
        minimum: 1,
        maximum: RECENT_GAMES_MAX_LIMIT,
        default: RECENT_GAMES_DEFAULT_LIMIT,
      }),
    ),
  },
  closed,
);

/** A game the player opened, with when it last was (a game appears once, at its latest time). */
export const RecentGame = Type.Object(
  { ...GameItem.properties, playedAt: Type.String({ format: 'date-time' }) },
  closed,
);

/** The games the logged-in player opened, the most recent first. */
export const RecentGamesValue = Type.Object({ games: Type.Array(RecentGame) }, closed);

export const GameTypesQuery = Type.Object(
  {
    platform: opt(Platform),
    merchantCode: opt(MerchantCode),
  },
  closed,
);

/** The vendor game types that have vendors, in menu order, each a lane. */
export const GameTypesValue = Type.Object(
  {
    lanes: Type.Array(
      Type.Object(
        { gameType: Type.String(), vendorCount: Type.Integer(), gameCount: Type.Integer() },
        closed,
      ),
    ),
  },
  closed,
);

export const PvpRoomsQuery = Type.Object(
  {
    vassalage: opt(Vassalage),
    gameCode: opt(GameCode),
    language: opt(Language),
  },
  closed,
);

/**
 * A room of a PVP game: its table stake (`baseBet`) and the balance needed to sit down
 * (`minBalance`); `canEnter` says whether the logged-in player's balance is enough.
 */
export const PvpRoom = Type.Object(
  {
    roomId: Type.Integer(),
    nodeId: Type.Integer(),
    vassalage: Type.String(),
    gameCode: Type.String(),
    displayName: Type.String(),
    tier: Type.String(),
    tierName: Type.String(),
    baseBet: Type.Number(),
    minBalance: Type.Number(),
    canEnter: Type.Boolean(),
  },
  closed,
);

export const PvpRoomsValue = Type.Object(
  { balance: Type.Number(), rooms: Type.Array(PvpRoom) },
  closed,
);
