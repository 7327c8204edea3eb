import { preferredColorMode, setColorMode, type BuiltTheme } from '@portal/theme';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { calls } from './api/callTable';
import { apiCall } from './api/client';
import { preloadHome } from './api/preloadHome';
import { callKey } from './api/useCall';
import { App } from './App';
import { createI18n, loadLanguage } from './i18n';
import { HOME_PATHS } from './routes/paths';
import { adoptUrlToken } from './session/SessionProvider';
import { APP_START_MARK, markOnce } from './startup/marks';
import { loadThemeOverride } from './theme/loadThemeOverride';

// Before the first paint: the remembered colour mode, the language, a token from the URL.
setColorMode(preferredColorMode('dark'), { remember: false });
adoptUrlToken();
const i18n = createI18n();

// What every page asks first is asked now, while the theme and the texts load, under the keys
// the hooks use, so the first render finds it on its way.
for (const def of [calls.systemInfo, calls.gameMenus])
  void preload(callKey(def, undefined, null), () => apiCall(def));

if (HOME_PATHS.includes(window.location.pathname)) preloadHome(i18n.language);

// The first render does not wait for the operator's theme: the start-up check shows its loading
// screen at once, and the theme, when there is one, comes with the next render (the tokens are
// CSS custom properties, so nothing remounts). The texts of the language are waited for.
const root = createRoot(document.getElementById('root')!);
// A transition: React renders in slices and lets the browser paint and answer in between.
const render = (operatorTheme?: BuiltTheme) => {
  // The app's code is here and it starts to render: the JavaScript budget's cut-off.
  markOnce(APP_START_MARK);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App i18n={i18n} operatorTheme={operatorTheme} />
      </StrictMode>,
    ),
  );
};
const texts = loadLanguage(i18n);
void texts.then(() => render());
void Promise.all([loadThemeOverride(), texts]).then(([theme]) => theme && render(theme));
