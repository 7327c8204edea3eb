import type { LanguageOption } from '@portal/ui';

/**
 * The languages of the platform (spec 9 and the reference facts), by their own names. Spanish and
 * English texts are bundled; any other is offered once the operator has added its texts
 * (docs/operators/languages.md), and shows English where its file has no text.
 */
export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'es', name: 'Español' },
  { code: 'en', name: 'English' },
  { code: 'pt', name: 'Português' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'fr', name: 'Français' },
  { code: 'ar', name: 'العربية', lang: 'ar' },
  { code: 'fa', name: 'فارسی', lang: 'fa' },
  { code: 'ur', name: 'اردو', lang: 'ur' },
  { code: 'ur-LA', name: 'Urdu (Latin)', lang: 'ur-Latn', dir: 'ltr' },
  { code: 'bn', name: 'বাংলা', lang: 'bn' },
  { code: 'hi', name: 'हिन्दी', lang: 'hi' },
  { code: 'ne', name: 'नेपाली', lang: 'ne' },
  { code: 'ta', name: 'தமிழ்', lang: 'ta' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'ms', name: 'Bahasa Melayu' },
  { code: 'my', name: 'မြန်မာ', lang: 'my' },
  { code: 'th', name: 'ไทย', lang: 'th' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'km', name: 'ខ្មែរ', lang: 'km' },
  { code: 'lo', name: 'ລາວ', lang: 'lo' },
  { code: 'cn', name: '简体中文', lang: 'zh-Hans' },
  { code: 'tw', name: '繁體中文', lang: 'zh-Hant' },
  { code: 'ja', name: '日本語', lang: 'ja' },
  { code: 'ko', name: '한국어', lang: 'ko' },
  { code: 'kk', name: 'Қазақша', lang: 'kk' },
  { code: 'uz', name: 'Oʻzbekcha', lang: 'uz' },
  { code: 'ru', name: 'Русский', lang: 'ru' },
  { code: 'tr', name: 'Türkçe', lang: 'tr' },
  { code: 'ty', name: 'Tagalog', lang: 'tl' },
];

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
export const htmlLang = (code: string): string =>
  LANGUAGES.find((l) => l.code === code)?.lang ?? code;
