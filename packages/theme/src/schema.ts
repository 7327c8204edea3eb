import { tokenContract, type ContractGroup, type TokenKind } from './contract';

/**
 * What each kind of token accepts. The patterns also keep an override from
 * escaping its CSS declaration: no `;`, braces or angle brackets can get in.
 */
export const kindRules: Record<TokenKind, { schema: Record<string, unknown>; expected: string }> = {
  color: {
    schema: {
      type: 'string',
      pattern:
        '^(#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|(rgb|rgba|hsl|hsla)\\([0-9.,%\\s/+-]+(deg)?[0-9.,%\\s/+-]*\\))$',
    },
    expected: 'a CSS colour (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl() or hsla())',
  },
  length: {
    schema: {
      type: 'string',
      pattern: '^(0|-?[0-9]*\\.?[0-9]+(px|rem|em|%|vh|vw|dvh|svh|ch)|var\\(--[a-z0-9-]+\\))$',
    },
    expected: 'a CSS length (0, 12px, 1.5rem, 50% ...) or var(--token)',
  },
  fontFamily: {
    schema: { type: 'string', minLength: 1, maxLength: 400, pattern: '^[^;{}<>\\\\]+$' },
    expected: 'a font-family list without ; { } < > or backslashes',
  },
  fontWeight: {
    schema: { type: 'integer', minimum: 100, maximum: 900, multipleOf: 100 },
    expected: 'a font weight from 100 to 900 in steps of 100',
  },
  lineHeight: {
    schema: { type: 'number', minimum: 0.8, maximum: 3 },
    expected: 'a unitless line height from 0.8 to 3',
  },
  shadow: {
    schema: { type: 'string', minLength: 1, maxLength: 400, pattern: '^[^;{}<>\\\\]+$' },
    expected: 'a CSS box-shadow without ; { } < > or backslashes',
  },
  zIndex: {
    schema: { type: 'integer', minimum: 0, maximum: 100000 },
    expected: 'a whole number from 0 to 100000',
  },
  duration: {
    schema: { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?(ms|s)$' },
    expected: 'a duration such as 200ms or 1s',
  },
  easing: {
    schema: {
      type: 'string',
      pattern:
        '^(linear|ease|ease-in|ease-out|ease-in-out|step-start|step-end|cubic-bezier\\([0-9.,\\s-]+\\)|steps\\([0-9]+(,\\s*(start|end|jump-[a-z]+))?\\))$',
    },
    expected: 'a CSS easing (linear, ease-out, cubic-bezier(...) ...)',
  },
};

type JsonSchema = Record<string, unknown>;

function groupSchema(node: ContractGroup): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [key, child] of Object.entries(node)) {
    properties[key] =
      typeof child === 'string'
        ? { ...kindRules[child].schema, description: kindRules[child].expected }
        : groupSchema(child);
  }
  return { type: 'object', properties, additionalProperties: false };
}

/**
 * The JSON Schema of an operator's theme override, generated from the
 * contract. Every token is optional; unknown keys are refused so that a typo
 * never silently does nothing.
 */
export function buildThemeOverrideSchema(): JsonSchema {
  const tokens = groupSchema(tokenContract);
  const properties = tokens.properties as Record<string, JsonSchema>;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://portal.invalid/schemas/theme-override.json',
    title: 'Portal theme override',
    description:
      'A partial set of design tokens applied over the built-in light and dark themes. Keys at the top level apply to both modes; `light` and `dark` apply to one mode only.',
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      ...properties,
      light: { ...tokens, description: 'Tokens that apply to the light theme only.' },
      dark: { ...tokens, description: 'Tokens that apply to the dark theme only.' },
    },
    additionalProperties: false,
  };
}

export const themeOverrideSchema: JsonSchema = buildThemeOverrideSchema();
