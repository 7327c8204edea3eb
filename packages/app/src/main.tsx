import { preferredColorMode, setColorMode, type BuiltTheme } from '@portal/theme';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { calls } from './api/callTable';
import { preloadCall, seedAnswers } from './api/preloadCall';
import { CENTRE_PATHS, preloadCentre } from './api/preloadCentre';
import { preloadHome } from './api/preloadHome';
import { App } from './App';
import { createI18n, startLanguage, storedLanguage } from './i18n';
import { HOME_PATHS } from './routes/paths';
import { adoptUrlCode } from './session/SessionProvider';
import { APP_START_MARK, markOnce } from './startup/marks';
import { nextTask } from './startup/nextTask';
import { loadThemeOverride } from './theme/loadThemeOverride';

// The app's code is here and starts: the JavaScript budget's cut-off (what the entry imports counts,
// not the chunks it asks for from now on).
markOnce(APP_START_MARK);

// Before the first paint: the remembered colour mode; the sign-in code of the address is sent.
setColorMode(preferredColorMode('dark'), { remember: false });
void adoptUrlCode();
const language = storedLanguage();

// What every page asks first is asked now, while the texts load, under the keys the hooks use, so
// the first render finds it on its way.
void preloadCall(calls.systemInfo);
void preloadCall(calls.gameMenus);
// Home's too where the start-up screen shows home (a visitor at a page that needs a login).
if (
  HOME_PATHS.includes(window.location.pathname) ||
  document.documentElement.getAttribute('data-startup') === 'home'
)
  preloadHome(language);
else if (CENTRE_PATHS.includes(window.location.pathname))
  preloadCentre(window.location.pathname, window.location.search, language);
const themeOverride = loadThemeOverride();

void start();

// The rest of the start comes in tasks of its own: evaluating the app's modules is already a long
// task on a phone, and the browser can answer the player in between.
async function start() {
  await nextTask();
  const i18n = createI18n(language);
  await startLanguage(i18n);
  await nextTask();

  // The first render does not wait for the operator's theme: the start-up check shows its loading
  // screen at once, and the theme, when there is one, comes with the next render (the tokens are
  // CSS custom properties, so nothing remounts).
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders in slices and lets the browser paint and answer in between.
  const render = (operatorTheme?: BuiltTheme) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App i18n={i18n} operatorTheme={operatorTheme} />
        </StrictMode>,
      ),
    );
  seedAnswers();
  render();
  const theme = await themeOverride;
  if (theme) render(theme);
}
