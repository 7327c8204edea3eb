import { defaultRuleText } from '@portal/contract';
import type { Translate } from '@portal/forms';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The forms' `t`: the app's texts, and the contract's English rule texts for any gap. */
export function useFormText(): Translate {
  const { t, i18n } = useTranslation();
  return useCallback(
    (key: string) => (i18n.exists(key) ? t(key) : defaultRuleText(key)),
    // The language is a dependency: a new one must give the forms a new function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, i18n.language],
  );
}
