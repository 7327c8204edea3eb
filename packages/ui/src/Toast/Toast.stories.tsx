import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast } from './Toast';
import { ToastProvider, useToast, type ToastOptions, type ToastPosition } from './ToastProvider';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: {
    title: 'Depósito recibido',
    description: 'Se han añadido 100,00 € a su saldo.',
    variant: 'success',
    onClose: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['success', 'warning', 'danger', 'info'] },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single card is as wide as in the stack. */
const narrow: NonNullable<Story['decorators']> = [
  (Story) => (
    <div style={{ maxWidth: 360 }}>
      <Story />
    </div>
  ),
];

/** One card on its own; the close button calls onClose. */
export const Default: Story = {
  decorators: narrow,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { decorators: narrow };

export const Variants: Story = {
  decorators: narrow,
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Toast {...args} variant="success" title="Depósito recibido" />
      <Toast
        {...args}
        variant="info"
        title="Nuevo mensaje"
        description="Tiene 2 mensajes sin leer."
      />
      <Toast
        {...args}
        variant="warning"
        title="Sesión a punto de caducar"
        description="Vuelva a iniciar sesión en 5 minutos."
      />
      <Toast
        {...args}
        variant="danger"
        title="Retiro rechazado"
        description="La cuenta de destino no es válida."
      />
    </div>
  ),
};

export const WithAction: Story = {
  decorators: narrow,
  args: {
    variant: 'info',
    title: 'Nuevo mensaje',
    description: 'Tiene 2 mensajes sin leer.',
    action: (
      <Button size="sm" variant="secondary">
        Ver mensajes
      </Button>
    ),
  },
};

function ShowOnMount({ toasts }: { toasts: ToastOptions[] }) {
  const toast = useToast();
  useEffect(() => {
    toasts.forEach((t) => toast.show(t));
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** A containing block, so the fixed stack is pictured inside the story. */
function Frame({ children }: { children: ReactNode }) {
  return <div style={{ transform: 'translateZ(0)', height: 320 }}>{children}</div>;
}

function Stack({
  position,
  toasts,
  labels,
}: {
  position: ToastPosition;
  toasts: ToastOptions[];
  /** Other words than the decorator's Spanish ones (UiTextProvider). */
  labels?: { close: string; region: string };
}) {
  return (
    <Frame>
      <ToastProvider
        {...(labels ? { closeLabel: labels.close, label: labels.region } : {})}
        position={position}
      >
        <ShowOnMount toasts={toasts} />
      </ToastProvider>
    </Frame>
  );
}

const stacked: ToastOptions[] = [
  { title: 'Depósito recibido', variant: 'success', duration: Infinity },
  {
    title: 'Sesión a punto de caducar',
    description: 'Vuelva a iniciar sesión en 5 minutos.',
    variant: 'warning',
    duration: Infinity,
  },
  { title: 'Retiro rechazado', variant: 'danger', duration: Infinity },
];

/** Three toasts stacked at the bottom end, newest last. */
export const Stacked: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [() => <Stack position="bottom-end" toasts={stacked} />],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notificaciones' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Retiro rechazado');
  },
};

export const TopCenter: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [() => <Stack position="top-center" toasts={stacked.slice(0, 1)} />],
};

/** Right to left: the end is on the left. */
export const RightToLeft: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { direction: 'rtl' },
  decorators: [
    () => (
      <Stack
        position="bottom-end"
        labels={{ close: 'إغلاق', region: 'الإشعارات' }}
        toasts={[
          { title: 'تم استلام الإيداع', variant: 'success', duration: Infinity },
          {
            title: 'تم رفض السحب',
            description: 'حساب الوجهة غير صالح.',
            variant: 'danger',
            duration: Infinity,
          },
        ]}
      />
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'الإشعارات' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    const box = region.querySelector('ol')!.getBoundingClientRect();
    await expect(box.left).toBeLessThan(canvasElement.getBoundingClientRect().width / 2);
  },
};

function Demo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', padding: 16 }}>
      <Button
        onClick={() =>
          toast.show({ title: 'Depósito recibido', variant: 'success', duration: Infinity })
        }
      >
        Depositar
      </Button>
      <Button
        variant="danger"
        onClick={() => toast.show({ title: 'Retiro rechazado', variant: 'danger' })}
      >
        Retirar
      </Button>
    </div>
  );
}

/** From anywhere below the provider: `useToast().show(...)`; the close button removes it. */
export const Interactive: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [
    () => (
      <Frame>
        <ToastProvider>
          <Demo />
        </ToastProvider>
      </Frame>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Depositar' }));
    const region = canvas.getByRole('region', { name: 'Notificaciones' });
    await waitFor(() => expect(region).toHaveTextContent('Depósito recibido'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Depósito recibido');
    await userEvent.click(within(region).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull());
  },
};
