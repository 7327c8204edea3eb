import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Aviso',
    message: 'Demasiadas solicitudes. Inténtelo de nuevo dentro de 5 minutos.',
    defaultOpen: true,
    onSubmit: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['warning', 'danger', 'info', 'success'] },
  },
  parameters: {
    layout: 'fullscreen',
    // Open from the start: on a docs page each story gets an iframe of its own, or its overlay,
    // fixed to the viewport, would cover the page.
    docs: { story: { inline: false, iframeHeight: 400 } },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 7.3: the SMS code request failed; the server's message and a submit button. */
export const Default: Story = {
  args: { defaultOpen: false, trigger: <Button variant="secondary">Enviar código</Button> },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <AlertDialog {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Enviar código' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Aviso' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(args.message as string);
    const submit = within(dialog).getByRole('button', { name: 'Aceptar' });
    await expect(submit).toHaveFocus();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {};

/** Spec 8: a trial user clicks a game. */
export const Info: Story = {
  args: {
    variant: 'info',
    title: 'Cuenta de prueba',
    message: 'Primero registre una cuenta.',
  },
};

export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'Error',
    message: 'El código de verificación ha caducado. Envíelo de nuevo.',
  },
};

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Solicitud enviada',
    message: 'Le hemos enviado un correo para restablecer su contraseña.',
  },
};

/** A long server message wraps inside the pop-up. */
export const LongMessage: Story = {
  args: {
    message:
      'No se pudo enviar el código de verificación al número indicado porque el servicio de mensajería no respondió a tiempo. Compruebe el número e inténtelo de nuevo; si el problema continúa, contacte con el servicio al cliente.',
  },
};

export const RightToLeft: Story = {
  args: {
    title: 'تنبيه',
    message: 'طلبات كثيرة جدًا. حاول مرة أخرى بعد 5 دقائق.',
    submitLabel: 'موافق',
    closeLabel: 'إغلاق',
  },
  globals: { direction: 'rtl' },
};
