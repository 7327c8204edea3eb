import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  dialogNamed,
  network,
  onPage,
  popupInDocs,
  renderPopup,
  waitFor,
  withApp,
} from '../../stories/AppFrame';
import { ChangePasswordPopup } from './ChangePasswordPopup';

/** Change password (spec 2.2, 4.7), for a logged-in member, on the fixtures' network. */
const meta = {
  title: 'App/ChangePasswordPopup',
  component: ChangePasswordPopup,
  args: { open: true, onOpenChange: fn() },
  render: renderPopup(ChangePasswordPopup),
  parameters: { layout: 'fullscreen', app: { fill: true }, docs: { story: popupInDocs } },
  decorators: [withApp],
} satisfies Meta<typeof ChangePasswordPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const changeDialog = () => dialogNamed('Cambiar contraseña');

/**
 * Opened by the login for a default or expired password (spec 4.2 step 5): it says why, does not
 * ask the password just typed again, and closes with 'password changed'.
 */
export const Forced: Story = {
  args: { forced: true, oldPassword: 'Demo1234' },
  beforeEach: network({
    account: 'member',
    sealed: true,
    answers: { changePassword: { value: null } },
  }),
  play: async ({ args }) => {
    const element = await changeDialog();
    const dialog = within(element);
    await expect(element).toHaveAccessibleDescription(
      'Por su seguridad, elija una contraseña nueva para continuar.',
    );
    await expect(dialog.queryByLabelText(/^Contraseña actual/)).toBeNull();
    await userEvent.type(dialog.getByLabelText(/^Nueva contraseña/), 'Nueva1234');
    await userEvent.type(dialog.getByLabelText(/^Confirmar nueva contraseña/), 'Nueva1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() =>
      expect(
        within(onPage().getByRole('region', { name: 'Notificaciones' })).getByText(
          'Contraseña cambiada',
          // The toast's title (its live region says it too).
          { selector: 'p' },
        ),
      ).toBeVisible(),
    );
    await waitFor(() => expect(onPage().queryByRole('dialog')).toBeNull());
  },
};

/**
 * The forced change cannot be put aside: no close button, Escape leaves it open; the one other way
 * out is to log out, which ends the session.
 */
export const ForcedCannotBeClosed: Story = {
  args: { forced: true, oldPassword: 'Demo1234' },
  beforeEach: network({ account: 'member', sealed: true }),
  play: async ({ args }) => {
    const element = await changeDialog();
    const dialog = within(element);
    await expect(dialog.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(element).toBeVisible();
    // Logging out from it is proven in the app project (App.test.tsx): here the dialog stays for its picture.
    await expect(dialog.getByRole('button', { name: 'Cerrar sesión' })).toBeEnabled();
  },
};

/** Changed from the member centre: the current password is asked, and the server refuses it. */
export const WrongCurrentPassword: Story = {
  beforeEach: network({
    account: 'member',
    sealed: true,
    answers: { changePassword: { code: 'OLD_PASSWORD_WRONG', status: 400 } },
  }),
  play: async ({ args }) => {
    const dialog = within(await changeDialog());
    await userEvent.type(dialog.getByLabelText(/^Contraseña actual/), 'Vieja1234');
    await userEvent.type(dialog.getByLabelText(/^Nueva contraseña/), 'Nueva1234');
    await userEvent.type(dialog.getByLabelText(/^Confirmar nueva contraseña/), 'Nueva1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('La contraseña actual no es correcta'),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
