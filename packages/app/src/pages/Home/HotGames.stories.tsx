import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { hotGames } from '../../stories/fixtures';
import { Screen } from '../../stories/Screen';
import { lobbyLoaded, network, screenInDocs, waitFor } from '../../stories/screenStory';

/** The refreshes a story's network was asked for (the hot list with its refresh flag). */
let refreshes = 0;
const countRefreshes = (query: URLSearchParams) => {
  if (query.get('refresh') === 'true') refreshes += 1;
  return { value: hotGames() };
};

/**
 * The lobby's hot games (spec 2.6, 4.10): kept for the session until the player asks for a
 * refresh, which ranks them again; the refresh is busy while it runs, and a click within a second
 * of the last refresh is ignored.
 */
const meta = {
  title: 'App/Hot games',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const openHot = async (canvasElement: HTMLElement) => {
  await lobbyLoaded(canvasElement);
  const canvas = within(canvasElement);
  const menu = within(canvas.getByRole('tablist', { name: 'Categorías del lobby' }));
  await userEvent.click(menu.getByRole('tab', { name: 'Populares' }));
  return waitFor(() => canvas.getByRole('button', { name: 'Actualizar populares' }));
};

/** A refresh asked for, once: a second click within the second is ignored. */
export const Refresh: Story = {
  beforeEach: [
    () => {
      refreshes = 0;
    },
    network({ answers: { hotGames: countRefreshes } }),
  ],
  play: async ({ canvasElement }) => {
    const button = await openHot(canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect(refreshes).toBe(1));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await userEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(refreshes).toBe(1);
    // The picture without the focus ring of the button just pressed.
    button.blur();
  },
};

/** The refresh on its way: the button is busy (and ignores clicks) until the new ranking comes. */
export const Refreshing: Story = {
  beforeEach: network({
    answers: {
      hotGames: (query) =>
        query.get('refresh') === 'true' ? new Promise(() => undefined) : { value: hotGames() },
    },
  }),
  play: async ({ canvasElement }) => {
    const button = await openHot(canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAccessibleName(/Actualizar populares/u);
    button.blur();
  },
};
