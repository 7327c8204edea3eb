import { preferredColorMode, setColorMode } from '@portal/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { calls } from './api/callTable';
import { apiCall } from './api/client';
import { callKey } from './api/useCall';
import { App } from './App';
import { createI18n, loadLanguage } from './i18n';
import { adoptUrlToken } from './session/SessionProvider';
import { loadThemeOverride } from './theme/loadThemeOverride';

// Before the first paint: the remembered colour mode, the language, a token from the URL.
setColorMode(preferredColorMode('dark'), { remember: false });
adoptUrlToken();
const i18n = createI18n();

// What every page asks first is asked now, while the theme and the texts load, under the keys
// the hooks use, so the first render finds it on its way.
for (const def of [calls.systemInfo, calls.gameMenus])
  void preload(callKey(def, undefined, null), () => apiCall(def));

void Promise.all([loadThemeOverride(), loadLanguage(i18n)]).then(([operatorTheme]) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} operatorTheme={operatorTheme} />
    </StrictMode>,
  );
});
