import type { ErrorCode } from '@portal/contract';

/** Codes the client raises itself, besides the server's `ErrorCode`s. */
export type ClientErrorCode = 'NETWORK' | 'BAD_ANSWER';

/**
 * A failed call: the server's stable `code` (or NETWORK when no answer came, BAD_ANSWER when the
 * answer was not an envelope), the HTTP status, the server's message and its `value` (field
 * errors, captcha flag ...). Screens switch on `code` and show `messageKey` translated.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  readonly status: number;
  readonly value: unknown;

  constructor(code: string, status: number, message: string, value?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }

  /** The i18n keys of the message shown for this failure (spec 8), for `t`. */
  get messageKey(): string[] {
    return errorMessageKey(this.code);
  }

  /** Field messages the server sent with a VALIDATION failure, keyed by field name. */
  get fields(): Record<string, string> {
    const v = this.value as { fields?: unknown } | undefined;
    return v && typeof v.fields === 'object' && v.fields !== null
      ? (v.fields as Record<string, string>)
      : {};
  }
}

/**
 * Every code has its own translated message; a code no text knows falls back to 'unknown error'.
 * `t` takes the first key it has a text for, so the first paint need not list the codes whose
 * texts load later with the pop-ups and pages (areas.es.ts); the texts test holds a text for
 * every code of the contract.
 */
export function errorMessageKey(code: string): string[] {
  return [`error_${code}`, 'error_INTERNAL'];
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
