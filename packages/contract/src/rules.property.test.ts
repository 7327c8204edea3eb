import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkFieldRule, type FieldRule } from './rules';

const rule = (patternId: number): FieldRule => ({
  enabled: true,
  required: true,
  patternId,
  minLength: 1,
  maxLength: 64,
});
const ok = (patternId: number, value: string) => checkFieldRule(rule(patternId), value).ok;

const chars = (alphabet: string) => fc.constantFrom(...[...alphabet]);
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const LETTERS = LOWER + UPPER;
const word = (alphabet: string, min = 1, max = 20) =>
  fc.array(chars(alphabet), { minLength: min, maxLength: max }).map((a) => a.join(''));
/** Puts `insert` somewhere inside `value`. */
const spliced = (value: fc.Arbitrary<string>, insert: fc.Arbitrary<string>) =>
  fc.tuple(value, insert, fc.nat()).map(([v, c, at]) => {
    const i = at % (v.length + 1);
    return v.slice(0, i) + c + v.slice(i);
  });
const SYMBOLS = chars('!#$%&*-_. @/');
const runs = { numRuns: 200 };

describe('built-in patterns, property-based', () => {
  it('1: a letter then letters and digits', () => {
    fc.assert(
      fc.property(chars(LETTERS), word(LETTERS + DIGITS, 0), (a, b) => ok(1, a + b)),
      runs,
    );
    fc.assert(
      fc.property(chars(DIGITS), word(LETTERS + DIGITS, 0), (a, b) => !ok(1, a + b)),
      runs,
    );
    fc.assert(
      fc.property(spliced(word(LETTERS), SYMBOLS), (v) => !ok(1, v)),
      runs,
    );
  });

  it('4 and 14: letters and digits only', () => {
    fc.assert(
      fc.property(word(LETTERS + DIGITS), (v) => ok(4, v) && ok(14, v)),
      runs,
    );
    fc.assert(
      fc.property(spliced(word(LETTERS + DIGITS), SYMBOLS), (v) => !ok(4, v) && !ok(14, v)),
      runs,
    );
  });

  it('5: letters and digits, at least one of each', () => {
    fc.assert(
      fc.property(
        fc.tuple(chars(LETTERS), chars(DIGITS), word(LETTERS + DIGITS, 0)),
        fc.boolean(),
        ([l, d, rest], first) => ok(5, first ? l + rest + d : d + rest + l),
      ),
      runs,
    );
    fc.assert(
      fc.property(word(LETTERS), (v) => !ok(5, v)),
      runs,
    );
    fc.assert(
      fc.property(word(DIGITS), (v) => !ok(5, v)),
      runs,
    );
  });

  it('6: digits only', () => {
    fc.assert(
      fc.property(word(DIGITS), (v) => ok(6, v)),
      runs,
    );
    fc.assert(
      fc.property(spliced(word(DIGITS, 0), chars(LETTERS + ' +-')), (v) => !ok(6, v)),
      runs,
    );
  });

  it('7: alphanumeric with at least one uppercase letter', () => {
    fc.assert(
      fc.property(spliced(word(LOWER + DIGITS, 0), chars(UPPER)), (v) => ok(7, v)),
      runs,
    );
    fc.assert(
      fc.property(word(LOWER + DIGITS), (v) => !ok(7, v)),
      runs,
    );
  });

  it('8: English letters and spaces', () => {
    fc.assert(
      fc.property(word(`${LETTERS} `), (v) => ok(8, v)),
      runs,
    );
    fc.assert(
      fc.property(spliced(word(`${LETTERS} `, 0), chars('0123456789éñ!')), (v) => !ok(8, v)),
      runs,
    );
  });

  it('9: no spaces', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }).filter((v) => !/\s/u.test(v)),
        (v) => ok(9, v),
      ),
      runs,
    );
    fc.assert(
      fc.property(spliced(fc.string({ maxLength: 30 }), chars(' \t\n')), (v) => !ok(9, v)),
      runs,
    );
  });

  it('11 and 13: real calendar dates only', () => {
    const day = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    const pad = (n: number, w = 2) => String(n).padStart(w, '0');
    fc.assert(
      fc.property(day, (d) => {
        const [y, m, dd] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
        return (
          ok(11, `${pad(y, 4)}-${pad(m)}-${pad(dd)}`) && ok(13, `${pad(m)}-${pad(dd)}-${pad(y, 4)}`)
        );
      }),
      runs,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 32, max: 99 }),
        (y, m, d) => !ok(11, `${y}-${pad(m)}-${d}`) && !ok(13, `${pad(m)}-${d}-${y}`),
      ),
      runs,
    );
  });

  it('15: Korean only; 16: Thai only', () => {
    const hangul = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCodePoint(c));
    const thai = fc.integer({ min: 0x0e01, max: 0x0e2e }).map((c) => String.fromCodePoint(c));
    const korean = fc.array(hangul, { minLength: 1, maxLength: 20 }).map((a) => a.join(''));
    const thaiWord = fc.array(thai, { minLength: 1, maxLength: 20 }).map((a) => a.join(''));
    fc.assert(
      fc.property(korean, (v) => ok(15, v) && !ok(16, v)),
      runs,
    );
    fc.assert(
      fc.property(thaiWord, (v) => ok(16, v) && ok(17, v) && !ok(15, v)),
      runs,
    );
    fc.assert(
      fc.property(spliced(korean, chars(`${LETTERS}${DIGITS} `)), (v) => !ok(15, v)),
      runs,
    );
    fc.assert(
      fc.property(spliced(thaiWord, chars(`${DIGITS}!`)), (v) => !ok(16, v) && !ok(17, v)),
      runs,
    );
  });

  it('18: uppercase letters and spaces with at least one English letter', () => {
    fc.assert(
      fc.property(spliced(word(`${UPPER} `, 0), chars(UPPER)), (v) => ok(18, v)),
      runs,
    );
    fc.assert(
      fc.property(spliced(word(UPPER, 0), chars(LOWER + DIGITS)), (v) => !ok(18, v)),
      runs,
    );
  });

  it('any pattern: a value past maxLength is refused for its length, whatever it holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 19 }),
        fc.string({ minLength: 65, maxLength: 300 }),
        (id, v) => {
          const result = checkFieldRule(rule(id), v);
          return !result.ok && result.reason === 'tooLong';
        },
      ),
      runs,
    );
  });
});
