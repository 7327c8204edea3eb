import { SocialButtons } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useSocialProviders, useSocialStart } from '../../api/social';
import { useChunkTexts } from '../../i18n/chunkTexts';
import { socialEs } from '../../i18n/social.es';
import { useSiteSettings } from '../../session/useSiteSettings';

export interface SocialSignInProps {
  /** The pop-up it is in: a linked identity signs in from either, a new one registers. */
  intent: 'login' | 'register';
  /** The page to come back to once signed in. */
  returnTo?: string;
  /** A sign-in that could not start: the pop-up shows the message where it shows its others. */
  onError: (message: string) => void;
}

/** Whether the operator's social sign-in is on and its providers have not come yet. */
export function useSocialSignInLoading(): boolean {
  const enabled = useSiteSettings().flags.has('SOCIALLOGIN3');
  const { isLoading } = useSocialProviders();
  return enabled && isLoading;
}

/**
 * The login and register pop-ups' social buttons (SOCIALLOGIN3, spec 7.2): a click asks the
 * server for the provider's authorization address and the browser goes there; the provider sends
 * it back to the server, which signs in, registers or says what went wrong.
 */
export function SocialSignIn({ intent, returnTo, onError }: SocialSignInProps) {
  useChunkTexts(socialEs);
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const enabled = settings.flags.has('SOCIALLOGIN3');
  const providers = useSocialProviders();
  const start = useSocialStart();
  const [pending, setPending] = useState<string | null>(null);
  if (!enabled) return null;

  const select = async (provider: string) => {
    setPending(provider);
    try {
      const { authorizationUrl } = await start.trigger({
        body: { provider, intent, ...(returnTo ? { returnTo } : {}) },
      });
      window.location.assign(authorizationUrl);
    } catch (e) {
      setPending(null);
      onError(t(isApiError(e) ? e.messageKey : 'error_INTERNAL'));
    }
  };

  return (
    <SocialButtons
      providers={providers.data ?? []}
      heading={t('social_heading')}
      buttonLabel={(p) => t('social_continue', { label: p.label })}
      onSelect={(id) => void select(id)}
      pending={pending}
    />
  );
}
