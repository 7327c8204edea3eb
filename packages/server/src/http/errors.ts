import { ERRORS, type ErrorCode } from '@portal/contract';

/** A failure answered as the envelope `{ success: false, code, message, value? }`. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: { message?: string; value?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(options.message ?? ERRORS[code].message);
    this.code = code;
    this.status = ERRORS[code].status;
    this.value = options.value;
    this.headers = options.headers ?? {};
  }
}

/** A field-level validation failure: `value.fields` maps each field to its message. */
export const fieldErrors = (
  fields: Record<string, string>,
  code: ErrorCode = 'VALIDATION',
): ApiError =>
  new ApiError(code, {
    message: Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; '),
    value: { fields },
  });
