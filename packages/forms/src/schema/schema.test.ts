import {
  checkRegistration,
  DEFAULT_PASSWORD_RULE,
  ruleMessage,
  defaultRuleText,
  setBadPatternReporter,
  registrationRulesFor,
  type FieldRule,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  everyFieldRules,
  mobileRule,
  operatorRules,
  passwordRule,
  usernameRule,
} from '../fixtures/rules';
import { registrationFields, registrationSchema } from './registration';
import { ruleToSchema } from './ruleToSchema';
import { formTextsEn } from '../texts/en';

/** A `t` that shows which key was asked for, and the contract's English rule messages. */
const t = (key: string) => (key.startsWith('reg_pattern_') ? defaultRuleText(key) : `[${key}]`);

const errorOf = (rule: FieldRule, value: unknown): string | null => {
  try {
    ruleToSchema(rule, t).validateSync(value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors.join(' | ');
    throw error;
  }
};

/** Every error of a whole-form validation, keyed by field. */
const formErrors = (schema: ReturnType<typeof registrationSchema>, values: object) => {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path, e.message]));
  }
};

describe('ruleToSchema', () => {
  it('refuses a mobile number outside 10..11 digits or with a non-digit, saying which', () => {
    expect(errorOf(mobileRule, '012345678')).toBe('[forms_too_short]');
    expect(errorOf(mobileRule, '0123456789')).toBeNull();
    expect(errorOf(mobileRule, '01234567890')).toBeNull();
    expect(errorOf(mobileRule, '012345678901')).toBe('[forms_too_long]');
    expect(errorOf(mobileRule, '01234-56789')).toBe('[forms_pattern_mismatch]');
  });

  it('says what is wrong with the bound in the words, while the hint keeps the rule', () => {
    const english = (key: string) => formTextsEn[key as keyof typeof formTextsEn] ?? t(key);
    const error = (rule: FieldRule, value: string) => {
      try {
        ruleToSchema(rule, english).validateSync(value);
        return null;
      } catch (caught) {
        return caught instanceof ValidationError ? caught.message : String(caught);
      }
    };
    expect(error(mobileRule, '012345678')).toBe('Too short: type at least 10 characters');
    expect(error(mobileRule, '012345678901')).toBe('Too long: at most 11 characters');
    expect(error(mobileRule, '')).toBe('This field cannot be empty');
    // The error never repeats the hint the field shows above it.
    for (const value of ['', '0', '0'.repeat(12), 'abcdefghij']) {
      expect(error(mobileRule, value)).not.toBe(ruleMessage(mobileRule, english));
    }
  });

  it('refuses a username that does not start with a letter or is out of 6..16', () => {
    expect(errorOf(usernameRule, 'player01')).toBeNull();
    expect(errorOf(usernameRule, '1player')).toBe('[forms_pattern_mismatch]');
    expect(errorOf(usernameRule, 'pla01')).toBe('[forms_too_short]');
    expect(errorOf(usernameRule, 'p'.repeat(16))).toBeNull();
    expect(errorOf(usernameRule, 'p'.repeat(17))).toBe('[forms_too_long]');
    expect(errorOf(usernameRule, 'player_01')).toBe('[forms_pattern_mismatch]');
  });

  it('refuses a password without both letters and digits', () => {
    expect(errorOf(passwordRule, 'abc123')).toBeNull();
    expect(errorOf(passwordRule, 'abcdef')).toBe('[forms_pattern_mismatch]');
    expect(errorOf(passwordRule, '123456')).not.toBeNull();
    expect(errorOf(passwordRule, 'ab12')).not.toBeNull();
  });

  it("holds the server's default password rule: 8 - 128 characters of any kind", () => {
    const passphrase = 'the quiet harbour keeps seven lanterns lit for late ferries home';
    expect(passphrase).toHaveLength(64);
    expect(errorOf(DEFAULT_PASSWORD_RULE, passphrase)).toBeNull();
    expect(errorOf(DEFAULT_PASSWORD_RULE, 'ñandú río 😀 grande')).toBeNull();
    expect(errorOf(DEFAULT_PASSWORD_RULE, 'abc 123')).toBe('[forms_too_short]');
    expect(errorOf(DEFAULT_PASSWORD_RULE, 'x'.repeat(129))).toBe('[forms_too_long]');
    expect(errorOf(DEFAULT_PASSWORD_RULE, '')).toBe('[forms_required]');
    // The register form asks for the password under it when the operator sends no rule.
    const { password: _none, ...withoutPassword } = operatorRules;
    const schema = registrationSchema(
      withoutPassword,
      { mode: 'username', smsVerification: false },
      t,
    );
    expect(
      formErrors(schema, { username: 'player01', password: 'abc 123', confirmPassword: 'abc 123' }),
    ).toMatchObject({ password: '[forms_too_short]' });
  });

  it('says a required value is missing', () => {
    expect(errorOf(mobileRule, '')).toBe('[forms_required]');
    expect(errorOf(mobileRule, undefined)).toBe('[forms_required]');
    expect(errorOf({ ...mobileRule, required: false }, '')).toBeNull();
    expect(errorOf({ ...mobileRule, required: false }, undefined)).toBeNull();
  });

  it('accepts anything for a disabled rule, which is never shown', () => {
    expect(errorOf({ ...mobileRule, enabled: false }, 'not a number')).toBeNull();
  });

  it('hints one number when min equals max', () => {
    const sixDigits: FieldRule = {
      enabled: true,
      required: true,
      patternId: 6,
      minLength: 6,
      maxLength: 6,
    };
    expect(ruleMessage(sixDigits, t)).toBe('6 digits');
    expect(errorOf(sixDigits, '1')).toBe('[forms_too_short]');
  });

  it('refuses exactly what the server check refuses, on every value it is given', () => {
    const values = ['', ' ', 'a', 'abc123', 'ABC123x', '0123456789', 'x'.repeat(2001), 'é1aaaa'];
    for (const rule of [mobileRule, usernameRule, passwordRule, DEFAULT_PASSWORD_RULE]) {
      for (const value of values) {
        const server = checkRegistration({ f: rule }, { f: value }, t)['f'] ?? null;
        expect(
          errorOf(rule, value) === null,
          `${String(rule.patternId)} ${value.slice(0, 20)}`,
        ).toBe(server === null);
      }
    }
  });

  it('does not crash on an operator pattern that does not compile: the length still counts', () => {
    const reports: string[] = [];
    const previous = setBadPatternReporter((source) => reports.push(source));
    try {
      const broken: FieldRule = {
        enabled: true,
        required: true,
        // A source no other test uses: patterns are compiled once per process, and the node
        // tests share their processes.
        acceptedPattern: '(forms[a-z',
        minLength: 2,
        maxLength: 4,
      };
      expect(errorOf(broken, 'abc')).toBeNull();
      expect(errorOf(broken, 'abcde')).not.toBeNull();
      expect(errorOf(broken, 'xyz')).toBeNull();
      expect(reports).toEqual(['(forms[a-z']);
    } finally {
      setBadPatternReporter(previous);
    }
  });
});

describe('registrationFields', () => {
  it('shows username, password and confirm, plus each enabled field, in username mode', () => {
    const names = registrationFields(operatorRules, {
      mode: 'username',
      smsVerification: false,
    }).map((f) => f.name);
    expect(names).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'email',
      'affiliateCode',
    ]);
  });

  it('puts the mobile number in the username place in mobile mode, required, with the code', () => {
    const fields = registrationFields(
      { ...operatorRules, mobileNum: { ...mobileRule, enabled: false, required: false } },
      { mode: 'mobile', smsVerification: true },
    );
    expect(fields.map((f) => f.name)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
      'affiliateCode',
    ]);
    expect(fields[0]).toMatchObject({
      required: true,
      rule: { enabled: true, required: true, patternId: 6 },
    });
    expect(fields[1]).toMatchObject({ required: true });
  });

  it('asks no password of a mobile registration without MOBILENUMPASSREG3, as the server', () => {
    const names = (mode: 'mobile' | 'username') =>
      registrationFields(operatorRules, { mode, smsVerification: true, mobilePassword: false }).map(
        (f) => f.name,
      );
    expect(names('mobile')).not.toContain('password');
    expect(names('mobile')).not.toContain('confirmPassword');
    // The username tab always asks for one.
    expect(names('username')).toEqual(expect.arrayContaining(['password', 'confirmPassword']));
    expect(
      registrationRulesFor(operatorRules, 'mobile', { mobilePassword: false }),
    ).not.toHaveProperty('password');
  });

  it('always requires a payment password when it is shown (spec 5)', () => {
    const fields = registrationFields(everyFieldRules, {
      mode: 'username',
      smsVerification: false,
    });
    expect(fields.find((f) => f.name === 'paymentPassword')).toMatchObject({ required: true });
    expect(fields.find((f) => f.name === 'captcha')).toMatchObject({ required: true });
    expect(fields.map((f) => f.name)).toContain('birthday');
  });

  it('leaves out fields the caller hides', () => {
    const names = registrationFields(operatorRules, {
      mode: 'username',
      smsVerification: false,
      hidden: ['affiliateCode'],
    }).map((f) => f.name);
    expect(names).not.toContain('affiliateCode');
  });
});

describe('registrationSchema', () => {
  const good = {
    username: 'player01',
    mobileNum: '0123456789',
    password: 'abc123',
    confirmPassword: 'abc123',
    email: '',
    affiliateCode: '',
    terms: true,
  };

  it('accepts a good registration and trims text fields but never passwords', () => {
    const schema = registrationSchema(
      operatorRules,
      { mode: 'username', smsVerification: false },
      t,
    );
    const values = {
      ...good,
      username: ' player01 ',
      password: 'abc123 ',
      confirmPassword: 'abc123 ',
    };
    expect(formErrors(schema, { ...good, username: ' player01 ' })).toEqual({});
    // The trailing space makes the password refuse its rule: it is not silently removed.
    expect(formErrors(schema, values)).toHaveProperty('password');
    expect(schema.cast({ ...good, username: ' player01 ' })).toMatchObject({
      username: 'player01',
    });
  });

  it("says 'inconsistent twice' when the confirmation differs", () => {
    const schema = registrationSchema(
      operatorRules,
      { mode: 'username', smsVerification: false },
      t,
    );
    expect(formErrors(schema, { ...good, confirmPassword: 'abc124' })).toEqual({
      confirmPassword: '[forms_inconsistent_twice]',
    });
    expect(formErrors(schema, { ...good, confirmPassword: '' })).toEqual({
      confirmPassword: '[forms_required]',
    });
  });

  it("refuses an unticked terms box with 'not empty?'", () => {
    const schema = registrationSchema(
      operatorRules,
      { mode: 'username', smsVerification: false },
      t,
    );
    expect(formErrors(schema, { ...good, terms: false })).toEqual({ terms: '[forms_not_empty]' });
    const noTerms = registrationSchema(
      operatorRules,
      { mode: 'username', smsVerification: false, terms: false },
      t,
    );
    expect(formErrors(noTerms, { ...good, terms: false })).toEqual({});
  });

  it('gives every field at fault its own message at once', () => {
    const schema = registrationSchema(
      operatorRules,
      { mode: 'username', smsVerification: false },
      t,
    );
    expect(
      formErrors(schema, {
        ...good,
        username: '1abc',
        mobileNum: '12',
        password: 'abcdef',
        email: 'x@',
      }),
    ).toEqual({
      username: '[forms_too_short]',
      mobileNum: '[forms_too_short]',
      password: '[forms_pattern_mismatch]',
      confirmPassword: '[forms_inconsistent_twice]',
      email: '[forms_too_short]',
    });
  });

  it('requires the SMS code in mobile mode when verification is on, and not when it is off', () => {
    const mobile = {
      mobileNum: '0123456789',
      password: 'abc123',
      confirmPassword: 'abc123',
      terms: true,
    };
    const on = registrationSchema(operatorRules, { mode: 'mobile', smsVerification: true }, t);
    expect(formErrors(on, { ...mobile, verificationCode: '' })).toEqual({
      verificationCode: '[forms_enter_code]',
    });
    expect(formErrors(on, { ...mobile, verificationCode: '123456' })).toEqual({});
    const off = registrationSchema(operatorRules, { mode: 'mobile', smsVerification: false }, t);
    expect(formErrors(off, mobile)).toEqual({});
    expect(formErrors(off, { ...mobile, mobileNum: '' })).toEqual({
      mobileNum: '[forms_required]',
    });
  });

  it('in username mode asks for the code only once a mobile number is typed', () => {
    const schema = registrationSchema(
      operatorRules,
      { mode: 'username', smsVerification: true },
      t,
    );
    const optionalMobile = registrationSchema(
      { ...operatorRules, mobileNum: { ...mobileRule, required: false } },
      { mode: 'username', smsVerification: true },
      t,
    );
    expect(formErrors(optionalMobile, { ...good, mobileNum: '', verificationCode: '' })).toEqual(
      {},
    );
    expect(formErrors(schema, { ...good, verificationCode: '' })).toEqual({
      verificationCode: '[forms_enter_code]',
    });
  });

  it('refuses a code longer than 255 characters (spec 9)', () => {
    const on = registrationSchema(operatorRules, { mode: 'mobile', smsVerification: true }, t);
    const values = {
      mobileNum: '0123456789',
      password: 'abc123',
      confirmPassword: 'abc123',
      terms: true,
    };
    expect(formErrors(on, { ...values, verificationCode: '1'.repeat(256) })).toHaveProperty(
      'verificationCode',
    );
    expect(formErrors(on, { ...values, verificationCode: '1'.repeat(255) })).toEqual({});
  });

  it('checks every optional field only when it is filled, and the required ones always', () => {
    const schema = registrationSchema(
      everyFieldRules,
      { mode: 'username', smsVerification: false },
      t,
    );
    const errors = formErrors(schema, { ...good, mobileNum: '' });
    expect(Object.keys(errors).sort()).toEqual([
      'captcha',
      'email',
      'payeeName',
      'paymentPassword',
    ]);
    expect(errors['captcha']).toBe('[forms_enter_captcha]');
    const filled = {
      ...good,
      mobileNum: '',
      email: 'player@example.com',
      payeeName: 'Ana Maria',
      paymentPassword: '123456',
      captcha: 'AB12',
      birthday: '2001-02-30',
    };
    expect(formErrors(schema, filled)).toEqual({ birthday: '[forms_pattern_mismatch]' });
    expect(formErrors(schema, { ...filled, birthday: '2001-02-28' })).toEqual({});
  });

  it('agrees with the server on the rule fields of a whole registration', () => {
    const schema = registrationSchema(
      everyFieldRules,
      { mode: 'username', smsVerification: false },
      t,
    );
    const values = {
      ...good,
      username: 'a1',
      email: 'no-at-sign',
      payeeName: 'Ana  Maria',
      paymentPassword: '12345',
      qqNum: '12ab',
      captcha: 'AB12',
    };
    const { captcha: _captcha, ...serverRules } = everyFieldRules;
    const server = checkRegistration(serverRules, values, t);
    const { confirmPassword: _confirm, ...client } = formErrors(schema, values);
    expect(Object.keys(client).sort()).toEqual(Object.keys(server).sort());
  });
});
