import { Validator } from '@cfworker/json-schema';
import {
  colorModes,
  cssVarName,
  forEachToken,
  getAt,
  type ColorMode,
  type ThemeOverride,
  type ThemeRefs,
  type ThemeValues,
} from './contract';
import { themeOverrideSchema } from './schema';
import { themes } from './themes';
import { vars } from './refs';

/** One thing wrong with an override: where, and what was expected there. */
export interface ThemeIssue {
  /** JSON pointer of the offending value, e.g. `/color/brand/primary`. */
  path: string;
  message: string;
}

/** Thrown by `createTheme` for an override that does not follow the contract. */
export class ThemeOverrideError extends Error {
  readonly issues: readonly ThemeIssue[];

  constructor(issues: readonly ThemeIssue[]) {
    super(
      `Invalid theme override:\n${issues.map((i) => `  ${i.path || '/'}: ${i.message}`).join('\n')}`,
    );
    this.name = 'ThemeOverrideError';
    this.issues = issues;
  }
}

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

// The validator interprets the schema; it never compiles code with `new
// Function`, so it runs under a Content-Security-Policy without 'unsafe-eval'.
let validator: Validator | undefined;

/** Validates an override against the generated JSON Schema; [] when it is valid. */
export function validateThemeOverride(override: unknown): ThemeIssue[] {
  validator ??= new Validator(themeOverrideSchema as never, '2020-12', false);
  const result = validator.validate(override);
  if (result.valid) return [];
  const issues: ThemeIssue[] = [];
  for (const error of result.errors) {
    // Parent errors ("property x does not match") only repeat the leaf's.
    if (error.keyword === 'properties' || error.keyword === 'additionalProperties') continue;
    const path = error.instanceLocation.replace(/^#/, '');
    if (error.keyword === 'false') {
      issues.push({ path, message: 'is not a token of the theme contract' });
      continue;
    }
    const schemaPath = error.keywordLocation.replace(/^#\//, '').split('/').slice(0, -1);
    const node = getAt(themeOverrideSchema, schemaPath) as
      { description?: string; type?: string } | undefined;
    const expected =
      node?.type === 'object' ? 'an object of tokens' : (node?.description ?? error.error);
    issues.push({
      path,
      message: `expected ${expected}, got ${describe(getAt(override, path.split('/').slice(1)))}`,
    });
  }
  return issues;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function merge<T>(base: T, patch: unknown): T {
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
