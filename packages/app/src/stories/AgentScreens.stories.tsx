import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Screen } from './Screen';
import { network, screenInDocs, waitFor } from './screenStory';

/**
 * The agent centre's team pages (spec 2.8): the overview, the registration centre, the downlines,
 * the reports and the announcements, for agent01 of the fixtures and its small tree
 * (agentFixtures.ts), on the stories' fixed today, 24 November 2026.
 */
const meta = {
  title: 'App/Agent screens',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/agentHome' },
  beforeEach: network({ account: 'agent' }),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const agentPage = (page: string) => ({ path: `/agentHome?page=${page}` });

/**
 * Waits for the page's heading, then for a text of the page's data. (The agent centre has a bar
 * of its own, not the portal's header: no language select to wait for.)
 */
async function pageLoaded(
  canvasElement: HTMLElement,
  title: string | RegExp,
  text: string | RegExp,
) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible());
  await waitFor(() => expect(canvas.getAllByText(text)[0]).toBeVisible());
  return canvas;
}

/** The team's size and what it did today, yesterday, this month and in the last seven days. */
export const TeamOverview: Story = {
  args: agentPage('agentTeamOverview'),
  play: async ({ canvasElement }) => {
    const canvas = await pageLoaded(canvasElement, 'Resumen del equipo', 'Miembros del equipo');
    for (const name of ['Su equipo', 'Hoy', 'Ayer', 'Este mes', 'Periodo elegido'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(canvas.getByText('Del 18 nov 2026 al 24 nov 2026')).toBeVisible();
    await expect(canvas.getByLabelText('Hasta')).toHaveValue('2026-11-24');
  },
};

export const TeamOverviewRightToLeft: Story = {
  ...TeamOverview,
  globals: { direction: 'rtl' },
};

/** The overview on a phone: the cards one or two a line. */
export const TeamOverviewPhone: Story = {
  ...TeamOverview,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('Miembros del equipo')).toBeVisible(),
    );
  },
};

/** The invitation to share and the form that opens an account under the agent. */
export const RegisterCenter: Story = {
  args: agentPage('registerCenter'),
  play: async ({ canvasElement }) => {
    const canvas = await pageLoaded(canvasElement, 'Abrir cuenta', 'AGENT01');
    await expect(
      canvas.getByRole('button', { name: 'Copiar el enlace de registro' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Código QR del enlace de registro' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Miembro' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Abrir la cuenta' })).toBeVisible();
  },
};

/** A refused form: the rules' words on their fields, the focus on the first of them. */
export const RegisterCenterInvalid: Story = {
  args: agentPage('registerCenter'),
  play: async ({ canvasElement }) => {
    const canvas = await pageLoaded(canvasElement, 'Abrir cuenta', 'AGENT01');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/u, { selector: 'input' }), 'Clave2468');
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir la cuenta' }));
    await waitFor(() => expect(canvas.getByText('Introduzca el usuario')).toBeVisible());
    await expect(canvas.getByLabelText(/^Usuario/u)).toHaveFocus();
    await expect(canvas.getByText('Repita la contraseña')).toBeVisible();
  },
};

/** The account just opened, named in the status. */
export const RegisterCenterOpened: Story = {
  args: agentPage('registerCenter'),
  beforeEach: network({
    account: 'agent',
    answers: { agentOpenAccount: { value: { username: 'sub03', kind: 'agent' } } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = await pageLoaded(canvasElement, 'Abrir cuenta', 'AGENT01');
    await userEvent.click(canvas.getByRole('radio', { name: 'Subagente' }));
    await userEvent.type(canvas.getByLabelText(/^Usuario/u), 'sub03');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/u, { selector: 'input' }), 'Clave2468');
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/u), 'Clave2468');
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir la cuenta' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { name: 'Cuenta de subagente sub03 abierta' }),
      ).toBeVisible(),
    );
  },
};

/** The agent's direct downlines, and the transfer form under them. */
export const Downlines: Story = {
  args: agentPage('downlineManagmentView'),
  play: async ({ canvasElement }) => {
    const canvas = await pageLoaded(canvasElement, 'Gestión de subagentes', 'marco_vip');
    const table = canvas.getByRole('table', { name: 'Equipo directo de agent01' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Ver el equipo de sub01' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Cuenta del equipo/u)).toBeVisible();
  },
};

export const DownlinesRightToLeft: Story = {
  ...Downlines,
  globals: { direction: 'rtl' },
};

/** Drilled into a sub-agent's team: the path back to the agent above the table. */
export const DownlinesDrilled: Story = {
  args: agentPage('downlineManagmentView'),
  play: async ({ canvasElement }) => {
    const canvas = await pageLoaded(canvasElement, 'Gestión de subagentes', 'marco_vip');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver el equipo de sub01' }));
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: 'Equipo directo de sub01' })).toBeVisible(),
    );
    const path = canvas.getByRole('navigation', { name: 'Ruta del equipo' });
    await expect(within(path).getByRole('button', { name: 'sub01' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(canvas.getByRole('cell', { name: 'ana_n' })).toBeVisible();
    // A row's transfer button names the account in the form.
    await userEvent.click(canvas.getByRole('button', { name: 'Transferir a ana_n' }));
    await expect(canvas.getByLabelText(/^Cuenta del equipo/u)).toHaveValue('ana_n');
  },
};

/** The team's rounds and tickets, with the days' totals. */
export const TeamBets: Story = {
  args: agentPage('personalHistoryCopy'),
  play: async ({ canvasElement }) => {
    const canvas = await pageLoaded(canvasElement, 'Apuestas del equipo', 'Pesca Real 2');
    await expect(canvas.getByText('Total apostado')).toBeVisible();
    await expect(canvas.getByLabelText(/^Miembro del equipo/u)).toBeVisible();
  },
};

/** A member outside the team asked for in a report. */
export const TeamBetsUnknownMember: Story = {
  args: agentPage('personalHistoryCopy'),
  play: async ({ canvasElement }) => {
    const canvas = await pageLoaded(canvasElement, 'Apuestas del equipo', 'Pesca Real 2');
    await userEvent.type(canvas.getByLabelText(/^Miembro del equipo/u), 'stranger');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(canvas.getByText('Este usuario no es de su equipo')).toBeVisible());
  },
};

/** Each player's result, the biggest losses first. */
export const UserLoss: Story = {
  args: agentPage('palStatementsAgentCopy'),
  play: async ({ canvasElement }) => {
    const canvas = await pageLoaded(canvasElement, 'Pérdidas de usuarios', 'lucia88');
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/^ana_n/u);
  },
};

/** The agent's income from its contracts, a line a day. */
export const MyIncome: Story = {
  args: agentPage('agentRevenueReport'),
  play: async ({ canvasElement }) => {
    const canvas = await pageLoaded(canvasElement, 'Mis ingresos', 'Dividendos');
    await expect(canvas.getByRole('table', { name: 'Mis ingresos' })).toBeVisible();
  },
};

/** The movements of the team's wallets. */
export const DownlineTransactions: Story = {
  args: agentPage('agentDownlineTransactionDetailsCopy'),
  play: async ({ canvasElement }) => {
    const canvas = await pageLoaded(canvasElement, /Transacciones/u, 'rosa11');
    await expect(canvas.getByRole('cell', { name: 'Retiro' })).toBeVisible();
  },
};

/** The operator's announcements to agents, newest first. */
export const Announcements: Story = {
  args: agentPage('agentAnnouncement'),
  play: async ({ canvasElement }) => {
    const canvas = await pageLoaded(canvasElement, 'Anuncios', 'Nuevos salarios por hora');
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(titles).toEqual([
      'Nuevos salarios por hora',
      'Mantenimiento programado',
      'Bienvenidos al centro de agentes',
    ]);
  },
};

/** No announcement yet. */
export const AnnouncementsEmpty: Story = {
  args: agentPage('agentAnnouncement'),
  beforeEach: network({
    account: 'agent',
    answers: {
      agentAnnouncements: {
        value: { records: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 },
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement, 'Anuncios', 'No hay anuncios');
  },
};
