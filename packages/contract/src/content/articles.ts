import { Type } from 'typebox';
import { closed, Language, opt, PageNo, paging } from '../shared';

/**
 * News and blog articles (spec 1 names the blog and news pages and not their address: this
 * portal serves them at /news and /blog). The operator writes and publishes them with the CLI;
 * visitors read them (no token). Texts come in the asked language, else its base, else the
 * operator's default language, as the other content does.
 */

/** The kinds of article: the news page's and the blog's. */
export const ARTICLE_KINDS = ['news', 'blog'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Articles a page of the list, and the largest page one may ask for. */
export const ARTICLE_PAGE_SIZE = 10;
export const ARTICLE_MAX_PAGE_SIZE = 50;

/** The longest texts the operator may publish, in characters. */
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 500;
export const ARTICLE_BODY_MAX = 20_000;

const Timestamp = Type.String({ format: 'date-time' });
const ArticleId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const ArticleListQuery = Type.Object(
  {
    kind: Type.Enum([...ARTICLE_KINDS]),
    language: opt(Language),
    pageNo: opt(PageNo),
    pageSize: opt(
      Type.Integer({ minimum: 1, maximum: ARTICLE_MAX_PAGE_SIZE, default: ARTICLE_PAGE_SIZE }),
    ),
  },
  closed,
);

const articleFields = {
  id: Type.Integer(),
  kind: Type.Enum([...ARTICLE_KINDS]),
  title: Type.String(),
  /** One or two plain-text sentences for the list. */
  summary: Type.String(),
  /** A path on the image CDN (like game icons), or null: the article has no picture. */
  image: Type.Union([Type.String(), Type.Null()]),
  /** The language of the texts: the asked one, its base, or the default. */
  language: Type.String(),
  publishedAt: Timestamp,
};

export const ArticleSummary = Type.Object(articleFields, closed);

export const ArticlePageValue = Type.Object(
  { articles: Type.Array(ArticleSummary), ...paging },
  closed,
);

export const ArticleQuery = Type.Object({ id: ArticleId, language: opt(Language) }, closed);

export const ArticleValue = Type.Object(
  {
    ...articleFields,
    /**
     * Plain text, never HTML: paragraphs are separated by a blank line. Show it as text (the
     * client escapes it), one paragraph per block.
     */
    body: Type.String(),
  },
  closed,
);

/** An article body's paragraphs: split at blank lines, trimmed, empty ones dropped. */
export const articleParagraphs = (body: string): string[] =>
  body
    .split(/\r?\n\s*\r?\n/u)
    .map((p) => p.trim())
    .filter(Boolean);
