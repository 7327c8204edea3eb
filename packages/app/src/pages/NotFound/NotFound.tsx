import { Button, EmptyState, Icon } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLazyTexts } from '../../i18n/useFormText';

/**
 * An address the portal does not have (a mistyped link, an old bookmark): said as such, with the
 * way back home, rather than the home page shown under an address that is not home's.
 */
export function NotFound() {
  const { t } = useTranslation();
  useLazyTexts();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <EmptyState
      titleAs="h1"
      icon={<Icon name="search" />}
      title={t('not_found_title')}
      description={t('not_found_text', { path: pathname })}
      action={<Button onClick={() => void navigate('/')}>{t('not_found_home')}</Button>}
    />
  );
}
