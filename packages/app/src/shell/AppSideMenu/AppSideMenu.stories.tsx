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
