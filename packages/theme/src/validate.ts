import { Validator } from '@cfworker/json-schema';
import { getAt } from './contract';
import { themeOverrideSchema } from './schema';

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
