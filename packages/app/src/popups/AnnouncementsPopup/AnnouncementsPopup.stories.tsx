import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dialogNamed, network, popupInDocs, renderPopup, withApp } from '../../stories/AppFrame';
import { AnnouncementsPopup } from './AnnouncementsPopup';

/** The announcement pop-ups of spec 4.9, one after the other, in the app's words. */
const meta = {
  title: 'App/AnnouncementsPopup',
  component: AnnouncementsPopup,
  args: {
    open: true,
    onOpenChange: fn(),
    onDismiss: fn(),
    announcements: [
      {
        id: '1',
        title: 'Bono de bienvenida',
        content: '<p>Reciba un <strong>100 %</strong> de bono en su primer depósito.</p>',
      },
      {
        id: '2',
        title: 'Mantenimiento programado',
        content: '<p>El martes de 02:00 a 04:00 la lotería no estará disponible.</p>',
      },
    ],
  },
  render: renderPopup(AnnouncementsPopup),
  parameters: { layout: 'fullscreen', app: { fill: true }, docs: { story: popupInDocs } },
  decorators: [withApp],
  beforeEach: network(),
} satisfies Meta<typeof AnnouncementsPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two announcements: the second after 'Siguiente', its position said in Spanish. */
export const Paged: Story = {
  play: async () => {
    const first = within(await dialogNamed('Bono de bienvenida'));
    await expect(first.getByText('1 de 2')).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: 'Siguiente' }));
    const second = within(await dialogNamed('Mantenimiento programado'));
    await expect(second.getByText('2 de 2')).toBeVisible();
    await expect(second.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  },
};

const visitorWelcome = { visitor: true, announcements: [meta.args.announcements[0]!] };

/** A visitor's welcome: what the operator allows next (REG3 and FREEPLAY3 in the fixtures). */
export const VisitorWelcome: Story = {
  args: visitorWelcome,
  play: async () => {
    const welcome = within(await dialogNamed('Bono de bienvenida'));
    await expect(welcome.getByRole('button', { name: 'Registrarse' })).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Probar gratis' })).toBeVisible();
  },
};

/** "Registrarse" closes the welcome and opens the register pop-up in its place. */
export const VisitorRegisters: Story = {
  args: visitorWelcome,
  play: async ({ args }) => {
    const welcome = within(await dialogNamed('Bono de bienvenida'));
    await userEvent.click(welcome.getByRole('button', { name: 'Registrarse' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await dialogNamed('Crear una cuenta');
  },
};
