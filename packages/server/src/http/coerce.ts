import type { TSchema } from 'typebox';

/** A number as text: decimal digits, an optional sign and fraction; no exponent, hex or blanks. */
const NUMBER_TEXT = /^-?\d{1,20}(\.\d{1,20})?$/u;

/** The JSON types a schema accepts (its `type`, or those of its `anyOf` members). */
function typesOf(schema: TSchema | undefined): Set<string> {
  const types = new Set<string>();
  if (!schema) return types;
  const { type, anyOf } = schema as { type?: unknown; anyOf?: TSchema[] };
  if (typeof type === 'string') types.add(type);
  for (const member of anyOf ?? []) for (const t of typesOf(member)) types.add(t);
  return types;
}

/**
 * Reads the text of a query string or a form as the contract types it: a field that takes a
 * number gets one when its text is a finite decimal number, a field that takes a boolean gets one
 * from `true` or `false`. Anything else stays as it came (text, or several values of a repeated
 * key), for the schema to refuse by name: never an array taken as its first item, never a number
 * out of `Infinity`, `1e309` or `0x10`. JSON bodies are not read here: their types are their own.
 */
export function coerceText(schema: TSchema, data: unknown): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  const properties = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  const fields = data as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    const value = fields[name];
    if (typeof value !== 'string') continue;
    const types = typesOf(property);
    if (types.has('string')) continue;
    if ((types.has('integer') || types.has('number')) && NUMBER_TEXT.test(value)) {
      const number = Number(value);
      if (Number.isFinite(number)) fields[name] = number;
    } else if (types.has('boolean') && (value === 'true' || value === 'false')) {
      fields[name] = value === 'true';
    }
  }
}
