// The operator CLI's content commands: publish and withdraw announcements, notices and banners,
// and list them. Every input is checked before anything is written, and one INSERT or UPDATE does
// the change, so a refused command leaves the database as it was. Nothing is ever deleted: a
// withdrawn item keeps its row and its texts.
import {
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  BANNER_LINKAGE_TYPES,
  CONTENT_PLATFORMS,
} from '@portal/contract';
import { htmlProblems, isPlainText } from './html';
import { LIVE } from './service';
import { parseOptions, valueOf, type DomainCli } from '../commands/args';
import type { Db } from '../db/types';
import { getSetting } from '../settings/settings';

export const CONTENT_USAGE = `  publish announcement|notice --type B|PL|PU|PR|H --execution A|B|F
          --title:<lang> TEXT --content:<lang> HTML|@FILE [...more languages]
          [--platform W] [--sort N] [--from DATE] [--until DATE]
                                           publish a pop-up announcement or a notice; text in the
                                           default language is required, HTML may not hold script
  publish banner --group w_home|w_login|w_register|w_forget|w_left_menu
          --linkage-type URL|P|G --linkage URL|PROMOTION_ID|NODE_ID
          --title:<lang> TEXT [--subtitle:<lang> TEXT] [--badge:<lang> TEXT]
          [--image PATH] [--sort N] [--from DATE] [--until DATE]
                                           publish a banner (no --image: the server draws it)
  withdraw announcement|notice|banner <id> take an item off the portal (its record is kept)
  list-content announcement|notice|banner [--all]
                                           the live items (--all: withdrawn and scheduled too)`;

const KINDS = ['announcement', 'notice', 'banner'] as const;
type Kind = (typeof KINDS)[number];

const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/u;
const MAX_TITLE = 200;
const MAX_HTML = 20_000;

const oneOf = <T extends string>(
  options: Map<string, string>,
  name: string,
  values: readonly T[],
  fallback?: T,
): T => {
  const value = options.get(`--${name}`) ?? fallback;
  if (value === undefined) throw new Error(`--${name} is required: ${values.join(', ')}`);
  if (!(values as readonly string[]).includes(value))
    throw new Error(`--${name} must be one of ${values.join(', ')}, not "${value}"`);
  return value as T;
};

function integer(options: Map<string, string>, name: string, fallback: number): number {
  const raw = options.get(`--${name}`);
  if (raw === undefined) return fallback;
  if (!/^-?\d{1,9}$/u.test(raw)) throw new Error(`--${name} must be a whole number, not "${raw}"`);
  return Number(raw);
}

/** --from and --until: ISO dates (`2026-12-24` or `2026-12-24T20:00:00-06:00`). */
function dates(options: Map<string, string>): { from: Date | null; until: Date | null } {
  const read = (name: string): Date | null => {
    const raw = options.get(`--${name}`);
    if (raw === undefined) return null;
    const date = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/u.test(raw)
      ? new Date(raw)
      : new Date(Number.NaN);
    if (Number.isNaN(date.getTime()))
      throw new Error(`--${name} must be a date such as 2026-12-24 or 2026-12-24T20:00:00Z`);
    return date;
  };
  const from = read('from');
  const until = read('until');
  if (from && until && until <= from) throw new Error('--until must be after --from');
  if (until && until.getTime() <= Date.now())
    throw new Error('--until is in the past: the item would never show');
  return { from, until };
}

/**
 * The texts by language from `--<field>:<lang>` options: every language needs every required
 * field, the default language must be there, titles are plain text and HTML passes the check.
 */
async function texts(
  options: Map<string, string>,
  fields: { required: readonly string[]; optional: readonly string[]; html: readonly string[] },
  defaultLanguage: string,
): Promise<Record<string, Record<string, string>>> {
  const byLanguage: Record<string, Record<string, string>> = {};
  const problems: string[] = [];
  for (const [name, raw] of options) {
    const [field = '', lang] = name.slice(2).split(':');
    if (![...fields.required, ...fields.optional].includes(field)) continue;
    if (lang === undefined || !LANGUAGE.test(lang)) {
      problems.push(`${name}: name the language, e.g. --${field}:es`);
      continue;
    }
    const value = (await valueOf(raw)).trim();
    const where = `--${field}:${lang}`;
    if (fields.html.includes(field)) {
      if (!value) problems.push(`${where} is empty`);
      if (value.length > MAX_HTML) problems.push(`${where} is longer than ${MAX_HTML} characters`);
      problems.push(...htmlProblems(value).map((p) => `${where}: ${p}`));
    } else {
      if (fields.required.includes(field) && !value) problems.push(`${where} is empty`);
      if (value.length > MAX_TITLE)
        problems.push(`${where} is longer than ${MAX_TITLE} characters`);
      if (!isPlainText(value)) problems.push(`${where} is plain text: no < or >`);
    }
    (byLanguage[lang.toLowerCase()] ??= {})[field] = value;
  }
  const fallback = defaultLanguage.toLowerCase();
  if (!byLanguage[fallback])
    problems.push(
      `text in the default language is required (--${fields.required[0]}:${fallback} ...): players of every other language fall back to it`,
    );
  for (const [lang, text] of Object.entries(byLanguage))
    for (const field of fields.required)
      if (text[field] === undefined) problems.push(`--${field}:${lang} is missing`);
  if (problems.length) throw new Error(`not published:\n  ${problems.join('\n  ')}`);
  return byLanguage;
}

const kindOf = (value: string | undefined, verb: string): Kind => {
  if (!(KINDS as readonly string[]).includes(value ?? ''))
    throw new Error(`${verb} takes announcement, notice or banner`);
  return value as Kind;
};

async function publishAnnouncement(db: Db, kind: 'announcement' | 'notice', args: string[]) {
  const options = parseOptions(
    args,
    ['type', 'execution', 'platform', 'sort', 'from', 'until', 'title', 'content'],
    true,
  );
  const type = oneOf(options, 'type', ANNOUNCEMENT_TYPES);
  const execution = oneOf(options, 'execution', ANNOUNCEMENT_EXECUTIONS);
  const platform = oneOf(options, 'platform', CONTENT_PLATFORMS, 'W');
  const sort = integer(options, 'sort', 0);
  const { from, until } = dates(options);
  const { defaultLanguage } = await getSetting(db, 'system');
  const byLanguage = await texts(
    options,
    { required: ['title', 'content'], optional: [], html: ['content'] },
    defaultLanguage,
  );
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO content_announcements (kind, promotion_type, execution, platform, sort, starts_at, ends_at, texts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING id`,
    [kind, type, execution, platform, sort, from, until, JSON.stringify(byLanguage)],
  );
  return `published ${kind} #${row?.id} (type ${type}, execution ${execution}, ${Object.keys(byLanguage).sort().join('+')})${schedule(from, until)}`;
}

const schedule = (from: Date | null, until: Date | null): string =>
  `${from ? `, from ${from.toISOString()}` : ''}${until ? `, until ${until.toISOString()}` : ''}`;

async function publishBanner(db: Db, args: string[]) {
  const options = parseOptions(
    args,
    [
      'group',
      'linkage-type',
      'linkage',
      'image',
      'sort',
      'from',
      'until',
      'title',
      'subtitle',
      'badge',
    ],
    true,
  );
  const group = oneOf(options, 'group', BANNER_GROUPS);
  const linkageType = oneOf(options, 'linkage-type', BANNER_LINKAGE_TYPES);
  const linkage = options.get('--linkage');
  if (linkage === undefined) throw new Error('--linkage is required');
  const sort = integer(options, 'sort', 0);
  const { from, until } = dates(options);
  const image = options.get('--image') ?? null;
  // An image path on the image CDN, as game icons are: no scheme, no way up the tree.
  if (image !== null && !/^[A-Za-z0-9_-][A-Za-z0-9_./-]*\.(png|jpe?g|svg|webp|gif)$/iu.test(image))
    throw new Error('--image must be a path on the image CDN such as banners/summer.png');
  if (image?.split('/').includes('..')) throw new Error('--image may not contain ..');
  let url: string | null = null;
  let promotionId: number | null = null;
  let gameId: number | null = null;
  if (linkageType === 'URL') {
    if (!/^(https?:\/\/[^\s<>"]+|\/(?!\/)[^\s<>"]*)$/iu.test(linkage))
      throw new Error(
        '--linkage of a URL banner must start with https://, http:// or / (a page of the portal)',
      );
    url = linkage;
  } else if (linkageType === 'P') {
    if (!/^[1-9]\d{0,9}$/u.test(linkage))
      throw new Error('--linkage of a P banner is a promotion id');
    const [promotion] = await db.query<{ id: number; live: boolean }>(
      `SELECT p.id, (${LIVE('p')}) AS live FROM content_promotions p WHERE p.id = $1`,
      [Number(linkage)],
    );
    if (!promotion) throw new Error(`no promotion ${linkage}`);
    if (!promotion.live)
      throw new Error(`promotion ${linkage} is not live: the banner would lead nowhere`);
    promotionId = promotion.id;
  } else {
    if (!/^[1-9]\d{0,9}$/u.test(linkage))
      throw new Error('--linkage of a G banner is a game nodeId');
    const [game] = await db.query<{ id: number }>('SELECT id FROM games WHERE node_id = $1', [
      Number(linkage),
    ]);
    if (!game) throw new Error(`no game with nodeId ${linkage}`);
    gameId = game.id;
  }
  const { defaultLanguage } = await getSetting(db, 'system');
  const byLanguage = await texts(
    options,
    { required: ['title'], optional: ['subtitle', 'badge'], html: [] },
    defaultLanguage,
  );
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO content_banners (banner_group, linkage_type, url, promotion_id, game_id, image, sort, starts_at, ends_at, texts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) RETURNING id`,
    [
      group,
      linkageType,
      url,
      promotionId,
      gameId,
      image,
      sort,
      from,
      until,
      JSON.stringify(byLanguage),
    ],
  );
  return `published banner #${row?.id} in ${group} (${linkageType} ${linkage}, ${Object.keys(byLanguage).sort().join('+')})${schedule(from, until)}`;
}

const tableOf = (kind: Kind) => (kind === 'banner' ? 'content_banners' : 'content_announcements');

async function withdraw(db: Db, kind: Kind, rawId: string | undefined): Promise<string> {
  if (!rawId || !/^[1-9]\d{0,9}$/u.test(rawId)) throw new Error(`withdraw ${kind} takes an id`);
  const id = Number(rawId);
  const kindClause = kind === 'banner' ? '' : 'AND kind = $2';
  const params = kind === 'banner' ? [id] : [id, kind];
  const [row] = await db.query<{ withdrawn_at: Date | string | null }>(
    `SELECT withdrawn_at FROM ${tableOf(kind)} WHERE id = $1 ${kindClause}`,
    params,
  );
  if (!row) throw new Error(`no ${kind} #${id}`);
  if (row.withdrawn_at)
    throw new Error(
      `${kind} #${id} was already withdrawn on ${new Date(row.withdrawn_at).toISOString()}`,
    );
  // Only a row still live is changed: two operators withdrawing at once both see one outcome.
  const changed = await db.query(
    `UPDATE ${tableOf(kind)} SET withdrawn_at = now() WHERE id = $1 ${kindClause} AND withdrawn_at IS NULL RETURNING id`,
    params,
  );
  if (!changed.length) throw new Error(`${kind} #${id} was withdrawn meanwhile`);
  return `withdrew ${kind} #${id} (its record is kept)`;
}

async function list(db: Db, kind: Kind, args: string[]): Promise<string> {
  const all = args[0] === '--all';
  if (args.length > (all ? 1 : 0))
    throw new Error('list-content takes a kind and optionally --all');
  const { defaultLanguage } = await getSetting(db, 'system');
  const state = (alias: string) =>
    `CASE WHEN ${alias}.withdrawn_at IS NOT NULL THEN 'withdrawn' WHEN ${LIVE(alias)} THEN 'live' ELSE 'scheduled' END`;
  const rows =
    kind === 'banner'
      ? await db.query<{ id: number; state: string; detail: string; title: string | null }>(
          `SELECT b.id, ${state('b')} AS state,
             b.banner_group || ' ' || b.linkage_type || ' sort ' || b.sort AS detail,
             b.texts->$1->>'title' AS title
           FROM content_banners b WHERE $2::boolean OR ${LIVE('b')} ORDER BY b.banner_group, b.sort, b.id`,
          [defaultLanguage, all],
        )
      : await db.query<{ id: number; state: string; detail: string; title: string | null }>(
          `SELECT a.id, ${state('a')} AS state,
             a.promotion_type || ' ' || a.execution || ' sort ' || a.sort AS detail,
             a.texts->$1->>'title' AS title
           FROM content_announcements a WHERE a.kind = $3 AND ($2::boolean OR ${LIVE('a')})
           ORDER BY a.sort DESC, a.published_at DESC, a.id DESC`,
          [defaultLanguage, all, kind],
        );
  if (!rows.length) return `(no ${all ? '' : 'live '}${kind}s)`;
  return rows
    .map((r) => `#${r.id} ${r.state} ${r.detail} "${r.title ?? '(no default-language title)'}"`)
    .join('\n');
}

/** Runs a content command; undefined when `command` is not one of them. */
export async function runContentCli(
  db: Db,
  command: string,
  rest: string[],
): Promise<string | undefined> {
  switch (command) {
    case 'publish': {
      const [what, ...args] = rest;
      const kind = kindOf(what, 'publish');
      return kind === 'banner' ? publishBanner(db, args) : publishAnnouncement(db, kind, args);
    }
    case 'withdraw': {
      const [what, id, ...extra] = rest;
      if (extra.length) throw new Error('withdraw takes a kind and one id');
      return withdraw(db, kindOf(what, 'withdraw'), id);
    }
    case 'list-content': {
      const [what, ...args] = rest;
      return list(db, kindOf(what, 'list-content'), args);
    }
    default:
      return undefined;
  }
}

export const contentCli: DomainCli = {
  usage: CONTENT_USAGE,
  run: (db, command, args) => runContentCli(db, command, args),
};
