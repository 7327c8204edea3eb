// The languages the operator offers: the system info publishes them (the app's language select
// lists them), and the lobby's bingo sub-category depends on TY among them (spec 2.6,
// offeredClassifies). Kept in the settings row `languages`; without one, every language of the
// platform.
import { PLATFORM_LANGUAGES } from '@portal/contract';
import type { Queryable } from '../db/types';

const KEY = 'languages';

export async function offeredLanguages(db: Queryable): Promise<string[]> {
  const [row] = await db.query<{ value: string[] }>('SELECT value FROM settings WHERE key = $1', [
    KEY,
  ]);
  return row?.value ?? [...PLATFORM_LANGUAGES];
}

/**
 * `cli languages [<code>...]`: shows the offered languages, or replaces them with the given
 * platform languages, in the platform's order (the operator's default language among them).
 */
export async function languagesCommand(
  db: Queryable,
  codes: readonly string[],
  defaultLanguage: string,
): Promise<string> {
  if (codes.length === 0) return (await offeredLanguages(db)).join(' ');
  const asked = new Set(codes.map((c) => c.toLowerCase()));
  const unknown = [...asked].filter((c) => !(PLATFORM_LANGUAGES as readonly string[]).includes(c));
  if (unknown.length) throw new Error(`not a language of the platform: ${unknown.join(', ')}`);
  if (!asked.has(defaultLanguage.toLowerCase()))
    throw new Error(`the default language ${defaultLanguage} must be among them`);
  const languages = PLATFORM_LANGUAGES.filter((c) => asked.has(c));
  await db.query(
    `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [KEY, JSON.stringify(languages)],
  );
  return `languages: ${languages.join(' ')}`;
}
