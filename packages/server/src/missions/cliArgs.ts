// What the mission and raffle commands read from their arguments: ids, amounts, dates and titles,
// each checked with a message that names the option and what it takes.
import { centsText, MAX_CENTS, toCents } from '../ledger/ledger';

/** A whole number id above 0. */
export function idArg(command: string, raw: string | undefined, extra: readonly string[]): number {
  if (raw === undefined || extra.length)
    throw new Error(`${command} takes the id of one ${command.split('-')[0]}, e.g. ${command} 1`);
  if (!/^[1-9]\d{0,9}$/u.test(raw) || Number(raw) > 2_147_483_647)
    throw new Error(`the id must be a whole number above 0, not "${raw}"`);
  return Number(raw);
}

/** An amount above 0 (or 0 and above with `zero`), at most two decimals, as numeric text. */
export function amountArg(name: string, raw: string | undefined, zero = false): string {
  const cents = raw === undefined || !/^\d+(\.\d{1,2})?$/u.test(raw) ? NaN : toCents(raw);
  if (!Number.isSafeInteger(cents) || cents < (zero ? 0 : 1))
    throw new Error(
      `${name} takes an amount ${zero ? 'of 0 or more' : 'above 0'} with at most two decimals, not "${raw ?? ''}"`,
    );
  if (cents > MAX_CENTS) throw new Error(`${name} may be at most ${centsText(MAX_CENTS)}`);
  return centsText(cents);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/u;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/u;

/**
 * A day (YYYY-MM-DD, UTC) or an instant with its offset (2026-12-01T20:00Z). A day is its start,
 * or with `endOfDay` the start of the next day (an end date counts its whole day).
 */
export function dateArg(name: string, raw: string | undefined, endOfDay = false): Date {
  const value = raw ?? '';
  const day = DAY.test(value);
  const at = day ? new Date(`${value}T00:00:00Z`) : INSTANT.test(value) ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime()) || (day && at.toISOString().slice(0, 10) !== value))
    throw new Error(
      `${name} takes a date (2026-12-01) or a time with its offset (2026-12-01T20:00Z), not "${value}"`,
    );
  return day && endOfDay ? new Date(at.getTime() + 86_400_000) : at;
}

/** The titles of `--title-es` and `--title-en` (at least one), 1 to 120 characters each. */
export function titlesArg(options: Map<string, string>): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const language of ['es', 'en']) {
    const raw = options.get(`--title-${language}`);
    if (raw === undefined) continue;
    const title = raw.trim();
    if (title.length < 1 || title.length > 120)
      throw new Error(`--title-${language} takes 1 to 120 characters`);
    titles[language] = title;
  }
  if (!Object.keys(titles).length) throw new Error('give a title: --title-es, --title-en, or both');
  return titles;
}

/** A title to show the operator: Spanish first, as the portal's default language. */
export const titleOf = (titles: Record<string, string>): string =>
  titles['es'] ?? titles['en'] ?? Object.values(titles)[0] ?? '';
