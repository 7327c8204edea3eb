import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liveModels, pvpAnswers, pvpRooms } from './liveFixtures';
import { Screen } from './Screen';
import { network, PHONE, phone, screenInDocs, shellLoaded, waitFor } from './screenStory';

/**
 * The live models page (spec 1 "live-model chat", 7.1 "Live chat"): the models with their
 * avatar, status, language and viewers; a member's chat in its frame; and the PVP rooms of the
 * /pvp centre (spec 7.1 "PVP room list"), each game's rooms by tier (liveFixtures.ts).
 */
const meta = {
  title: 'App/Live screens',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/liveModels' },
  beforeEach: network({ account: 'member' }),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The alert that says `text`, once it does (the toasts' own live regions, empty, are alerts too).
 */
async function alertSaying(canvasElement: HTMLElement, text: string | RegExp) {
  const said = await waitFor(() => within(canvasElement).getByText(text));
  const alert = said.closest<HTMLElement>('[role="alert"]');
  await expect(alert).not.toBeNull();
  return alert!;
}

/** A call still on its way: the page shows it loads. */
const pending = () => new Promise<never>(() => undefined);

/** The models online first, with their viewers; a busy and an offline one take no chat. */
export const LiveModels: Story = {
  play: async ({ canvasElement, globals }) => {
    if (!phone(globals)) await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    const list = await waitFor(() => canvas.getByRole('list', { name: 'Modelos' }));
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(liveModels().models.length);
    const camila = within(cards[0]!);
    await expect(camila.getByRole('heading', { name: 'Camila' })).toBeVisible();
    await expect(camila.getByText('En línea')).toBeVisible();
    await expect(camila.getByText('14 en el chat')).toBeVisible();
    await expect(camila.getByText('Habla español')).toBeVisible();
    await expect(within(cards[2]!).getByText('Habla inglés')).toBeVisible();
    const sofia = within(cards[3]!);
    await expect(sofia.getByText('En privado')).toBeVisible();
    await expect(sofia.queryByRole('button')).toBeNull();
    await expect(within(cards[4]!).getByText('Vuelva más tarde')).toBeVisible();
    // The chat buttons are reached with the keyboard, each named by its model.
    const chat = camila.getByRole('button', { name: 'Chatear con Camila' });
    chat.focus();
    await expect(chat).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(cards[1]!).getByRole('button', { name: 'Chatear con Valentina' }),
    ).toHaveFocus();
  },
};

export const LiveModelsRightToLeft: Story = { ...LiveModels, globals: { direction: 'rtl' } };

export const LiveModelsPhone: Story = { ...LiveModels, globals: PHONE };

/** The list on its way: a placeholder where the cards will be. */
export const LiveModelsLoading: Story = {
  beforeEach: network({ account: 'member', answers: { liveModels: pending } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Modelos en vivo' })).toBeVisible(),
    );
    await expect(canvas.getByText('Modelos en vivo').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Modelos' })).toBeNull();
  },
};

/** No model yet: the empty state says when to come back. */
export const LiveModelsEmpty: Story = {
  beforeEach: network({ account: 'member', answers: { liveModels: { value: { models: [] } } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No hay modelos en vivo por ahora')).toBeVisible());
  },
};

/** No answer (the network dropped): the failure, and a retry that asks again. */
export const LiveModelsError: Story = {
  beforeEach: network({ account: 'member', answers: { liveModels: 'offline' } }),
  play: async ({ canvasElement }) => {
    const alert = await alertSaying(canvasElement, /La conexión de red es anormal/u);
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** A visitor who chooses a model: the login pop-up, as a game asks. */
export const LiveModelsVisitor: Story = {
  beforeEach: network(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chat = await waitFor(() => canvas.getByRole('button', { name: 'Chatear con Camila' }));
    await userEvent.click(chat);
    const dialog = await waitFor(() =>
      within(document.body).getByRole('dialog', { name: 'Iniciar sesión' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByText('No ha iniciado sesión, inicie sesión')).toBeVisible(),
    );
  },
};

/** A member's chat: the provider's page in its frame (blank here: no provider in a story). */
export const LiveChat: Story = {
  args: { path: '/liveChat?modelId=1&name=Camila' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Chat con Camila' })).toBeVisible(),
    );
    await expect(canvas.getByTitle('Chat en vivo con Camila')).toHaveAttribute(
      'src',
      'about:blank',
    );
    await expect(canvas.getByRole('link', { name: 'Volver a los modelos' })).toHaveAttribute(
      'href',
      '/liveModels',
    );
  },
};

/** The model went busy before the chat opened: why, and the way back. */
export const LiveChatRefused: Story = {
  args: { path: '/liveChat?modelId=4&name=Sofía' },
  beforeEach: network({
    account: 'member',
    answers: { liveChatLaunch: { code: 'MODEL_BUSY', status: 409 } },
  }),
  play: async ({ canvasElement }) => {
    const alert = await alertSaying(
      canvasElement,
      'Está en un chat privado ahora: inténtelo de nuevo en un rato',
    );
    await expect(within(alert).getByRole('button', { name: 'Volver a los modelos' })).toBeVisible();
  },
};

/** The rooms of the PVP games for a member holding 120,50: two tiers open, two too dear. */
export const PvpRooms: Story = {
  args: { path: '/pvp?view=rooms' },
  beforeEach: network({ account: 'member', answers: pvpAnswers(120.5) }),
  play: async ({ canvasElement, globals }) => {
    if (!phone(globals)) await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    const rooms = await waitFor(() => canvas.getByRole('region', { name: 'Salas PVP' }));
    await waitFor(() => expect(within(rooms).getByText('Su saldo: $ 120,50')).toBeVisible());
    await expect(within(rooms).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const game = pvpRooms(120.5).rooms[0]!.displayName;
    const first = within(within(rooms).getByRole('list', { name: game }));
    await expect(
      first.getByRole('button', { name: `Entrar en Principiantes de ${game}` }),
    ).toBeEnabled();
    await expect(
      first.getByRole('button', { name: `Entrar en Habituales de ${game}` }),
    ).toBeEnabled();
    await expect(first.getAllByText('Saldo insuficiente')).toHaveLength(2);
    await expect(canvas.getByRole('tab', { name: 'Salas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The rooms fit the width: nothing to scroll sideways, on a phone either.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Eight games: the last two on asking.
    await userEvent.click(within(rooms).getByRole('button', { name: 'Mostrar más salas' }));
    await waitFor(() =>
      expect(within(rooms).getAllByRole('heading', { level: 3 })).toHaveLength(8),
    );
    await expect(within(rooms).queryByRole('button', { name: 'Mostrar más salas' })).toBeNull();
    // Pictured from the top, as the page opens.
    window.scrollTo(0, 0);
  },
};

export const PvpRoomsRightToLeft: Story = { ...PvpRooms, globals: { direction: 'rtl' } };

export const PvpRoomsPhone: Story = { ...PvpRooms, globals: PHONE };

/** The rooms on their way. */
export const PvpRoomsLoading: Story = {
  args: { path: '/pvp?view=rooms' },
  beforeEach: network({ account: 'member', answers: { pvpRooms: pending } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rooms = await waitFor(() => canvas.getByRole('region', { name: 'Salas PVP' }));
    await expect(rooms).toHaveAttribute('aria-busy', 'true');
    await expect(within(rooms).queryByRole('heading', { level: 3 })).toBeNull();
  },
};

/** A vendor without PVP games: no rooms. */
export const PvpRoomsEmpty: Story = {
  args: { path: '/pvp?view=rooms' },
  beforeEach: network({
    account: 'member',
    answers: { pvpRooms: { value: { balance: 12850.75, rooms: [] } } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No hay salas por ahora')).toBeVisible());
  },
};

/** No answer: the failure, with a retry. */
export const PvpRoomsError: Story = {
  args: { path: '/pvp?view=rooms' },
  beforeEach: network({ account: 'member', answers: { pvpRooms: 'offline' } }),
  play: async ({ canvasElement }) => {
    const alert = await alertSaying(canvasElement, /La conexión de red es anormal/u);
    await expect(alert.closest('section')).toHaveAccessibleName('Salas PVP');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** A visitor: the rooms need a session, the login pop-up is one click away. */
export const PvpRoomsVisitor: Story = {
  args: { path: '/pvp?view=rooms' },
  beforeEach: network(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByText('Inicie sesión para ver las salas y el saldo que pide cada una.'),
      ).toBeVisible(),
    );
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(within(document.body).getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible(),
    );
  },
};
