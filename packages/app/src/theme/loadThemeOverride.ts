import { validateThemeOverride, type ThemeOverride } from '@portal/theme';
import { appConfig } from '../config';

/**
 * The operator's theme override (architecture: reskin without a rebuild): a JSON file beside the
 * app (`theme.json`), validated against the token contract. A missing file is the normal case;
 * an invalid one is reported and ignored, so a bad override never blanks the portal.
 */
export async function loadThemeOverride(
  url: string = appConfig.themeUrl,
): Promise<ThemeOverride | undefined> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' } });
  } catch {
    return undefined;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('json')) return undefined;
  try {
    const override = (await response.json()) as unknown;
    const issues = validateThemeOverride(override);
    if (issues.length === 0) return override as ThemeOverride;
    console.warn(`theme.json ignored: ${issues.map((i) => `${i.path} ${i.message}`).join('; ')}`);
  } catch (error) {
    console.warn('theme.json ignored: not JSON', error);
  }
  return undefined;
}
