import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { network, waitFor, withApp } from '../../stories/AppFrame';
import { AppFooter } from './AppFooter';

const installNetwork = network();

/** The footer of spec 2.5: the help centre's topics, the products, the vendors' logos. */
const meta = {
  title: 'App/AppFooter',
  component: AppFooter,
  parameters: { layout: 'fullscreen' },
  decorators: [withApp],
  beforeEach: async () => {
    const restore = await installNetwork();
    // The copyright names the current year: pinned, so the picture does not change on 1 January.
    const getFullYear = Date.prototype.getFullYear;
    Date.prototype.getFullYear = () => 2026;
    return () => {
      Date.prototype.getFullYear = getFullYear;
      restore();
    };
  },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For everyone: help topics open the help centre, products their category, then the vendors. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Términos y condiciones' })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Tragamonedas' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Lotería' })).toBeVisible();
    // The member centre's tools, named apart from an operator's "Juego responsable" help topic.
    await expect(
      canvas.getByRole('button', { name: 'Herramientas de juego responsable' }),
    ).toBeVisible();
    await expect(canvas.getByText('© 2026 Portal. Juegue con responsabilidad. +18')).toBeVisible();
    // One logo a vendor of the catalogue (8 lanes, 8 vendors).
    const vendors = canvas.getByRole('list', { name: 'Proveedores de juegos' });
    await expect(within(vendors).getAllByRole('listitem')).toHaveLength(8);
  },
};
