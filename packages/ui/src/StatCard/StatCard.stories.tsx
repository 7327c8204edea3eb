import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: { label: 'Miembros activos', value: '128', icon: 'users' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('128')).toBeVisible();
  },
};
export const Playground: Story = { args: { delta: '+4 hoy', trend: 'up' } };
export const Up: Story = { args: { delta: '+12 % esta semana', trend: 'up' } };
export const Down: Story = {
  args: {
    label: 'Pérdidas',
    value: '$ 3.400,00',
    delta: '−8 % esta semana',
    trend: 'down',
    icon: 'chart',
  },
};

/** A row of figures, as in the agent's team overview. */
export const Overview: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
        gap: 12,
      }}
    >
      <StatCard label="Miembros activos" value="128" icon="users" delta="+4 hoy" trend="up" />
      <StatCard label="Apuesta válida" value="$ 45.210,00" icon="chart" />
      <StatCard
        label="Ganancia y pérdida"
        value="$ −1.980,50"
        icon="wallet"
        delta="−3 %"
        trend="down"
      />
      <StatCard label="Nuevos registros" value="9" icon="user" delta="igual que ayer" />
    </div>
  ),
};

export const RightToLeft: Story = {
  args: { label: 'الأعضاء النشطون', delta: '+4 اليوم', trend: 'up' },
  globals: { direction: 'rtl' },
};
