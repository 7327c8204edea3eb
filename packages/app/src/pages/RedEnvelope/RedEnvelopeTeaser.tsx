import { Icon } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useRedEnvelopes } from '../../api/redEnvelope';
import { Teaser, TeaserLink } from './RedEnvelope.styles';

/** Where the red envelope page is. */
export const RED_ENVELOPE_PATH = '/redEnvelope';

/**
 * The red envelope's way in from the promotions page and the reward centre: shown while a
 * campaign runs with envelopes left or one is about to start; nothing otherwise (nor before the
 * server has answered).
 */
export function RedEnvelopeTeaser() {
  const { t, i18n } = useTranslation();
  const campaigns = useRedEnvelopes().data?.campaigns ?? [];
  const running =
    campaigns.find((c) => c.status === 'running' && c.left > 0) ??
    campaigns.find((c) => c.status === 'upcoming');
  if (!running) return null;
  return (
    <Teaser aria-label={t('red_envelope_title')}>
      <Icon name="gift" />
      <p>
        <strong>{t('red_envelope_teaser', { title: running.title })}</strong>
        <span>
          {t('red_envelope_teaser_left', {
            left: running.left.toLocaleString(i18n.language),
            envelopes: running.envelopes.toLocaleString(i18n.language),
          })}
        </span>
      </p>
      <TeaserLink to={RED_ENVELOPE_PATH}>{t('red_envelope_teaser_open')}</TeaserLink>
    </Teaser>
  );
}
