import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { cleanup } from 'vitest-browser-react';
import { calls } from './callTable';
import { preloadCall, seedAnswers } from './preloadCall';
import { bannersQuery, winnerBoardQuery } from './queries';
import { useCall } from './useCall';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** What a hook saw on each of its renders: whether the answer was there. */
function Probe({ seen, language }: { seen: boolean[]; language: string }) {
  const { data } = useCall(calls.banners, bannersQuery('w_home', language));
  seen.push(data !== undefined);
  return <output>{data ? `${data.banners.length} banners` : 'loading'}</output>;
}

// The app's SWR cache is the default one, as in main.tsx; each test uses a query of its own.
describe('preloadCall and seedAnswers (the start of main.tsx)', () => {
  it('an answer already there when the app renders is in its first render, and not asked again', async () => {
    const fetches = vi.spyOn(window, 'fetch');
    const answer = await preloadCall(calls.banners, bannersQuery('w_home', 'en'));
    expect(fetches).toHaveBeenCalledTimes(1);
    seedAnswers();
    const seen: boolean[] = [];
    const screen = await render(<Probe seen={seen} language="en" />);
    await expect.element(screen.getByText(/\d+ banners/u)).toBeVisible();
    expect(seen[0]).toBe(true);
    expect(seen.every(Boolean)).toBe(true);
    expect((answer as { banners: unknown[] }).banners.length).toBeGreaterThan(0);
    // The hook's check on mount took the preloaded answer: no second request.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it('an answer still on its way is left to the hook, which takes it without asking again', async () => {
    const fetches = vi.spyOn(window, 'fetch');
    const pending = preloadCall(calls.banners, bannersQuery('w_home', 'pt'));
    seedAnswers();
    const seen: boolean[] = [];
    const screen = await render(<Probe seen={seen} language="pt" />);
    await pending;
    await expect.element(screen.getByText(/\d+ banners/u)).toBeVisible();
    expect(seen[0]).toBe(false);
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it('seeds only what it was given: a call nobody preloaded is asked by its hook', async () => {
    const fetches = vi.spyOn(window, 'fetch');
    await preloadCall(calls.winnerBoard, winnerBoardQuery('fr'));
    seedAnswers();
    const seen: boolean[] = [];
    const screen = await render(<Probe seen={seen} language="fr" />);
    await expect.element(screen.getByText(/\d+ banners/u)).toBeVisible();
    expect(seen[0]).toBe(false);
    expect(fetches).toHaveBeenCalledTimes(2);
  });
});
