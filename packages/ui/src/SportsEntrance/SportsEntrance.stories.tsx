import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bannerArt } from '../fixtures/artwork';
import { SportsEntrance } from './SportsEntrance';

const meta = {
  title: 'Components/SportsEntrance',
  component: SportsEntrance,
  args: {
    imageUrl: bannerArt('Deportes en vivo'),
    alt: 'Apuestas deportivas en vivo',
    ctaLabel: 'Jugar ahora',
    onStart: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof SportsEntrance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { aspectRatio: '3 / 1' } };

export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const RightToLeft: Story = {
  args: { alt: 'رهانات رياضية مباشرة', ctaLabel: 'العب الآن' },
  globals: { direction: 'rtl' },
};
