import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ChatRoom, type ChatRoomMessage } from './ChatRoom';

const messages: ChatRoomMessage[] = [
  {
    id: 1,
    author: 'lu****07',
    text: '¡Buenas noches a todos! 🍀',
    time: '21:02',
    dateTime: '2026-11-27T21:02:00Z',
    own: false,
  },
  {
    id: 2,
    author: 'Marta',
    text: 'Las reglas del torneo están en https://help.example.com/torneo y no en http://otro.test/x',
    time: '21:03',
    dateTime: '2026-11-27T21:03:00Z',
    own: false,
  },
  {
    id: 3,
    author: 'de****01',
    text: 'Gracias, <b>ya lo vi</b> 👍',
    time: '21:04',
    dateTime: '2026-11-27T21:04:00Z',
    own: true,
  },
];

const meta = {
  title: 'Components/ChatRoom',
  component: ChatRoom,
  args: {
    messages,
    logLabel: 'Mensajes de la sala',
    emptyText: 'Nadie ha escrito todavía. ¡Salude a la sala!',
    ownLabel: 'Usted',
    linkHosts: ['example.com'],
    inputLabel: 'Escriba un mensaje',
    sendLabel: 'Enviar',
    emojiLabel: 'Emojis',
    maxLength: 200,
    countLabel: (n: number, max: number) => `${n}/${max}`,
    onSend: fn(async () => true),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof ChatRoom>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Markup stays the characters typed; only the allowed host's address is a link.
    await expect(canvas.getByText(/<b>ya lo vi<\/b>/u)).toBeVisible();
    const link = canvas.getByRole('link', { name: 'https://help.example.com/torneo' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(canvas.queryByRole('link', { name: /otro\.test/u })).toBeNull();
    await expect(canvas.getByText('Usted')).toBeVisible();

    const input = canvas.getByRole('textbox', { name: 'Escriba un mensaje' });
    await userEvent.type(input, 'Hola');
    await userEvent.click(canvas.getByRole('button', { name: '🎉' }));
    await expect(input).toHaveValue('Hola🎉');
    await expect(canvas.getByText('5/200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSend).toHaveBeenCalledWith('Hola🎉');
    await expect(input).toHaveValue('');
  },
};

export const Empty: Story = { args: { messages: [] } };

export const Loading: Story = { args: { messages: [], loading: true } };

/** A visitor reads; the composer gives way to a call to log in. */
export const Visitor: Story = {
  args: {
    notice: (
      <>
        <span>Inicie sesión para escribir en la sala.</span>
        <Button size="sm">Iniciar sesión</Button>
      </>
    ),
  },
};

export const Muted: Story = {
  args: { notice: 'No puede escribir en la sala hasta el 27 nov 2026, 22:15.' },
};

/** A message refused: the text stays for another try, and why is said under it. */
export const Refused: Story = {
  args: {
    onSend: fn(async () => false),
    error: 'Escribe muy rápido: espere un momento antes del siguiente mensaje.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Escriba un mensaje' });
    await userEvent.type(input, 'otra vez{Enter}');
    await expect(input).toHaveValue('otra vez');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/muy rápido/u);
  },
};

export const TooLong: Story = {
  args: { maxLength: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'demasiado largo');
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expect(canvas.getByText('15/10')).toBeVisible();
  },
};

/** Right to left: own messages on the left, each message in its own text's direction. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    logLabel: 'رسائل الغرفة',
    ownLabel: 'أنت',
    inputLabel: 'اكتب رسالة',
    sendLabel: 'إرسال',
    emojiLabel: 'رموز تعبيرية',
    messages: [
      { ...messages[0]!, author: 'سا****12', text: 'مساء الخير للجميع 🍀' },
      { ...messages[1]!, author: 'Marta', text: 'Hola desde España: mixed text stays LTR' },
      { ...messages[2]!, text: 'شكرا! 👍' },
    ],
  },
};
