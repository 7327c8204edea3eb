// The operator's announcements to agents (spec 2.8): a title and a plain-text body per language,
// Spanish always there, shown newest first in the agent centre until hidden.
import type { Queryable } from '../db/types';
import { languageChain, pickText, type Texts } from '../i18n/languages';

/** The language every agent announcement has, and the one others fall back to. */
export const AGENT_ANNOUNCEMENT_LANGUAGE = 'es';

/** A page of the shown announcements, newest first, in `language` or its fallback. */
export async function agentAnnouncementPage(
  db: Queryable,
  language: string | undefined,
  pageNo: number,
  pageSize: number,
) {
  const rows = await db.query<{
    id: number;
    title: Texts<string>;
    body: Texts<string>;
    published_at: Date | string;
    total: number;
  }>(
    `SELECT id, title, body, published_at, count(*) OVER ()::int AS total
     FROM agent_announcements WHERE NOT hidden
     ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [pageSize, (pageNo - 1) * pageSize],
  );
  // Past the last page there are no rows to carry the total: count it on its own.
  const total =
    rows[0]?.total ??
    (pageNo > 1
      ? ((
          await db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM agent_announcements WHERE NOT hidden',
          )
        )[0]?.n ?? 0)
      : 0);
  const chain = languageChain(language, AGENT_ANNOUNCEMENT_LANGUAGE);
  return {
    records: rows.map((r) => {
      // Title and body in the same language, that of the title found first.
      const { language: picked, text: title } = pickText(r.title, chain);
      return {
        id: r.id,
        title,
        body: r.body[picked] ?? pickText(r.body, chain).text,
        publishedAt: new Date(r.published_at).toISOString(),
      };
    }),
    total,
  };
}
