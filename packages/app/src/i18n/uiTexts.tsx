import { UiTextProvider, type UiTexts } from '@portal/ui';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * ui's own words (`UiTexts`: a close button, a pager, the toasts' region) from the app's texts,
 * for its `UiTextProvider` (I18nUiTexts). Every key is one of the first paint's (es.ts): the start
 * must not wait for, nor carry, a lazy area's texts.
 */
export const uiTexts = (t: TFunction): UiTexts => ({
  close: t('action_close'),
  cancel: t('action_cancel'),
  ok: t('action_ok'),
  previous: t('pager_previous'),
  next: t('pager_next'),
  page: (page) => t('pager_page', { page }),
  notifications: t('notifications'),
  count: (count) => t('count_new', { count }),
});

/**
 * ui's `UiTextProvider`, filled from the app's texts (App.tsx, and the stories' AppFrame). It
 * renders again only when the language changes (a new `t`, new texts): its children come from
 * above, unchanged.
 */
export function I18nUiTexts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <UiTextProvider value={uiTexts(t)}>{children}</UiTextProvider>;
}
