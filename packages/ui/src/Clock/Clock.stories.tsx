import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Clock } from './Clock';

const meta = {
  title: 'Components/Clock',
  component: Clock,
  args: {
    timeZone: 'Asia/Manila',
    offsetLabel: (h: number) => `GMT${h >= 0 ? '+' : ''}${h}`,
    // A fixed time, so that the pictures are stable; `Ticking` shows the live clock.
    time: new Date('2026-11-21T10:30:15Z'),
  },
} satisfies Meta<typeof Clock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('GMT+8')).toBeVisible();
  },
};

/**
 * The live clock, refreshing every second. Stories run at a fixed moment (.storybook/clock.ts):
 * it ticks, and reads the same second every time, 24/11/2026 18:30:00 in Manila.
 */
export const Ticking: Story = {
  render: ({ time: _fixed, ...args }) => <Clock {...args} />,
  play: async ({ canvasElement }) => {
    // Ticking itself is asserted with fake time in Clock.test.tsx.
    await expect(canvasElement.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-24T10:30:00.000Z',
    );
  },
};

export const Playground: Story = { args: { timeZone: 'America/Mexico_City', locale: 'en' } };

export const TimeOnly: Story = { args: { showDate: false } };

export const RightToLeft: Story = {
  args: { locale: 'ar', offsetLabel: (h: number) => `غرينتش+${h}` },
  globals: { direction: 'rtl' },
};
