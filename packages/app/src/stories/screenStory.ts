// What the screen stories share: the fixtures' network and session for a story, and waits for the
// parts of the app that load after the page.
import type { ReactRenderer } from '@storybook/react-vite';
import type { BeforeEach } from 'storybook/internal/types';
import { expect, waitFor as waitForDefault, within } from 'storybook/test';
import { tokenStore } from '../api/tokenStore';
import { installNetwork, type NetworkOptions } from './network';

// Lazily loaded areas compile on their first request in the test runner: give them time.
export const waitFor = <T>(check: () => T | Promise<T>) =>
  waitForDefault(check, { timeout: 15_000 });

/**
 * `parameters.docs.story` of the screen stories: on a docs page each screen in an iframe of its
 * own. A screen is the whole app, whose pop-ups and page-loading scrim are fixed to the viewport and
 * would cover the page; and each story installs the window's network and session for itself, which
 * stories sharing one document would undo for each other. A meta writes
 * `docs: { story: screenInDocs }`: the build adds the meta's description into `docs` only where it
 * is written out as an object.
 */
export const screenInDocs = { inline: false, iframeHeight: 800 };

/** Installs the fixtures' network and the session for a story; undone after it. */
export const network =
  (options: NetworkOptions = {}): BeforeEach<ReactRenderer, { path: string }> =>
  () => {
    sessionStorage.clear();
    tokenStore.set(options.account ? 'story-token' : null);
    const restore = installNetwork(options);
    return () => {
      restore();
      tokenStore.set(null);
    };
  };

/** Waits until the lobby's games and the winner board have arrived. */
export async function lobbyLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getAllByRole('button', { name: /Fortuna Dorada 1/ }).length).toBeGreaterThan(0),
  );
  await waitFor(() => expect(canvas.getByRole('region', { name: 'Ganadores' })).toBeVisible());
}

/**
 * Waits for the parts of the shell that load after the page: the language select and the footer.
 * The footer's chunk arrives on its own time; a picture taken before it would be shorter by the
 * footer's height, and the page's height sets the picture's size.
 */
export async function shellLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('button', { name: /Idioma/ })).toBeVisible());
  await waitFor(() => expect(canvas.getByRole('contentinfo')).toBeInTheDocument());
}

/** The globals of a story on a phone (Storybook's 'mobile1' viewport, 320 px by 568 px). */
export const PHONE = { viewport: { value: 'mobile1', isRotated: false } };

/**
 * Whether a story runs at the phone's viewport. A phone keeps the shell's language select in the
 * closed side menu: a story there has no `shellLoaded` to wait for.
 */
export const phone = (globals: Record<string, unknown>) =>
  (globals['viewport'] as { value?: string } | undefined)?.value === PHONE.viewport.value;
