import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../App';
import { createI18n } from '../i18n';
import { routes } from '../routes/router';

export interface ScreenProps {
  /** The address the portal opens at. */
  path: string;
}

/** The whole portal at a path, with its own router, texts (Spanish) and an empty data cache. */
export function Screen({ path }: ScreenProps) {
  const [setup] = useState(() => ({
    router: createMemoryRouter(routes, { initialEntries: [path] }),
    i18n: createI18n('es'),
    cache: () => new Map(),
  }));
  return <App i18n={setup.i18n} router={setup.router} cache={setup.cache} />;
}
