import i18next from 'i18next';
import { es } from '../i18n/es';
import { uiTexts } from '../i18n/uiTexts';

const spanish = i18next.createInstance();
void spanish.init({
  lng: 'es',
  resources: { es: { translation: es } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * ui's own words in Spanish, made as the app makes them (uiTexts) from its own texts: what every
 * story gets from Storybook's decorator (withUiTexts), so that a component looks as in the app.
 */
export const spanishUiTexts = uiTexts(spanish.t);
