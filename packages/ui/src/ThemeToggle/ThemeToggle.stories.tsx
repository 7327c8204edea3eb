import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  args: { label: 'Modo oscuro', onModeChange: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Uncontrolled: follows the page's theme (so its pictures show it on in the
 * dark theme) and switches it. The play puts the page back as it found it.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Modo oscuro' });
    const html = document.documentElement;
    const before = html.getAttribute('data-theme');
    await expect(toggle).toHaveAttribute('aria-checked', String(before === 'dark'));
    await userEvent.click(toggle);
    await expect(html.getAttribute('data-theme')).toBe(before === 'dark' ? 'light' : 'dark');
    await expect(toggle).toHaveAttribute('aria-checked', String(before !== 'dark'));
    await userEvent.click(toggle);
    await expect(html.getAttribute('data-theme')).toBe(before);
    await expect(args.onModeChange).toHaveBeenCalledTimes(2);
    localStorage.removeItem('portal.colorMode');
  },
};

export const Playground: Story = { args: { showLabel: true } };

/** Controlled and on: the caller decides; a click only reports the wish. */
export const Dark: Story = {
  args: { mode: 'dark', showLabel: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Modo oscuro' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await expect(args.onModeChange).toHaveBeenCalledWith('light');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
};

export const Light: Story = { args: { mode: 'light', showLabel: true } };

export const RightToLeft: Story = {
  args: { mode: 'dark', showLabel: true, label: 'الوضع الداكن' },
  globals: { direction: 'rtl' },
};
