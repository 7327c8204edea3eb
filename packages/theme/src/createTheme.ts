import type { ThemeOverride } from './contract';
import { themes } from './themes';
import { vars } from './refs';
import { merge, themeToCss, type BuiltTheme, type CreateThemeOptions } from './themeCss';
import { ThemeOverrideError, validateThemeOverride } from './validate';

/**
 * Builds a theme from an operator's partial override. The override is
 * validated against the JSON Schema generated from the token contract; any
 * problem throws a `ThemeOverrideError` naming every bad path, and nothing is
 * applied: there is no half-applied theme.
 */
export function createTheme(
  override: ThemeOverride = {},
  options: CreateThemeOptions = {},
): BuiltTheme {
  const issues = validateThemeOverride(override);
  if (issues.length > 0) throw new ThemeOverrideError(issues);
  const { light: lightPatch, dark: darkPatch, $schema: _ignored, ...both } = override;
  const values = {
    light: merge(merge(themes.light, both), lightPatch),
    dark: merge(merge(themes.dark, both), darkPatch),
  };
  return { css: themeToCss(values, options), theme: vars, values };
}

// The subpath `@portal/theme/create` is this module: what loads an operator's override needs
// the error beside the builder.
export { ThemeOverrideError, validateThemeOverride, type ThemeIssue } from './validate';
export type { BuiltTheme } from './themeCss';
