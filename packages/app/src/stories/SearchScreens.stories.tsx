import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Screen } from './Screen';
import { network, screenInDocs, shellLoaded, waitFor } from './screenStory';

/**
 * The game search (/search): a player types part of a game's name, whatever its accents and
 * case, and sees the games as they type; sorted by popularity, newest or name (fixtures.ts
 * searchPage answers as the server does).
 */
const meta = {
  title: 'App/Game search',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/search' },
  beforeEach: network(),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tiles of a results grid (each a button named by the game and its vendor). */
const tiles = (grid: HTMLElement) => within(grid).queryAllByRole('button', { name: /, PG$/u });

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: /Nombre o código del juego/u });

/** Nothing typed yet: the page says what to type. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Buscar juegos' })).toBeVisible(),
    );
    await expect(
      canvas.getByText('Escriba al menos dos letras del nombre de un juego'),
    ).toBeVisible();
  },
};

/** Typed without the accent: "dragon" finds the "Dragón de Oro" games, and the address keeps it. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await waitFor(() => expect(field(canvasElement)).toBeVisible());
    await userEvent.type(field(canvasElement), 'dragon');
    const canvas = within(canvasElement);
    const grid = await waitFor(() =>
      canvas.getByRole('region', { name: 'Juegos que coinciden con «dragon»' }),
    );
    await waitFor(() => expect(tiles(grid)).toHaveLength(5));
    await expect(within(grid).getByRole('button', { name: 'Dragón de Oro 2, PG' })).toBeVisible();
  },
};

/** Sorted by name, from the address (?sort=name): "oro" finds the gold games, A to Z. */
export const SortedByName: Story = {
  args: { path: '/search?q=oro&sort=name' },
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('name'),
    );
    const grid = await waitFor(() =>
      canvas.getByRole('region', { name: 'Juegos que coinciden con «oro»' }),
    );
    await waitFor(() => expect(tiles(grid).length).toBeGreaterThan(5));
    const names = tiles(grid).map((tile) => tile.getAttribute('aria-label') ?? '');
    await expect(names[0]).toMatch(/^Dragón de Oro/u);
  },
};

/** Nothing matches: said with the words typed. */
export const NoResults: Story = {
  args: { path: '/search?q=zzz' },
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Ningún juego coincide con «zzz»')).toBeVisible());
  },
};

/** On a phone the order goes under the field. */
export const Phone: Story = {
  args: { path: '/search?q=dragon' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // No shellLoaded: on a phone the language menu is in the closed drawer.
  play: async ({ canvasElement }) => {
    const grid = await waitFor(() =>
      within(canvasElement).getByRole('region', { name: 'Juegos que coinciden con «dragon»' }),
    );
    await waitFor(() => expect(tiles(grid)).toHaveLength(5));
  },
};

export const RightToLeft: Story = {
  ...SortedByName,
  globals: { direction: 'rtl' },
};
