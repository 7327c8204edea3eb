// The texts of a language other than the default, in one chunk with the English texts they fall
// back to: English itself, or the operator's texts of an added language (operatorTexts.ts).
import type { i18n as I18n } from 'i18next';
import { en } from './en';
import { loadOperatorTexts } from './operatorTexts';

/** Adds English, then the texts of `code`; false when `code` has none (see loadLanguage). */
export async function loadTexts(instance: I18n, code: string): Promise<boolean> {
  if (!instance.hasResourceBundle('en', 'translation'))
    instance.addResourceBundle('en', 'translation', en);
  if (code === 'en' || instance.hasResourceBundle(code, 'translation')) return true;
  return loadOperatorTexts(instance, code, en);
}
