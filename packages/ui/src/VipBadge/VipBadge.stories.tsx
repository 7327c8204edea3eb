import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VipBadge } from './VipBadge';

const meta = {
  title: 'Components/VipBadge',
  component: VipBadge,
  args: { label: 'VIP', level: 3 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof VipBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('VIP')).toBeVisible();
    await expect(canvasElement.querySelector('[data-level]')).toHaveTextContent('VIP 3');
  },
};

export const Playground: Story = { args: { level: 12, size: 'sm' } };

export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {[1, 5, 10].map((level) => (
        <VipBadge key={level} {...args} level={level} />
      ))}
      <VipBadge {...args} level={10} size="sm" />
    </div>
  ),
};

export const RightToLeft: Story = {
  args: { label: 'كبار الشخصيات', level: 4 },
  globals: { direction: 'rtl' },
};
