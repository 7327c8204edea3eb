import type { LanguageOption } from '@portal/ui';

/**
 * The languages of the platform (spec 9 and the reference facts, the codes of languages.ts), by
 * their own names, for the language menu and the chat rooms (chunks of their own). Spanish and
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
