import { defaultRuleText } from '@portal/contract';
import type { Translate } from '@portal/forms';
import type { i18n as I18n } from 'i18next';
import { use, useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// Keyed by the instance's resource store: react-i18next hands each component its own wrapper of
// the instance, while the store is the one the texts go into.
const ready = new WeakMap<object, Promise<void>>();

/**
 * The Spanish forms' texts, added to `i18n` once. They are a chunk of their own: only the
 * pop-ups and pages with forms need them, and those load lazily. (English carries its forms'
 * texts in en.ts, itself a chunk.)
 */
export function loadFormTexts(i18n: I18n): Promise<void> {
  let loading = ready.get(i18n.store);
  if (!loading) {
    loading = import('./forms.es').then(({ es }) => {
      i18n.addResources('es', 'translation', es);
    });
    ready.set(i18n.store, loading);
  }
  return loading;
}

/**
 * The forms' `t`: the app's texts, and the contract's English rule texts for any gap. A form
 * shown in Spanish waits (Suspense) for the Spanish forms' texts rather than show them in the
 * English fallback for a moment.
 */
export function useFormText(): Translate {
  const { t, i18n } = useTranslation();
  if (i18n.language === 'es') use(loadFormTexts(i18n));
  return useCallback(
    (key: string) => (i18n.exists(key) ? t(key) : defaultRuleText(key)),
    // The language is a dependency: a new one must give the forms a new function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, i18n.language],
  );
}
