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

/**
 * A report's totals on a phone: in a size container narrower than 26rem each card is one line,
 * the label at its start and the figure at its end.
 */
export const NarrowContainer: Story = {
  render: () => (
    <div style={{ containerType: 'inline-size', inlineSize: '20rem', display: 'grid', gap: 8 }}>
      <StatCard label="Total apostado" value="$ 12,00" icon="ticket" />
      <StatCard label="Total ganado" value="$ 14,50" icon="trophy" />
      <StatCard label="Resultado" value="$ 2,50" icon="chart" delta="+4 hoy" trend="up" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Total apostado').getBoundingClientRect();
    const figure = canvas.getByText('$ 12,00').getBoundingClientRect();
    // One line: the figure beside its label, not under it.
    await expect(figure.top).toBeLessThan(label.bottom);
    await expect(figure.left).toBeGreaterThan(label.right);
  },
};

export const NarrowContainerRightToLeft: Story = {
  render: () => (
    <div style={{ containerType: 'inline-size', inlineSize: '20rem', display: 'grid', gap: 8 }}>
      <StatCard label="إجمالي الرهانات" value="$ 12,00" icon="ticket" />
      <StatCard label="النتيجة" value="$ 2,50" icon="chart" delta="+4 اليوم" trend="up" />
    </div>
  ),
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('إجمالي الرهانات').getBoundingClientRect();
    const figure = canvas.getByText('$ 12,00').getBoundingClientRect();
    // Right to left the label is at the start, the right, and the figure at the end.
    await expect(figure.top).toBeLessThan(label.bottom);
    await expect(figure.right).toBeLessThan(label.left);
  },
};
