import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { es } from './es';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  htmlLang,
  isRtl,
} from './languages';

export { isRtl } from './languages';

/** The language the player chose last time (localStorage), else the default. */
export function storedLanguage(): string {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored && LANGUAGE_CODES.includes(stored)) return stored;
  } catch {
    // No storage (private mode): the default language.
  }
  return DEFAULT_LANGUAGE;
}

/** Puts the language on the document: `lang`, and `dir` right to left for AR, FA and UR. */
export function applyDocumentLanguage(code: string): void {
  const root = document.documentElement;
  root.lang = htmlLang(code);
  root.dir = isRtl(code) ? 'rtl' : 'ltr';
}

/**
 * One i18next instance for the app: Spanish by default, English bundled, any other language
 * falling back to English (spec 9); the choice kept in localStorage (spec 4.11). The English
 * texts are a chunk of their own, loaded before a language that needs them is shown
 * (`loadLanguage`), so a Spanish first paint does not carry them.
 */
export function createI18n(language: string = storedLanguage()) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { es: { translation: es } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.on('languageChanged', (code) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
    } catch {
      // The choice holds for this page only.
    }
    applyDocumentLanguage(code);
  });
  applyDocumentLanguage(language);
  return instance;
}

/**
 * Makes sure the texts a language shows are loaded: the bundled ones, or the operator's
 * (`/texts/<code>.json`) and the English they fall back to (loadTexts.ts, with the English texts:
 * one chunk, off a Spanish first paint). False for a language without texts of its own, which the
 * portal does not offer.
 */
export async function loadLanguage(
  instance: I18n,
  code: string = instance.language,
): Promise<boolean> {
  return code === DEFAULT_LANGUAGE || (await import('./loadTexts')).loadTexts(instance, code);
}

/**
 * The language the portal starts in: the remembered one when its texts are there, else the
 * default (an operator may have taken a language's texts away since the last visit).
 */
export async function startLanguage(instance: I18n): Promise<void> {
  if (!(await loadLanguage(instance))) await instance.changeLanguage(DEFAULT_LANGUAGE);
}

/** Switches the language once its texts are there (no flash of keys); not to one without texts. */
export async function switchLanguage(instance: I18n, code: string): Promise<void> {
  if (await loadLanguage(instance, code)) await instance.changeLanguage(code);
}
