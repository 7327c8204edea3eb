import { checkFieldRule, ruleMessage, type FieldRule } from '@portal/contract';
import { string, type StringSchema } from 'yup';
import type { Translate } from './texts';

/**
 * The yup schema of one field from the operator's rule. The check itself is @portal/contract's
 * `checkFieldRule` (the one the server runs) and the message its `ruleMessage`, so the form refuses
 * exactly what the server would refuse, with the same words. A disabled rule accepts anything (the
 * field is not shown); an empty value fails only when the rule is required, with the same message.
 *
 * The value is checked as it is: callers that trim add the transform themselves.
 */
export function ruleToSchema(rule: FieldRule, t: Translate): StringSchema<string | undefined> {
  const message = ruleMessage(rule, t);
  return string().test({
    name: 'fieldRule',
    message,
    // yup runs tests on absent values too: `checkFieldRule` decides what empty means.
    test: (value) => checkFieldRule(rule, value).ok,
  });
}

/** `rule` made shown and required: for fields the form always asks for (username, password). */
export const requiredRule = (rule: FieldRule | undefined, fallback: Partial<FieldRule> = {}) =>
  ({ patternId: 0, ...fallback, ...rule, enabled: true, required: true }) satisfies FieldRule;

/** Trims a string before the tests run (and in `cast`, so the value sent is the value checked). */
export const trimmed = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim() : value;
