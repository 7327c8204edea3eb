import { createHash } from 'node:crypto';
import {
  ANNOUNCEMENT_TYPES,
  bannerImagePath,
  calls,
  CONTENT_ART_MAX_AGE,
  CONTENT_PAGE_SIZE,
  GAME_FALLBACK_LANGUAGE,
  gameIconPath,
  NOTICE_DEFAULT_TYPES,
  POPULAR_DEFAULT_LIMIT,
  POPULAR_WINDOW_DAYS,
  PROMOTION_DEFAULT_PAGE_SIZE,
  PROMOTION_TYPES,
  promotionImagePath,
  TRIAL_TYPE,
  WINNER_BOARD_DEFAULT_LIMIT,
  type AnnouncementExecution,
  type AnnouncementType,
  type BannerGroup,
  type BannerLinkageType,
  type GameClassify,
  type GameType,
  type PromotionType,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serve, type Context } from './app';
import { bannerArt, promotionArt } from './content-art';
import type { Queryable } from './db/types';
import { ApiError } from './errors';
import { getSetting } from './settings';

/** Texts of an item by lower-case language code, e.g. `{ es: { title, content }, en: {...} }`. */
export type Texts<T> = Record<string, T>;

/** The SQL condition of content that players see now: published, not withdrawn, in its dates. */
export const LIVE = (alias: string): string =>
  `${alias}.withdrawn_at IS NULL AND ${alias}.published_at <= now()
   AND (${alias}.starts_at IS NULL OR ${alias}.starts_at <= now())
   AND (${alias}.ends_at IS NULL OR ${alias}.ends_at > now())`;

/**
 * The languages to look for, in order: the asked one, its base (`pt` of `pt-br`), then the
 * operator's default; all lower case.
 */
export function languageChain(asked: string | undefined, fallback: string): string[] {
  const lang = (asked ?? fallback).toLowerCase();
  return [...new Set([lang, lang.split('-')[0] ?? lang, fallback.toLowerCase()])];
}

/**
 * The text of an item in the first language of `chain` it has. An item always has one (the
 * database refuses an empty object and publishing requires the default language); should the
 * operator change the default language later, an item without it answers its first language
 * rather than vanish.
 */
export function pickText<T>(
  texts: Texts<T>,
  chain: readonly string[],
): { language: string; text: T } {
  for (const language of chain) {
    const text = texts[language];
    if (text !== undefined) return { language, text };
  }
  const [language = ''] = Object.keys(texts).sort();
  const text = texts[language];
  if (text === undefined) throw new Error('content item without any text');
  return { language, text };
}

/** The badge on a promotion's card, by language; other languages get the English one. */
const PROMOTION_BADGES: Readonly<Record<string, Record<PromotionType, string>>> = {
  es: { NEW: 'BIENVENIDA', DEPOSIT: 'DEPÓSITO', REBATE: 'REEMBOLSO', VIP: 'VIP', EVENT: 'EVENTO' },
  en: { NEW: 'WELCOME', DEPOSIT: 'DEPOSIT', REBATE: 'REBATE', VIP: 'VIP', EVENT: 'EVENT' },
};
const promotionBadge = (language: string, type: PromotionType): string =>
  (PROMOTION_BADGES[language] ?? PROMOTION_BADGES['en'])?.[type] ?? type;

/**
 * A username as the winner board shows it: the first two and last two characters around four
 * stars (`de****01`); shorter names keep only their first and last (or first) character. The
 * stars are always four, so that the length is not told either.
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length >= 6) return `${chars.slice(0, 2).join('')}****${chars.slice(-2).join('')}`;
  if (chars.length >= 3) return `${chars[0]}****${chars[chars.length - 1]}`;
  return `${chars[0] ?? ''}****`;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const page = (pageNo: number, pageSize: number, total: number) => ({
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

const csv = <T extends string>(value: string | undefined, all: readonly T[]): T[] =>
  value === undefined ? [...all] : ([...new Set(value.split(','))] as T[]);

interface AnnouncementRow {
  id: number;
  promotion_type: AnnouncementType;
  execution: AnnouncementExecution;
  platform: 'W';
  texts: Texts<{ title: string; content: string }>;
  published_at: Date | string;
  total: number;
}

/** A page of live announcements or notices of some types, executions and platform. */
async function announcementPage(
  db: Queryable,
  kind: 'announcement' | 'notice',
  query: {
    types?: string;
    execution?: string;
    platform?: 'W';
    pageNo?: number;
    pageSize?: number;
  },
  defaultTypes: readonly AnnouncementType[],
  chain: string[],
) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? CONTENT_PAGE_SIZE;
  const rows = await db.query<AnnouncementRow>(
    `SELECT a.id, a.promotion_type, a.execution, a.platform, a.texts, a.published_at,
       count(*) OVER ()::int AS total
     FROM content_announcements a
     WHERE a.kind = $1 AND ${LIVE('a')} AND a.promotion_type = ANY($2::text[])
       AND a.execution = ANY($3::text[]) AND a.platform = $4
     ORDER BY a.sort DESC, a.published_at DESC, a.id DESC
     LIMIT $5 OFFSET $6`,
    [
      kind,
      csv(query.types, defaultTypes),
      csv(query.execution, ['A', 'B', 'F']),
      query.platform ?? 'W',
      pageSize,
      (pageNo - 1) * pageSize,
    ],
  );
  // Past the last page there are no rows to carry the total: count it on its own.
  const total =
    rows[0]?.total ??
    (pageNo > 1
      ? ((
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM content_announcements a
             WHERE a.kind = $1 AND ${LIVE('a')} AND a.promotion_type = ANY($2::text[])
               AND a.execution = ANY($3::text[]) AND a.platform = $4`,
            [
              kind,
              csv(query.types, defaultTypes),
              csv(query.execution, ['A', 'B', 'F']),
              query.platform ?? 'W',
            ],
          )
        )[0]?.n ?? 0)
      : 0);
  const items = rows.map((r) => {
    const { language, text } = pickText(r.texts, chain);
    return {
      id: r.id,
      title: text.title,
      content: text.content,
      promotionType: r.promotion_type,
      execution: r.execution,
      platform: r.platform,
      language,
      publishedAt: new Date(r.published_at).toISOString(),
    };
  });
  return { items, ...page(pageNo, pageSize, total) };
}

/** Games' display names in the first language of the chain they have, else Spanish. */
const gameName = (alias: string, lang: number, base: number): string =>
  `coalesce(${alias}.names->>$${lang}, ${alias}.names->>$${base}, ${alias}.names->>'${GAME_FALLBACK_LANGUAGE}')`;

/** The policy of the artwork answers: nothing may run or be fetched, inline styles may apply. */
const ART_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Sends drawn artwork, with an entity tag of its bytes so that a revalidation answers 304. */
function sendSvg(req: FastifyRequest, reply: FastifyReply, body: string): FastifyReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${CONTENT_ART_MAX_AGE}`)
    .header('content-security-policy', ART_CSP)
    .header('etag', etag);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(body);
}

/** `<id>` and `<lang>.svg` of an artwork path, or undefined when they are not that. */
function artParams(params: { id: string; file: string }): { id: number; lang: string } | undefined {
  const id = /^[1-9]\d{0,9}$/u.test(params.id) ? Number(params.id) : Number.NaN;
  const lang = /^([A-Za-z]{2,3}(-[A-Za-z]{2,4})?)\.svg$/u.exec(params.file)?.[1]?.toLowerCase();
  return Number.isSafeInteger(id) && id <= 2_147_483_647 && lang ? { id, lang } : undefined;
}

/** The drawn banner and promotion images, in the language asked by the path (with fallback). */
function registerContentArt(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { id: string; file: string } }>(
    '/content/banners/:id/:file',
    async (req, reply) => {
      const at = artParams(req.params);
      const [row] = at
        ? await db.query<{
            banner_group: BannerGroup;
            texts: Texts<{ title: string; subtitle?: string; badge?: string }>;
          }>('SELECT banner_group, texts FROM content_banners WHERE id = $1', [at.id])
        : [];
      if (!at || !row) throw new ApiError('NOT_FOUND');
      const system = await getSetting(db, 'system');
      const { text } = pickText(row.texts, languageChain(at.lang, system.defaultLanguage));
      return sendSvg(
        req,
        reply,
        bannerArt({
          id: at.id,
          group: row.banner_group,
          title: text.title,
          subtitle: text.subtitle ?? '',
          badge: text.badge ?? '',
        }),
      );
    },
  );

  app.get<{ Params: { id: string; file: string } }>(
    '/content/promotions/:id/:file',
    async (req, reply) => {
      const at = artParams(req.params);
      const [row] = at
        ? await db.query<{ promo_type: PromotionType; texts: Texts<PromotionText> }>(
            'SELECT promo_type, texts FROM content_promotions WHERE id = $1',
            [at.id],
          )
        : [];
      if (!at || !row) throw new ApiError('NOT_FOUND');
      const system = await getSetting(db, 'system');
      const { language, text } = pickText(
        row.texts,
        languageChain(at.lang, system.defaultLanguage),
      );
      return sendSvg(
        req,
        reply,
        promotionArt({
          id: at.id,
          promoType: row.promo_type,
          title: text.title,
          summary: text.summary,
          badge: promotionBadge(language, row.promo_type),
        }),
      );
    },
  );
}

interface PromotionText {
  title: string;
  summary: string;
  content: string;
}

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

/** The content calls and their artwork. */
export function registerContentRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;
  registerContentArt(app, db);
  const chainFor = async (language: string | undefined) =>
    languageChain(language, (await getSetting(db, 'system')).defaultLanguage);

  serve(app, ctx, calls.announcements, async ({ query }) => {
    const { items, ...paging } = await announcementPage(
      db,
      'announcement',
      query,
      ANNOUNCEMENT_TYPES,
      await chainFor(query.language),
    );
    return { announcements: items, ...paging };
  });

  serve(app, ctx, calls.notices, async ({ query }) => {
    const { items, ...paging } = await announcementPage(
      db,
      'notice',
      query,
      NOTICE_DEFAULT_TYPES,
      await chainFor(query.language),
    );
    return {
      notices: items.map(({ platform: _platform, ...notice }) => notice),
      ...paging,
    };
  });

  serve(app, ctx, calls.banners, async ({ query }) => {
    const chain = await chainFor(query.language);
    const rows = await db.query<{
      id: number;
      linkage_type: BannerLinkageType;
      url: string | null;
      promotion_id: number | null;
      image: string | null;
      texts: Texts<{ title: string }>;
      node_id: number | null;
      vassalage: string | null;
      game_type: GameType | null;
      game_code: string | null;
    }>(
      // A banner that opens a promotion no longer live is not shown: its click would lead nowhere.
      `SELECT b.id, b.linkage_type, b.url, b.promotion_id, b.image, b.texts,
         g.node_id, g.vassalage, g.game_type, g.game_code
       FROM content_banners b LEFT JOIN games g ON g.id = b.game_id
       WHERE b.banner_group = $1 AND ${LIVE('b')}
         AND (b.promotion_id IS NULL OR EXISTS (
           SELECT 1 FROM content_promotions p WHERE p.id = b.promotion_id AND ${LIVE('p')}))
       ORDER BY b.sort, b.id`,
      [query.group],
    );
    return {
      group: query.group,
      banners: rows.map((r) => {
        const { language, text } = pickText(r.texts, chain);
        return {
          id: r.id,
          url: r.image ?? bannerImagePath(r.id, language),
          title: text.title,
          linkageType: r.linkage_type,
          linkage:
            r.linkage_type === 'URL'
              ? (r.url ?? '')
              : r.linkage_type === 'P'
                ? String(r.promotion_id)
                : (r.game_code ?? ''),
          promotionId: r.promotion_id,
          nodeId: r.node_id,
          vendor: r.vassalage,
          gameType: r.game_type,
          roomId: null,
          language,
        };
      }),
    };
  });

  serve(app, ctx, calls.promotions, async ({ query }) => {
    const chain = await chainFor(query.language);
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? PROMOTION_DEFAULT_PAGE_SIZE;
    const counts = await db.query<{ promo_type: PromotionType; n: number }>(
      `SELECT p.promo_type, count(*)::int AS n FROM content_promotions p WHERE ${LIVE('p')}
       GROUP BY p.promo_type`,
    );
    const rows = await db.query<{
      id: number;
      promo_type: PromotionType;
      texts: Texts<PromotionText>;
      starts_at: Date | string | null;
      ends_at: Date | string | null;
    }>(
      `SELECT p.id, p.promo_type, p.texts, p.starts_at, p.ends_at FROM content_promotions p
       WHERE ${LIVE('p')} AND ($1::text IS NULL OR p.promo_type = $1)
       ORDER BY p.sort, p.published_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
      [query.type ?? null, pageSize, (pageNo - 1) * pageSize],
    );
    const types = PROMOTION_TYPES.flatMap((type) => {
      const count = counts.find((c) => c.promo_type === type)?.n ?? 0;
      return count ? [{ type, count }] : [];
    });
    const total = query.type
      ? (types.find((t) => t.type === query.type)?.count ?? 0)
      : types.reduce((sum, t) => sum + t.count, 0);
    return {
      types,
      promotions: rows.map((r) => {
        const { language, text } = pickText(r.texts, chain);
        return {
          id: r.id,
          promoType: r.promo_type,
          title: text.title,
          summary: text.summary,
          content: text.content,
          image: promotionImagePath(r.id, language),
          startsAt: iso(r.starts_at),
          endsAt: iso(r.ends_at),
          language,
        };
      }),
      ...page(pageNo, pageSize, total),
    };
  });

  serve(app, ctx, calls.popular, async ({ query }) => {
    const [lang = GAME_FALLBACK_LANGUAGE, base = lang] = languageChain(
      query.language,
      GAME_FALLBACK_LANGUAGE,
    );
    // Played games first (rounds, then players, in the window); the rest of the list in the
    // fixed order seeded by nodeId that the hot list uses, so it is full from the first start.
    const rows = await db.query<GameRow & { rounds: number; players: number }>(
      `SELECT g.id, g.node_id, g.vassalage, g.game_type, g.game_code,
         ${gameName('g', 2, 3)} AS display_name, g.game_classify, g.is_game,
         coalesce(b.rounds, 0)::int AS rounds, coalesce(b.players, 0)::int AS players
       FROM games g
       LEFT JOIN (SELECT game_id, count(*) AS rounds, count(DISTINCT account_id) AS players
                  FROM game_bets WHERE created_at > now() - $5::int * interval '1 day'
                  GROUP BY game_id) b ON b.game_id = g.id
       WHERE g.is_game = 'GAME' AND ($1::text IS NULL OR g.game_type = $1)
       ORDER BY coalesce(b.rounds, 0) DESC, coalesce(b.players, 0) DESC, md5(g.node_id::text), g.id
       LIMIT $4`,
      [
        query.gameType ?? null,
        lang,
        base,
        query.limitNum ?? POPULAR_DEFAULT_LIMIT,
        POPULAR_WINDOW_DAYS,
      ],
    );
    return {
      games: rows.map((r) => ({
        gameId: r.id,
        nodeId: r.node_id,
        vassalage: r.vassalage,
        gameType: r.game_type,
        gameCode: r.game_code,
        displayName: r.display_name,
        icon: gameIconPath(r.game_type, r.vassalage, r.game_code),
        isGame: r.is_game,
        gameClassify: r.game_classify,
        rounds: r.rounds,
        players: r.players,
      })),
    };
  });

  serve(app, ctx, calls.resources, async ({ query }) => {
    // The one operator setting the system info answers from: the two calls never disagree.
    const { resources } = await getSetting(db, 'system');
    if (query.resourceType === undefined) return { resources };
    const asked = [...new Set(query.resourceType.split(','))];
    const unknown = asked.filter((type) => !Object.hasOwn(resources, type));
    if (unknown.length)
      throw new ApiError('NOT_FOUND', {
        message: `resourceType: no resource ${unknown.join(', ')}`,
        value: { fields: { resourceType: `no resource ${unknown.join(', ')}` } },
      });
    return {
      resources: Object.fromEntries(
        asked.flatMap((type) => {
          const resource = resources[type];
          return resource ? [[type, resource]] : [];
        }),
      ),
    };
  });

  serve(app, ctx, calls.winnerBoard, async ({ query }) => {
    const [lang = GAME_FALLBACK_LANGUAGE, base = lang] = languageChain(
      query.language,
      GAME_FALLBACK_LANGUAGE,
    );
    const category = query.gameCategory === 'ALL' ? null : (query.gameCategory ?? null);
    const limit = query.limitNum ?? WINNER_BOARD_DEFAULT_LIMIT;
    // Each side is cut to the limit before they meet: the wins side through its index on win.
    const rows = await db.query<{
      name: string;
      amount: string;
      won_at: Date | string;
      node_id: number;
      vassalage: string;
      game_type: GameType;
      game_code: string;
      game_name: string;
    }>(
      `SELECT w.name, w.amount::text AS amount, w.won_at, g.node_id, g.vassalage, g.game_type,
         g.game_code, ${gameName('g', 2, 3)} AS game_name
       FROM (
         (SELECT a.username AS name, b.win AS amount, b.created_at AS won_at, b.game_id
          FROM game_bets b JOIN accounts a ON a.id = b.account_id JOIN games bg ON bg.id = b.game_id
          WHERE b.win > 0 AND b.win > b.stake AND a.type <> $5
            AND ($1::text IS NULL OR bg.game_type = $1)
          ORDER BY b.win DESC, b.created_at DESC LIMIT $4)
         UNION ALL
         (SELECT s.customer_name, s.win_amount, s.won_at, s.game_id
          FROM content_winners s JOIN games sg ON sg.id = s.game_id
          WHERE ($1::text IS NULL OR sg.game_type = $1)
          ORDER BY s.win_amount DESC, s.won_at DESC LIMIT $4)
       ) w JOIN games g ON g.id = w.game_id
       ORDER BY w.amount DESC, w.won_at DESC, g.node_id
       LIMIT $4`,
      [category, lang, base, limit, TRIAL_TYPE],
    );
    return {
      winners: rows.map((r) => ({
        customerName: maskName(r.name),
        winAmount: Number(r.amount),
        gameName: r.game_name,
        nodeId: r.node_id,
        vassalage: r.vassalage,
        gameType: r.game_type,
        gameCode: r.game_code,
        wonAt: new Date(r.won_at).toISOString(),
      })),
    };
  });
}
