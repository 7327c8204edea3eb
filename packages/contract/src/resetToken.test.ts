import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { isResetTokenShape, RESET_TOKEN_RULE } from './resetToken';

describe('the shape of a reset link token', () => {
  it('accepts what the server mails: 32 random bytes in base64url', () => {
    expect(isResetTokenShape('q3X_9-kLmN0pQrStUvWxYz0123456789abcdefABCDE')).toBe(true);
  });

  it.each([
    ['missing', ''],
    ['cut short', 'q3X_9-kLmN0pQrS'],
    ['too long', 'a'.repeat(129)],
    ['with other characters', 'q3X_9-kLmN0pQrStUvWx+z0123456789abcdef/BCDE'],
    ['with a trailing space', 'q3X_9-kLmN0pQrStUvWxYz0123456789abcdefABCD '],
  ])('refuses a token %s', (_, token) => {
    expect(isResetTokenShape(token)).toBe(false);
  });

  it('is the rule of the passwordReset body', () => {
    expect(calls.passwordReset.body.properties.token).toMatchObject(RESET_TOKEN_RULE);
  });
});
