// The operator's commands over the agent centre's announcements: publish one, list them, hide one.
// Every input is checked before anything is written; each change is in the operator audit. Nothing
// is deleted: a hidden announcement keeps its row.
import { parseOptions, valueOf, type DomainCli } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import type { Db } from '../db/types';
import { AGENT_ANNOUNCEMENT_LANGUAGE } from './announcements';

export const TEAM_USAGE = `  agent-announce --title:es TEXT --body:es TEXT|@FILE [--title:en TEXT --body:en TEXT ...]
                                           publish an announcement to agents, in Spanish and any
                                           other languages (plain text, a line a paragraph)
  agent-announcements                      the announcements to agents with their ids, newest first
  agent-announce-hide <id>                 take an announcement off the agent centre (its record
                                           is kept)`;

const LANGUAGE = /^[a-z]{2,3}(-[a-z]{2,4})?$/u;
const MAX = { title: 200, body: 5000 } as const;

/** The titles and bodies by language from `--title:<lang>` and `--body:<lang>`, all checked. */
async function texts(args: string[]) {
  const options = parseOptions(args, ['title', 'body'], true);
  const title: Record<string, string> = {};
  const body: Record<string, string> = {};
  const problems: string[] = [];
  for (const [name, raw] of options) {
    // parseOptions let through only --title and --body, with or without a language.
    const [part, given] = name.slice(2).split(':');
    const field = part === 'body' ? 'body' : 'title';
    const lang = given?.toLowerCase();
    if (lang === undefined || !LANGUAGE.test(lang)) {
      problems.push(`${name}: name the language, e.g. --${field}:es`);
      continue;
    }
    const value = (field === 'body' ? await valueOf(raw) : raw).trim();
    const where = `--${field}:${lang}`;
    if (!value) problems.push(`${where} is empty`);
    if (value.length > MAX[field])
      problems.push(`${where} is longer than ${MAX[field]} characters`);
    if (field === 'title' && /[\r\n]/u.test(value)) problems.push(`${where} is one line`);
    if ((field === 'title' ? title : body)[lang] !== undefined)
      problems.push(`${where} is given twice`);
    (field === 'title' ? title : body)[lang] = value;
  }
  if (
    title[AGENT_ANNOUNCEMENT_LANGUAGE] === undefined &&
    body[AGENT_ANNOUNCEMENT_LANGUAGE] === undefined
  )
    problems.push(
      `Spanish is required (--title:${AGENT_ANNOUNCEMENT_LANGUAGE} ... --body:${AGENT_ANNOUNCEMENT_LANGUAGE} ...): agents of every other language fall back to it`,
    );
  for (const lang of new Set([...Object.keys(title), ...Object.keys(body)])) {
    if (title[lang] === undefined) problems.push(`--title:${lang} is missing`);
    if (body[lang] === undefined) problems.push(`--body:${lang} is missing`);
  }
  if (problems.length) throw new Error(`not published:\n  ${problems.join('\n  ')}`);
  return { title, body };
}

async function announce(db: Db, args: string[]): Promise<string> {
  const { title, body } = await texts(args);
  const languages = Object.keys(title).sort();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO agent_announcements (title, body) VALUES ($1::jsonb, $2::jsonb) RETURNING id',
      [JSON.stringify(title), JSON.stringify(body)],
    );
    await audit(tx, {
      actor: operatorName(),
      action: 'agent-announce',
      subject: `agent-announcement #${row?.id}`,
      detail: { languages },
    });
    return `published agent announcement #${row?.id} (${languages.join('+')})`;
  });
}

async function list(db: Db, args: string[]): Promise<string> {
  if (args.length) throw new Error('agent-announcements takes no arguments');
  const rows = await db.query<{
    id: number;
    title: Record<string, string>;
    published_at: Date | string;
    hidden: boolean;
  }>(
    'SELECT id, title, published_at, hidden FROM agent_announcements ORDER BY published_at DESC, id DESC',
  );
  if (!rows.length) return 'no agent announcements';
  return rows
    .map(
      (r) =>
        `#${r.id}  ${new Date(r.published_at).toISOString()}  ${r.hidden ? 'hidden' : 'shown '}  ${Object.keys(r.title).sort().join('+')}  ${r.title[AGENT_ANNOUNCEMENT_LANGUAGE] ?? ''}`,
    )
    .join('\n');
}

async function hide(db: Db, args: string[]): Promise<string> {
  const [raw, ...extra] = args;
  if (raw === undefined || extra.length || !/^\d{1,9}$/u.test(raw))
    throw new Error(
      'agent-announce-hide takes the id of an announcement (agent-announcements lists them)',
    );
  const id = Number(raw);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ hidden: boolean }>(
      'SELECT hidden FROM agent_announcements WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row) throw new Error(`no agent announcement #${id}`);
    if (row.hidden) return `agent announcement #${id} was already hidden: nothing done`;
    await tx.query('UPDATE agent_announcements SET hidden = true WHERE id = $1', [id]);
    await audit(tx, {
      actor: operatorName(),
      action: 'agent-announce-hide',
      subject: `agent-announcement #${id}`,
    });
    return `agent announcement #${id} hidden`;
  });
}

export const teamCli: DomainCli = {
  usage: TEAM_USAGE,
  async run(db, command, args) {
    switch (command) {
      case 'agent-announce':
        return announce(db, args);
      case 'agent-announcements':
        return list(db, args);
      case 'agent-announce-hide':
        return hide(db, args);
      default:
        return undefined;
    }
  },
};
