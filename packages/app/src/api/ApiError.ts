import type { ErrorCode } from '@portal/contract';
import { es, FORM_ERROR_CODES } from '../i18n/es';

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

  /** The i18n key of the message shown for this failure (spec 8). */
  get messageKey(): string {
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
 * Every code has its own translated message; unknown ones fall back to 'unknown error'. Known is
 * what the first paint's texts know, and the codes whose texts load with the form pop-ups
 * (FORM_ERROR_CODES); the texts test holds a text for every code of the contract. The contract's
 * table of codes, with its English messages, stays off the first paint.
 */
export function errorMessageKey(code: string): string {
  const key = `error_${code}`;
  return key in es || FORM_ERROR_CODES.includes(code) ? key : 'error_INTERNAL';
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
