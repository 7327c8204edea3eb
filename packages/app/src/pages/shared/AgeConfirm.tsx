import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useAgeConfirm } from '../../api/responsible';
import { useLazyTexts } from '../../i18n/useFormText';
import { ServerError } from './cashier.styles';

/** A refusal (AGE_UNCONFIRMED) that the member's own confirmation of being 18 or over lifts. */
export const needsAgeConfirmation = (error: unknown): boolean =>
  isApiError(error) &&
  error.code === 'AGE_UNCONFIRMED' &&
  (error.value as { confirm?: unknown } | undefined)?.confirm === true;

/**
 * Where play or a deposit was refused for the age gate: the member confirms being 18 or over
 * there and then, and `onConfirmed` tries again, instead of looking for the responsible-play page.
 */
export function AgeConfirmButton({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation();
  useLazyTexts();
  const confirm = useAgeConfirm();
  return (
    <>
      <Button
        loading={confirm.pending}
        onClick={() =>
          // A refusal is said below (confirm.error).
          void confirm.trigger({ body: { adult: true } }).then(onConfirmed, () => undefined)
        }
      >
        {t('rg_age_confirm')}
      </Button>
      {confirm.error ? (
        <ServerError role="alert">
          {t(isApiError(confirm.error) ? confirm.error.messageKey : 'error_INTERNAL')}
        </ServerError>
      ) : null}
    </>
  );
}
