// The body an HTTP SMS provider is sent: the operator's JSON template with its placeholders
// filled. Placeholders sit inside the template's strings; the template is parsed, the strings are
// filled and the whole is written out again as JSON, so that whatever a value holds (quotes,
// backslashes, line breaks) is escaped and can never change the body's shape.

export const PLACEHOLDERS = ['number', 'text', 'senderId'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type TemplateValues = Record<Placeholder, string>;

const PLACEHOLDER = /\{\{([^{}]*)\}\}/gu;
const isPlaceholder = (name: string): name is Placeholder =>
  (PLACEHOLDERS as readonly string[]).includes(name);
const list = PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every string of a JSON value, keys included, each passed through `fill`. */
function mapStrings(value: Json, fill: (s: string) => string): Json {
  if (typeof value === 'string') return fill(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fill));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [fill(k), mapStrings(v, fill)]),
    );
  return value;
}

/**
 * Checks an operator's template; throws an Error saying what is wrong: not JSON (a placeholder
 * outside quotes, most often), not an object, an unknown or unfinished placeholder, no number or
 * text. Answers the placeholders it uses.
 */
export function checkTemplate(template: string): Set<Placeholder> {
  let parsed: Json;
  try {
    parsed = JSON.parse(template) as Json;
  } catch (error) {
    throw new Error(
      `the template is not JSON (${(error as Error).message}); placeholders go inside quotes, as in {"to":"{{number}}","message":"{{text}}"}`,
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(
      'the template must be a JSON object, as in {"to":"{{number}}","message":"{{text}}"}',
    );
  const used = new Set<Placeholder>();
  mapStrings(parsed, (s) => {
    for (const [, name = ''] of s.matchAll(PLACEHOLDER)) {
      if (!isPlaceholder(name.trim()))
        throw new Error(`unknown placeholder {{${name}}} in the template; placeholders: ${list}`);
      used.add(name.trim() as Placeholder);
    }
    if (/\{\{|\}\}/u.test(s.replace(PLACEHOLDER, '')))
      throw new Error(`an unfinished placeholder in the template ("${s}"); placeholders: ${list}`);
    return s;
  });
  for (const needed of ['number', 'text'] as const)
    if (!used.has(needed)) throw new Error(`the template must hold {{${needed}}} in a string`);
  return used;
}

/** The body to send: the template with its placeholders filled, JSON-escaped. */
export function fillTemplate(template: string, values: TemplateValues): string {
  const parsed = JSON.parse(template) as Json;
  // A function, not a replacement string: a value's "$&" or "$1" stays what it is.
  const fill = (s: string) =>
    s.replace(PLACEHOLDER, (whole, name: string) =>
      isPlaceholder(name.trim()) ? values[name.trim() as Placeholder] : whole,
    );
  return JSON.stringify(mapStrings(parsed, fill));
}
