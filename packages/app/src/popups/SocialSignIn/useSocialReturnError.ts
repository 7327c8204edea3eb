import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChunkTexts } from '../../i18n/chunkTexts';
import { socialEs } from '../../i18n/social.es';

/**
 * The words of a social sign-in's failure the server's callback put in the address
 * (`?socialError=<code>`, SOCIAL_QUERY.error), read once when the pop-up opens, and a setter for the failures of a
 * sign-in that could not start. A code this portal has no words for reads as the generic failure.
 */
export function useSocialReturnError(
  code: string | null | undefined,
): [string | undefined, (message: string | undefined) => void] {
  useChunkTexts(socialEs);
  const { t, i18n } = useTranslation();
  const [message, setMessage] = useState<string | undefined>(() => {
    if (!code) return undefined;
    const key = `error_${code}`;
    return /^[A-Z_]{1,40}$/u.test(code) && i18n.exists(key) ? t(key) : t('error_INTERNAL');
  });
  return [message, setMessage];
}
