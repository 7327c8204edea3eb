import { checkFieldRule, DEFAULT_PASSWORD_RULE } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { isGuessable } from './strength';

/** What a new password must pass: the default rule, then the guessability check. */
const accepted = async (password: string, userInputs: string[] = []): Promise<boolean> =>
  checkFieldRule(DEFAULT_PASSWORD_RULE, password).ok && !(await isGuessable(password, userInputs));

describe('new passwords (OWASP ASVS 5.0 V6.2)', () => {
  it('refuses the short and the common ones the old 6-20 letters-and-digits rule let through', async () => {
    expect(checkFieldRule(DEFAULT_PASSWORD_RULE, 'abc123')).toEqual({
      ok: false,
      reason: 'tooShort',
    });
    expect(await isGuessable('abc123')).toBe(true);
    expect(checkFieldRule(DEFAULT_PASSWORD_RULE, 'password1').ok).toBe(true);
    expect(await isGuessable('password1')).toBe(true);
    for (const common of ['Password2024', 'qwertyuiop', '12345678', 'iloveyou1'])
      expect(await accepted(common), common).toBe(false);
  });

  it('refuses a Spanish word with a digit', async () => {
    expect(await accepted('contraseña1')).toBe(false);
    expect(await accepted('Contraseña2024')).toBe(false);
  });

  it('accepts a 64-character passphrase with spaces, which the old rule refused', async () => {
    const passphrase = 'the quiet harbour keeps seven lanterns lit for late ferries home';
    expect(passphrase).toHaveLength(64);
    expect(await accepted(passphrase)).toBe(true);
    expect(await accepted('Kiwi Lima 4821')).toBe(true);
  });

  it('bounds the length at 128 characters, with no rule on the kinds of character', async () => {
    const long = 'ferries '.repeat(17);
    expect(checkFieldRule(DEFAULT_PASSWORD_RULE, long.slice(0, 128)).ok).toBe(true);
    expect(checkFieldRule(DEFAULT_PASSWORD_RULE, `${long.slice(0, 128)}x`)).toEqual({
      ok: false,
      reason: 'tooLong',
    });
    expect(checkFieldRule(DEFAULT_PASSWORD_RULE, 'ñandú río 😀 grande').ok).toBe(true);
  });

  it('scores a 128-character password, l33t spelling still caught', async () => {
    // Its cost is bounded by SCORED_LENGTH and L33T_SUBSTITUTIONS (seconds without them on a busy
    // machine); the test's own time-out is the ceiling here, not a timed assertion.
    const long = 'aZ9!x qT4$p4$$w0rd!'.repeat(7).slice(0, 128);
    expect(await isGuessable(long, ['player01'])).toBe(false);
    expect(await isGuessable('p4$$w0rd!')).toBe(true);
  });

  it('refuses the username, or a password built on it or on the e-mail', async () => {
    // Strong enough alone; not once it is what the account is called.
    expect(await accepted('zorvak9431')).toBe(true);
    expect(await accepted('zorvak9431', ['zorvak9431'])).toBe(false);
    expect(await accepted('Zorvak9431', ['ZORVAK9431'])).toBe(false);
    expect(await accepted('zorvak9431zorvak9431', ['zorvak9431'])).toBe(false);
    expect(await accepted('Kestrel5804', ['player01', 'kestrel5804@example.com'])).toBe(false);
    expect(await accepted('Kestrel5804', ['player01', null, undefined, ''] as string[])).toBe(true);
  });
});
