import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Screen } from './Screen';
import { network, screenInDocs, shellLoaded, waitFor } from './screenStory';

/**
 * The red envelope page (/redEnvelope): the live campaign with its time left and envelopes left,
 * the grab and the amount the envelope held; the member's envelope opened before, all taken,
 * ended, about to start, none; a visitor asked to log in, a trial account to register; and the
 * teaser on the promotions page (redEnvelopeFixtures.ts).
 */
const meta = {
  title: 'App/Red envelope screens',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/redEnvelope' },
  beforeEach: network({ account: 'member', redEnvelope: 'running' }),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live campaign's card, once it has come. */
async function campaign(canvasElement: HTMLElement) {
  await shellLoaded(canvasElement);
  const canvas = within(canvasElement);
  return within(
    await waitFor(() => canvas.getByRole('region', { name: 'Sobre rojo de bienvenida' })),
  );
}

/** A campaign running: 61 of 88 envelopes left, 2 d 5 h to go, and the member's grab button. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const card = await campaign(canvasElement);
    await expect(card.getByText('En curso')).toBeVisible();
    await expect(card.getByText('$ 888,00')).toBeVisible();
    await expect(card.getByText('61 de 88')).toBeVisible();
    await expect(card.getByText('2 d 5 h')).toBeVisible();
    await expect(card.getByText('Cada sobre trae al menos $ 1,00.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Abrir mi sobre' })).toBeEnabled();
    const earlier = within(
      within(canvasElement).getByRole('region', { name: 'Campañas recientes' }),
    );
    await expect(earlier.getByText('Ya abrió su sobre: traía $ 12,40.')).toBeVisible();
  },
};

/** The member opens the envelope: the amount it held and the balance after it. */
export const Grab: Story = {
  play: async ({ canvasElement }) => {
    const card = await campaign(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Abrir mi sobre' }));
    await waitFor(() => expect(card.getByText('¡Su sobre traía $ 18,88!')).toBeVisible());
    await expect(card.getByText('Saldo: $ 12.850,75')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Abrir mi sobre' })).toBeNull();
  },
};

/** Right to left: the envelope on the start side, the facts and the grab beside it. */
export const RunningRightToLeft: Story = { ...Running, globals: { direction: 'rtl' } };

/** The member opened this campaign's envelope before: what it held, no grab. */
export const AlreadyGrabbed: Story = {
  beforeEach: network({ account: 'member', redEnvelope: 'grabbed' }),
  play: async ({ canvasElement }) => {
    const card = await campaign(canvasElement);
    await waitFor(() => expect(card.getByText('Ya abrió su sobre: traía $ 23,75.')).toBeVisible());
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/** Every envelope taken while the campaign still runs. */
export const AllTaken: Story = {
  beforeEach: network({ account: 'member', redEnvelope: 'taken' }),
  play: async ({ canvasElement }) => {
    const card = await campaign(canvasElement);
    await expect(card.getByText('0 de 88')).toBeVisible();
    await expect(
      card.getByText('Ya se han repartido todos los sobres de esta campaña.'),
    ).toBeVisible();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/** The campaign has ended: when, and no grab. */
export const Ended: Story = {
  beforeEach: network({ account: 'member', redEnvelope: 'ended' }),
  play: async ({ canvasElement }) => {
    const card = await campaign(canvasElement);
    await expect(card.getByText('Terminada')).toBeVisible();
    await expect(card.getByText('Esta campaña ha terminado.')).toBeVisible();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/** A campaign about to start: when it starts, and no grab yet. */
export const Upcoming: Story = {
  beforeEach: network({ account: 'member', redEnvelope: 'upcoming' }),
  play: async ({ canvasElement }) => {
    const card = await campaign(canvasElement);
    await expect(card.getByText('Próximamente')).toBeVisible();
    await expect(card.getByText('5 h 30 min')).toBeVisible();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/** No campaign running, coming or ended lately. */
export const NoneRunning: Story = {
  beforeEach: network({ account: 'member', redEnvelope: 'none' }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByText('No hay ningún sobre rojo ahora')).toBeVisible(),
    );
  },
};

/** A visitor sees the campaign and is asked to log in. */
export const Visitor: Story = {
  beforeEach: network({ redEnvelope: 'running' }),
  play: async ({ canvasElement }) => {
    const card = await campaign(canvasElement);
    await expect(card.getByText('Inicie sesión para abrir su sobre rojo.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Abrir mi sobre' })).toBeNull();
  },
};

/** A trial account sees the campaign and is asked to register. */
export const Trial: Story = {
  beforeEach: network({ account: 'trial', redEnvelope: 'running' }),
  play: async ({ canvasElement }) => {
    const card = await campaign(canvasElement);
    await expect(
      card.getByText('Las cuentas de prueba no abren sobres rojos: regístrese para abrir el suyo.'),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Registrarse' })).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Abrir mi sobre' })).toBeNull();
  },
};

/** The promotions page while a campaign runs: the teaser that leads to it. */
export const PromotionsTeaser: Story = {
  args: { path: '/promotions' },
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    const teaser = within(
      await waitFor(() => canvas.getByRole('complementary', { name: 'Sobre rojo' })),
    );
    await expect(teaser.getByText('Quedan 61 de 88 sobres')).toBeVisible();
    await expect(teaser.getByRole('link', { name: 'Ver el sobre rojo' })).toHaveAttribute(
      'href',
      '/redEnvelope',
    );
  },
};
