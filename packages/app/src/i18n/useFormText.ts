import { defaultRuleText } from '@portal/contract';
import type { Translate } from '@portal/forms';
import type { i18n as I18n } from 'i18next';
import { use, useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// Keyed by the instance's resource store: react-i18next hands each component its own wrapper of
// the instance, while the store is the one the texts go into.
const ready = new WeakMap<object, Promise<void>>();

/**
 * The Spanish texts of the lazily loaded areas, added to `i18n` once: the forms' own, which
 * @portal/forms ships (`@portal/forms/texts/es`), and those of the centres, promotions and the
 * form pop-ups (areas.es.ts). They are chunks of their own: only pop-ups and pages that load
 * lazily need them. (English carries them in en.ts, itself a chunk.) A load that fails is
 * forgotten, so the load error's retry asks again.
 */
export function loadLazyTexts(i18n: I18n): Promise<void> {
  let loading = ready.get(i18n.store);
  if (!loading) {
    loading = Promise.all([import('@portal/forms/texts/es'), import('./areas.es')]).then(
      ([forms, areas]) => {
        i18n.addResources('es', 'translation', forms.formTextsEs);
        i18n.addResources('es', 'translation', areas.es);
      },
      (error: unknown) => {
        ready.delete(i18n.store);
        throw error;
      },
    );
    ready.set(i18n.store, loading);
  }
  return loading;
}

/**
 * For a lazily loaded page or pop-up whose texts are in those chunks: in Spanish it waits
 * (Suspense) for them rather than show them in the English fallback for a moment.
 */
export function useLazyTexts(): void {
  const { i18n } = useTranslation();
  if (i18n.language === 'es') use(loadLazyTexts(i18n));
}

/**
 * The message of a failure (spec 8), for a screen that shows one only now and then: the texts of
 * the rarer failures load with the lazy areas', asked for (Suspense) only once there is one to show.
 */
export function useErrorText(error: { messageKey: string[] } | undefined): string | undefined {
  const { t, i18n } = useTranslation();
  if (!error) return undefined;
  if (i18n.language === 'es') use(loadLazyTexts(i18n));
  return t(error.messageKey);
}

/**
 * The forms' `t`: the app's texts, and the contract's English rule texts for any gap. A form
 * shown in Spanish waits (Suspense) for the Spanish forms' texts rather than show them in the
 * English fallback for a moment.
 */
export function useFormText(): Translate {
  const { t, i18n } = useTranslation();
  useLazyTexts();
  return useCallback(
    (key: string) => (i18n.exists(key) ? t(key) : defaultRuleText(key)),
    // The language is a dependency: a new one must give the forms a new function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, i18n.language],
  );
}
