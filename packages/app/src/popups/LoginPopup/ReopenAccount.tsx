import { Button } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useReopenAccount } from '../../api/responsible';
import { useLazyTexts } from '../../i18n/useFormText';
import { Reopen } from './LoginPopup.styles';

export interface ReopenAccountProps {
  /** The credentials the refused login was tried with: the reopening asks for them again. */
  credentials: { username: string; password: string };
}

/**
 * Under a login refused because a self-exclusion ended and the account stays closed (RTS 14): the
 * member asks to reopen it, and is told when it reopens (24 hours later), or why not.
 */
export function ReopenAccount({ credentials }: ReopenAccountProps) {
  const { t, i18n } = useTranslation();
  useLazyTexts();
  const reopen = useReopenAccount();
  const [reopensAt, setReopensAt] = useState<string>();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <Reopen>
      {reopensAt ? (
        <p role="status">{t('login_reopen_done', { date: date(reopensAt) })}</p>
      ) : (
        <>
          <p>{t('login_reopen_text')}</p>
          <Button
            variant="secondary"
            loading={reopen.pending}
            onClick={() =>
              void reopen.trigger({ body: credentials }).then(
                (value) => setReopensAt(value.reopensAt),
                // Said below (reopen.error).
                () => undefined,
              )
            }
          >
            {t('login_reopen_action')}
          </Button>
          {reopen.error ? (
            <p role="alert">
              {t(isApiError(reopen.error) ? reopen.error.messageKey : 'error_INTERNAL')}
            </p>
          ) : null}
        </>
      )}
    </Reopen>
  );
}
