// An operator's interface texts for a language (`/texts/<code>.json`): a flat object of text keys
// and their strings, as the app's own es.ts and en.ts. Checked once, the same way, wherever a file
// is read: by the server before it lists and serves it (the shape), by the app before it uses it and
// by the operator's check (`pnpm --filter @portal/app texts check`), both against the English texts.

/** The largest file the server reads: the English texts are about a tenth of it. */
export const INTERFACE_TEXTS_MAX_BYTES = 512 * 1024;
const MAX_TEXT = 4000;
const KEY = /^[A-Za-z0-9_.-]{1,120}$/u;
const PLACEHOLDER = /\{\{\s*([^}\s]+)\s*\}\}/gu;

export interface InterfaceTextsCheck {
  /** The entries that may be used: the others are left out, and the English text shows instead. */
  texts: Record<string, string>;
  /** What was left out and why, one line an entry (empty: the file is clean). */
  problems: string[];
}

/** The `{{name}}` values a text shows, sorted. */
const placeholdersOf = (text: string): string =>
  [...text.matchAll(PLACEHOLDER)]
    .map((m) => m[1] ?? '')
    .sort()
    .join(',');

/**
 * Checks a parsed texts file. Without `english`, only its shape (an object of short keys and
 * strings); with it, also that each key is one of the app's and shows the same `{{values}}` as its
 * English text (a text that lost one would show a sentence with a hole).
 */
export function checkInterfaceTexts(
  candidate: unknown,
  english?: Readonly<Record<string, string>>,
): InterfaceTextsCheck {
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate))
    return { texts: {}, problems: ['not an object of texts ({ "key": "text", ... })'] };
  const texts: Record<string, string> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(candidate)) {
    if (!KEY.test(key)) problems.push(`${JSON.stringify(key.slice(0, 60))}: not a text key`);
    else if (typeof value !== 'string') problems.push(`${key}: not a string`);
    else if (value.trim() === '') problems.push(`${key}: empty`);
    else if (value.length > MAX_TEXT) problems.push(`${key}: longer than ${MAX_TEXT} characters`);
    else if (english && !Object.hasOwn(english, key))
      problems.push(`${key}: not a text of the app`);
    else if (english && placeholdersOf(value) !== placeholdersOf(english[key] ?? ''))
      problems.push(
        `${key}: its {{values}} (${placeholdersOf(value) || 'none'}) differ from the English text's (${placeholdersOf(english[key] ?? '') || 'none'})`,
      );
    else texts[key] = value;
  }
  return { texts, problems };
}
