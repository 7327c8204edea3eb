// The values of the hostile-input test (hostile.test.ts): a valid value for each field of a
// call's schemas, and the hostile ones it must refuse or take without failing, walked from the
// contract's schemas themselves.
import { calls, isTextOf, pageCalls, type CallDef } from '@portal/contract';

export interface Schema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

export const ALL: CallDef[] = [...Object.values(calls), ...Object.values(pageCalls)];

/** Text that fits most patterns of the contract: the first that fits is a field's valid value. */
export const SAMPLES = [
  'es',
  'VN-FAST',
  'ABCDEFGH12',
  'B',
  'A',
  '/home',
  '2026-01-02',
  'abcdefgh1',
  'x',
];

/** A value the schema accepts (best effort: a valid request reaches the handler with the rest). */
export function validValue(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return validValue(schema.anyOf[0]);
  switch (schema.type) {
    case 'string': {
      const min = Math.max(1, schema.minLength ?? 0);
      const fits = (s: string) =>
        s.length >= min &&
        s.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
      return SAMPLES.find(fits) ?? 'x'.repeat(min);
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return Math.min(Math.max(1, low), schema.maximum ?? Infinity);
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        validValue(schema.items ?? {}),
      );
    default:
      return undefined;
  }
}

/** The JSON types a field takes. */
export const typesOf = (schema: Schema): string[] =>
  schema.anyOf ? schema.anyOf.flatMap(typesOf) : schema.type ? [schema.type] : [];

/** A raw JSON literal in place of a value (numbers JSON.stringify cannot write). */
class Raw {
  constructor(readonly text: string) {}
}

/** Values a field may take or refuse, but must never fail on: markup, SQL, bidi marks, emoji. */
export const SPICY = [
  "' OR '1'='1' --",
  "x'); DROP TABLE accounts; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u200fabc\u202edef\u200e',
  '😀 Ñandú',
];

/** How a field travels: JSON, or text (a query, a form, a multipart part). */
export type Carrier = 'json' | 'query' | 'form' | 'multipart';

/**
 * Hostile values for a field, by its kind: control characters (tab and line breaks too, unless
 * the field is multi-line text), lone surrogates, 10,000 characters, non-finite numbers, and every
 * JSON type the field does not take. Those it must refuse come first; then those it may take.
 */
export function hostile(schema: Schema, where: Carrier): { refused: unknown[]; taken: unknown[] } {
  const types = typesOf(schema);
  const values: unknown[] = [];
  const text = schema.format === 'text' || schema.anyOf?.some((s) => s.format === 'text');
  // A lone surrogate only travels in JSON: text on the wire is UTF-8, which has none (U+FFFD).
  const surrogates = ['a\ud800b', '\udc00z'];
  if (where === 'json') values.push(...surrogates);
  values.push('a\u0000b', '\u0000', 'a\u0001b', 'a\u001b[2Jb', 'a\u007fb');
  values.push('a\u0085b', 'x'.repeat(10_000));
  if (!text) values.push('a\tb', 'a\nb', 'a\r\nb');
  // Numbers as text that are no finite number (or no number at all).
  values.push('Infinity', '-Infinity', '1e309', 'NaN', '0x10', ' 1', '9'.repeat(400));
  if (where === 'json') {
    if (!types.includes('array')) values.push([validValue(schema)], ['demo01']);
    values.push({ a: 1 });
    if (!types.includes('null')) values.push(null);
    if (!types.includes('boolean')) values.push(true);
    if (!types.some((t) => t === 'number' || t === 'integer')) values.push(12345);
    else values.push(new Raw('1e309'), new Raw('-1e309'), new Raw('9'.repeat(400)));
    if (types.includes('integer') && !types.includes('number')) values.push(1.5);
    if (types.includes('array')) {
      values.push([new Raw('1e309')], ['a\u0000b'], [null]);
    }
  } else if (where !== 'multipart') {
    // Text has no types; a repeated key is the one way to send more than one value.
    values.push([String(validValue(schema)), String(validValue(schema))]);
  }
  // What the field takes is not refused (numbers as text in a text field, for instance).
  return {
    refused: values.filter((value) => !acceptable(schema, value)),
    taken: [
      ...values.filter((value) => acceptable(schema, value)),
      ...(text ? ['a\tb', 'a\nb', 'a\r\nb'] : []),
      ...(where === 'json' ? [] : surrogates),
      ...SPICY,
    ],
  };
}

/** Whether a value is one the field may well take (a string field takes 'NaN' as text). */
export function acceptable(schema: Schema, value: unknown): boolean {
  const types = typesOf(schema);
  if (typeof value !== 'string') return false;
  if (value.length > 5000 || !isTextOf('line', value)) return false;
  if (schema.const !== undefined || schema.enum) return false;
  if (types.includes('string')) {
    const strings = schema.anyOf ? schema.anyOf.filter((s) => s.type === 'string') : [schema];
    return strings.some(
      (s) =>
        value.length >= (s.minLength ?? 0) &&
        value.length <= (s.maxLength ?? Infinity) &&
        (!s.pattern || new RegExp(s.pattern, 'u').test(value)),
    );
  }
  return false;
}

export interface Field {
  name: string;
  schema: Schema;
  where: 'body' | 'query';
}

export function fieldsOf(def: CallDef): Field[] {
  const fields: Field[] = [];
  const body = def.body as Schema | undefined;
  for (const [name, schema] of Object.entries(body?.properties ?? {}))
    if (name !== def.upload?.field) fields.push({ name, schema, where: 'body' });
  const query = def.query as Schema | undefined;
  for (const [name, schema] of Object.entries(query?.properties ?? {}))
    fields.push({ name, schema, where: 'query' });
  return fields;
}

export const baseline = (schema: unknown): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries((schema as Schema | undefined)?.properties ?? {})) {
    const value = validValue(field);
    if (value !== undefined) out[name] = value;
  }
  return out;
};

export const queryString = (query: Record<string, unknown>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value])
      params.append(key, String(item as string));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const jsonOf = (body: Record<string, unknown>): string => {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof Raw)) return value;
    raws.push(value.text);
    return `__raw${raws.length - 1}__`;
  });
  return text.replace(/"__raw(\d+)__"/gu, (_m, i: string) => raws[Number(i)] ?? 'null');
};
