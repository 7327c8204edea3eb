import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../App';
import { createI18n } from '../i18n';
import { MountEverything } from '../shell/NearViewport';

export interface ScreenProps {
  /** The address the portal opens at. */
  path: string;
}

/**
 * The whole portal at a path, with its own router, texts (Spanish) and an empty data cache; the
 * lobby's lower sections drawn at once, as QA reviews a screen whole.
 */
export function Screen({ path }: ScreenProps) {
  const [setup] = useState(() => ({
    Router: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    ),
    i18n: createI18n('es'),
    cache: () => new Map(),
  }));
  return (
    <MountEverything.Provider value>
      <App i18n={setup.i18n} Router={setup.Router} cache={setup.cache} />
    </MountEverything.Provider>
  );
}
