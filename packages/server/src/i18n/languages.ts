import { GAME_FALLBACK_LANGUAGE } from '@portal/contract';

// The one language fallback of the server: what was asked, then its base (`pt` of `pt-br`), then
// English, then a default (the operator's for content and help, Spanish for the names of games).
// Content falls back as the app's interface does (asked, base, English): a player of a language
// the operator wrote no content in reads the English content beside the English interface.

/** Texts of an item by lower-case language code, e.g. `{ es: { title, content }, en: {...} }`. */
export type Texts<T> = Record<string, T>;

/**
 * The languages to look for, in order: the asked one, its base (`pt` of `pt-br`), English (the
 * interface's fallback), then the operator's default; all lower case. Nothing asked: the default.
 */
export function languageChain(asked: string | undefined, fallback: string): string[] {
  if (asked === undefined) return [fallback.toLowerCase()];
  const lang = asked.toLowerCase();
  return [...new Set([lang, lang.split('-')[0] ?? lang, 'en', fallback.toLowerCase()])];
}

/**
 * The text of an item in the first language of `chain` it has. An item always has one (the
 * database refuses an empty object and publishing requires the default language); should the
 * operator change the default language later, an item without it answers its first language
 * rather than vanish.
 */
export function pickText<T>(
  texts: Texts<T>,
  chain: readonly string[],
): { language: string; text: T } {
  for (const language of chain) {
    const text = texts[language];
    if (text !== undefined) return { language, text };
  }
  const [language = ''] = Object.keys(texts).sort();
  const text = texts[language];
  if (text === undefined) throw new Error('content item without any text');
  return { language, text };
}

/** The asked language and its base (`pt-br` and `pt`), lower case; Spanish when none is asked. */
export const gameLanguages = (language: string | undefined): [string, string] => {
  const lang = (language ?? GAME_FALLBACK_LANGUAGE).toLowerCase();
  return [lang, lang.split('-')[0] ?? lang];
};

/**
 * SQL of a name from a `names` object column (`<alias>.names`): in the language `lang`, else in
 * `base`, else in Spanish. `lang` and `base` are SQL expressions (`$1`, `t.language`...).
 */
export const nameSql = (alias: string, lang: string, base: string): string =>
  `coalesce(${alias}.names->>${lang}, ${alias}.names->>${base}, ${alias}.names->>'${GAME_FALLBACK_LANGUAGE}')`;

/** {@link nameSql} for a language column (a ticket's or a game session's): its base is split off. */
export const nameInLanguageSql = (alias: string, column: string): string =>
  nameSql(alias, column, `split_part(${column}, '-', 1)`);

/** A language tag as a browser sends it (`es`, `pt-BR`, `zh-Hant-TW`); anything else is ignored. */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8}){0,3}$/iu;

/**
 * The languages of an Accept-Language header, most wanted first, lower case: `pt-BR,pt;q=0.9,
 * en;q=0.8` → pt-br, pt, en. The header is the client's to write: a tag that is not one, a weight
 * that is not a number and `q=0` are dropped, `*` too (it names no language), and only the first
 * ten entries are read.
 */
export function acceptedLanguages(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weighted: { tag: string; q: number }[] = [];
  for (const entry of text.split(',').slice(0, 10)) {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!LANGUAGE_TAG.test(tag)) continue;
    const weight = params.find((p) => p.toLowerCase().startsWith('q='));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    weighted.push({ tag: tag.toLowerCase(), q });
  }
  // Sorting is stable: equal weights keep the client's order.
  return [...new Set(weighted.sort((a, b) => b.q - a.q).map((w) => w.tag))];
}
