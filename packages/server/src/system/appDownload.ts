// The operator's app-download settings: the iOS and Android links (the system settings' resources
// APP_IOS and APP_ANDROID, which the system info publishes to the side menu and /download) and
// the note shown with the lite (home-screen) install. Every change is audited.
import { APP_LINK_RESOURCES, LITE_NOTE_MAX, isTextOf, type AppPlatform } from '@portal/contract';
import { parseOptions } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import type { Db } from '../db/types';
import { getSetting, setSetting, type SystemSettings } from '../settings/settings';

/** The longest link: a QR code of a longer one gets too dense for a phone's camera. */
export const APP_LINK_MAX = 512;

const LABELS: Record<AppPlatform, string> = { ios: 'iOS app', android: 'Android app' };
const LANGUAGE = /^[a-z]{2,3}(-[a-z]{2,4})?$/u;

export const APP_DOWNLOAD_USAGE = `  app-download                             the app links (iOS, Android) and the lite-install note
  app-download ios|android <https-address> set the link of a platform (its QR code on /download
                                           and in the side menu)
  app-download ios|android off             take that link away
  app-download note --text:<lang> TEXT [--text:<lang> TEXT ...]
                                           the note shown with the lite (home-screen) install;
                                           plain text, the default language required
  app-download note off                    take the note away`;

/** A link players scan: an https address, no credentials, short enough for a readable code. */
export function appLink(raw: string | undefined, platform: string): string {
  if (!raw) throw new Error(`app-download ${platform} takes an https:// address or off`);
  if (raw.length > APP_LINK_MAX)
    throw new Error(`the ${platform} link is longer than ${APP_LINK_MAX} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`the ${platform} link "${raw}" is not an address (https://...)`);
  }
  if (url.protocol !== 'https:' || !isTextOf('line', raw) || /\s/u.test(raw))
    throw new Error(`the ${platform} link must be an https:// address, not "${raw}"`);
  if (url.username || url.password)
    throw new Error(`the ${platform} link may not carry a user name or password`);
  return url.href;
}

/** The note's texts by language: plain one-line text, the default language among them. */
function noteTexts(args: string[], defaultLanguage: string): Record<string, string> {
  const options = parseOptions(args, ['text'], true);
  const problems: string[] = [];
  const texts: Record<string, string> = {};
  for (const [name, raw] of options) {
    const lang = name.split(':')[1]?.toLowerCase();
    if (lang === undefined || !LANGUAGE.test(lang)) {
      problems.push(`${name}: name the language, e.g. --text:es`);
      continue;
    }
    const value = raw.trim();
    if (!value) problems.push(`${name} is empty`);
    else if (value.length > LITE_NOTE_MAX)
      problems.push(`${name} is longer than ${LITE_NOTE_MAX} characters`);
    else if (!isTextOf('line', value) || /[<>]/u.test(value))
      problems.push(`${name} is one line of plain text: no control characters, no < or >`);
    else texts[lang] = value;
  }
  const fallback = defaultLanguage.toLowerCase();
  if (!problems.length && !(fallback in texts))
    problems.push(`the note in the default language is required (--text:${fallback} ...)`);
  if (problems.length) throw new Error(`note not set:\n  ${problems.join('\n  ')}`);
  return texts;
}

/**
 * The note as the system info publishes it: each language's text, the default language first (a
 * client that has none of the player's languages shows that one); nothing when there is none.
 */
export function liteInstallNote(system: SystemSettings): {
  liteInstallNote?: { language: string; text: string }[];
} {
  const fallback = system.defaultLanguage.toLowerCase();
  const notes = Object.entries(system.liteInstallNote ?? {})
    .map(([language, text]) => ({ language, text }))
    .sort((a, b) => Number(b.language === fallback) - Number(a.language === fallback));
  return notes.length ? { liteInstallNote: notes } : {};
}

function describe(system: SystemSettings): string {
  const link = (platform: AppPlatform) =>
    system.resources[APP_LINK_RESOURCES[platform]]?.url ?? '(none)';
  const notes = liteInstallNote(system).liteInstallNote ?? [];
  const note = notes.map(({ language, text }) => `[${language}] ${text}`).join(' ');
  return [`ios: ${link('ios')}`, `android: ${link('android')}`, `note: ${note || '(none)'}`].join(
    '\n',
  );
}

/** `app-download ...`: shows or changes the app links and the lite-install note. */
export async function appDownloadCommand(db: Db, args: string[]): Promise<string> {
  const system = await getSetting(db, 'system');
  const [what, ...rest] = args;
  if (what === undefined) return describe(system);
  const record = (subject: string, detail: Record<string, unknown>) =>
    audit(db, { actor: operatorName(), action: 'app-download', subject, detail });

  if (what === 'ios' || what === 'android') {
    const [raw, ...extra] = rest;
    if (extra.length) throw new Error(`app-download ${what} takes one address or off`);
    const key = APP_LINK_RESOURCES[what];
    const resources = { ...system.resources };
    if (raw === 'off') delete resources[key];
    else resources[key] = { url: appLink(raw, what), labelNameEn: LABELS[what] };
    await setSetting(db, 'system', { ...system, resources });
    const url = resources[key]?.url ?? null;
    await record(what, { url });
    return `${what}: ${url ?? '(none)'}`;
  }
  if (what === 'note') {
    const next = { ...system };
    if (rest.length === 1 && rest[0] === 'off') delete next.liteInstallNote;
    else next.liteInstallNote = noteTexts(rest, system.defaultLanguage);
    await setSetting(db, 'system', next);
    await record('note', { texts: next.liteInstallNote ?? null });
    return describe(next).split('\n').at(-1) ?? '';
  }
  throw new Error(`app-download takes ios, android or note\n\n${APP_DOWNLOAD_USAGE}`);
}
