import { themeToCss } from './themeCss';
import { themes } from './themes';

let cached: string | undefined;

/** The built-in themes' CSS, built once on first use. */
export function defaultThemeCss(): string {
  cached ??= themeToCss(themes);
  return cached;
}
