import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lobbyMenuLabelsEs } from '../fixtures/lobbyMenu';
import { GameTypeMenu, type GameTypeMenuProps } from './GameTypeMenu';
import { LOBBY_MENU_ITEMS, type LobbyMenuKey } from './lobbyMenu';

const ar: Record<string, string> = {
  HOME: 'الرئيسية',
  FAV: 'المفضلة',
  RNG: 'سلوتس',
  LIVE: 'مباشر',
  SPORTS: 'رياضة',
  FISH: 'صيد',
  ESPORTS: 'رياضات إلكترونية',
  PVP: 'ورق',
  COCKFIGHT: 'ديوك',
  MXWIN: 'MXWin',
  HOT: 'رائج',
  RECENT: 'الأخيرة',
};

function Controlled(props: GameTypeMenuProps) {
  const [selected, setSelected] = useState<LobbyMenuKey>(props.selected);
  return (
    <GameTypeMenu
      {...props}
      selected={selected}
      onSelect={(key) => {
        setSelected(key);
        props.onSelect(key);
      }}
    />
  );
}

const meta = {
  title: 'Components/GameTypeMenu',
  component: GameTypeMenu,
  args: {
    label: 'Categorías de juegos',
    items: LOBBY_MENU_ITEMS.map((key) => ({ key, label: lobbyMenuLabelsEs[key]! })),
    selected: 'HOME',
    onSelect: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof GameTypeMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Tragamonedas' }));
    await expect(args.onSelect).toHaveBeenCalledWith('RNG');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'En vivo' })).toHaveFocus();
  },
};

export const Playground: Story = { args: { selected: 'LIVE' } };

export const SportsSelected: Story = { args: { selected: 'SPORTS' } };

/** On a phone the menu scrolls sideways; the end fades where there are more categories. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

/** On a phone, right to left: the fade on the left, where the row goes on. */
export const NarrowRightToLeft: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { label: 'فئات الألعاب', items: LOBBY_MENU_ITEMS.map((key) => ({ key, label: ar[key]! })) },
  globals: { direction: 'rtl' },
};

export const RightToLeft: Story = {
  args: { label: 'فئات الألعاب', items: LOBBY_MENU_ITEMS.map((key) => ({ key, label: ar[key]! })) },
  globals: { direction: 'rtl' },
};
