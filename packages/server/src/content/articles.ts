// News and blog articles: what the /news and /blog pages read. Only published articles are
// answered (a published_at not in the future, not removed); the texts in the asked language with
// the content's fallback.
import type { ArticleKind } from '@portal/contract';
import type { Queryable } from '../db/types';
import { pickText, type Texts } from '../i18n/languages';
import { page } from './service';

export interface ArticleText {
  title: string;
  summary: string;
  body: string;
}

/** The SQL condition of an article players see now. */
export const ARTICLE_LIVE = (alias: string): string =>
  `${alias}.removed_at IS NULL AND ${alias}.published_at IS NOT NULL AND ${alias}.published_at <= now()`;

interface ArticleRow {
  id: number;
  kind: ArticleKind;
  texts: Texts<ArticleText>;
  image: string | null;
  published_at: Date | string;
}

const shape = (r: ArticleRow, chain: readonly string[]) => {
  const { language, text } = pickText(r.texts, chain);
  return {
    summary: {
      id: r.id,
      kind: r.kind,
      title: text.title,
      summary: text.summary,
      image: r.image,
      language,
      publishedAt: new Date(r.published_at).toISOString(),
    },
    body: text.body,
  };
};

/** A page of the published articles of a kind, newest first, without their bodies. */
export async function articlePage(
  db: Queryable,
  kind: ArticleKind,
  pageNo: number,
  pageSize: number,
  chain: readonly string[],
) {
  const [{ n: total } = { n: 0 }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM content_articles a WHERE a.kind = $1 AND ${ARTICLE_LIVE('a')}`,
    [kind],
  );
  const rows = await db.query<ArticleRow>(
    `SELECT a.id, a.kind, a.texts, a.image, a.published_at FROM content_articles a
     WHERE a.kind = $1 AND ${ARTICLE_LIVE('a')}
     ORDER BY a.published_at DESC, a.id DESC LIMIT $2 OFFSET $3`,
    [kind, pageSize, (pageNo - 1) * pageSize],
  );
  return {
    articles: rows.map((r) => shape(r, chain).summary),
    ...page(pageNo, pageSize, total),
  };
}

/** One published article with its body, or undefined. */
export async function publishedArticle(db: Queryable, id: number, chain: readonly string[]) {
  const [row] = await db.query<ArticleRow>(
    `SELECT a.id, a.kind, a.texts, a.image, a.published_at FROM content_articles a
     WHERE a.id = $1 AND ${ARTICLE_LIVE('a')}`,
    [id],
  );
  if (!row) return undefined;
  const { summary, body } = shape(row, chain);
  return { ...summary, body };
}
