import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleGames } from '../fixtures/games';
import { GameGrid, LOBBY_PAGE_SIZE, type GameGridItem, type GameGridProps } from './GameGrid';

const toItems = (count: number): GameGridItem[] =>
  sampleGames(count).map(({ id, name, vendor, imageUrl }) => ({
    id,
    name,
    caption: vendor,
    imageUrl,
  }));

const meta = {
  tags: ['!autodocs'],
  title: 'Components/GameGrid',
  component: GameGrid,
  args: {
    label: 'Tragamonedas',
    games: toItems(30),
    pageSize: LOBBY_PAGE_SIZE,
    loadMoreLabel: 'Ver más juegos',
    onLaunch: fn(),
    countLabel: (shown: number, total: number | undefined) =>
      `${shown} de ${total ?? shown} juegos`,
    total: 30,
  },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithFavourites(props: GameGridProps) {
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(new Set(['game-2']));
  const games = props.games.map((game) => ({ ...game, favourite: favourites.has(game.id) }));
  return (
    <GameGrid
      {...props}
      games={games}
      favouriteLabel="Favorito"
      onFavouriteChange={(game, next) =>
        setFavourites((prev) => {
          const copy = new Set(prev);
          if (next) copy.add(game.id);
          else copy.delete(game.id);
          return copy;
        })
      }
    />
  );
}

/**
 * The home lobby: 12 games a page, the last row filled from the games at hand while more follow,
 * and every game on the last page.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('list');
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    const tiles = () => within(grid).getAllByRole('listitem').length;
    const first = tiles();
    await expect(first % columns).toBe(0);
    await expect(first).toBeGreaterThanOrEqual(12);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${first} de 30 juegos`);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver más juegos' }));
    await expect(tiles()).toBeGreaterThan(first);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${tiles()} de 30 juegos`);
  },
};

export const Playground: Story = { args: { pageSize: 24 } };

/** Game list pages show 24 a page. */
export const ListPage: Story = {
  args: { pageSize: 24, games: toItems(24), total: 240, hasMore: true, onLoadMore: fn() },
};

/**
 * Many games shown (here past `virtualiseFrom`, 96 in the lobby): only the rows near the viewport
 * are drawn, each tile saying its place among all of them; the list looks the same.
 */
export const ManyGames: Story = {
  args: { games: toItems(60), pageSize: 60, total: 60, virtualiseFrom: 24 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list');
    const items = () => within(grid).getAllByRole('listitem');
    await waitFor(() => expect(items()[0]).toHaveAttribute('aria-setsize', '60'));
    await expect(items()[0]).toHaveAttribute('aria-posinset', '1');
    await expect(items().length).toBeLessThan(60);
  },
};

export const Favourites: Story = {
  render: (args) => <WithFavourites {...args} />,
  args: { games: toItems(6), total: 6 },
  play: async ({ canvasElement }) => {
    const toggles = within(canvasElement).getAllByRole('button', { name: 'Favorito' });
    await expect(toggles[1]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggles[0]!);
    await expect(toggles[0]).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The first page is on its way: placeholders keep the layout still. */
export const Loading: Story = { args: { games: [], loading: true } };

/** The next page is loading under the games already shown. */
export const LoadingMore: Story = {
  args: { games: toItems(12), total: 48, hasMore: true, onLoadMore: fn() },
  render: function Render(args) {
    const [loading, setLoading] = useState(false);
    return <GameGrid {...args} loading={loading} onLoadMore={() => setLoading(true)} />;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver más juegos' }));
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: {
    games: [],
    empty: 'Aún no tiene juegos favoritos. Pulse la estrella de un juego para guardarlo aquí.',
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'ألعاب',
    loadMoreLabel: 'المزيد من الألعاب',
    countLabel: (s: number) => `${s} لعبة`,
  },
  globals: { direction: 'rtl' },
};
