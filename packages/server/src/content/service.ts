import {
  CONTENT_PAGE_SIZE,
  POPULAR_DEFAULT_LIMIT,
  POPULAR_WINDOW_DAYS,
  TRIAL_TYPE,
  type AnnouncementExecution,
  type AnnouncementType,
  type BannerGroup,
  type BannerLinkageType,
  type GameType,
  type PromotionType,
} from '@portal/contract';
import { badgeSql, type GameRow } from '../catalogue/service';
import type { Queryable } from '../db/types';
import { nameSql, pickText, type Texts } from '../i18n/languages';

/** The SQL condition of content that players see now: published, not withdrawn, in its dates. */
export const LIVE = (alias: string): string =>
  `${alias}.withdrawn_at IS NULL AND ${alias}.published_at <= now()
   AND (${alias}.starts_at IS NULL OR ${alias}.starts_at <= now())
   AND (${alias}.ends_at IS NULL OR ${alias}.ends_at > now())`;

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

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export const page = (pageNo: number, pageSize: number, total: number) => ({
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
export async function announcementPage(
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
export const gameName = (alias: string, lang: number, base: number): string =>
  nameSql(alias, `$${lang}`, `$${base}`);

export interface PromotionText {
  title: string;
  summary: string;
  content: string;
}

/** The live banners of a group, in their order; with the game each opens, if any. */
export function liveBanners(db: Queryable, group: BannerGroup) {
  return db.query<{
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
    [group],
  );
}

/** The live promotions counted by type, and a page of them (of one type, if asked). */
export async function livePromotions(
  db: Queryable,
  type: PromotionType | undefined,
  pageNo: number,
  pageSize: number,
) {
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
    [type ?? null, pageSize, (pageNo - 1) * pageSize],
  );
  return { counts, rows };
}

/**
 * Played games first (rounds, then players, in the window); the rest of the list in the fixed
 * order seeded by nodeId that the hot list uses, so it is full from the first start.
 */
export function popularGames(
  db: Queryable,
  gameType: GameType | undefined,
  lang: string,
  base: string,
  limit: number | undefined,
) {
  return db.query<GameRow & { rounds: number; players: number }>(
    `SELECT g.id, g.node_id, g.vassalage, g.game_type, g.game_code,
       ${gameName('g', 2, 3)} AS display_name, g.game_classify, g.is_game,
       ${badgeSql('g')} AS badge,
       coalesce(b.rounds, 0)::int AS rounds, coalesce(b.players, 0)::int AS players
     FROM games g
     LEFT JOIN (SELECT game_id, count(*) AS rounds, count(DISTINCT account_id) AS players
                FROM game_bets WHERE created_at > now() - $5::int * interval '1 day'
                GROUP BY game_id) b ON b.game_id = g.id
     WHERE g.is_game = 'GAME' AND ($1::text IS NULL OR g.game_type = $1)
     ORDER BY coalesce(b.rounds, 0) DESC, coalesce(b.players, 0) DESC, md5(g.node_id::text), g.id
     LIMIT $4`,
    [gameType ?? null, lang, base, limit ?? POPULAR_DEFAULT_LIMIT, POPULAR_WINDOW_DAYS],
  );
}

/** The biggest wins: the players' own (trial players left out) and the operator's showcase. */
export function topWinners(
  db: Queryable,
  category: string | null,
  lang: string,
  base: string,
  limit: number,
) {
  return db.query<{
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
        WHERE s.withdrawn_at IS NULL AND ($1::text IS NULL OR sg.game_type = $1)
        ORDER BY s.win_amount DESC, s.won_at DESC LIMIT $4)
     ) w JOIN games g ON g.id = w.game_id
     ORDER BY w.amount DESC, w.won_at DESC, g.node_id
     LIMIT $4`,
    [category, lang, base, limit, TRIAL_TYPE],
  );
}

/** The group and texts of a banner, for its drawn image. */
export async function bannerArtRow(db: Queryable, id: number) {
  const [row] = await db.query<{
    banner_group: BannerGroup;
    texts: Texts<{ title: string; subtitle?: string; badge?: string }>;
  }>('SELECT banner_group, texts FROM content_banners WHERE id = $1', [id]);
  return row;
}

/** The type and texts of a promotion, for its drawn image. */
export async function promotionArtRow(db: Queryable, id: number) {
  const [row] = await db.query<{ promo_type: PromotionType; texts: Texts<PromotionText> }>(
    'SELECT promo_type, texts FROM content_promotions WHERE id = $1',
    [id],
  );
  return row;
}
