/**
 * The codes of the platform's languages (spec 9 and the reference facts). Their own names, which
 * only the language menu and the chat rooms show, are in languageNames.ts, out of the first paint.
 */
export const LANGUAGE_CODES: readonly string[] =
  'es en pt pt-BR fr ar fa ur ur-LA bn hi ne ta id ms my th vi km lo cn tw ja ko kk uz ru tr ty'.split(
    ' ',
  );

/** The `lang` of the codes that are not BCP 47 tags themselves. */
const LANG_TAGS: Readonly<Record<string, string>> = {
  'ur-LA': 'ur-Latn',
  cn: 'zh-Hans',
  tw: 'zh-Hant',
  ty: 'tl',
};

export const DEFAULT_LANGUAGE = 'es';
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Right-to-left languages (spec 9: AR, FA, UR). The same list as @portal/ui's
 * RTL_LANGUAGE_CODES, written here so that the start of the app does not load the language
 * select's module (and its drop-down) just to read it.
 */
const RTL_LANGUAGE_CODES: ReadonlySet<string> = new Set(['AR', 'FA', 'UR', 'HE']);

export const isRtl = (code: string): boolean =>
  RTL_LANGUAGE_CODES.has(code.toUpperCase()) ||
  (RTL_LANGUAGE_CODES.has(code.split('-')[0]!.toUpperCase()) &&
    !code.toUpperCase().endsWith('-LA'));

/**
 * The text direction of a language, whether or not its interface texts exist (i18next's own `dir()`
 * answers for the language it falls back to).
 */
export const textDir = (code: string): 'rtl' | 'ltr' => (isRtl(code) ? 'rtl' : 'ltr');

/** The `lang` attribute of the document for a language code. */
export const htmlLang = (code: string): string => LANG_TAGS[code] ?? code;
