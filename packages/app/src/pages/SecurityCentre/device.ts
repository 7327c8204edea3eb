import type { TFunction } from 'i18next';

// A session's device in a few words ("Chrome · Linux") from its user agent: enough for a member to
// recognise a session, the whole string in its title.

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//u, 'Edge'],
  [/OPR\//u, 'Opera'],
  [/Firefox\//u, 'Firefox'],
  [/Chrom(e|ium)\//u, 'Chrome'],
  [/Safari\//u, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/u, 'Android'],
  [/iPhone|iPad|iOS/u, 'iOS'],
  [/Windows/u, 'Windows'],
  [/Mac OS X|Macintosh/u, 'macOS'],
  [/Linux|X11/u, 'Linux'],
];

export function deviceOf(userAgent: string | null, t: TFunction): string {
  if (!userAgent) return t('profile_sessions_unknown');
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  const parts = [browser, system].filter(Boolean);
  return parts.length ? parts.join(' · ') : userAgent.slice(0, 40);
}
