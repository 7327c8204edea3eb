import { isTextOf, TEXT_FORMATS } from '@portal/contract';

/**
 * How every call's body and query are validated (ajv, through Fastify):
 * - every field at fault is reported, not only the first;
 * - nothing is coerced: a JSON body must hold the types of the contract (`["demo01"]` is not a
 *   username, `true` is not a stake); the text of a query or a form becomes a number or a boolean
 *   in `serve` (`coerceText`), and only when it is one;
 * - numbers are finite (`1e309` in JSON is Infinity);
 * - the text kinds of the contract (`line`, `text`) refuse control characters and lone surrogates.
 */
export const VALIDATOR_OPTIONS = {
  allErrors: true,
  coerceTypes: false,
  strictNumbers: true,
  formats: Object.fromEntries(
    TEXT_FORMATS.map((format) => [format, (value: string) => isTextOf(format, value)]),
  ),
};
