import {
  ABSOLUTE_MAX_LENGTH,
  checkFieldRule,
  type FieldRule,
  type RuleFailure,
} from '@portal/contract';
import { string, type StringSchema } from 'yup';
import type { Translate } from './texts';

/**
 * The yup schema of one field from the operator's rule. The check itself is @portal/contract's
 * `checkFieldRule` (the one the server runs), so the form refuses exactly what the server would
 * refuse. A disabled rule accepts anything (the field is not shown); an empty value fails only
 * when the rule is required.
 *
 * Every form shows the rule's message (`ruleMessage`) as the field's hint, so the error says what
 * is wrong with the value instead: empty, too short, too long, or not in the form the hint asks.
 *
 * The value is checked as it is: callers that trim add the transform themselves.
 */
export function ruleToSchema(rule: FieldRule, t: Translate): StringSchema<string | undefined> {
  return string().test({
    name: 'fieldRule',
    // yup runs tests on absent values too: `checkFieldRule` decides what empty means.
    test: (value, context) => {
      const check = checkFieldRule(rule, value);
      return check.ok || context.createError({ message: ruleError(rule, check.reason, t) });
    },
  });
}

/** What is wrong with a value `checkFieldRule` refused, in the words of the forms' texts. */
export function ruleError(rule: FieldRule, reason: RuleFailure, t: Translate): string {
  switch (reason) {
    case 'required':
      return t('forms_required');
    case 'tooShort':
      return t('forms_too_short').replace('(min)', String(rule.minLength ?? 0));
    case 'tooLong':
      return t('forms_too_long').replace(
        '(max)',
        String(Math.min(rule.maxLength ?? ABSOLUTE_MAX_LENGTH, ABSOLUTE_MAX_LENGTH)),
      );
    default:
      return t('forms_pattern_mismatch');
  }
}

/** `rule` made shown and required: for fields the form always asks for (username, password). */
export const requiredRule = (rule: FieldRule | undefined, fallback: Partial<FieldRule> = {}) =>
  ({ patternId: 0, ...fallback, ...rule, enabled: true, required: true }) satisfies FieldRule;

/** Trims a string before the tests run (and in `cast`, so the value sent is the value checked). */
export const trimmed = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim() : value;
