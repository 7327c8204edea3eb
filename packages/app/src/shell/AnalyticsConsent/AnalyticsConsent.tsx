import { ConsentBanner } from '@portal/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyTexts } from '../../i18n/useFormText';
import { setConsent, useConsent } from '../../session/analyticsConsent';
import { ConsentDock } from './AnalyticsConsent.styles';
import { disableTag, loadTag } from './analyticsTag';

/**
 * The operator's analytics (system info `analytics.gtagId`), never on the first paint: this chunk
 * loads after paint and only when the operator has an id. Nothing is loaded until the player
 * says yes on the consent banner; a no (or a later no from the footer's cookie entry) stops it.
 */
export function AnalyticsConsent({ id }: { id: string }) {
  useLazyTexts();
  const { t } = useTranslation();
  const consent = useConsent();
  useEffect(() => {
    if (consent === 'granted') loadTag(id);
    else disableTag(id);
  }, [consent, id]);
  if (consent !== null) return null;
  return (
    <ConsentDock>
      <ConsentBanner
        title={t('consent_title')}
        message={t('consent_message')}
        acceptLabel={t('consent_accept')}
        declineLabel={t('consent_decline')}
        onAccept={() => setConsent('granted')}
        onDecline={() => setConsent('denied')}
      />
    </ConsentDock>
  );
}
