import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { network, waitFor, withApp } from '../../stories/AppFrame';
import { AppSideMenu } from './AppSideMenu';

/**
 * The side menu of spec 2.5, its entries from the session (VIP, invite friends), the catalogue
 * (the game centre), the settings (service, the app download) and the language select.
 */
const meta = {
  title: 'App/AppSideMenu',
  component: AppSideMenu,
  args: { open: true, onOpenChange: fn(), onLanguage: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [withApp],
} satisfies Meta<typeof AppSideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A VIP member whose operator has referral on: the VIP and invite entries; it folds away. */
export const Vip: Story = {
  beforeEach: network({ account: 'vip', unclaimed: true }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = await waitFor(() => canvas.getByRole('navigation', { name: 'Menú lateral' }));
    const entries = within(menu);
    await waitFor(() => expect(entries.getByRole('button', { name: 'VIP' })).toBeVisible());
    await expect(entries.getByRole('button', { name: 'Invitar amigos' })).toBeVisible();
    await waitFor(() =>
      expect(entries.getByRole('button', { name: 'Tragamonedas' })).toBeVisible(),
    );
    await waitFor(() =>
      expect(entries.getByRole('button', { name: 'Atención al cliente' })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: /Idioma/ })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar menú' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * In a phone's drawer: the theme switch and the language on rows of their own, the switch's name
 * on one line; the languages open above their button, all within the screen.
 */
export const PhoneDrawer: Story = {
  args: { withThemeToggle: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: network({ account: 'vip' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await waitFor(() => canvas.getByRole('navigation', { name: 'Menú lateral' }));
    const language = await waitFor(() => canvas.getByRole('button', { name: /Idioma/ }));
    const toggle = canvas.getByRole('switch', { name: 'Tema oscuro' });
    const edge = menu.getBoundingClientRect().right;
    await expect(language.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    await userEvent.click(language);
    const list = await waitFor(() => within(document.body).getByRole('menu'));
    const box = list.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    // Closed again: an open menu hides the page from screen readers, which axe reads after.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};
