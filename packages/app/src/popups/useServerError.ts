import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../api/ApiError';

/**
 * The server's field messages of a failure, for the fields they name. A field whose message is
 * the failure's own (a password refused as too easy to guess, PASSWORD_TOO_WEAK) shows the
 * translation of the code instead of the server's English.
 */
export function serverFieldMessages(
  error: ApiError,
  t: (key: string | string[]) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [
      field,
      message === error.message ? t(error.messageKey) : message,
    ]),
  );
}

const none: Record<string, string> = {};

/**
 * The words of a refusal: the translation of its code, and for an account in a time-out or a
 * self-exclusion (ACCOUNT_EXCLUDED) its end date in the player's language, or that it may be
 * reopened once it has ended.
 */
export function failureMessage(error: ApiError, t: TFunction, language: string): string {
  const value = error.value as { endsAt?: unknown; canReopen?: unknown } | undefined;
  if (error.code === 'ACCOUNT_EXCLUDED' && typeof value?.endsAt === 'string') {
    const date = new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(value.endsAt));
    return t(
      value.canReopen === true ? 'error_ACCOUNT_EXCLUDED_reopen' : 'error_ACCOUNT_EXCLUDED_until',
      {
        date,
      },
    );
  }
  return t(error.messageKey);
}

/**
 * The message a form shows when its write fails (the `error` of its mutations, the first one
 * there): the translation of the failure's code (spec 8), with the server's field messages kept
 * for the fields they name (the same object while the failure stays: the forms focus the first
 * field named when it changes).
 */
export function useServerError(...failures: unknown[]): {
  message: string | undefined;
  fields: Record<string, string>;
} {
  const { t, i18n } = useTranslation();
  const failure = failures.find((f) => f !== undefined);
  // Memoised on the failure: a new object would make the forms focus their first named field again.
  const fields = useMemo(
    () => (isApiError(failure) ? serverFieldMessages(failure, t) : none),
    [failure, t],
  );
  if (failure === undefined) return { message: undefined, fields: none };
  if (isApiError(failure)) return { message: failureMessage(failure, t, i18n.language), fields };
  return { message: t('error_INTERNAL'), fields: none };
}
