import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { network, waitFor, withApp } from '../../stories/AppFrame';
import type { StoryAnswer } from '../../stories/networkTypes';
import { AddressesSection } from './AddressesSection';

/**
 * My account's remembered networks (LOGINIPVERF3): the networks the member has logged in from,
 * shown by their known part, with this device's marked, first and last seen in the player's
 * language and the device of the last login; one removed, the next login from it asks a code.
 */
const meta = {
  title: 'App/Security centre/Known networks',
  component: AddressesSection,
  parameters: { layout: 'padded' },
  decorators: [withApp],
} satisfies Meta<typeof AddressesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = {
  list: [
    {
      id: 41,
      network: '203.0.113.0/24',
      firstSeenAt: '2026-10-02T18:20:00.000Z',
      lastSeenAt: '2026-11-24T09:58:00.000Z',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      current: true,
    },
    {
      id: 37,
      network: '2001:db8:5:7::/64',
      firstSeenAt: '2026-11-12T07:45:00.000Z',
      lastSeenAt: '2026-11-23T22:05:00.000Z',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      current: false,
    },
    {
      id: 12,
      network: '198.51.100.0/24',
      firstSeenAt: '2026-08-30T12:00:00.000Z',
      lastSeenAt: '2026-09-14T16:40:00.000Z',
      userAgent: null,
      current: false,
    },
  ],
};

const withList = (
  answers: Record<string, StoryAnswer | (() => StoryAnswer | Promise<StoryAnswer>)> = {},
) => network({ account: 'member', answers: { knownAddresses: { value: LIST }, ...answers } });

const table = (canvasElement: HTMLElement) =>
  waitFor(() =>
    within(canvasElement).getByRole('table', { name: 'Redes desde las que ha iniciado sesión' }),
  );

/** Three networks: this device's first and marked, an IPv6 phone network, one without a device. */
export const List: Story = {
  beforeEach: withList(),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await waitFor(() => expect(rows.getByText('203.0.113.*')).toBeVisible());
    await expect(rows.getByText('Este dispositivo')).toBeVisible();
    await expect(rows.getByText('2001:db8:5:7:*')).toBeVisible();
    await expect(rows.getByText('Chrome · Linux')).toBeVisible();
    await expect(rows.getByText('Dispositivo desconocido')).toBeVisible();
    await expect(rows.getByText('2 oct 2026, 18:20')).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Eliminar la red 198.51.100.*' })).toBeEnabled();
  },
};

export const ListRightToLeft: Story = { ...List, globals: { direction: 'rtl' } };

/** Nothing remembered yet (the flag was just switched on, or every network was removed). */
export const Empty: Story = {
  beforeEach: withList({ knownAddresses: { value: { list: [] } } }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('Todavía no hay redes recordadas')).toBeVisible(),
    );
  },
};

/** A removal on its way: its button is busy, the others wait. */
export const Removing: Story = {
  beforeEach: withList({ addressForget: () => new Promise<StoryAnswer>(() => undefined) }),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const remove = await waitFor(() =>
      rows.getByRole('button', { name: 'Eliminar la red 2001:db8:5:7:*' }),
    );
    await userEvent.click(remove);
    await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'true'));
    await expect(rows.getByRole('button', { name: 'Eliminar la red 203.0.113.*' })).toBeDisabled();
  },
};

/** Whether the story's removal went through: the list is asked again without it, as the server. */
let removed = false;

/** This device's network removed: gone from the list, and the next login from here asks a code. */
export const RemovedCurrent: Story = {
  beforeEach: [
    () => {
      removed = false;
    },
    withList({
      knownAddresses: () => ({
        value: { list: LIST.list.filter((row) => !(removed && row.current)) },
      }),
      addressForget: () => {
        removed = true;
        return { value: null };
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const remove = await waitFor(() =>
      rows.getByRole('button', { name: 'Eliminar la red 203.0.113.*' }),
    );
    await userEvent.click(remove);
    await waitFor(() =>
      expect(
        within(canvasElement).getByText(
          'Red eliminada: 203.0.113.*. El próximo inicio de sesión desde aquí le pedirá un código.',
        ),
      ).toBeVisible(),
    );
    await waitFor(() => expect(rows.queryByText('203.0.113.*')).toBeNull());
    await expect(rows.queryByText('Este dispositivo')).toBeNull();
    remove.blur();
  },
};

/** The removal refused (the operator switched the check off meanwhile): said in the status. */
export const Failed: Story = {
  beforeEach: withList({ addressForget: { code: 'FEATURE_DISABLED', status: 403 } }),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const remove = await waitFor(() =>
      rows.getByRole('button', { name: 'Eliminar la red 198.51.100.*' }),
    );
    await userEvent.click(remove);
    await waitFor(() =>
      expect(within(canvasElement).getByText('Esta función no está activada')).toBeVisible(),
    );
    remove.blur();
  },
};

/** The list could not be read: the table says why. */
export const LoadFailed: Story = {
  beforeEach: withList({ knownAddresses: 'offline' }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByText('La conexión de red es anormal, inténtelo de nuevo'),
      ).toBeVisible(),
    );
  },
};
