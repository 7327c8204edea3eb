import { createContext, useContext } from 'react';

/**
 * The words ui's components say themselves, whoever uses them: a dialog's close button, a pager's
 * previous and next, a toast region's name. An app fills it once, in the player's language, with
 * `UiTextProvider`; a component's own label prop still wins, for one-off wording.
 */
export interface UiTexts {
  /** The close (x) button of pop-ups, dialogs and toasts, e.g. "Cerrar". */
  close: string;
  /** The cancel button of a confirmation, e.g. "Cancelar". */
  cancel: string;
  /** The single button of an alert, e.g. "Aceptar". */
  ok: string;
  /** The previous-page button of pagers, e.g. "Anterior". */
  previous: string;
  /** The next-page button of pagers, e.g. "Siguiente". */
  next: string;
  /** A page button of a pager, e.g. (3) => "Página 3". */
  page: (page: number) => string;
  /** The region that holds the toasts, e.g. "Notificaciones". */
  notifications: string;
  /** What a count badge says to screen readers, e.g. (3) => "3 nuevos". */
  count: (count: number) => string;
}

/**
 * Gives the components below it their own words (`UiTexts`) as its `value`:
 * `<UiTextProvider value={texts}>`. The app puts one at its root, filled from its translations and
 * renewed when the language changes; Storybook's decorator gives the Spanish ones.
 *
 * Without a provider a component works as long as each text it shows comes by its prop (e.g.
 * `closeLabel`). In development, one that needs a text it has from neither throws an error naming
 * the text; a production build does not check (the check would weigh on every app's start), and
 * such a text is missing. ui ships no default wording on purpose: the language, and the words,
 * are the app's to choose.
 *
 * It is the context itself (React 19 renders a context as its provider), so that the app's start
 * loads no more than that.
 */
export const UiTextProvider = createContext<UiTexts>(
  process.env.NODE_ENV === 'production'
    ? ({} as UiTexts)
    : new Proxy({} as UiTexts, {
        get(_, key) {
          throw Error(
            `@portal/ui: the text "${String(key)}" needs a UiTextProvider above, or its prop`,
          );
        },
      }),
);

/** The nearest `UiTextProvider`'s texts; reading one without a provider throws (see there). */
export const useUiText = (): UiTexts => useContext(UiTextProvider);
