import type { LanguageOption } from './LanguageSelect';

/**
 * The language names of spec 9, each written in its own language, for the
 * stories. (TY is left out: the spec does not say which language it is.)
 * Pictures on a machine without the fonts of a script show empty boxes there.
 */
export const sampleLanguages: readonly LanguageOption[] = [
  { code: 'ES', name: 'Español', lang: 'es' },
  { code: 'EN', name: 'English', lang: 'en' },
  { code: 'PT', name: 'Português', lang: 'pt' },
  { code: 'PT-BR', name: 'Português (Brasil)', lang: 'pt-BR' },
  { code: 'CN', name: '简体中文', lang: 'zh-CN' },
  { code: 'TW', name: '繁體中文', lang: 'zh-TW' },
  { code: 'JA', name: '日本語', lang: 'ja' },
  { code: 'KO', name: '한국어', lang: 'ko' },
  { code: 'TH', name: 'ไทย', lang: 'th' },
  { code: 'VI', name: 'Tiếng Việt', lang: 'vi' },
  { code: 'MY', name: 'မြန်မာ', lang: 'my' },
  { code: 'HI', name: 'हिन्दी', lang: 'hi' },
  { code: 'ID', name: 'Bahasa Indonesia', lang: 'id' },
  { code: 'MS', name: 'Bahasa Melayu', lang: 'ms' },
  { code: 'KM', name: 'ខ្មែរ', lang: 'km' },
  { code: 'TA', name: 'தமிழ்', lang: 'ta' },
  { code: 'BN', name: 'বাংলা', lang: 'bn' },
  { code: 'TR', name: 'Türkçe', lang: 'tr' },
  { code: 'UR', name: 'اردو', lang: 'ur' },
  { code: 'FA', name: 'فارسی', lang: 'fa' },
  { code: 'AR', name: 'العربية', lang: 'ar' },
];

/** A short list for the smaller stories. */
export const fewLanguages: readonly LanguageOption[] = sampleLanguages.filter((l) =>
  ['ES', 'EN', 'PT-BR', 'AR'].includes(l.code),
);
