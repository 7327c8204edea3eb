import {
  bannerImagePath,
  calls,
  CONTENT_ART_MAX_AGE,
  NOTICE_DEFAULT_TYPES,
  PROMOTION_DEFAULT_PAGE_SIZE,
  PROMOTION_TYPES,
  promotionImagePath,
  WINNER_BOARD_DEFAULT_LIMIT,
  ANNOUNCEMENT_TYPES,
  ARTICLE_PAGE_SIZE,
  type PromotionType,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { item } from '../catalogue/service';
import type { Queryable } from '../db/types';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError } from '../http/errors';
import { sendSvg } from '../http/responses';
import { serve } from '../http/serve';
import { gameLanguages, languageChain, pickText } from '../i18n/languages';
import { getSetting } from '../settings/settings';
import { articlePage, publishedArticle } from './articles';
import { bannerArt, promotionArt } from './art';
import {
  announcementPage,
  bannerArtRow,
  iso,
  livePromotions,
  liveBanners,
  maskName,
  page,
  popularGames,
  promotionArtRow,
  topWinners,
} from './service';

/** The badge on a promotion's card, by language; other languages get the English one. */
const PROMOTION_BADGES: Readonly<Record<string, Record<PromotionType, string>>> = {
  es: { NEW: 'BIENVENIDA', DEPOSIT: 'DEPÓSITO', REBATE: 'REEMBOLSO', VIP: 'VIP', EVENT: 'EVENTO' },
  en: { NEW: 'WELCOME', DEPOSIT: 'DEPOSIT', REBATE: 'REBATE', VIP: 'VIP', EVENT: 'EVENT' },
};
const promotionBadge = (language: string, type: PromotionType): string =>
  (PROMOTION_BADGES[language] ?? PROMOTION_BADGES['en'])?.[type] ?? type;

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
      const row = at && (await bannerArtRow(db, at.id));
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
        CONTENT_ART_MAX_AGE,
      );
    },
  );

  app.get<{ Params: { id: string; file: string } }>(
    '/content/promotions/:id/:file',
    async (req, reply) => {
      const at = artParams(req.params);
      const row = at && (await promotionArtRow(db, at.id));
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
        CONTENT_ART_MAX_AGE,
      );
    },
  );
}

/** The content calls and their artwork. */
function register(app: FastifyInstance, ctx: Context): void {
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
    const rows = await liveBanners(db, query.group);
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
    const { counts, rows } = await livePromotions(db, query.type, pageNo, pageSize);
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
    const [lang, base] = gameLanguages(query.language);
    // Played games first (rounds, then players, in the window); the rest of the list in the
    // fixed order seeded by nodeId that the hot list uses, so it is full from the first start.
    const rows = await popularGames(db, query.gameType, lang, base, query.limitNum);
    return {
      games: rows.map((r) => ({ ...item(r), rounds: r.rounds, players: r.players })),
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

  serve(app, ctx, calls.articles, async ({ query }) =>
    articlePage(
      db,
      query.kind,
      query.pageNo ?? 1,
      query.pageSize ?? ARTICLE_PAGE_SIZE,
      await chainFor(query.language),
    ),
  );

  serve(app, ctx, calls.article, async ({ query }) => {
    const article = await publishedArticle(db, query.id, await chainFor(query.language));
    if (!article) throw new ApiError('NOT_FOUND', { message: `no article ${query.id}` });
    return article;
  });

  serve(app, ctx, calls.winnerBoard, async ({ query }) => {
    const [lang, base] = gameLanguages(query.language);
    const category = query.gameCategory === 'ALL' ? null : (query.gameCategory ?? null);
    const limit = query.limitNum ?? WINNER_BOARD_DEFAULT_LIMIT;
    // Each side is cut to the limit before they meet: the wins side through its index on win.
    const rows = await topWinners(db, category, lang, base, limit);
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

export const contentRoutes: DomainRoutes = { domain: 'content', register };
