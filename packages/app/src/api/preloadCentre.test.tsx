import { DEFAULT_PAGE_SIZE } from '@portal/ui';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { createI18n } from '../i18n';
import { useGameList } from './gameLists';
import { centreList } from './listQueries';
import { preloadCentre } from './preloadCentre';
import { seedAnswers } from './preloadCall';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A centre's list, as its page asks for it (CategoryCentre.tsx). */
function Centre({ search }: { search: string }) {
  const list = useGameList(centreList('RNG', new URLSearchParams(search)), DEFAULT_PAGE_SIZE);
  return <output>{list.games.length > 0 ? `${list.games.length} games` : 'loading'}</output>;
}

const asked = (fetches: { mock: { calls: unknown[][] } }, path: string) =>
  fetches.mock.calls.filter(([input]) => String(input).includes(path)).length;

// The app's SWR cache is the default one, as in main.tsx, and the language the one main.tsx passes.
describe('preloadCentre (the start of main.tsx on /live, /fish, /rng, /pvp, /mxwin)', () => {
  it("asks for a centre's first page at start, and its list takes it without asking again", async () => {
    const fetches = vi.spyOn(window, 'fetch');
    preloadCentre('/rng', '?vassalage=PT', 'es');
    await expect.poll(() => asked(fetches, 'GCS_gameList')).toBe(1);
    seedAnswers();
    const screen = await render(
      <I18nextProvider i18n={createI18n('es')}>
        <Centre search="?vassalage=PT" />
      </I18nextProvider>,
    );
    await expect.element(screen.getByText(/^\d+ games$/u)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked(fetches, 'GCS_gameList')).toBe(1);
  });
});
