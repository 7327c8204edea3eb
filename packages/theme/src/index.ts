export {
  tokenContract,
  colorModes,
  cssVarName,
  forEachToken,
  type TokenKind,
  type TokenContract,
  type ThemeValues,
  type ThemeRefs,
  type ThemeOverride,
  type ColorMode,
  type DeepPartial,
} from './contract';
export { themes, light, dark } from './themes';
export { vars } from './refs';
export { themeOverrideSchema, buildThemeOverrideSchema } from './schema';
export { createTheme } from './createTheme';
export { themeToCss, type BuiltTheme, type CreateThemeOptions } from './themeCss';
export { validateThemeOverride, ThemeOverrideError, type ThemeIssue } from './validate';
export { defaultThemeCss } from './defaultTheme';
export {
  checkContrast,
  contrastRatio,
  contrastPairs,
  formatFinding,
  AA_TEXT,
  AA_UI,
  type ContrastPair,
  type ContrastFinding,
} from './contrast';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export {
  getColorMode,
  setColorMode,
  preferredColorMode,
  useColorMode,
  COLOR_MODE_STORAGE_KEY,
} from './colorMode';
export { breakpoints, media } from './breakpoints';
import type { ThemeRefs } from './contract';

// Written in the entry so that the published .d.ts carries it: every styled
// component's `theme` is the typed var() theme.
declare module 'styled-components' {
  // The augmentation must be an interface to merge with the library's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ThemeRefs {}
}
