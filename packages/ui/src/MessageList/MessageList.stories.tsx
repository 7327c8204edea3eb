import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageList, type MessageListItem } from './MessageList';

const messages: MessageListItem[] = [
  {
    id: 3,
    title: 'Su retiro fue aprobado',
    content: 'El retiro de $ 250,00 llegará a su cuenta bancaria en 24 horas.\nGracias por jugar.',
    date: '23 nov 2026, 18:40',
    unread: true,
  },
  {
    id: 2,
    title: 'Nuevo bono de bienvenida',
    content: 'Reclámelo en el centro de recompensas antes del domingo.',
    date: '21 nov 2026, 09:15',
    unread: true,
  },
  {
    id: 1,
    title: 'Bienvenido a la plataforma',
    content: 'Su cuenta está lista. Si necesita ayuda, escriba a atención al cliente.',
    date: '20 nov 2026, 12:00',
    unread: false,
  },
];

/** The list with its open message kept in state, as a page does. */
function Stateful(props: ComponentProps<typeof MessageList>) {
  const [openId, setOpenId] = useState(props.openId);
  return (
    <MessageList
      {...props}
      openId={openId}
      onOpenChange={(id, open) => {
        props.onOpenChange(id, open);
        setOpenId(open ? id : null);
      }}
    />
  );
}

const meta = {
  title: 'Components/MessageList',
  component: MessageList,
  args: {
    messages,
    openId: null,
    onOpenChange: fn(),
    unreadLabel: 'Nuevo',
    emptyTitle: 'No tiene mensajes',
    emptyDescription: 'Los avisos de la plataforma para su cuenta aparecerán aquí.',
  },
  render: (args) => <Stateful {...args} />,
  tags: ['autodocs'],
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /Su retiro fue aprobado/ });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/llegará a su cuenta bancaria/)).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(3, true);
  },
};

export const Playground: Story = {};

/** A message open: its text keeps the operator's line breaks. */
export const Open: Story = { args: { openId: 3 } };

/** Everything read: no marks, no bars. */
export const AllRead: Story = {
  args: { messages: messages.map((m) => ({ ...m, unread: false })) },
};

export const Empty: Story = { args: { messages: [] } };

export const Loading: Story = { args: { loading: true } };

/** A keyboard player walks the rows with Tab and opens one with Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Su retiro/ })).toHaveFocus();
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: /Nuevo bono/ });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

export const RightToLeft: Story = {
  args: {
    messages: [
      {
        id: 1,
        title: 'تمت الموافقة على السحب',
        content: 'سيصل المبلغ إلى حسابك خلال ٢٤ ساعة.',
        date: '٢٣ نوفمبر ٢٠٢٦',
        unread: true,
      },
      {
        id: 2,
        title: 'مرحبًا بك',
        content: 'حسابك جاهز.',
        date: '٢٠ نوفمبر ٢٠٢٦',
        unread: false,
      },
    ],
    openId: 1,
    unreadLabel: 'جديد',
  },
  globals: { direction: 'rtl' },
};
