import {
  colorModes,
  cssVarName,
  forEachToken,
  getAt,
  type ColorMode,
  type ThemeRefs,
  type ThemeValues,
} from './contract';

// The CSS side of a theme, without the override's validator: the built-in themes and an
// already-validated override render from here, so a page without an operator theme never loads
// the JSON Schema validator.

export interface BuiltTheme {
  /** CSS text: every token as a custom property per colour mode, plus reduced motion. */
  css: string;
  /** The typed theme for styled-components: `var(--…)` references only. */
  theme: ThemeRefs;
  /** The resolved values of each mode, for checks such as contrast. */
  values: Readonly<Record<ColorMode, ThemeValues>>;
}

export interface CreateThemeOptions {
  /**
   * Limit the CSS to a part of the page (e.g. `.operator-preview`) instead of
   * the document. The scoped element must carry `data-theme` itself.
   * @default undefined (the whole document)
   */
  scope?: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Deep-merges a partial theme onto a complete one; undefined leaves keep the base. */
export function merge<T>(base: T, patch: unknown): T {
  if (!isPlainObject(patch) || !isPlainObject(base)) return (patch ?? base) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    out[key] = isPlainObject(value) ? merge(out[key], value) : value;
  }
  return out as T;
}

function declarations(values: ThemeValues): string {
  const lines: string[] = [];
  forEachToken((path) => {
    lines.push(`  ${cssVarName(path)}: ${String(getAt(values, path))};`);
  });
  return lines.join('\n');
}

/** Durations that become instant for people who ask for reduced motion. */
const reducedMotion = forEachTokenOfKind('duration')
  .filter((path) => path.at(-1) !== 'bannerDelay')
  .map((path) => `  ${cssVarName(path)}: 0ms;`)
  .join('\n');

function forEachTokenOfKind(kind: string): string[][] {
  const paths: string[][] = [];
  forEachToken((path, k) => {
    if (k === kind) paths.push([...path]);
  });
  return paths;
}

function selectors(mode: ColorMode, scope: string | undefined): string {
  const attr = `[data-theme='${mode}']`;
  if (!scope) return mode === 'light' ? `:root, ${attr}` : attr;
  return mode === 'light'
    ? `${scope}, ${scope}${attr}, ${scope} ${attr}`
    : `${scope}${attr}, ${scope} ${attr}`;
}

/** Renders resolved values as CSS custom properties. */
export function themeToCss(
  values: Readonly<Record<ColorMode, ThemeValues>>,
  options: CreateThemeOptions = {},
): string {
  const blocks = colorModes.map(
    (mode) =>
      `${selectors(mode, options.scope)} {\n  color-scheme: ${mode};\n${declarations(values[mode])}\n}`,
  );
  const all = options.scope
    ? `${options.scope}, ${options.scope} [data-theme]`
    : ':root, [data-theme]';
  blocks.push(`@media (prefers-reduced-motion: reduce) {\n${all} {\n${reducedMotion}\n}\n}`);
  return `${blocks.join('\n')}\n`;
}
