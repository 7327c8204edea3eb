import { GlobalStyle, ThemeProvider, type BuiltTheme } from '@portal/theme';
import { DirectionProvider, ToastProvider } from '@portal/ui';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig, type Cache } from 'swr';
import { isApiError } from './api/ApiError';
import { textDir } from './i18n/languages';
import { I18nUiTexts } from './i18n/uiTexts';
import { AppRoutes } from './routes/router';
import { SessionProvider } from './session/SessionProvider';
import { StatusGate } from './shell/StatusGate';

export interface AppProps {
  i18n: I18n;
  /**
   * The router around the routes: the browser's address bar by default; tests and stories give a
   * MemoryRouter at the path they show.
   */
  Router?: ComponentType<{ children: ReactNode }>;
  /** The operator's theme, built from its theme.json at start; the built-in themes without. */
  operatorTheme?: BuiltTheme | undefined;
  /** A fresh SWR cache (tests and stories); the default one otherwise. */
  cache?: () => Cache;
}

function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [dir, setDir] = useState(textDir(i18n.language));
  useEffect(() => {
    const update = () => setDir(textDir(i18n.language));
    i18n.on('languageChanged', update);
    return () => i18n.off('languageChanged', update);
  }, [i18n]);
  return (
    <DirectionProvider dir={dir}>
      <I18nUiTexts>
        <ToastProvider>{children}</ToastProvider>
      </I18nUiTexts>
    </DirectionProvider>
  );
}

/** The portal: theme, texts, data cache, session, the status gate, then the routes. */
export function App({ i18n, Router = BrowserRouter, operatorTheme, cache }: AppProps) {
  return (
    <ThemeProvider {...(operatorTheme ? { theme: operatorTheme } : {})}>
      <GlobalStyle />
      <I18nextProvider i18n={i18n}>
        <SWRConfig
          value={{
            ...(cache ? { provider: cache } : {}),
            // Failures a retry cannot mend (refused, invalid) are not retried.
            shouldRetryOnError: (error: unknown) =>
              !isApiError(error) || error.code === 'NETWORK' || error.status >= 500,
            errorRetryCount: 3,
          }}
        >
          <SessionProvider>
            <Providers>
              <StatusGate>
                <Router>
                  <AppRoutes />
                </Router>
              </StatusGate>
            </Providers>
          </SessionProvider>
        </SWRConfig>
      </I18nextProvider>
    </ThemeProvider>
  );
}
