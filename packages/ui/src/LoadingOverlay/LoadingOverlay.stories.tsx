import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const content = (
  <div style={{ display: 'grid', gap: 8, padding: 16, minHeight: 200 }}>
    <h2 style={{ margin: 0 }}>Saldo</h2>
    <p style={{ margin: 0 }}>1.234,56 €</p>
    <button type="button">Depositar</button>
  </div>
);

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  args: { loading: true, label: 'Cargando', delay: 0, children: content },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over a panel: the panel is aria-busy and a status names what loads. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando');
    await expect(canvas.getByText('1.234,56 €').parentElement?.parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Playground: Story = { args: { label: 'Actualizando saldo' } };

/** Not loading: the content alone. */
export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/**
 * Within the delay nothing is drawn yet (a quick load never flashes), but the
 * content is already aria-busy.
 */
export const BeforeTheDelay: Story = {
  args: { delay: 60_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The app's global loading indicator: over the whole viewport. */
export const FullPage: Story = {
  args: { fullPage: true, label: 'Cargando la página' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      // A containing block, so the fixed scrim is pictured inside the story.
      <div style={{ transform: 'translateZ(0)', minHeight: 400 }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cargando la página'));
  },
};

export const RightToLeft: Story = {
  args: { label: 'جارٍ التحميل' },
  globals: { direction: 'rtl' },
};
