import { Type, type Static } from 'typebox';
import { defaultRuleText } from './ruleTexts';

/**
 * One registration field as the operator configures it (`GET /wps/system/setting/register`).
 * `acceptedPattern` is a regular expression source, or `*` for anything; `patternId` selects the
 * translated message `reg_pattern_<id>` and, when there is no pattern, a built-in one.
 */
export const FieldRuleSchema = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  acceptedPattern: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  patternId: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  minLength: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  maxLength: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  type: Type.Optional(Type.String()),
});
export type FieldRule = Static<typeof FieldRuleSchema>;

/** The rules of every configured field, keyed by field name (`username`, `mobileNum` ...). */
export const RegistrationRulesSchema = Type.Record(Type.String(), FieldRuleSchema);
export type RegistrationRules = Record<string, FieldRule>;

/**
 * A value longer than this is refused whatever the rule says: no field of the portal needs more,
 * and it bounds the work a pattern can be asked to do.
 */
export const ABSOLUTE_MAX_LENGTH = 1000;

/** A built-in pattern: the expression and, where an expression cannot say it all, a check. */
export interface BuiltinPattern {
  readonly meaning: string;
  readonly pattern: RegExp | null;
  readonly check?: (value: string) => boolean;
}

const isDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/**
 * The built-in patterns for patternId 0..19 (reference-facts.md). They are anchored, use the `u`
 * flag, and have no nested quantifiers, so that they run in linear time.
 */
export const BUILTIN_PATTERNS: Readonly<Record<number, BuiltinPattern>> = {
  0: { meaning: 'any characters (length only)', pattern: null },
  1: {
    meaning: 'first character a letter, then letters and digits',
    pattern: /^[A-Za-z][A-Za-z0-9]*$/u,
  },
  2: { meaning: 'Chinese characters and digits', pattern: /^[\p{Script=Han}0-9]+$/u },
  3: {
    meaning: 'e-mail format',
    pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/u,
  },
  4: { meaning: 'alphanumeric, no special characters', pattern: /^[A-Za-z0-9]+$/u },
  5: {
    meaning: 'letters and digits, at least one of each',
    pattern: /^(?=[^0-9]*[0-9])(?=[^A-Za-z]*[A-Za-z])[A-Za-z0-9]+$/u,
  },
  6: { meaning: 'digits only', pattern: /^[0-9]+$/u },
  7: {
    meaning: 'alphanumeric with at least one uppercase letter',
    pattern: /^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/u,
  },
  8: { meaning: 'English letters and spaces', pattern: /^[A-Za-z ]+$/u },
  9: { meaning: 'no spaces', pattern: /^\S+$/u },
  10: { meaning: 'Chinese characters and punctuation', pattern: /^[\p{Script=Han}\p{P}]+$/u },
  11: {
    meaning: 'date yyyy-MM-dd',
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/u,
    check: (v) => isDate(Number(v.slice(0, 4)), Number(v.slice(5, 7)), Number(v.slice(8, 10))),
  },
  12: { meaning: 'letters and single spaces between words', pattern: /^\p{L}+(?: \p{L}+)*$/u },
  13: {
    meaning: 'date MM-dd-yyyy',
    pattern: /^[0-9]{2}-[0-9]{2}-[0-9]{4}$/u,
    check: (v) => isDate(Number(v.slice(6, 10)), Number(v.slice(0, 2)), Number(v.slice(3, 5))),
  },
  14: { meaning: 'letters and digits only', pattern: /^[\p{L}0-9]+$/u },
  15: { meaning: 'Korean only', pattern: /^\p{Script=Hangul}+$/u },
  16: { meaning: 'Thai only', pattern: /^\p{Script=Thai}+$/u },
  17: { meaning: 'Thai or English letters and spaces', pattern: /^[\p{Script=Thai}A-Za-z ]+$/u },
  18: {
    meaning: 'uppercase letters and spaces, at least one English letter',
    pattern: /^(?=[^A-Z]*[A-Z])[\p{Lu} ]+$/u,
  },
  19: { meaning: 'letters, digits and symbols', pattern: /^[\p{L}\p{N}\p{P}\p{S}]+$/u },
};

/** Why a value was refused. */
export type RuleFailure = 'required' | 'tooShort' | 'tooLong' | 'pattern';
export type RuleCheck = { ok: true } | { ok: false; reason: RuleFailure };

/** Called once per pattern source that does not compile. Replaceable for tests and servers. */
export type BadPatternReporter = (source: string, error: Error) => void;

let reportBadPattern: BadPatternReporter = (source, error) => {
  console.warn(
    `Registration rule pattern /${source}/ does not compile (${error.message}); only the length is checked.`,
  );
};
const compiled = new Map<string, RegExp | null>();

/** Sets who hears about patterns that do not compile; returns the previous reporter. */
export function setBadPatternReporter(reporter: BadPatternReporter): BadPatternReporter {
  const previous = reportBadPattern;
  reportBadPattern = reporter;
  return previous;
}

/** Compiles an operator pattern once; `null` if it does not compile (reported the first time). */
function compile(source: string): RegExp | null {
  const cached = compiled.get(source);
  if (cached !== undefined) return cached;
  let result: RegExp | null;
  try {
    result = new RegExp(source);
  } catch (error) {
    result = null;
    reportBadPattern(source, error instanceof Error ? error : new Error(String(error)));
  }
  compiled.set(source, result);
  return result;
}

/** Length in user-visible code points, so that a Thai or Korean character counts once. */
export function valueLength(value: string): number {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
}

/**
 * Checks one value against one rule. A disabled field accepts anything (it is not shown); an empty
 * value is refused only when the field is required. The length is checked before any pattern runs,
 * so a pattern never sees a value longer than `maxLength` (or `ABSOLUTE_MAX_LENGTH`). The operator's
 * `acceptedPattern` is used as written (`*` or empty: anything); without one, the built-in pattern
 * of `patternId` applies. A pattern that does not compile is reported once and skipped.
 */
export function checkFieldRule(rule: FieldRule, value: string | null | undefined): RuleCheck {
  if (!rule.enabled) return { ok: true };
  if (value === undefined || value === null || value === '') {
    return rule.required ? { ok: false, reason: 'required' } : { ok: true };
  }
  // Counting code points of a huge string is itself work: cut it short first.
  if (value.length > ABSOLUTE_MAX_LENGTH * 2) return { ok: false, reason: 'tooLong' };
  const length = valueLength(value);
  const max = Math.min(rule.maxLength ?? ABSOLUTE_MAX_LENGTH, ABSOLUTE_MAX_LENGTH);
  if (length > max) return { ok: false, reason: 'tooLong' };
  if (length < (rule.minLength ?? 0)) return { ok: false, reason: 'tooShort' };

  const source = rule.acceptedPattern;
  if (source !== undefined && source !== null && source !== '') {
    if (source === '*') return { ok: true };
    const pattern = compile(source);
    if (pattern && !pattern.test(value)) return { ok: false, reason: 'pattern' };
    return { ok: true };
  }
  const builtin =
    rule.patternId === undefined || rule.patternId === null
      ? undefined
      : BUILTIN_PATTERNS[rule.patternId];
  if (builtin) {
    if (builtin.pattern && !builtin.pattern.test(value)) return { ok: false, reason: 'pattern' };
    if (builtin.check && !builtin.check(value)) return { ok: false, reason: 'pattern' };
  }
  return { ok: true };
}

/** The translation key of a rule's message. */
export const ruleMessageKey = (rule: FieldRule): string => `reg_pattern_${rule.patternId ?? 0}`;

/**
 * The message of a rule: the translation of `reg_pattern_<patternId>` with `(min)` and `(max)`
 * replaced by the bounds. When min equals max, the "(min) - (max)" part becomes the single number.
 * The same message serves a missing required value.
 */
export function ruleMessage(rule: FieldRule, t: (key: string) => string): string {
  const min = rule.minLength ?? 0;
  const max = rule.maxLength ?? ABSOLUTE_MAX_LENGTH;
  let text = t(ruleMessageKey(rule));
  if (min === max) text = text.replace(/\(min\)\s*[-–~]\s*\(max\)/gu, String(min));
  return text.replace(/\(min\)/gu, String(min)).replace(/\(max\)/gu, String(max));
}

/**
 * Checks every enabled field of `values` against `rules`. Returns the message of each field at
 * fault, keyed by field name; an empty object means the values pass.
 */
export function checkRegistration(
  rules: RegistrationRules,
  values: Readonly<Record<string, unknown>>,
  t: (key: string) => string = defaultRuleText,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const raw = values[field];
    const value =
      typeof raw === 'string' ? raw : raw === undefined || raw === null ? undefined : String(raw);
    if (!checkFieldRule(rule, value).ok) errors[field] = ruleMessage(rule, t);
  }
  return errors;
}

/**
 * Registration by username, by mobile number (the number is then the username), or of a first
 * social sign-in (`social`: a username, no password, as the provider signs the member in).
 */
export type RegistrationMode = 'username' | 'mobile' | 'social';

/** A mobile number when the operator has no rule for it: digits only, 6 to 20. */
export const DEFAULT_MOBILE_RULE: FieldRule = {
  enabled: true,
  required: true,
  patternId: 6,
  minLength: 6,
  maxLength: 20,
};

/**
 * The password rule of an operator who has not set one, and of a fresh server's settings: 8 to
 * 128 characters of any kind, spaces included, with no composition rule (OWASP ASVS 5.0 V6.2.1,
 * V6.2.9, V6.2.5). What a length rule cannot catch, a common or guessable password, the server
 * refuses on its own (`PASSWORD_TOO_WEAK`).
 */
export const DEFAULT_PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '',
  patternId: 0,
  minLength: 8,
  maxLength: 128,
};

const always = (rule: FieldRule | undefined, fallback: Partial<FieldRule> = {}): FieldRule => ({
  patternId: 0,
  ...fallback,
  ...rule,
  enabled: true,
  required: true,
});

/**
 * The rules a registration is held to in one mode, the same for the form and the server so they
 * cannot disagree: in username mode the username and password are always required; in mobile
 * mode there is no username (the number is the username) and the mobile number is always
 * required, under the operator's rule or {@link DEFAULT_MOBILE_RULE}; the password's bounds are
 * those of {@link DEFAULT_PASSWORD_RULE} where the operator's rule leaves them out, and a mobile
 * registration without `mobilePassword` (the flag MOBILENUMPASSREG3 off) has none; a shown payment
 * password is always required (spec 5). The captcha is checked on its own, not as a field rule.
 */
export function registrationRulesFor(
  rules: RegistrationRules,
  mode: RegistrationMode,
  { mobilePassword = true }: { mobilePassword?: boolean } = {},
): RegistrationRules {
  const { captcha: _captcha, username, mobileNum, password, ...rest } = rules;
  const out: RegistrationRules = { ...rest };
  // Without MOBILENUMPASSREG3 a mobile registration asks for no password: the member signs in
  // with an SMS code, or sets a password by phone later.
  if (mode === 'username' || (mode === 'mobile' && mobilePassword))
    out['password'] = always(password, DEFAULT_PASSWORD_RULE);
  if (mode === 'mobile') out['mobileNum'] = always(mobileNum, DEFAULT_MOBILE_RULE);
  else {
    out['username'] = always(username);
    if (mobileNum) out['mobileNum'] = mobileNum;
  }
  const payment = rules['paymentPassword'];
  if (payment?.enabled) out['paymentPassword'] = { ...payment, required: true };
  return out;
}
