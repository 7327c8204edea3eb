// The operator CLI's article commands: write, edit, publish, unpublish, list and remove the news
// and blog articles of the /news and /blog pages. Every input is checked before anything is
// written, and one INSERT or UPDATE makes the change, so a refused command leaves the database as
// it was. Texts are plain text (the pages never show them as HTML).
import {
  ARTICLE_BODY_MAX,
  ARTICLE_KINDS,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  type ArticleKind,
} from '@portal/contract';
import { parseOptions, valueOf, type DomainCli } from '../commands/args';
import type { Db } from '../db/types';
import { getSetting } from '../settings/settings';
import { offeredLanguages } from '../system/languages';
import { ARTICLE_LIVE, type ArticleText } from './articles';
import { isPlainText } from './html';

export const ARTICLE_USAGE = `  article add news|blog --title:<lang> TEXT --summary:<lang> TEXT --body:<lang> TEXT|@FILE
          [...more languages] [--image PATH] [--publish now|DATE]
                                           write an article (a draft unless --publish); the body is
                                           plain text, paragraphs separated by a blank line
  article edit <id> [--title:<lang> TEXT] [--summary:<lang> TEXT] [--body:<lang> TEXT|@FILE]
          [--image PATH|none]              change texts (a new language needs all three) or image
  article publish <id> [--at DATE]         show it on /news or /blog (now, or from DATE)
  article unpublish <id>                   take it off the portal (it becomes a draft again)
  article remove <id>                      remove it for good (a removed demo article stays removed)
  article list [news|blog] [--all]         the published ones (--all: drafts and scheduled too)`;

const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/u;
const FIELDS = ['title', 'summary', 'body'] as const;
type Field = (typeof FIELDS)[number];
const MAX: Record<Field, number> = {
  title: ARTICLE_TITLE_MAX,
  summary: ARTICLE_SUMMARY_MAX,
  body: ARTICLE_BODY_MAX,
};
/** Control characters but tab and line breaks: PostgreSQL's JSON refuses NUL, none belongs here. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u;

const kindOf = (value: string | undefined, verb: string): ArticleKind => {
  if (!(ARTICLE_KINDS as readonly string[]).includes(value ?? ''))
    throw new Error(`article ${verb} takes a kind: ${ARTICLE_KINDS.join(' or ')}`);
  return value as ArticleKind;
};

const idOf = (value: string | undefined, verb: string): number => {
  if (!value || !/^[1-9]\d{0,9}$/u.test(value) || Number(value) > 2_147_483_647)
    throw new Error(`article ${verb} takes an article id (a whole number), not "${value ?? ''}"`);
  return Number(value);
};

/**
 * A date such as `2026-12-24` or `2026-12-24T20:00:00-06:00`, a real day of a year from 2000 to
 * 9999 (a typo such as 20266-01-01 or 2026-02-31 is refused, not stored).
 */
export function dateOf(raw: string, name: string): Date {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/u.exec(
      raw,
    );
  const date = new Date(raw);
  const [, y, m, d] = match ?? [];
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (
    !match ||
    Number.isNaN(date.getTime()) ||
    Number(y) < 2000 ||
    day.getUTCMonth() !== Number(m) - 1 ||
    day.getUTCDate() !== Number(d)
  )
    throw new Error(`${name} must be a date such as 2026-12-24 or 2026-12-24T20:00:00Z`);
  return date;
}

/** An image path on the image CDN, as banners' and game icons': no scheme, no way up the tree. */
function imageOf(raw: string): string {
  if (
    raw.length > 300 ||
    !/^[A-Za-z0-9_-][A-Za-z0-9_./-]*\.(png|jpe?g|svg|webp|gif)$/iu.test(raw) ||
    raw.split('/').includes('..')
  )
    throw new Error('--image must be a path on the image CDN such as news/summer.png');
  return raw;
}

/** The texts given as `--<field>:<lang>`, checked; problems are collected, not thrown. */
async function givenTexts(
  options: Map<string, string>,
  offered: readonly string[],
  problems: string[],
): Promise<Record<string, Partial<ArticleText>>> {
  const byLanguage: Record<string, Partial<ArticleText>> = {};
  for (const [name, raw] of options) {
    const [field = '', lang, ...extra] = name.slice(2).split(':');
    if (!(FIELDS as readonly string[]).includes(field)) continue;
    if (lang === undefined || extra.length || !LANGUAGE.test(lang)) {
      problems.push(`${name}: name the language, e.g. --${field}:es`);
      continue;
    }
    const code = lang.toLowerCase();
    const where = `--${field}:${lang}`;
    if (!offered.includes(code)) {
      problems.push(`${where}: ${code} is not a language the portal offers (${offered.join(' ')})`);
      continue;
    }
    const value = (await valueOf(raw)).trim();
    const f = field as Field;
    if (!value) problems.push(`${where} is empty`);
    if (value.length > MAX[f]) problems.push(`${where} is longer than ${MAX[f]} characters`);
    if (CONTROL.test(value)) problems.push(`${where} holds control characters`);
    if (f !== 'body' && !isPlainText(value)) problems.push(`${where} is plain text: no < or >`);
    if (f !== 'body' && /[\r\n]/u.test(value)) problems.push(`${where} is one line`);
    (byLanguage[code] ??= {})[f] = value;
  }
  return byLanguage;
}

/** Every language complete, and the default language there. */
function checkComplete(
  texts: Record<string, Partial<ArticleText>>,
  defaultLanguage: string,
  problems: string[],
): void {
  const fallback = defaultLanguage.toLowerCase();
  if (!texts[fallback])
    problems.push(
      `text in the default language is required (--title:${fallback} --summary:${fallback} --body:${fallback}): players of every other language fall back to it`,
    );
  for (const [lang, text] of Object.entries(texts))
    for (const field of FIELDS)
      if (text[field] === undefined) problems.push(`--${field}:${lang} is missing`);
}

const refuse = (verb: string, problems: string[]): void => {
  if (problems.length) throw new Error(`not ${verb}:\n  ${problems.join('\n  ')}`);
};

const languagesOf = (texts: object): string => Object.keys(texts).sort().join('+');

async function add(db: Db, args: string[]): Promise<string> {
  const [what, ...rest] = args;
  const kind = kindOf(what, 'add');
  const options = parseOptions(rest, [...FIELDS, 'image', 'publish'], true);
  const problems: string[] = [];
  const { defaultLanguage } = await getSetting(db, 'system');
  const texts = await givenTexts(options, await offeredLanguages(db), problems);
  checkComplete(texts, defaultLanguage, problems);
  const image = options.has('--image') ? imageOf(options.get('--image') ?? '') : null;
  const publish = options.get('--publish');
  const at =
    publish === undefined ? null : publish === 'now' ? new Date() : dateOf(publish, '--publish');
  refuse('written', problems);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO content_articles (kind, texts, image, published_at)
     VALUES ($1, $2::jsonb, $3, $4) RETURNING id`,
    [kind, JSON.stringify(texts), image, at],
  );
  return `wrote ${kind} article #${row?.id} (${languagesOf(texts)}), ${at ? stateAt(at) : 'a draft: publish it with article publish'}`;
}

const stateAt = (at: Date): string =>
  at.getTime() > Date.now() ? `scheduled for ${at.toISOString()}` : `published ${at.toISOString()}`;

interface StoredArticle {
  id: number;
  kind: ArticleKind;
  texts: Record<string, ArticleText>;
  published_at: Date | string | null;
}

async function stored(db: Db, id: number): Promise<StoredArticle> {
  const [row] = await db.query<StoredArticle>(
    'SELECT id, kind, texts, published_at FROM content_articles WHERE id = $1 AND removed_at IS NULL',
    [id],
  );
  if (!row) throw new Error(`no article #${id} (article list --all shows them)`);
  return row;
}

async function edit(db: Db, args: string[]): Promise<string> {
  const [rawId, ...rest] = args;
  const id = idOf(rawId, 'edit');
  const options = parseOptions(rest, [...FIELDS, 'image'], true);
  if (!options.size) throw new Error('article edit: give a text (--title:es ...) or --image');
  const article = await stored(db, id);
  const problems: string[] = [];
  const given = await givenTexts(options, await offeredLanguages(db), problems);
  const texts: Record<string, Partial<ArticleText>> = structuredClone(article.texts);
  for (const [lang, text] of Object.entries(given)) texts[lang] = { ...texts[lang], ...text };
  // A new language needs its three texts; the default language is not asked again here.
  for (const [lang, text] of Object.entries(texts))
    for (const field of FIELDS)
      if (text[field] === undefined) problems.push(`--${field}:${lang} is missing`);
  const rawImage = options.get('--image');
  const image = rawImage === undefined || rawImage === 'none' ? null : imageOf(rawImage);
  refuse('changed', problems);
  await db.query(
    `UPDATE content_articles SET texts = $2::jsonb, updated_at = now(),
       image = CASE WHEN $3::boolean THEN $4 ELSE image END
     WHERE id = $1 AND removed_at IS NULL`,
    [id, JSON.stringify(texts), rawImage !== undefined, image],
  );
  const changed = [...Object.keys(given).sort(), ...(rawImage !== undefined ? ['image'] : [])];
  return `changed article #${id}: ${changed.join(', ')}`;
}

async function publish(db: Db, args: string[]): Promise<string> {
  const [rawId, ...rest] = args;
  const id = idOf(rawId, 'publish');
  const options = parseOptions(rest, ['at']);
  const raw = options.get('--at');
  const at = raw === undefined ? new Date() : dateOf(raw, '--at');
  await stored(db, id);
  await db.query(
    'UPDATE content_articles SET published_at = $2, updated_at = now() WHERE id = $1 AND removed_at IS NULL',
    [id, at],
  );
  return `article #${id} ${stateAt(at)}`;
}

async function unpublish(db: Db, args: string[]): Promise<string> {
  const [rawId, ...extra] = args;
  const id = idOf(rawId, 'unpublish');
  if (extra.length) throw new Error('article unpublish takes one id');
  const article = await stored(db, id);
  if (article.published_at === null) throw new Error(`article #${id} is not published`);
  await db.query(
    'UPDATE content_articles SET published_at = NULL, updated_at = now() WHERE id = $1',
    [id],
  );
  return `article #${id} unpublished: it is a draft again`;
}

async function remove(db: Db, args: string[]): Promise<string> {
  const [rawId, ...extra] = args;
  const id = idOf(rawId, 'remove');
  if (extra.length) throw new Error('article remove takes one id');
  await stored(db, id);
  await db.query(
    'UPDATE content_articles SET removed_at = now(), published_at = NULL WHERE id = $1 AND removed_at IS NULL',
    [id],
  );
  return `removed article #${id}`;
}

async function list(db: Db, args: string[]): Promise<string> {
  const rest = [...args];
  const all = rest.at(-1) === '--all' ? (rest.pop(), true) : false;
  const kind = rest.length ? kindOf(rest.shift(), 'list') : null;
  if (rest.length) throw new Error('article list takes optionally news or blog, and --all');
  const { defaultLanguage } = await getSetting(db, 'system');
  const rows = await db.query<{
    id: number;
    kind: string;
    state: string;
    published_at: Date | string | null;
    title: string | null;
    languages: string;
  }>(
    `SELECT a.id, a.kind, a.published_at,
       CASE WHEN ${ARTICLE_LIVE('a')} THEN 'published'
            WHEN a.published_at IS NULL THEN 'draft' ELSE 'scheduled' END AS state,
       a.texts->$1->>'title' AS title,
       (SELECT string_agg(k, '+' ORDER BY k) FROM jsonb_object_keys(a.texts) k) AS languages
     FROM content_articles a
     WHERE a.removed_at IS NULL AND ($2::text IS NULL OR a.kind = $2)
       AND ($3::boolean OR ${ARTICLE_LIVE('a')})
     ORDER BY a.published_at DESC NULLS FIRST, a.id DESC`,
    [defaultLanguage.toLowerCase(), kind, all],
  );
  if (!rows.length) return `(no ${all ? '' : 'published '}${kind ?? 'news or blog'} articles)`;
  return rows
    .map(
      (r) =>
        `#${r.id} ${r.kind} ${r.state}${r.published_at ? ` ${new Date(r.published_at).toISOString()}` : ''} ${r.languages} "${r.title ?? '(no default-language title)'}"`,
    )
    .join('\n');
}

const VERBS: Record<string, (db: Db, args: string[]) => Promise<string>> = {
  add,
  edit,
  publish,
  unpublish,
  remove,
  list,
};

export const articleCli: DomainCli = {
  usage: ARTICLE_USAGE,
  run: async (db, command, args) => {
    if (command !== 'article') return undefined;
    const [verb = '', ...rest] = args;
    const run = Object.hasOwn(VERBS, verb) ? VERBS[verb] : undefined;
    if (!run) throw new Error(`article takes ${Object.keys(VERBS).join(', ')}\n\n${ARTICLE_USAGE}`);
    return run(db, rest);
  },
};
