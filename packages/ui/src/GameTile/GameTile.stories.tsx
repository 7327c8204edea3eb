import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gameArt } from '../fixtures/artwork';
import { GameTile, type GameTileProps } from './GameTile';

const meta = {
  title: 'Components/GameTile',
  component: GameTile,
  args: {
    name: 'Fortuna Dorada',
    caption: 'PG',
    imageUrl: gameArt('Fortuna Dorada'),
    onLaunch: fn(),
    eager: true,
  },
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithFavourite(props: GameTileProps) {
  const [favourite, setFavourite] = useState(props.favourite ?? false);
  return (
    <GameTile
      {...props}
      favourite={favourite}
      favouriteLabel="Favorito"
      onFavouriteChange={(next) => setFavourite(next)}
    />
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Fortuna Dorada, PG' }),
    );
    await expect(args.onLaunch).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { badge: 'HOT' } };

/** The star is a toggle: pressed for a favourite. */
export const Favourite: Story = {
  render: (args) => <WithFavourite {...args} />,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Favorito' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // A second click within 1000 ms is ignored.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const WithBadge: Story = { args: { badge: 'NUEVO' } };

/** The image failed: the initials keep the tile recognisable. */
export const ImageFailed: Story = {
  args: { imageUrl: 'data:image/png;base64,broken', name: 'Dragón de Oro' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('DD')).toBeVisible();
  },
};

export const NoImage: Story = {
  args: { name: 'Tesoro Maya', caption: 'JDB' },
  render: ({ imageUrl: _none, ...args }) => <GameTile {...args} />,
};

export const Loading: Story = { args: { loading: true } };

export const LongName: Story = {
  args: { name: 'La Leyenda del Tesoro Perdido de los Siete Mares', imageUrl: gameArt('Leyenda') },
};

export const RightToLeft: Story = {
  args: { name: 'كنز الذهب', caption: 'PG', badge: 'جديد' },
  render: (args) => <WithFavourite {...args} />,
  globals: { direction: 'rtl' },
};
