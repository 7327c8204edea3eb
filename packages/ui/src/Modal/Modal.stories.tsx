import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tabs } from '../Tabs';
import { Modal } from './Modal';
import { ModalProvider, useModals, type ModalComponentProps } from './ModalProvider';

// A registry as an app writes one: its pop-ups' names and the props each takes.
const LOGIN_MODAL = 'loginPopupModal';
type StoryModals = { [LOGIN_MODAL]: { reason?: string } };

// The sizes an app gives its pop-ups (width x minimum height), here the portal's login and
// announcement ones.
const loginSize = { width: 420, height: 360 } as const;
const announcementSize = { width: 640, height: 320 } as const;

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Aviso',
    closeLabel: 'Cerrar',
    onOpenChange: fn(),
    children: 'El sistema estará en mantenimiento esta noche de 02:00 a 04:00.',
  },
  parameters: {
    layout: 'fullscreen',
    // Most stories are open from the start: on a docs page each story gets an iframe of its own,
    // or its overlay, fixed to the viewport, would cover the page.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
  // Modal.mdx is its docs page.
  tags: ['!autodocs'],
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by its trigger; Escape closes it and focus goes back to the trigger. */
export const Default: Story = {
  args: { trigger: <Button>Ver aviso</Button> },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ver aviso' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    // Waits out the 100 ms opening transition.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = { args: { defaultOpen: true, ...announcementSize } };

/** No size given: the spec's 200 x 200 pop-up. */
export const Open: Story = { args: { defaultOpen: true } };

/** The login pop-up's size (the caller's width and height), with the login tabs inside. */
export const LoginSize: Story = {
  args: {
    defaultOpen: true,
    ...loginSize,
    title: 'Iniciar sesión',
    children: (
      <Tabs
        label="Iniciar sesión con"
        stretch
        items={[
          { value: 'username', label: 'Usuario', content: <p>Nombre de usuario y contraseña.</p> },
          { value: 'mobile', label: 'Móvil', content: <p>Número de móvil y código.</p> },
        ]}
      />
    ),
  },
};

/** A confirmation with actions; `Modal.Close` closes from the Cancel button. */
export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    width: 360,
    title: '¿Seguro que quiere cerrar sesión?',
    description: 'Tendrá que volver a iniciar sesión para jugar.',
    children: null,
    footer: (
      <>
        <Modal.Close asChild>
          <Button variant="secondary">Cancelar</Button>
        </Modal.Close>
        <Button variant="danger">Cerrar sesión</Button>
      </>
    ),
  },
};

/** An announcement whose title is in the artwork: still named for screen readers. */
export const HiddenTitle: Story = {
  args: {
    defaultOpen: true,
    hideTitle: true,
    title: 'Promoción de bienvenida',
    ...announcementSize,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Promoción de bienvenida' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/**
 * Not dismissible: no close button, and Escape leaves it open; only the footer's action ends it
 * (the forced password change, say).
 */
export const NotDismissible: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    title: 'Cambie su contraseña',
    children: 'Por su seguridad, elija una contraseña nueva para continuar.',
    footer: <Button variant="secondary">Cerrar sesión</Button>,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Cambie su contraseña' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** Spec 2.2: a click outside does not close the pop-up, and the page does not scroll behind it. */
export const OutsideClickAndScrollLock: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
    // Focus enters a frame after the pop-up opens: the click outside comes after it, as a
    // player's would, so the picture taken after the story is always the same.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const overlay = document.querySelector<HTMLElement>('[data-part="overlay"]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay!);
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

function LoginPopup({ open, onOpenChange, reason }: ModalComponentProps & { reason?: string }) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Iniciar sesión"
      closeLabel="Cerrar"
      {...loginSize}
    >
      <p>{reason}</p>
    </Modal>
  );
}

function GameTile() {
  const modals = useModals<StoryModals>();
  return (
    <Button onClick={() => modals.open(LOGIN_MODAL, { reason: 'Inicie sesión para jugar.' })}>
      Jugar ahora
    </Button>
  );
}

/**
 * Any part of the app opens a pop-up by its name (`loginPopupModal`) through `useModals()`, typed
 * by the app's registry: a wrong name or prop does not compile.
 */
export const OpenByName: Story = {
  render: () => (
    <div style={{ padding: 16 }}>
      <ModalProvider<StoryModals> modals={{ [LOGIN_MODAL]: LoginPopup }}>
        <GameTile />
      </ModalProvider>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Jugar ahora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' });
    await expect(dialog).toHaveTextContent('Inicie sesión para jugar.');
  },
};

export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    title: 'تنبيه',
    closeLabel: 'إغلاق',
    width: 320,
    children: 'سيكون النظام في صيانة الليلة من 02:00 إلى 04:00.',
  },
  globals: { direction: 'rtl' },
};
