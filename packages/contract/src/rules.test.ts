import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ABSOLUTE_MAX_LENGTH,
  BUILTIN_PATTERNS,
  checkFieldRule,
  checkRegistration,
  DEFAULT_MOBILE_RULE,
  DEFAULT_PASSWORD_RULE,
  registrationRulesFor,
  ruleMessage,
  setBadPatternReporter,
  type BadPatternReporter,
  type FieldRule,
  type RegistrationRules,
} from './rules';
import { DEFAULT_PATTERN_MESSAGES } from './ruleTexts';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  ...over,
});

/** For each built-in patternId: values it accepts and values it refuses (lengths within 1..40). */
const EXAMPLES: Record<number, { accept: string[]; refuse: string[] }> = {
  0: { accept: ['a', 'any thing!', '日本', '  '], refuse: [] },
  1: {
    accept: ['a', 'abc123', 'Zed9', 'player01'],
    refuse: ['1abc', '_abc', 'ab c', 'abç', 'ab-1'],
  },
  2: { accept: ['中文', '中文123', '123', '漢字'], refuse: ['abc', '中文a', '中 文', 'ไทย'] },
  3: {
    accept: ['a@b.co', 'first.last+tag@mail.example.com', 'x_y@d-d.org'],
    refuse: ['plain', 'a@b', '@b.com', 'a b@c.com', 'a@b.c', 'a@@b.com'],
  },
  4: { accept: ['abc', 'ABC123', '007'], refuse: ['ab c', 'ab_c', 'ñandu', 'a!'] },
  5: { accept: ['abc123', '1a', 'A9b8'], refuse: ['abcdef', '123456', 'abc 123', 'abc-123'] },
  6: { accept: ['0', '0123456789'], refuse: ['12a', '+123', '12 34', '１２'] },
  7: { accept: ['Abc', 'abC1', 'Z'], refuse: ['abc1', 'ABC!', 'Ab c'] },
  8: { accept: ['John Smith', 'abc', ' a '], refuse: ['John3', 'José', 'a-b'] },
  9: { accept: ['abc', 'a!b@c', '中文'], refuse: ['a b', ' a', 'a\tb', 'a\nb'] },
  10: { accept: ['中文', '中文，标点。', '你好!'], refuse: ['abc', '中文1', '中 文'] },
  11: {
    accept: ['2000-02-29', '1999-12-31', '2024-01-01'],
    refuse: ['1999-02-29', '2024-13-01', '2024-1-1', '01-01-2024', '2024/01/01', '2024-00-10'],
  },
  12: {
    accept: ['John', 'John Smith', 'José María', 'Nguyễn Văn'],
    refuse: ['John  Smith', ' John', 'John ', 'J0hn', 'a-b'],
  },
  13: {
    accept: ['02-29-2000', '12-31-1999'],
    refuse: ['02-29-1999', '13-01-2024', '2024-01-01', '1-1-2024'],
  },
  14: { accept: ['abc123', 'José9', '中文1'], refuse: ['ab c', 'ab_c', 'a!'] },
  15: { accept: ['한국어', '김'], refuse: ['한국 어', 'abc', '한국1', '中文'] },
  16: { accept: ['ภาษาไทย', 'สวัสดี'], refuse: ['ไทย abc', 'abc', 'ไทย1'] },
  17: { accept: ['ภาษาไทย', 'Thai ภาษา', 'abc'], refuse: ['abc1', 'ไทย!', '中文'] },
  18: { accept: ['JOHN SMITH', 'A', 'ÉLAN A'], refuse: ['John', 'ÉÉ', '   ', 'JOHN1'] },
  19: { accept: ['abc!@#', 'P@ssw0rd', '€100', '中文。'], refuse: ['a b', 'a\tb', 'a\u0000b'] },
};

describe('checkFieldRule with built-in patterns', () => {
  it('has a built-in pattern for every patternId 0..19', () => {
    for (let id = 0; id <= 19; id += 1)
      expect(BUILTIN_PATTERNS[id], `patternId ${id}`).toBeDefined();
    expect(Object.keys(EXAMPLES)).toHaveLength(20);
  });

  for (const [id, { accept, refuse }] of Object.entries(EXAMPLES)) {
    const r = rule({ patternId: Number(id), minLength: 1, maxLength: 40 });
    it(`patternId ${id} (${BUILTIN_PATTERNS[Number(id)]?.meaning}) accepts its examples`, () => {
      for (const value of accept) expect(checkFieldRule(r, value), value).toEqual({ ok: true });
    });
    if (refuse.length) {
      it(`patternId ${id} refuses its examples`, () => {
        for (const value of refuse) {
          expect(checkFieldRule(r, value), JSON.stringify(value)).toEqual({
            ok: false,
            reason: 'pattern',
          });
        }
      });
    }
  }

  it('uses the built-in pattern only when the rule has no pattern of its own', () => {
    expect(checkFieldRule(rule({ patternId: 6, acceptedPattern: '^[a-z]+$' }), 'abc').ok).toBe(
      true,
    );
    expect(checkFieldRule(rule({ patternId: 6, acceptedPattern: null }), 'abc').ok).toBe(false);
    expect(checkFieldRule(rule({ patternId: 6, acceptedPattern: '' }), 'abc').ok).toBe(false);
  });

  it('treats an unknown patternId as length only', () => {
    expect(checkFieldRule(rule({ patternId: 99 }), 'anything at all').ok).toBe(true);
  });
});

describe('checkFieldRule bounds', () => {
  const r = rule({ acceptedPattern: '*', minLength: 6, maxLength: 16 });
  it.each([
    [5, { ok: false, reason: 'tooShort' }],
    [6, { ok: true }],
    [16, { ok: true }],
    [17, { ok: false, reason: 'tooLong' }],
  ])('length %i', (length, expected) => {
    expect(checkFieldRule(r, 'x'.repeat(length))).toEqual(expected);
  });

  it('applies the bounds together with a pattern (mobile 10..11 digits)', () => {
    const mobile = rule({ patternId: 6, minLength: 10, maxLength: 11 });
    expect(checkFieldRule(mobile, '123456789')).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkFieldRule(mobile, '1234567890')).toEqual({ ok: true });
    expect(checkFieldRule(mobile, '12345678901')).toEqual({ ok: true });
    expect(checkFieldRule(mobile, '123456789012')).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkFieldRule(mobile, '12345abcde')).toEqual({ ok: false, reason: 'pattern' });
  });

  it('counts characters, not UTF-16 units', () => {
    const r2 = rule({ minLength: 2, maxLength: 2 });
    expect(checkFieldRule(r2, '𝒜𝒝')).toEqual({ ok: true });
    expect(checkFieldRule(r2, '𝒜')).toEqual({ ok: false, reason: 'tooShort' });
  });

  it('refuses an empty value only when required', () => {
    expect(checkFieldRule(rule({ minLength: 3 }), '')).toEqual({ ok: false, reason: 'required' });
    expect(checkFieldRule(rule({ minLength: 3 }), undefined)).toEqual({
      ok: false,
      reason: 'required',
    });
    expect(checkFieldRule(rule({ minLength: 3 }), null)).toEqual({ ok: false, reason: 'required' });
    expect(checkFieldRule(rule({ required: false, minLength: 3 }), '')).toEqual({ ok: true });
    expect(checkFieldRule(rule({ required: false, minLength: 3 }), 'ab')).toEqual({
      ok: false,
      reason: 'tooShort',
    });
  });

  it('accepts anything for a disabled field', () => {
    expect(checkFieldRule(rule({ enabled: false, patternId: 6, minLength: 10 }), 'x')).toEqual({
      ok: true,
    });
  });

  it('caps a rule without maxLength at ABSOLUTE_MAX_LENGTH', () => {
    const open = rule({ acceptedPattern: '*' });
    expect(checkFieldRule(open, 'x'.repeat(ABSOLUTE_MAX_LENGTH)).ok).toBe(true);
    expect(checkFieldRule(open, 'x'.repeat(ABSOLUTE_MAX_LENGTH + 1))).toEqual({
      ok: false,
      reason: 'tooLong',
    });
  });
});

describe('checkFieldRule patterns and their dangers', () => {
  let reporter: BadPatternReporter;
  const reports: string[] = [];
  beforeEach(() => {
    reports.length = 0;
    reporter = setBadPatternReporter((source) => reports.push(source));
  });
  afterEach(() => {
    setBadPatternReporter(reporter);
  });

  it('matches the operator pattern as written, and * as anything', () => {
    expect(checkFieldRule(rule({ acceptedPattern: '^[a-z]{3}$' }), 'abc').ok).toBe(true);
    expect(checkFieldRule(rule({ acceptedPattern: '^[a-z]{3}$' }), 'abcd')).toEqual({
      ok: false,
      reason: 'pattern',
    });
    expect(checkFieldRule(rule({ acceptedPattern: '*', patternId: 6 }), 'not digits').ok).toBe(
      true,
    );
  });

  it('reports a pattern that does not compile once, and falls back to the length check', () => {
    const bad = rule({ acceptedPattern: '([a-z', minLength: 2, maxLength: 4 });
    expect(checkFieldRule(bad, 'abc')).toEqual({ ok: true });
    expect(checkFieldRule(bad, '!!!')).toEqual({ ok: true });
    expect(checkFieldRule(bad, 'a')).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkFieldRule(bad, 'abcde')).toEqual({ ok: false, reason: 'tooLong' });
    expect(reports).toEqual(['([a-z']);
  });

  it('reports through console.warn by default, with the pattern in the text', () => {
    setBadPatternReporter(reporter);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(checkFieldRule(rule({ acceptedPattern: '(?<unclosed' }), 'x').ok).toBe(true);
      expect(checkFieldRule(rule({ acceptedPattern: '(?<unclosed' }), 'y').ok).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('(?<unclosed');
    } finally {
      warn.mockRestore();
    }
  });

  it('never runs a catastrophic pattern on a value longer than maxLength', () => {
    const evil = rule({ acceptedPattern: '^(a+)+$', maxLength: 20 });
    const started = performance.now();
    expect(checkFieldRule(evil, `${'a'.repeat(100_000)}!`)).toEqual({
      ok: false,
      reason: 'tooLong',
    });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('handles very long inputs quickly with every built-in pattern', () => {
    const huge = 'a'.repeat(5_000_000);
    const started = performance.now();
    for (let id = 0; id <= 19; id += 1) {
      expect(checkFieldRule(rule({ patternId: id }), huge)).toEqual({
        ok: false,
        reason: 'tooLong',
      });
      expect(checkFieldRule(rule({ patternId: id }), 'a'.repeat(ABSOLUTE_MAX_LENGTH))).not.toEqual({
        ok: false,
        reason: 'tooLong',
      });
    }
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('ruleMessage', () => {
  const t = (key: string) =>
    key === 'reg_pattern_6' ? 'Enter (min) - (max) digits' : `${key}: (min)-(max)`;

  it('replaces (min) and (max) with the bounds', () => {
    expect(ruleMessage(rule({ patternId: 6, minLength: 10, maxLength: 11 }), t)).toBe(
      'Enter 10 - 11 digits',
    );
  });

  it('uses the single number when min equals max', () => {
    expect(ruleMessage(rule({ patternId: 6, minLength: 11, maxLength: 11 }), t)).toBe(
      'Enter 11 digits',
    );
    expect(ruleMessage(rule({ patternId: 1, minLength: 8, maxLength: 8 }), t)).toBe(
      'reg_pattern_1: 8',
    );
  });

  it('falls back to patternId 0 and open bounds', () => {
    expect(ruleMessage(rule({}), t)).toBe(`reg_pattern_0: 0-${ABSOLUTE_MAX_LENGTH}`);
  });

  it('replaces every occurrence', () => {
    expect(ruleMessage(rule({ minLength: 2, maxLength: 5 }), () => '(min) (max) (min) (max)')).toBe(
      '2 5 2 5',
    );
  });

  it('has an English default for every patternId', () => {
    for (let id = 0; id <= 19; id += 1)
      expect(DEFAULT_PATTERN_MESSAGES[`reg_pattern_${id}`]).toBeTruthy();
  });
});

describe('checkRegistration', () => {
  it('reports each field at fault with its message, keyed by field', () => {
    const errors = checkRegistration(
      {
        username: rule({ patternId: 1, minLength: 6, maxLength: 16 }),
        mobileNum: rule({ patternId: 6, minLength: 10, maxLength: 10 }),
        email: rule({ required: false, patternId: 3, minLength: 5, maxLength: 50 }),
        qqNum: rule({ enabled: false, required: true }),
      },
      { username: '1bad', mobileNum: '0123456789' },
    );
    expect(errors).toEqual({ username: '6 - 16 letters and digits, starting with a letter' });
  });

  it('passes good values', () => {
    expect(
      checkRegistration(
        { username: rule({ patternId: 1, minLength: 3, maxLength: 8 }) },
        { username: 'abc1' },
      ),
    ).toEqual({});
  });
});

describe('registrationRulesFor', () => {
  const rules: RegistrationRules = {
    username: { enabled: true, required: false, patternId: 1, minLength: 6, maxLength: 16 },
    password: { enabled: true, required: true, patternId: 5, minLength: 6, maxLength: 20 },
    mobileNum: { enabled: true, required: false, patternId: 6, minLength: 10, maxLength: 11 },
    paymentPassword: { enabled: true, required: false, patternId: 6, minLength: 6, maxLength: 6 },
    captcha: { enabled: true, required: true, patternId: 0, minLength: 4, maxLength: 4 },
  };

  it('in username mode requires the username and keeps the optional mobile number optional', () => {
    const held = registrationRulesFor(rules, 'username');
    expect(held['username']?.required).toBe(true);
    expect(held['mobileNum']?.required).toBe(false);
    expect(held['captcha']).toBeUndefined();
  });

  it('in mobile mode drops the username and requires the mobile number under its own rule', () => {
    const held = registrationRulesFor(rules, 'mobile');
    expect(held['username']).toBeUndefined();
    expect(held['mobileNum']).toMatchObject({ required: true, minLength: 10, maxLength: 11 });
  });

  it('falls back to digits only 6..20 when the operator has no mobile rule', () => {
    const { mobileNum: _none, ...withoutMobile } = rules;
    expect(registrationRulesFor(withoutMobile, 'mobile')['mobileNum']).toEqual(DEFAULT_MOBILE_RULE);
    expect(
      checkRegistration(registrationRulesFor(withoutMobile, 'mobile'), {
        password: 'abc123',
        mobileNum: '12a',
      }),
    ).toHaveProperty('mobileNum');
  });

  it('holds the password to 8..128 characters of any kind when the operator has no rule for it', () => {
    const { password: _none, ...withoutPassword } = rules;
    const held = registrationRulesFor(withoutPassword, 'username')['password'];
    expect(held).toEqual(DEFAULT_PASSWORD_RULE);
    expect(DEFAULT_PASSWORD_RULE).toMatchObject({ minLength: 8, maxLength: 128, patternId: 0 });
    expect(checkFieldRule(held!, 'seven 7').ok).toBe(false);
    expect(checkFieldRule(held!, 'a passphrase, with spaces & marks!').ok).toBe(true);
    // An operator's own rule is kept as it is.
    expect(registrationRulesFor(rules, 'username')['password']).toMatchObject({
      patternId: 5,
      minLength: 6,
      maxLength: 20,
    });
  });

  it('requires a shown payment password (spec 5) and leaves a hidden one out', () => {
    expect(registrationRulesFor(rules, 'username')['paymentPassword']?.required).toBe(true);
    const hidden = { ...rules, paymentPassword: { ...rules['paymentPassword']!, enabled: false } };
    expect(registrationRulesFor(hidden, 'username')['paymentPassword']?.enabled).toBe(false);
  });
});
