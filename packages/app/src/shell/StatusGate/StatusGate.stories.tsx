import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { network, waitFor, withApp } from '../../stories/AppFrame';
import * as fixtures from '../../stories/fixtures';
import { StatusGate } from './StatusGate';

/** What the gate lets through when the system is up: here a stand-in for the portal. */
function Portal() {
  return (
    <main style={{ padding: '2rem' }}>
      <h1>Portal</h1>
      <p>El sistema funciona: se muestra el portal.</p>
    </main>
  );
}

/**
 * The start-up choice of spec 2.1 and 4.1, made on the system info before anything else renders:
 * the loading screen while it comes, the portal, the maintenance page, the region-blocked page
 * with the visitor's IP, or a load error with a retry when the info cannot be had.
 */
const meta = {
  title: 'App/StatusGate',
  component: StatusGate,
  args: { children: <Portal /> },
  // The pages of the gate fill the viewport (the loading screen is fixed over it); the gate asks
  // for the system info itself.
  parameters: { layout: 'fullscreen', app: { fill: true, afterSystemInfo: false } },
  decorators: [withApp],
} satisfies Meta<typeof StatusGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The system info is on its way: the start-up's loading screen. */
export const Loading: Story = {
  beforeEach: network({ answers: { systemInfo: () => new Promise(() => {}) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Cargando…')).toBeVisible());
    // Said to screen readers: the label is in a status region.
    await expect(canvas.getByText('Cargando…').closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Portal' })).toBeNull();
  },
};

/** Maintenance (systemStatus 1): the page says so and offers customer service. */
export const Maintenance: Story = {
  beforeEach: network({ status: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Estamos en mantenimiento' })).toBeVisible(),
    );
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /Atención al cliente/ })).toHaveAttribute(
        'href',
        'https://chat.example.com/portal',
      ),
    );
    await expect(canvas.queryByRole('heading', { name: 'Portal' })).toBeNull();
  },
};

/** Region restricted (systemStatus 2): the page shows the visitor's IP. */
export const RegionBlocked: Story = {
  beforeEach: network({ status: 2 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Acceso restringido' })).toBeVisible(),
    );
    await expect(canvas.getByText('203.0.113.7')).toBeVisible();
    await expect(canvas.getByText(/Su IP/)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /Atención al cliente/ })).toBeVisible(),
    );
  },
};

const asked = { systemInfo: 0 };

/**
 * No system info (no network): the load error with the reason and a retry, which asks again.
 * The network stays down here, so the page stays.
 */
export const StartupError: Story = {
  beforeEach: network({
    answers: {
      systemInfo: () => {
        asked.systemInfo += 1;
        return 'offline';
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'No se pudo cargar esta parte' })).toBeVisible(),
    );
    await expect(
      canvas.getByText(/La conexión de red es anormal, inténtelo de nuevo/),
    ).toBeVisible();
    const before = asked.systemInfo;
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(asked.systemInfo).toBe(before + 1));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeEnabled());
    await expect(canvas.queryByRole('heading', { name: 'Portal' })).toBeNull();
  },
};

/**
 * The operator's domain check (spec 8): opened on a host the operator did not list, the portal
 * does not start; the page says the domain check failed and leads to the main domain.
 */
export const DomainCheckFailed: Story = {
  beforeEach: network({
    answers: {
      systemInfo: async () => {
        const info = await fixtures.systemInfo();
        return { value: { ...info, domains: ['portal.example.com', 'portal.example.net'] } };
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Dirección no válida' })).toBeVisible(),
    );
    await expect(canvas.getByText(/Falló la verificación del dominio/u)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'portal.example.com' })).toHaveAttribute(
      'href',
      'https://portal.example.com/',
    );
    await expect(canvas.queryByRole('heading', { name: 'Portal' })).toBeNull();
  },
};

/** The story's own host among the operator's domains: the portal starts. */
export const DomainCheckPassed: Story = {
  beforeEach: network({
    answers: {
      systemInfo: async () => {
        const info = await fixtures.systemInfo();
        return { value: { ...info, domains: ['example.org', location.hostname] } };
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Portal' })).toBeVisible());
  },
};
