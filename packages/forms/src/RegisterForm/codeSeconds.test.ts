import { describe, expect, it } from 'vitest';
import { FIRST_CODE_SECONDS, registerCodeSeconds } from './RegisterForm';

describe('registerCodeSeconds', () => {
  it('counts 60 s for the first code of the form, whatever its lifetime (spec 9)', () => {
    expect(FIRST_CODE_SECONDS).toBe(60);
    expect(registerCodeSeconds(0, 5)).toBe(60);
    expect(registerCodeSeconds(0, 1)).toBe(60);
  });

  it('counts expiredMinutes x 60 for every later code', () => {
    expect(registerCodeSeconds(1, 5)).toBe(300);
    expect(registerCodeSeconds(4, 2)).toBe(120);
  });
});
