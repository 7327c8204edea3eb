import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { samplePhoto } from '../Avatar/Avatar.samples';
import { UserMenu } from './UserMenu';
import { sampleUserMenuItems, sampleUserMenuItemsAr } from './UserMenu.samples';

const inPlace = [
  (Story: () => React.JSX.Element) => (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'flex-start',
        minBlockSize: 330,
      }}
    >
      <Story />
    </div>
  ),
];

const meta = {
  title: 'Components/UserMenu',
  component: UserMenu,
  args: {
    account: 'jugador88',
    items: sampleUserMenuItems,
    avatar: <Avatar src={samplePhoto} alt="" size="sm" />,
    count: 5,
    countLabel: (n: number) => `${n} pendientes`,
    onSelect: fn(),
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'jugador88 5 pendientes' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  },
};

export const Playground: Story = { args: { count: 0, isAgent: true } };

/** Open for a player who is not an agent: no agent entry; sign out set apart. */
export const Open: Story = {
  args: { disablePortal: true },
  decorators: inPlace,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /jugador88/ }));
    await canvas.findByRole('menu');
    const keys = canvas.getAllByRole('menuitem').map((el) => el.getAttribute('data-key'));
    await expect(keys).toEqual([
      'account',
      'bettingRecord',
      'platformInfo',
      'customerService',
      'signOut',
    ]);
    await expect(
      canvas.getByRole('menuitem', { name: 'Información de la plataforma 3 pendientes' }),
    ).toBeVisible();
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
};

/** An agent sees the agent entry. */
export const Agent: Story = {
  args: { disablePortal: true, isAgent: true },
  decorators: inPlace,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /jugador88/ }));
    await expect(await canvas.findByRole('menuitem', { name: 'Agente' })).toBeVisible();
  },
};

/** Choosing an entry hands it back and closes the menu; focus returns to the trigger. */
export const SelectWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /jugador88/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Mi cuenta' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'bettingRecord' }),
    );
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Nothing unclaimed: no badge at all. */
export const NoPending: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'jugador88' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    account: 'لاعب٨٨',
    items: sampleUserMenuItemsAr,
    countLabel: (n: number) => `${n} بانتظار المطالبة`,
    disablePortal: true,
    isAgent: true,
  },
  globals: { direction: 'rtl' },
  decorators: inPlace,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /لاعب٨٨/ }));
    await expect(await canvas.findByRole('menuitem', { name: 'الوكيل' })).toBeVisible();
  },
};
