import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { defaultThemeCss } from './defaultTheme';
import { vars } from './refs';
import { themes } from './themes';
import { themeToCss, type BuiltTheme, type CreateThemeOptions } from './themeCss';

export interface ThemeProviderProps {
  /**
   * An operator's theme, built with `createTheme(override)` where the override is loaded: that is
   * where a bad override throws `ThemeOverrideError` and the built-in themes stay. Taking the
   * built theme (not the raw override) keeps the JSON Schema validator out of every page that
   * has no operator theme.
   * @default undefined (the built-in light and dark themes)
   */
  theme?: Pick<BuiltTheme, 'css'>;
  /**
   * Limit the built-in tokens to an element with this selector instead of the document (an
   * operator theme is scoped by `createTheme`'s own `scope` option).
   * @default undefined
   */
  scope?: CreateThemeOptions['scope'];
  children?: ReactNode;
}

/**
 * Puts the tokens on the page as CSS custom properties and hands
 * styled-components the typed `var()` theme. The theme object is the same for
 * every override and mode, so switching either never re-renders the tree.
 */
export function ThemeProvider({ theme, scope, children }: ThemeProviderProps) {
  const css = useMemo(
    () => theme?.css ?? (scope ? themeToCss(themes, { scope }) : defaultThemeCss()),
    [theme, scope],
  );
  return (
    <StyledThemeProvider theme={vars}>
      <style data-portal-theme="">{css}</style>
      {children}
    </StyledThemeProvider>
  );
}
