import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  dialogNamed,
  network,
  popupInDocs,
  renderPopup,
  waitFor,
  withApp,
} from '../../stories/AppFrame';
import { GameGroupPopup } from './GameGroupPopup';

/** The game pop-up (spec 2.2, 2.10): one vendor group's games, 24 a page. */
const meta = {
  title: 'App/GameGroupPopup',
  component: GameGroupPopup,
  args: { open: true, onOpenChange: fn(), vassalage: 'PG', gameType: 'RNG' },
  render: renderPopup(GameGroupPopup),
  parameters: { layout: 'fullscreen', app: { fill: true }, docs: { story: popupInDocs } },
  decorators: [withApp],
  beforeEach: network(),
} satisfies Meta<typeof GameGroupPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of PG's 30 games, then the rest. */
export const LoadMore: Story = {
  play: async () => {
    const dialog = within(await dialogNamed('Juegos de PG'));
    // The first 24 in whole rows of the pop-up's columns, the rest after "Ver más juegos".
    const grid = await waitFor(() => dialog.getByRole('list'));
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    await waitFor(() =>
      expect(dialog.getByText(`${24 - (24 % columns)} de 30 juegos`)).toBeVisible(),
    );
    await expect(
      dialog.getAllByRole('button', { name: /Fortuna Dorada 1\b/ }).length,
    ).toBeGreaterThan(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Ver más juegos' }));
    await waitFor(() => expect(dialog.getByText('30 de 30 juegos')).toBeVisible());
    await expect(dialog.queryByRole('button', { name: 'Ver más juegos' })).toBeNull();
  },
};
