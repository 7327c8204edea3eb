import { CategoryNavFallback } from '@portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, within } from 'storybook/test';
import { network, waitFor, withApp } from '../../stories/AppFrame';
import { lazyNamed } from '../lazyChunk';
import { LoadErrorBoundary } from './LoadErrorBoundary';

/**
 * A lazily loaded area of the portal (as the pages and pop-ups are) whose chunk cannot be loaded:
 * the network dropped, as a player on a bad connection meets it.
 */
const Unloadable = lazyNamed(
  () => Promise.reject<{ Promotions: ComponentType }>(new TypeError('Failed to fetch')),
  'Promotions',
);

/**
 * Around every lazily loaded area (spec 2.9, 8): a chunk that fails or times out shows a load
 * error with a retry in place of the area, never a white page.
 */
const meta = {
  title: 'App/LoadErrorBoundary',
  component: LoadErrorBoundary,
  args: { children: <Unloadable /> },
  decorators: [withApp],
  beforeEach: network(),
} satisfies Meta<typeof LoadErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The area's code could not be loaded: the error, announced at once, with a retry. */
export const ChunkFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await waitFor(() =>
      canvas.getByRole('heading', { name: 'No se pudo cargar esta parte' }),
    );
    // An alert (the toasts' own live regions beside it are empty).
    const alert = title.closest<HTMLElement>('[role="alert"]');
    await expect(alert).toHaveTextContent(
      'La página tardó demasiado en cargar; compruebe su red e inténtelo de nuevo.',
    );
    await expect(within(alert!).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Promociones' })).toBeNull();
  },
};

/**
 * An enhancement whose stand-in already works (the header's categories before their drop-downs):
 * when its code cannot load, the stand-in stays and no error is shown.
 */
export const KeepFallback: Story = {
  args: {
    keepFallback: true,
    fallback: (
      <CategoryNavFallback
        label="Categorías de juegos"
        items={[
          { key: 'HOME', label: 'Inicio' },
          { key: 'RNG', label: 'Tragamonedas' },
          { key: 'PROMO', label: 'Promociones' },
        ]}
        current="HOME"
        onCategory={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Categorías de juegos' })).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByText('No se pudo cargar esta parte')).toBeNull();
  },
};
