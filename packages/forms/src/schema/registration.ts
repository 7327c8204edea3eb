import {
  registrationRulesFor,
  ruleMessage,
  type FieldRule,
  type RegistrationMode,
  type RegistrationRules,
} from '@portal/contract';
import { boolean, object, string, type AnyObject, type ObjectSchema, type Schema } from 'yup';
import { ruleToSchema, trimmed } from './ruleToSchema';
import type { Translate } from './texts';

/** Username registration (`USERNAMEREG3`) or mobile registration (`MOBILENUMREG3`). */
export type { RegistrationMode };

/**
 * The fields of the registration user (spec 3), in the order the form shows them. Each is shown
 * when the operator's rule enables it; `username`, `password` and `confirmPassword` always are
 * (in mobile mode the mobile number takes the username's place, and the passwords are left out
 * when the operator's mobile registration asks for none).
 */
export const REGISTRATION_FIELDS = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'birthday',
  'nickname',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** How a field is typed in: decides the input, the keyboard and whether it is trimmed. */
export type RegistrationFieldKind = 'text' | 'password' | 'tel' | 'email' | 'code' | 'captcha';

export interface RegistrationFieldSpec {
  name: RegistrationField;
  kind: RegistrationFieldKind;
  required: boolean;
  /** The rule the value must follow; absent for the confirm field, the code and the captcha. */
  rule?: FieldRule;
}

export interface RegistrationOptions {
  /** Which registration: by username or by mobile number. */
  mode: RegistrationMode;
  /**
   * SMS verification of the mobile number (`REGMOBVERF3`): in mobile mode the code is required; in
   * username mode it is required once a mobile number is typed.
   */
  smsVerification: boolean;
  /**
   * A mobile registration asks for a password (`MOBILENUMPASSREG3`); without it the mobile tab has
   * no password fields. @default true
   */
  mobilePassword?: boolean;
  /**
   * Fields to leave out although their rule enables them (e.g. a captcha the page cannot load).
   * @default []
   */
  hidden?: readonly RegistrationField[];
  /** The terms box (age 18 and terms) must be ticked. @default true */
  terms?: boolean;
}

/** The mobile rule the reference server falls back to when the operator has none. */
/** Spec 5 and 9: the verification code is 0 to 255 characters. */
export const VERIFICATION_CODE_MAX = 255;

const KINDS: Partial<Record<RegistrationField, RegistrationFieldKind>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  mobileNum: 'tel',
  whatsapp: 'tel',
  email: 'email',
  verificationCode: 'code',
  captcha: 'captcha',
};

/**
 * The fields a player sees, in order, with whether each is required and the rule it follows. The
 * form renders exactly these and `registrationSchema` checks exactly these, so the two cannot
 * disagree. Mirrors the reference server: in mobile mode the username rule is not used (the
 * username is the mobile number) and the mobile rule is forced on and required.
 */
export function registrationFields(
  rules: RegistrationRules,
  options: RegistrationOptions,
): RegistrationFieldSpec[] {
  const hidden = new Set(options.hidden ?? []);
  const mobile = options.mode === 'mobile';
  // The mode's rules come from the contract, so the server holds the form to the same ones.
  const held = registrationRulesFor(rules, options.mode, {
    mobilePassword: options.mobilePassword ?? true,
  });
  const specs: RegistrationFieldSpec[] = [];
  for (const name of REGISTRATION_FIELDS) {
    const kind = KINDS[name] ?? 'text';
    const rule = rules[name];
    switch (name) {
      case 'username':
        if (!mobile) specs.push({ name, kind, required: true, rule: held['username']! });
        break;
      case 'mobileNum':
        if (mobile) {
          specs.push({ name, kind, required: true, rule: held['mobileNum']! });
        } else if (rule?.enabled && !hidden.has(name)) {
          specs.push({ name, kind, required: rule.required, rule });
        }
        break;
      case 'verificationCode':
        if (options.smsVerification && specs.some((s) => s.name === 'mobileNum')) {
          specs.push({ name, kind, required: mobile });
        }
        break;
      case 'password':
        if (held['password']) specs.push({ name, kind, required: true, rule: held['password'] });
        break;
      case 'confirmPassword':
        if (held['password']) specs.push({ name, kind, required: true });
        break;
      case 'captcha':
        // A social registration has none: the provider's sign-in proved a person.
        if (options.mode !== 'social' && rule?.enabled && !hidden.has(name))
          specs.push({ name, kind, required: rule.required });
        break;
      case 'paymentPassword':
        // Spec 5: a payment password is always required when shown.
        if (rule?.enabled && !hidden.has(name)) {
          specs.push({ name, kind, required: true, rule: held['paymentPassword']! });
        }
        break;
      default:
        if (rule?.enabled && !hidden.has(name))
          specs.push({ name, kind, required: rule.required, rule });
    }
  }
  return specs;
}

/** The values of the register form: one string per field, and the terms box. */
export type RegistrationValues = Record<RegistrationField, string> & { terms: boolean };

/**
 * The yup schema of the whole register form. Every rule field goes through `ruleToSchema`; text
 * fields are trimmed first (passwords never are), and `schema.cast(values)` gives the trimmed
 * values to send, the same that were checked. The confirm field must equal the password
 * ('inconsistent twice'), and the terms box must be ticked (`forms_not_empty`, which asks the
 * player to confirm the age and the terms).
 */
export function registrationSchema(
  rules: RegistrationRules,
  options: RegistrationOptions,
  t: Translate,
): ObjectSchema<AnyObject> {
  const shape: Record<string, Schema> = {};
  for (const spec of registrationFields(rules, options)) {
    shape[spec.name] = fieldSchema(spec, options, t);
  }
  if (options.terms ?? true) {
    shape['terms'] = boolean().oneOf([true], t('forms_not_empty')).required(t('forms_not_empty'));
  }
  return object(shape);
}

function fieldSchema(
  spec: RegistrationFieldSpec,
  options: RegistrationOptions,
  t: Translate,
): Schema {
  switch (spec.name) {
    case 'confirmPassword':
      return string()
        .required(t('forms_required'))
        .test({
          name: 'samePassword',
          message: t('forms_inconsistent_twice'),
          // An empty confirmation already says 'required'.
          test: (value, context) => !value || value === (context.parent as AnyObject)['password'],
        });
    case 'verificationCode': {
      const code = string().transform(trimmed).max(VERIFICATION_CODE_MAX, t('forms_enter_code'));
      return options.mode === 'mobile'
        ? code.required(t('forms_enter_code'))
        : code.when('mobileNum', {
            is: (mobileNum: unknown) => typeof mobileNum === 'string' && mobileNum.trim() !== '',
            then: (s) => s.required(t('forms_enter_code')),
          });
    }
    case 'captcha': {
      // The server checks the captcha against its picture, not against a pattern.
      const captcha = string().transform(trimmed);
      return spec.required ? captcha.required(t('forms_enter_captcha')) : captcha;
    }
    default: {
      const rule = spec.rule ?? { enabled: true, required: spec.required };
      const schema = ruleToSchema(rule, t);
      return spec.kind === 'password' ? schema : schema.transform(trimmed);
    }
  }
}

/** The message of a field's rule, for its hint: the player sees the rule before typing. */
export function fieldHint(spec: RegistrationFieldSpec, t: Translate): string | undefined {
  return spec.rule ? ruleMessage(spec.rule, t) : undefined;
}
