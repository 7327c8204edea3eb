import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeComposition } from './compositions/HomeComposition';

/**
 * The home screen composed of the design system's parts with sample data:
 * header, side menu, banners, notices, game menu, vendors, grid and winner
 * board. The reference picture of the home page, in both themes and right to
 * left.
 */
const meta = {
  title: 'Compositions/Home page, composed',
  component: HomeComposition,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof HomeComposition>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const landmark of ['banner', 'main', 'contentinfo', 'complementary']) {
      await expect(canvas.getAllByRole(landmark).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByRole('region', { name: 'Promociones destacadas' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Juegos' })).toBeVisible();
  },
};

export const LoggedIn: Story = { args: { loggedIn: true } };

export const Phone: Story = {
  args: { menuClosed: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };
