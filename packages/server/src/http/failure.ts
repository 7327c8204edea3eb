import { ERRORS, TEXT_FORMAT_MESSAGES, type ErrorCode, type TextFormat } from '@portal/contract';
import type { FastifyError } from 'fastify';

/** The field a validation error is about, as a dotted path. */
function fieldOf(error: { instancePath?: string; params?: Record<string, unknown> }): string {
  const path = (error.instancePath ?? '').split('/').filter(Boolean);
  const missing = error.params?.['missingProperty'];
  if (typeof missing === 'string') path.push(missing);
  return path.join('.') || '(body)';
}

/** What a refused value is told: the contract's words for its text kinds, ajv's otherwise. */
function messageOf(item: { keyword?: string; message?: string; params?: Record<string, unknown> }) {
  const format = item.params?.['format'];
  if (item.keyword === 'format' && typeof format === 'string' && format in TEXT_FORMAT_MESSAGES)
    return TEXT_FORMAT_MESSAGES[format as TextFormat];
  return item.message ?? 'is not valid';
}

/** The path of a request, without its query, as it may be shown back. */
const pathOf = (url: string | undefined) => (url ?? '').split('?')[0]?.slice(0, 200) ?? '';

export function failure(
  error: FastifyError,
  url?: string,
): {
  code: ErrorCode;
  message: string;
  value?: unknown;
} {
  if (error.validation) {
    const fields: Record<string, string> = {};
    for (const item of error.validation) {
      const field = fieldOf(item as { instancePath?: string; params?: Record<string, unknown> });
      fields[field] ??= messageOf(item);
    }
    const where = error.validationContext === 'querystring' ? 'query ' : '';
    return {
      code: 'VALIDATION',
      message: Object.entries(fields)
        .map(([field, message]) => `${where}${field}: ${message}`)
        .join('; '),
      value: { fields },
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: ERRORS.PAYLOAD_TOO_LARGE.message };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: ERRORS.UNSUPPORTED_MEDIA_TYPE.message };
    // A path that does not decode (`/wps/%zz`) names no call: unknown, like any other.
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return {
        code: 'NOT_FOUND',
        message: `${JSON.stringify(pathOf(url))} is not a path of this server`,
      };
    default:
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return { code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.message };
  if (status >= 400 && status < 500)
    return { code: 'MALFORMED_BODY', message: ERRORS.MALFORMED_BODY.message };
  return { code: 'INTERNAL', message: ERRORS.INTERNAL.message };
}
