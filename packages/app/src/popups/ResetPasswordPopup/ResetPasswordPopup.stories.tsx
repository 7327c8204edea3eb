import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  dialogNamed,
  network,
  popupInDocs,
  renderPopup,
  waitFor,
  withApp,
} from '../../stories/AppFrame';
import { ResetPasswordPopup } from './ResetPasswordPopup';

/**
 * The page of the e-mailed reset link (spec 4.7) on the fixtures' network: the new password for
 * the link's token; a link that is mangled, unknown, used or expired is said to be so, with a way
 * to ask for another.
 */
const meta = {
  title: 'App/ResetPasswordPopup',
  component: ResetPasswordPopup,
  // A token of the right shape (what the e-mailed link carries).
  args: { open: true, onOpenChange: fn(), token: 'rT7xK2pQ9mZ4vB8nL3wS6yH1' },
  render: renderPopup(ResetPasswordPopup),
  parameters: { layout: 'fullscreen', app: { fill: true }, docs: { story: popupInDocs } },
  decorators: [withApp],
} satisfies Meta<typeof ResetPasswordPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const resetDialog = async () => within(await dialogNamed('Restablecer contraseña'));

/**
 * The link has expired: the new password is refused for it, which the pop-up says in place of
 * the form, the focus on the way to a new link.
 */
export const ExpiredLink: Story = {
  beforeEach: network({
    sealed: true,
    answers: { passwordReset: { code: 'RESET_TOKEN_EXPIRED', status: 400 } },
  }),
  play: async () => {
    const dialog = await resetDialog();
    await expect(await dialogNamed('Restablecer contraseña')).toHaveAccessibleDescription(
      'Elija una contraseña nueva para su cuenta.',
    );
    await userEvent.type(
      await waitFor(() => dialog.getByLabelText(/^Nueva contraseña/)),
      'Nueva1234',
    );
    await userEvent.type(dialog.getByLabelText(/^Confirmar nueva contraseña/), 'Nueva1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Cambiar contraseña' }));
    const askAgain = await waitFor(() =>
      dialog.getByRole('button', { name: 'Pedir un enlace nuevo' }),
    );
    await waitFor(() => expect(askAgain).toHaveFocus());
    await expect(
      dialog.getByText('Este enlace para restablecer la contraseña ha caducado.'),
    ).toBeVisible();
    await expect(dialog.queryByLabelText(/^Nueva contraseña/)).toBeNull();
  },
};

/** A link cut by the mail reader: known bad without asking the server. */
export const MangledLink: Story = {
  args: { token: 'rT7xK2' },
  beforeEach: network(),
  play: async () => {
    const dialog = await resetDialog();
    await waitFor(() =>
      expect(
        dialog.getByText('Este enlace para restablecer la contraseña no es válido.'),
      ).toBeVisible(),
    );
    await expect(
      dialog.getByText('Pida un enlace nuevo y se lo enviaremos por correo.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pedir un enlace nuevo' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Cambiar contraseña' })).toBeNull();
  },
};
