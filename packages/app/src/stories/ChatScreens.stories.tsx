import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { chatRoom } from './liveFixtures';
import { Screen } from './Screen';
import { network, screenInDocs, waitFor } from './screenStory';

/**
 * The chat room pop-up (spec 1, 2.1), opened by /chat over the lobby: a member's room with their
 * own messages on the inline end and the composer; a visitor's, a muted member's and a trial
 * account's, each told why they cannot write; and the room closed to visitors (liveFixtures.ts).
 */
const meta = {
  title: 'App/Chat room',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/chat' },
  beforeEach: network({ account: 'member' }),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the pop-up with its messages (or its notice) in place. */
async function chatOpen(canvasElement: HTMLElement, ready: string | RegExp) {
  const dialog = await waitFor(() =>
    within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Sala de chat' }),
  );
  await waitFor(() => expect(within(dialog).getByText(ready)).toBeVisible());
  return within(dialog);
}

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const chat = await chatOpen(canvasElement, '¡Buenas noches a todos! 🍀');
    await expect(chat.getByText('Sala en Español')).toBeVisible();
    // The member's own message is theirs, markup and all as text; the allowed host is a link.
    await expect(chat.getByText('Usted')).toBeVisible();
    await expect(chat.getByText(/<b>ya lo vi<\/b>/u)).toBeVisible();
    await expect(
      chat.getByRole('link', { name: 'https://help.example.com/torneo' }),
    ).toHaveAttribute('target', '_blank');
    const input = chat.getByRole('textbox', { name: 'Escriba un mensaje' });
    await userEvent.type(input, 'Hola a todos{Enter}');
    await waitFor(() => expect(chat.getByText('Hola a todos')).toBeVisible());
    await expect(input).toHaveValue('');
    // The picture with the log at its end, whenever the last fonts arrived.
    await document.fonts.ready;
    const log = chat.getByRole('log', { name: 'Mensajes de la sala' });
    log.scrollTop = log.scrollHeight;
    await waitFor(() =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1),
    );
  },
};

export const MemberRightToLeft: Story = {
  ...Member,
  globals: { direction: 'rtl' },
};

/** A visitor reads (the operator allows it) and is asked to log in to write. */
export const Visitor: Story = {
  beforeEach: network(),
  play: async ({ canvasElement }) => {
    const chat = await chatOpen(canvasElement, 'Inicie sesión para escribir en la sala.');
    await expect(chat.queryByText('Usted')).toBeNull();
    await expect(chat.queryByRole('textbox')).toBeNull();
    await expect(chat.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  },
};

/** Visitors may not read: the room asks them to log in. */
export const ClosedToVisitors: Story = {
  beforeEach: network({ answers: { chatRoom: { code: 'UNAUTHORIZED', status: 401 } } }),
  play: async ({ canvasElement }) => {
    const chat = await chatOpen(
      canvasElement,
      'Inicie sesión para leer y escribir en la sala de chat.',
    );
    await expect(chat.queryByRole('log')).toBeNull();
  },
};

/** A member the operator muted reads the room and is told until when. */
export const Muted: Story = {
  beforeEach: network({
    account: 'member',
    answers: {
      chatRoom: {
        value: chatRoom('member', { mutedUntil: '2026-11-27T22:15:00.000Z', canPost: false }),
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const chat = await chatOpen(canvasElement, /No puede escribir en la sala hasta el/u);
    await expect(chat.queryByRole('textbox')).toBeNull();
  },
};

/** A trial account reads, and is offered to register to write. */
export const Trial: Story = {
  beforeEach: network({ account: 'trial' }),
  play: async ({ canvasElement }) => {
    const chat = await chatOpen(canvasElement, /Las cuentas de prueba leen la sala/u);
    await expect(chat.getByRole('button', { name: 'Registrarse' })).toBeVisible();
  },
};

/** The operator closed the room. */
export const Closed: Story = {
  beforeEach: network({
    account: 'member',
    answers: { chatRoom: { code: 'FEATURE_DISABLED', status: 403 } },
  }),
  play: async ({ canvasElement }) => {
    await chatOpen(canvasElement, 'La sala de chat está cerrada por ahora.');
  },
};
