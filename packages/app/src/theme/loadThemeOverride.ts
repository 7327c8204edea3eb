import type { BuiltTheme } from '@portal/theme';
import { appConfig } from '../config';

/**
 * The operator's theme (architecture: reskin without a rebuild): a JSON override beside the app
 * (`theme.json`), validated against the token contract and built into CSS. A missing file is the
 * normal case; an invalid one is reported and ignored, so a bad override never blanks the portal.
 * The validator and builder load only when there is an override to check.
 */
export async function loadThemeOverride(
  url: string = appConfig.themeUrl,
): Promise<BuiltTheme | undefined> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' } });
  } catch {
    return undefined;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('json')) return undefined;
  let override: unknown;
  try {
    override = await response.json();
  } catch (error) {
    console.warn('theme.json ignored: not JSON', error);
    return undefined;
  }
  const { createTheme, ThemeOverrideError } = await import('@portal/theme/create');
  try {
    return createTheme(override as never);
  } catch (error) {
    if (!(error instanceof ThemeOverrideError)) throw error;
    console.warn(
      `theme.json ignored: ${error.issues.map((i) => `${i.path} ${i.message}`).join('; ')}`,
    );
    return undefined;
  }
}
