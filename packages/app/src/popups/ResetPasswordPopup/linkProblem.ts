import { isResetTokenShape, type ErrorCode } from '@portal/contract';

/** What can be wrong with an e-mailed reset link itself: a new try with it cannot succeed. */
export type ResetLinkProblem = 'invalid' | 'expired' | 'used';

/** The text (an i18n key) that names each problem to the player. */
export const RESET_LINK_PROBLEM_TEXT: Record<ResetLinkProblem, string> = {
  invalid: 'reset_link_invalid',
  expired: 'reset_link_expired',
  used: 'reset_link_used',
};

const BY_CODE: Readonly<Record<string, ResetLinkProblem>> = {
  RESET_TOKEN_INVALID: 'invalid',
  RESET_TOKEN_EXPIRED: 'expired',
  RESET_TOKEN_USED: 'used',
} satisfies Partial<Record<ErrorCode, ResetLinkProblem>>;

/**
 * The problem of the link that a refusal of the redeem call names, or undefined for a failure a
 * new try may get past (a password the operator's rule refuses, no network).
 */
export const linkProblemOfCode = (code: string): ResetLinkProblem | undefined =>
  Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : undefined;

/** A link whose token is missing or mangled (cut by a mail reader) is known bad without a call. */
export const linkProblemOfToken = (token: string): ResetLinkProblem | undefined =>
  isResetTokenShape(token) ? undefined : 'invalid';
