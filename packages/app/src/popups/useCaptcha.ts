import type { CaptchaState } from '@portal/forms';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptchaChallenge } from '../api/sessionWrites';

/** Spec 4.5: a new challenge at most once a second. */
const CAPTCHA_REFRESH_GAP_MS = 1000;

type Challenge = NonNullable<CaptchaState['challenge']>;

/**
 * The captcha of the login and register forms: shown once the server asks for it (or at once when
 * the operator's rules want it); a proof-of-work challenge the widget solves in the browser, whose
 * solution travels as the form's `captcha` value, good once.
 */
export function useCaptcha() {
  const { i18n } = useTranslation();
  const [shown, setShown] = useState(false);
  const [challenge, setChallenge] = useState<Challenge>();
  const { trigger: ask, pending: loading } = useCaptchaChallenge();
  const lastRefresh = useRef(0);

  const load = useCallback(
    async (force = false) => {
      const now = Date.now();
      if (!force && now - lastRefresh.current <= CAPTCHA_REFRESH_GAP_MS) return;
      lastRefresh.current = now;
      setChallenge(await ask({}).catch(() => undefined));
    },
    [ask],
  );

  const show = useCallback(() => {
    setShown(true);
    void load(true);
  }, [load]);

  const state: CaptchaState | undefined = shown
    ? {
        ...(challenge === undefined ? {} : { challenge }),
        loading,
        language: i18n.language.startsWith('es') ? 'es' : 'en',
        onRefresh: () => void load(),
      }
    : undefined;
  return { state, show, shown, reload: () => load(true) };
}
