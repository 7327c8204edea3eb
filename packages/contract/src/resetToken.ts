// The e-mailed reset link, in its own module free of schema code: the app reads links with it at
// start-up and in its reset pop-up, and should not carry the schema library for that.

/**
 * The page of the link the server mails for a reset by e-mail (`<page>?token=<token>`): the
 * server writes it, the app serves it, and the app's start-up must not take that token for a
 * session token.
 */
export const RESET_PASSWORD_PAGE = '/reset-password';

/** The shape of the token of an e-mailed reset link (the body of `passwordReset`). */
export const RESET_TOKEN_RULE = { minLength: 20, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' };

const TOKEN_PATTERN = new RegExp(RESET_TOKEN_RULE.pattern, 'u');

/**
 * Whether `token` has the shape of a reset link's token, so that a client tells a mangled or cut
 * link at once. A token of the right shape may still be unknown, used or expired.
 */
export const isResetTokenShape = (token: string): boolean =>
  token.length >= RESET_TOKEN_RULE.minLength &&
  token.length <= RESET_TOKEN_RULE.maxLength &&
  TOKEN_PATTERN.test(token);
