import { SOCIAL_QUERY } from '@portal/contract';
import { Button } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/ApiError';
import {
  useSocialIdentities,
  useSocialLink,
  useSocialProviders,
  useSocialUnlink,
} from '../../api/social';
import { useChunkTexts } from '../../i18n/chunkTexts';
import { socialEs } from '../../i18n/social.es';
import { useSocialReturnError } from '../../popups/SocialSignIn/useSocialReturnError';
import { useSiteSettings } from '../../session/useSiteSettings';
import { useRecordFormat } from '../shared/RecordTable';
import { Note, Panel, PanelTitle, Status } from './SecurityCentre.styles';

/**
 * The providers linked to the account (securityCenter, SOCIALLOGIN3): the only way an identity
 * joins an existing account is linking it here, logged in, so an e-mail address alone never opens
 * an account. A link leaves for the provider and comes back with `?socialLinked=` or
 * `?socialError=`.
 */
export function LinkedAccountsSection() {
  useChunkTexts(socialEs);
  const { t } = useTranslation();
  const { when } = useRecordFormat();
  const settings = useSiteSettings();
  const [params] = useSearchParams();
  const providers = useSocialProviders();
  const identities = useSocialIdentities();
  const link = useSocialLink();
  const unlink = useSocialUnlink();
  const [returned] = useSocialReturnError(params.get(SOCIAL_QUERY.error));
  const linkedNow = params.get(SOCIAL_QUERY.linked);
  const labelOf = (id: string) => providers.data?.find((p) => p.id === id)?.label ?? id;
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(() =>
    returned
      ? { ok: false, text: returned }
      : linkedNow
        ? { ok: true, text: t('social_linked_done', { label: labelOf(linkedNow) }) }
        : null,
  );
  if (!settings.flags.has('SOCIALLOGIN3') || !providers.data?.length) return null;
  const linked = identities.data ?? [];

  const fail = (e: unknown) =>
    setSaid({ ok: false, text: t(isApiError(e) ? e.messageKey : 'error_INTERNAL') });
  const start = async (provider: string) => {
    setSaid(null);
    try {
      const { authorizationUrl } = await link.trigger({ body: { provider } });
      window.location.assign(authorizationUrl);
    } catch (e) {
      fail(e);
    }
  };
  const remove = async (provider: string, label: string) => {
    setSaid(null);
    try {
      await unlink.trigger({ query: { provider } });
      setSaid({ ok: true, text: t('social_unlinked_done', { label }) });
    } catch (e) {
      fail(e);
    }
  };

  return (
    <Panel aria-labelledby="profile-social">
      <PanelTitle id="profile-social">{t('social_section_title')}</PanelTitle>
      <Note>{t('social_section_text')}</Note>
      {linked.length === 0 ? <Note>{t('social_none')}</Note> : null}
      <ul>
        {providers.data.map((provider) => {
          const identity = linked.find((i) => i.provider === provider.id);
          return (
            <li key={provider.id}>
              {identity ? (
                <>
                  <strong>{provider.label}</strong> {identity.email ?? ''}{' '}
                  <span>{t('social_linked_on', { date: when(identity.linkedAt) })}</span>{' '}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={unlink.pending}
                    onClick={() => void remove(provider.id, provider.label)}
                  >
                    {t('social_unlink', { label: provider.label })}
                  </Button>
                </>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={link.pending}
                  onClick={() => void start(provider.id)}
                >
                  {t('social_link', { label: provider.label })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Status role="status" data-ok={said?.ok}>
        {said?.text}
      </Status>
    </Panel>
  );
}
