import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuList, type MenuListProps } from './MenuList';

const unread = (n: number) => `${n} sin leer`;

const meta = {
  title: 'Components/MenuList',
  component: MenuList,
  args: {
    selected: 'securityCenter',
    onSelect: fn(),
    items: [
      { key: 'securityCenter', label: 'Mi cuenta', icon: 'shield', group: 'Cuenta' },
      { key: 'transferFund', label: 'Billetera', icon: 'wallet', group: 'Cuenta' },
      {
        key: 'personalHistoryCopy',
        label: 'Registro de apuestas',
        icon: 'list',
        group: 'Registros',
      },
      { key: 'transactionHistory', label: 'Registro de cuenta', icon: 'chart', group: 'Registros' },
      {
        key: 'missionLeaderboard',
        label: 'Misiones',
        icon: 'trophy',
        count: 2,
        countLabel: unread,
        group: 'Premios',
      },
      {
        key: 'rewardCenter',
        label: 'Centro de recompensas',
        icon: 'gift',
        count: 1,
        countLabel: unread,
        group: 'Premios',
      },
      {
        key: 'messageV2',
        label: 'Mensajes',
        icon: 'mail',
        count: 128,
        countLabel: unread,
        group: 'Premios',
      },
    ],
  },
  render: function Render(args: MenuListProps) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <nav aria-label="Centro de miembros" style={{ maxWidth: 280 }}>
        <MenuList
          {...args}
          {...(selected === undefined ? {} : { selected })}
          onSelect={(key) => {
            setSelected(key);
            args.onSelect(key);
          }}
        />
      </nav>
    );
  },
} satisfies Meta<typeof MenuList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Mensajes/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('messageV2');
    await expect(canvas.getByRole('button', { name: /Mensajes/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Playground: Story = { args: { selected: 'rewardCenter' } };

export const RightToLeft: Story = {
  args: {
    items: [
      { key: 'securityCenter', label: 'حسابي', icon: 'shield' },
      {
        key: 'messageV2',
        label: 'الرسائل',
        icon: 'mail',
        count: 4,
        countLabel: (n: number) => `${n} غير مقروءة`,
      },
    ],
  },
  globals: { direction: 'rtl' },
};
