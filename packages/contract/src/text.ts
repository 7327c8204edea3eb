import { Format } from 'typebox/format';

/**
 * What text a request may carry. Every string field of a call's body and query is one of two
 * kinds, named by its JSON Schema `format`, and the server refuses anything else before a handler
 * sees it:
 *
 * - `line` (the default of `Str`): one line of text. No control character at all (U+0000–U+001F,
 *   U+007F–U+009F: NUL, tab, newline, escape ...), no lone UTF-16 surrogate.
 * - `text` (`Text`): text of several lines, such as a feedback message. Tab, newline and carriage
 *   return are allowed; every other control character and lone surrogates are not.
 *
 * Directional marks and any other printable character are text like any other. Fields with a
 * `pattern` narrow further; a contract test checks that no request string is left unchecked.
 */
export const TEXT_FORMATS = ['line', 'text'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

// Written without the `u` flag, so that a lone surrogate is seen as the code unit it is.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether `value` is text of the given kind (see `TEXT_FORMATS`). */
export function isTextOf(format: TextFormat, value: string): boolean {
  const control = format === 'line' ? LINE_CONTROL : TEXT_CONTROL;
  return !control.test(value) && !LONE_SURROGATE.test(value);
}

/** The message of a refused value, by kind. */
export const TEXT_FORMAT_MESSAGES: Record<TextFormat, string> = {
  line: 'must be one line of text, without control characters',
  text: 'must be text without control characters other than tab and line breaks',
};

// TypeBox's own checks (`Value.Check`) know the kinds too, so that a client checks as the server does.
for (const format of TEXT_FORMATS) Format.Set(format, (value) => isTextOf(format, value));
