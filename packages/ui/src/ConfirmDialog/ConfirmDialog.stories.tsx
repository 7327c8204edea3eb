import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: '¿Seguro que quiere cerrar sesión?',
    message: 'Tendrá que volver a iniciar sesión para jugar.',
    confirmLabel: 'Cerrar sesión',
    defaultOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'danger'] } },
  parameters: {
    layout: 'fullscreen',
    // Open from the start: on a docs page each story gets an iframe of its own, or its overlay,
    // fixed to the viewport, would cover the page.
    docs: { story: { inline: false, iframeHeight: 400 } },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = async (name: string) => {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

const withTrigger = {
  args: { defaultOpen: false, trigger: <Button variant="ghost">Salir</Button> },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <ConfirmDialog {...args} />
    </div>
  ),
} satisfies Story;

/** The logout confirm (spec 4.8), opened from its trigger; focus starts on Cancel. */
export const Default: Story = {
  ...withTrigger,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salir' }));
    const dialog = await findDialog(args.title);
    await expect(dialog).toHaveAccessibleDescription(args.message as string);
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Playground: Story = {};

/** A destructive action: the confirm button is red. */
export const Danger: Story = {
  args: {
    variant: 'danger',
    title: '¿Rescindir el contrato?',
    message: 'El subagente dejará de recibir su comisión desde hoy.',
    confirmLabel: 'Rescindir',
  },
};

/** Cancel, the close button and Escape all cancel. */
export const Cancel: Story = {
  ...withTrigger,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Salir' });
    await userEvent.click(trigger);
    const dialog = await findDialog(args.title);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** While onConfirm's promise is pending the confirm button is busy and the dialog stays open. */
export const Busy: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const dialog = await findDialog(args.title);
    const confirm = within(dialog).getByRole('button', { name: 'Cerrar sesión' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  args: {
    title: 'هل أنت متأكد من تسجيل الخروج؟',
    message: 'ستحتاج إلى تسجيل الدخول مرة أخرى للعب.',
    confirmLabel: 'تسجيل الخروج',
    cancelLabel: 'إلغاء',
    closeLabel: 'إغلاق',
    variant: 'danger',
  },
  globals: { direction: 'rtl' },
};
