import { Type } from 'typebox';
import { GAME_TYPES, GameItem } from '../catalogue';
import { closed, Language, opt, PageNo, paging } from '../shared';

/**
 * Content: announcements, notices, banners, promotions, popular games, resources and the winner
 * board (spec 2.2, 2.3, 3, 4.9, 7.2, 9). Every call here is open to visitors (spec 5 lists
 * announcements among the calls without a token) and answers text in the asked language, else in
 * its base language (`pt` for `pt-BR`), else in the operator's default language (the system
 * setting `defaultLanguage`, Spanish in the demo); each item says which language it is in.
 */

/**
 * The announcement types the client asks for (spec 4.9: B, PL, PU, PR, H). The spec names the
 * codes and not their meaning; this server treats them as the operator's categories and filters
 * by them. The demo uses B for general news, PL for platform notices (maintenance, new lines),
 * PU for payment updates, PR for promotions and H for the home-page pop-up.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/**
 * When a pop-up shows (spec 4.9): B to visitors (before login), A to logged-in players (after
 * login), F only on a player's first login. The client filters by it; the calls can too.
 */
export const ANNOUNCEMENT_EXECUTIONS = ['A', 'B', 'F'] as const;
export type AnnouncementExecution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];

/** The client platforms content is published for: W, the web (spec 9: "W for calls"). */
export const CONTENT_PLATFORMS = ['W'] as const;

/** The notice list (spec 4.9) asks for these types; the announcement pop-ups add H. */
export const NOTICE_DEFAULT_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR'];

/** Announcement and notice list page size (spec 9), and the largest page one may ask for. */
export const CONTENT_PAGE_SIZE = 9;
export const CONTENT_MAX_PAGE_SIZE = 50;

/**
 * The banner groups (spec 2.3): the home carousel, the login, register and forgot-password
 * pop-ups, and the left side menu (the spec does not name that group; this server calls it
 * `w_left_menu`).
 */
export const BANNER_GROUPS = [
  'w_home',
  'w_login',
  'w_register',
  'w_forget',
  'w_left_menu',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** What a click on a banner does: URL opens `linkage`, P opens a promotion, G starts a game. */
export const BANNER_LINKAGE_TYPES = ['URL', 'P', 'G'] as const;
export type BannerLinkageType = (typeof BANNER_LINKAGE_TYPES)[number];

/**
 * The promotion types of the promotions page's filter (spec 2.1 "type filters"; the codes are
 * this server's): welcome offers, deposit bonuses, rebates, VIP rewards and time-limited events.
 */
export const PROMOTION_TYPES = ['NEW', 'DEPOSIT', 'REBATE', 'VIP', 'EVENT'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const PROMOTION_DEFAULT_PAGE_SIZE = 12;

/** The winner board asks for 20 rows (spec 9); it may ask for up to 50. */
export const WINNER_BOARD_DEFAULT_LIMIT = 20;
export const WINNER_BOARD_MAX_LIMIT = 50;
/** The popular list's length when none is asked, and at most. */
export const POPULAR_DEFAULT_LIMIT = 12;
export const POPULAR_MAX_LIMIT = 50;
/** How far back the popular list counts rounds, in days. */
export const POPULAR_WINDOW_DAYS = 7;

/**
 * Where the server serves a banner's drawn artwork: an SVG made from its own text, so one per
 * language (the language its text was answered in).
 */
export const bannerImagePath = (id: number, language: string): string =>
  `/content/banners/${id}/${encodeURIComponent(language)}.svg`;
/** Where the server serves a promotion's drawn card image, one per language. */
export const promotionImagePath = (id: number, language: string): string =>
  `/content/promotions/${id}/${encodeURIComponent(language)}.svg`;
/** How long a client or proxy may keep content artwork, in seconds (an hour: banners change). */
export const CONTENT_ART_MAX_AGE = 3600;

const PlatformSchema = Type.Enum([...CONTENT_PLATFORMS]);
const Timestamp = Type.String({ format: 'date-time' });
const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);

const typeCode = ANNOUNCEMENT_TYPES.join('|');
const executionCode = ANNOUNCEMENT_EXECUTIONS.join('|');

const contentListQuery = (defaultTypes: readonly AnnouncementType[]) =>
  Type.Object(
    {
      /** Comma-separated types, e.g. `B,PL,PU,PR,H`. */
      types: opt(
        Type.String({
          maxLength: 40,
          pattern: `^(${typeCode})(,(${typeCode}))*$`,
          default: defaultTypes.join(','),
          description: `Comma-separated announcement types (${ANNOUNCEMENT_TYPES.join(', ')}); by default ${defaultTypes.join(',')}`,
        }),
      ),
      platform: opt(PlatformSchema),
      /** Comma-separated executions, e.g. `B`, or `A,F`; all when absent. */
      execution: opt(
        Type.String({
          maxLength: 10,
          pattern: `^(${executionCode})(,(${executionCode}))*$`,
          description: 'Comma-separated executions (A after login, B before login, F first login)',
        }),
      ),
      language: opt(Language),
      pageNo: opt(PageNo),
      pageSize: opt(
        Type.Integer({ minimum: 1, maximum: CONTENT_MAX_PAGE_SIZE, default: CONTENT_PAGE_SIZE }),
      ),
    },
    closed,
  );

export const AnnouncementQuery = contentListQuery(ANNOUNCEMENT_TYPES);
export const NoticeQuery = contentListQuery(NOTICE_DEFAULT_TYPES);

export const Announcement = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    /** The operator's HTML as it was published: sanitise it before rendering (spec 4.9). */
    content: Type.String(),
    promotionType: Type.Enum([...ANNOUNCEMENT_TYPES]),
    execution: Type.Enum([...ANNOUNCEMENT_EXECUTIONS]),
    platform: PlatformSchema,
    /** The language of title and content: the asked one, its base, or the default. */
    language: Type.String(),
    publishedAt: Timestamp,
  },
  closed,
);

/** Pop-up announcements, newest first (by sort, then publication). */
export const AnnouncementPageValue = Type.Object(
  { announcements: Type.Array(Announcement), ...paging },
  closed,
);

/** A notice of the notice list and marquee (spec 3: id, title, content). */
export const Notice = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    /** The operator's HTML as published: sanitise before rendering. */
    content: Type.String(),
    promotionType: Type.Enum([...ANNOUNCEMENT_TYPES]),
    execution: Type.Enum([...ANNOUNCEMENT_EXECUTIONS]),
    language: Type.String(),
    publishedAt: Timestamp,
  },
  closed,
);

export const NoticePageValue = Type.Object({ notices: Type.Array(Notice), ...paging }, closed);

export const BannerQuery = Type.Object(
  {
    group: Type.Enum([...BANNER_GROUPS]),
    platform: opt(PlatformSchema),
    language: opt(Language),
  },
  closed,
);

/** A banner as reference-facts lists it: `url`, `linkage`, `linkageType`, `roomId`, `nodeId`, `vendor`. */
export const Banner = Type.Object(
  {
    id: Type.Integer(),
    /** The image: the SVG the server draws (`bannerImagePath`), or the operator's image path. */
    url: Type.String(),
    /** What the banner says, for people who cannot see it. */
    title: Type.String(),
    linkageType: Type.Enum([...BANNER_LINKAGE_TYPES]),
    /** URL: the address; P: the promotion id; G: the game's gameCode. */
    linkage: Type.String(),
    /** P: the promotion to open. */
    promotionId: Type.Union([Type.Integer(), Type.Null()]),
    /** G: the game to start, as favourites and launches name it. */
    nodeId: Type.Union([Type.Integer(), Type.Null()]),
    vendor: Type.Union([Type.String(), Type.Null()]),
    gameType: Type.Union([Type.Enum([...GAME_TYPES]), Type.Null()]),
    /** G on a PVP room: the room; this server's banners start games, not rooms, so null. */
    roomId: Type.Null(),
    language: Type.String(),
  },
  closed,
);

/** The live banners of one group, in the operator's order. */
export const BannerValue = Type.Object(
  { group: Type.Enum([...BANNER_GROUPS]), banners: Type.Array(Banner) },
  closed,
);

export const PromotionQuery = Type.Object(
  {
    /** Only promotions of this type. */
    type: opt(Type.Enum([...PROMOTION_TYPES])),
    language: opt(Language),
    pageNo: opt(PageNo),
    pageSize: opt(
      Type.Integer({
        minimum: 1,
        maximum: CONTENT_MAX_PAGE_SIZE,
        default: PROMOTION_DEFAULT_PAGE_SIZE,
      }),
    ),
  },
  closed,
);

export const Promotion = Type.Object(
  {
    id: Type.Integer(),
    promoType: Type.Enum([...PROMOTION_TYPES]),
    title: Type.String(),
    /** One line for the card. */
    summary: Type.String(),
    /** The terms, operator HTML: sanitise before rendering. */
    content: Type.String(),
    /** The card image (`promotionImagePath`, an SVG the server draws). */
    image: Type.String(),
    startsAt: NullableTimestamp,
    /** null: no end date. */
    endsAt: NullableTimestamp,
    language: Type.String(),
  },
  closed,
);

export const PromotionPageValue = Type.Object(
  {
    /** Every type with live promotions and how many, in PROMOTION_TYPES order: the filter tabs. */
    types: Type.Array(
      Type.Object({ type: Type.Enum([...PROMOTION_TYPES]), count: Type.Integer() }, closed),
    ),
    promotions: Type.Array(Promotion),
    ...paging,
  },
  closed,
);

export const PopularQuery = Type.Object(
  {
    gameType: opt(Type.Enum([...GAME_TYPES])),
    language: opt(Language),
    limitNum: opt(
      Type.Integer({ minimum: 1, maximum: POPULAR_MAX_LIMIT, default: POPULAR_DEFAULT_LIMIT }),
    ),
  },
  closed,
);

export const PopularGame = Type.Object(
  {
    ...GameItem.properties,
    /** Rounds played in the last POPULAR_WINDOW_DAYS days (0 for the games that fill the list). */
    rounds: Type.Integer(),
    /** Distinct players in that window. */
    players: Type.Integer(),
  },
  closed,
);

/**
 * The most played games of the last POPULAR_WINDOW_DAYS days (rounds, then players), filled up to
 * `limitNum` with the catalogue's fixed seeded order (the hot list's), so the home row is never empty.
 */
export const PopularValue = Type.Object({ games: Type.Array(PopularGame) }, closed);

export const ResourceQuery = Type.Object(
  {
    /** Comma-separated resourceTypes (e.g. `APP_IOS,APP_ANDROID`); all of them when absent. */
    resourceType: opt(
      Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$' }),
    ),
  },
  closed,
);

/** The same entries as `resources` of the system info, from the one operator setting. */
export const ResourcesValue = Type.Object(
  {
    resources: Type.Record(
      Type.String(),
      Type.Object({ url: Type.String(), labelNameEn: Type.String() }, closed),
    ),
  },
  closed,
);

export const WinnerBoardQuery = Type.Object(
  {
    /** ALL, or one game category. */
    gameCategory: opt(Type.Enum(['ALL', ...GAME_TYPES], { default: 'ALL' })),
    language: opt(Language),
    limitNum: opt(
      Type.Integer({
        minimum: 1,
        maximum: WINNER_BOARD_MAX_LIMIT,
        default: WINNER_BOARD_DEFAULT_LIMIT,
      }),
    ),
  },
  closed,
);

export const Winner = Type.Object(
  {
    /** The winner's username, masked: its first two and last two characters (`de****01`). */
    customerName: Type.String(),
    winAmount: Type.Number(),
    /** The game's name in the asked language, else Spanish. */
    gameName: Type.String(),
    nodeId: Type.Integer(),
    vassalage: Type.String(),
    gameType: Type.Enum([...GAME_TYPES]),
    gameCode: Type.String(),
    wonAt: Timestamp,
  },
  closed,
);

/**
 * The largest wins, largest first: rounds played in the games whose payout was above the stake
 * (trial accounts left out), with the operator's showcase winners.
 */
export const WinnerBoardValue = Type.Object({ winners: Type.Array(Winner) }, closed);
