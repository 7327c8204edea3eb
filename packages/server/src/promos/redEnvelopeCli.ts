// The operator's red-envelope commands: publish a campaign (its total split at once into random
// shares), list the campaigns, close one early. Every input is checked, and every problem said,
// before anything is written; a campaign and its shares are written in one transaction, so a
// refused command changes nothing. Publishing and closing are audited.
import { RED_ENVELOPE_MAX_COUNT, RED_ENVELOPE_TITLE_MAX } from '@portal/contract';
import { parseOptions, type DomainCli } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import { dateOf } from '../content/articlesCli';
import { isPlainText } from '../content/html';
import type { Db } from '../db/types';
import { centsText, toCents } from '../ledger/ledger';
import { getSetting } from '../settings/settings';
import { offeredLanguages } from '../system/languages';
import { createCampaign, RED_ENVELOPE_MAX_TOTAL_CENTS, STATUS } from './redEnvelope';

export const RED_ENVELOPE_USAGE = `  red-envelope add --title:<lang> TEXT [...more languages] --total AMOUNT --count N
          [--min AMOUNT] [--start now|DATE] --end DATE
                                           publish a red-envelope campaign: the total split at
                                           once into N random envelopes of at least --min (0.01)
                                           each; members grab one each from --start (now) to --end
  red-envelope list [--all]                the campaigns running, upcoming and ended in the last 7
                                           days (--all: every one), with what was grabbed
  red-envelope close <id>                  end a campaign now: no more grabs (grabs made are kept,
                                           the envelopes left are never paid)`;

const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/u;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/u;
/** The longest a campaign may run. */
const MAX_DAYS = 366;

const refuse = (verb: string, problems: string[]): void => {
  if (problems.length) throw new Error(`not ${verb}:\n  ${problems.join('\n  ')}`);
};

/** An amount in cents from an option, above 0 with at most two decimals; a problem otherwise. */
function amountOf(raw: string | undefined, name: string, problems: string[]): number | undefined {
  if (raw === undefined) return undefined;
  const cents = toCents(raw);
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    problems.push(`${name} must be an amount above 0 with at most two decimals, not "${raw}"`);
    return undefined;
  }
  if (cents > RED_ENVELOPE_MAX_TOTAL_CENTS) {
    problems.push(`${name} may be at most ${centsText(RED_ENVELOPE_MAX_TOTAL_CENTS)}`);
    return undefined;
  }
  return cents;
}

/** A date option, or a problem. */
function whenOf(raw: string, name: string, problems: string[]): Date | undefined {
  if (raw === 'now') return new Date();
  try {
    return dateOf(raw, name);
  } catch (error) {
    problems.push((error as Error).message);
    return undefined;
  }
}

async function add(db: Db, args: string[]): Promise<string> {
  const options = parseOptions(args, ['title', 'total', 'count', 'min', 'start', 'end'], true);
  const problems: string[] = [];
  const offered = await offeredLanguages(db);
  const { defaultLanguage } = await getSetting(db, 'system');
  const texts: Record<string, { title: string }> = {};
  for (const [name, raw] of options) {
    const [field = '', lang, ...extra] = name.slice(2).split(':');
    if (field !== 'title') {
      if (lang !== undefined) problems.push(`${name}: only --title names a language`);
      continue;
    }
    if (lang === undefined || extra.length || !LANGUAGE.test(lang)) {
      problems.push(`${name}: name the language, e.g. --title:es`);
      continue;
    }
    const code = lang.toLowerCase();
    const title = raw.trim();
    if (!offered.includes(code))
      problems.push(`${name}: ${code} is not a language the portal offers (${offered.join(' ')})`);
    else if (!title) problems.push(`${name} is empty`);
    else if (title.length > RED_ENVELOPE_TITLE_MAX)
      problems.push(`${name} is longer than ${RED_ENVELOPE_TITLE_MAX} characters`);
    else if (CONTROL.test(title) || !isPlainText(title))
      problems.push(`${name} is one line of plain text: no < or >, no control characters`);
    else texts[code] = { title };
  }
  const fallback = defaultLanguage.toLowerCase();
  if (
    !texts[fallback] &&
    ![...options.keys()].some((n) => n.toLowerCase() === `--title:${fallback}`)
  )
    problems.push(
      `a title in the default language is required (--title:${fallback}): players of every other language fall back to it`,
    );

  const total = amountOf(options.get('--total'), '--total', problems);
  if (!options.has('--total')) problems.push('--total is required (e.g. --total 1000)');
  const rawCount = options.get('--count');
  let count: number | undefined;
  if (rawCount === undefined) problems.push('--count is required (e.g. --count 100)');
  else if (!/^[1-9]\d{0,5}$/u.test(rawCount) || Number(rawCount) > RED_ENVELOPE_MAX_COUNT)
    problems.push(
      `--count must be a whole number from 1 to ${RED_ENVELOPE_MAX_COUNT}, not "${rawCount}"`,
    );
  else count = Number(rawCount);
  const min = options.has('--min') ? amountOf(options.get('--min'), '--min', problems) : 1;
  if (total !== undefined && count !== undefined && min !== undefined && min * count > total)
    problems.push(
      `${count} envelopes of at least ${centsText(min)} need a total of ${centsText(min * count)} or more, not ${centsText(total)}`,
    );

  const start = whenOf(options.get('--start') ?? 'now', '--start', problems);
  const rawEnd = options.get('--end');
  const end = rawEnd === undefined ? undefined : whenOf(rawEnd, '--end', problems);
  if (rawEnd === undefined) problems.push('--end is required (e.g. --end 2026-12-31T23:59:00Z)');
  if (end && end.getTime() <= Date.now()) problems.push('--end must be in the future');
  if (start && end && end <= start) problems.push('--end must be after --start');
  if (start && end && end.getTime() - start.getTime() > MAX_DAYS * 86_400_000)
    problems.push(`a campaign may run at most ${MAX_DAYS} days`);
  refuse('published', problems);
  if (
    total === undefined ||
    count === undefined ||
    min === undefined ||
    start === undefined ||
    end === undefined
  )
    throw new Error('not published: an option is missing');

  const id = await db.transaction(async (tx) => {
    const made = await createCampaign(tx, {
      texts,
      totalCents: total,
      count,
      minCents: min,
      startsAt: start,
      endsAt: end,
    });
    await audit(tx, {
      actor: operatorName(),
      action: 'red-envelope-add',
      subject: `red-envelope:${made}`,
      detail: {
        texts,
        total: centsText(total),
        count,
        min: centsText(min),
        startsAt: start.toISOString(),
        endsAt: end.toISOString(),
      },
    });
    return made;
  });
  return `red envelope #${id} (${Object.keys(texts).sort().join('+')}): ${centsText(total)} in ${count} envelope${count === 1 ? '' : 's'} of at least ${centsText(min)}, from ${start.toISOString()} to ${end.toISOString()}`;
}

interface ListedRow {
  id: number;
  texts: Record<string, { title: string }>;
  status: string;
  total: string;
  envelopes: number;
  taken: number;
  paid: string;
  starts_at: Date | string;
  ends_at: Date | string;
  closed_at: Date | string | null;
}

async function list(db: Db, args: string[]): Promise<string> {
  const all = args[0] === '--all';
  if (args.length > 1 || (args.length === 1 && !all))
    throw new Error('red-envelope list takes nothing, or --all');
  const rows = await db.query<ListedRow>(
    `SELECT c.id, c.texts, ${STATUS('c')} AS status, c.total::text AS total, c.envelopes,
       count(s.account_id)::int AS taken, coalesce(sum(s.amount) FILTER (WHERE s.account_id IS NOT NULL), 0)::numeric(18, 2)::text AS paid,
       c.starts_at, c.ends_at, c.closed_at
     FROM red_envelope_campaigns c JOIN red_envelope_shares s ON s.campaign_id = c.id
     WHERE $1::boolean OR least(coalesce(c.closed_at, c.ends_at), c.ends_at) > now() - interval '7 days'
     GROUP BY c.id ORDER BY c.id DESC`,
    [all],
  );
  if (!rows.length)
    return all
      ? 'no red envelope campaigns'
      : 'no red envelope campaigns lately (--all: every one)';
  return rows
    .map((r) => {
      const title = Object.entries(r.texts)
        .map(([lang, t]) => `${lang}: ${t.title}`)
        .join(' | ');
      const when = `${new Date(r.starts_at).toISOString()} to ${new Date(r.ends_at).toISOString()}${r.closed_at ? `, closed ${new Date(r.closed_at).toISOString()}` : ''}`;
      return `#${r.id} ${r.status}  ${title}\n    ${r.taken}/${r.envelopes} grabbed, ${r.paid} of ${r.total} paid; ${when}`;
    })
    .join('\n');
}

async function close(db: Db, args: string[]): Promise<string> {
  const [rawId, ...extra] = args;
  if (!rawId || extra.length || !/^[1-9]\d{0,9}$/u.test(rawId) || Number(rawId) > 2_147_483_647)
    throw new Error(
      `red-envelope close takes a campaign id (a whole number), not "${args.join(' ')}"`,
    );
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; status: string }>(
      `SELECT c.id, ${STATUS('c')} AS status FROM red_envelope_campaigns c WHERE c.id = $1 FOR UPDATE`,
      [Number(rawId)],
    );
    if (!row)
      throw new Error(`no red envelope campaign #${rawId} (red-envelope list --all shows them)`);
    if (row.status === 'ended') throw new Error(`red envelope #${row.id} has ended already`);
    await tx.query('UPDATE red_envelope_campaigns SET closed_at = now() WHERE id = $1', [row.id]);
    const [counts] = await tx.query<{ taken: number; envelopes: number }>(
      `SELECT count(account_id)::int AS taken, count(*)::int AS envelopes
       FROM red_envelope_shares WHERE campaign_id = $1`,
      [row.id],
    );
    await audit(tx, {
      actor: operatorName(),
      action: 'red-envelope-close',
      subject: `red-envelope:${row.id}`,
      detail: { was: row.status, taken: counts?.taken ?? 0, envelopes: counts?.envelopes ?? 0 },
    });
    return `red envelope #${row.id} closed: ${counts?.taken ?? 0} of ${counts?.envelopes ?? 0} envelopes were grabbed`;
  });
}

export const redEnvelopeCli: DomainCli = {
  usage: RED_ENVELOPE_USAGE,
  async run(db, command, args) {
    if (command !== 'red-envelope') return undefined;
    const [verb, ...rest] = args;
    if (verb === 'add') return add(db, rest);
    if (verb === 'list') return list(db, rest);
    if (verb === 'close') return close(db, rest);
    throw new Error(`red-envelope takes add, list or close\n\n${RED_ENVELOPE_USAGE}`);
  },
};
