export {
  LanguageSelect,
  languageDir,
  RTL_LANGUAGE_CODES,
  type LanguageOption,
  type LanguageSelectProps,
} from './LanguageSelect';
