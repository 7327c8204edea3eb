import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'block' },
  argTypes: {
    shape: { control: 'inline-radio', options: ['block', 'text', 'circle'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-shape="block"]')!;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = { args: { shape: 'text', lines: 3, width: 320 } };

export const Block: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <Skeleton {...args} size="sm" />
      <Skeleton {...args} size="md" />
      <Skeleton {...args} size="lg" />
      <Skeleton {...args} width={160} height={90} />
    </div>
  ),
};

export const Text: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 360 }}>
      <Skeleton shape="text" size="lg" width="50%" />
      <Skeleton shape="text" lines={3} />
      <Skeleton shape="text" size="sm" lines={2} />
    </div>
  ),
};

export const Circle: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" size="sm" />
      <Skeleton shape="circle" size="md" />
      <Skeleton shape="circle" size="lg" />
    </div>
  ),
};

/** A game tile loading: picture, name and a favourite star, as a screen reader skips it. */
export const GameTilePlaceholder: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Cargando juegos"
      role="region"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 140px)', gap: 16 }}
    >
      {[1, 2, 3].map((n) => (
        <div key={n} style={{ display: 'grid', gap: 8 }}>
          <Skeleton height={140} />
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="circle" size="sm" />
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cargando juegos' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.querySelectorAll('[aria-hidden="true"][data-shape]')).toHaveLength(9);
  },
};

/** No shimmer: for a still picture, or where motion would distract. */
export const Static: Story = { args: { animated: false, shape: 'text', lines: 2 } };
