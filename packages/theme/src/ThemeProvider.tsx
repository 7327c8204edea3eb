import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import type { ThemeOverride } from './contract';
import { createTheme, type CreateThemeOptions } from './createTheme';
import { defaultThemeCss } from './defaultTheme';
import { vars } from './refs';

export interface ThemeProviderProps {
  /**
   * An operator's partial override, validated against the token contract.
   * A bad override throws `ThemeOverrideError` (catch it where the override is
   * loaded, and fall back to the built-in themes).
   * @default undefined (the built-in light and dark themes)
   */
  override?: ThemeOverride;
  /**
   * Limit the tokens to an element with this selector instead of the document.
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
export function ThemeProvider({ override, scope, children }: ThemeProviderProps) {
  const css = useMemo(
    () =>
      override || scope
        ? createTheme(override, scope === undefined ? {} : { scope }).css
        : defaultThemeCss(),
    [override, scope],
  );
  return (
    <StyledThemeProvider theme={vars}>
      <style data-portal-theme="">{css}</style>
      {children}
    </StyledThemeProvider>
  );
}
