import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Components/CountBadge',
  component: CountBadge,
  args: { count: 3, label: (n: number) => `${n} mensajes sin leer` },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('3 mensajes sin leer')).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { count: 12, size: 'sm' } };

/** Nothing at all is rendered at 0: no empty red dot. */
export const Zero: Story = {
  args: { count: 0 },
  render: (args) => (
    <p>
      Mensajes <CountBadge {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-count]')).toBeNull();
  },
};

/** Above 99 the badge reads "99+", but the spoken label keeps the real number. */
export const Capped: Story = {
  args: { count: 250, label: (n: number) => `${n} promociones disponibles` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('250 promociones disponibles')).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <CountBadge {...args} size="sm" count={5} />
      <CountBadge {...args} size="md" count={5} />
      <CountBadge {...args} size="sm" count={120} />
      <CountBadge {...args} size="md" count={120} />
    </div>
  ),
};
