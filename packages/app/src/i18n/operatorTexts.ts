// The interface texts an operator added for a language (`/texts/<code>.json`, served by the server
// from its TEXTS_DIR), loaded when that language is chosen: a chunk of its own, never in the first
// paint. Checked against the English texts as the server and the operator's check do; what cannot
// be used is left out, and English shows there, as for any text the file does not have.
import { checkInterfaceTexts, TEXTS_PATH } from '@portal/contract';
import type { i18n as I18n } from 'i18next';

/** Adds the operator's texts of `code`; false when there are none to add (no file, or none usable). */
export async function loadOperatorTexts(
  instance: I18n,
  code: string,
  english: Readonly<Record<string, string>>,
): Promise<boolean> {
  let answer: unknown;
  try {
    const response = await fetch(`${TEXTS_PATH}${code.toLowerCase()}.json`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json'))
      return false;
    answer = await response.json();
  } catch {
    return false;
  }
  const { texts, problems } = checkInterfaceTexts(answer, english);
  if (problems.length) console.warn(`texts of ${code}: left out ${problems.join('; ')}`);
  if (Object.keys(texts).length === 0) return false;
  instance.addResourceBundle(code, 'translation', texts, true, true);
  return true;
}
