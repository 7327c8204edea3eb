import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/ApiError';

/**
 * The message a form shows when its call fails: the translation of the failure's code (spec
 * 8), with the server's field messages kept for the fields they name.
 */
export function useServerError() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  return {
    message,
    fields,
    clear: () => {
      setMessage(undefined);
      setFields({});
    },
    set: (error: unknown) => {
      if (isApiError(error)) {
        setMessage(t(error.messageKey));
        setFields(error.fields);
      } else setMessage(t('error_INTERNAL'));
    },
  };
}
