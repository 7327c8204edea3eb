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
import * as fixtures from '../../stories/fixtures';
import { RegisterPopup } from './RegisterPopup';

/**
 * The register pop-up (spec 2.2, 4.6) on the fixtures' network: its tabs follow the operator's
 * switches, its fields and captcha the server's register rules, and a refusal shows in Spanish.
 */
const meta = {
  title: 'App/RegisterPopup',
  component: RegisterPopup,
  args: { open: true, onOpenChange: fn() },
  render: renderPopup(RegisterPopup),
  parameters: { layout: 'fullscreen', app: { fill: true }, docs: { story: popupInDocs } },
  decorators: [withApp],
} satisfies Meta<typeof RegisterPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const registerDialog = async () => within(await dialogNamed('Crear una cuenta'));

/**
 * The demo operator (username and mobile registration, username and password rules): the
 * username is already taken, which the server says and the pop-up shows; it stays open.
 */
export const UsernameTaken: Story = {
  beforeEach: network({
    sealed: true,
    answers: { register: { code: 'USERNAME_TAKEN', status: 409 } },
  }),
  play: async ({ args }) => {
    const dialog = await registerDialog();
    await waitFor(() =>
      expect(dialog.getByRole('tab', { name: 'Usuario' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(dialog.getByRole('tab', { name: 'Número de móvil' })).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Usuario' }), 'jugador01');
    await userEvent.type(dialog.getByLabelText(/^Contraseña/), 'Clave123');
    await userEvent.type(dialog.getByLabelText(/^Confirmar contraseña/), 'Clave123');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('Este usuario ya está registrado'),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * An operator whose rules ask for the mobile number, an invitation code and the captcha, with SMS
 * verification (REGMOBVERF3): the captcha shows at once, the invitation code of the link is filled
 * in, and the mobile tab asks for the code sent by SMS.
 */
export const OperatorRules: Story = {
  parameters: { app: { path: '/register?referralCode=AMIGO7' } },
  beforeEach: network({
    answers: {
      systemInfo: async () => {
        const info = await fixtures.systemInfo();
        return {
          value: {
            ...info,
            whitelabel: [...info.whitelabel, 'REGMOBVERF3'],
            register: fixtures.registerRulesWithMobile(),
          },
        };
      },
    },
  }),
  play: async () => {
    const dialog = await registerDialog();
    await waitFor(() =>
      expect(dialog.getByRole('checkbox', { name: 'No soy un robot' })).toBeVisible(),
    );
    await expect(dialog.getByRole('textbox', { name: 'Código de invitación' })).toHaveValue(
      'AMIGO7',
    );
    await expect(dialog.getByRole('textbox', { name: 'Número de móvil' })).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Número de móvil' }));
    await expect(dialog.queryByRole('textbox', { name: 'Usuario' })).toBeNull();
    await expect(dialog.getByRole('textbox', { name: 'Código de verificación' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enviar código' })).toBeVisible();
  },
};

/**
 * An operator whose mobile registration asks for no password (MOBILENUMPASSREG3 off): the mobile
 * tab has the number and the SMS code only; the member signs in again by SMS code.
 */
export const MobileWithoutPassword: Story = {
  beforeEach: network({
    answers: {
      systemInfo: async () => {
        const info = await fixtures.systemInfo();
        return {
          value: {
            ...info,
            whitelabel: [
              ...info.whitelabel.filter((f) => f !== 'MOBILENUMPASSREG3'),
              'REGMOBVERF3',
            ],
          },
        };
      },
    },
  }),
  play: async () => {
    const dialog = await registerDialog();
    await userEvent.click(await dialog.findByRole('tab', { name: 'Número de móvil' }));
    await expect(dialog.getByRole('textbox', { name: /Número de móvil/ })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Código de verificación/ })).toBeVisible();
    await expect(dialog.queryByLabelText(/^Contraseña/)).toBeNull();
    await expect(dialog.queryByLabelText(/^Confirmar contraseña/)).toBeNull();
    // The username tab still asks for one.
    await userEvent.click(dialog.getByRole('tab', { name: 'Usuario' }));
    await expect(dialog.getByLabelText(/^Contraseña/)).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Número de móvil' }));
  },
};

/**
 * Registration closed (REG3 off): a link that still opens the pop-up says so, and why nothing can
 * be done here, instead of a form the server would refuse.
 */
export const RegistrationClosed: Story = {
  beforeEach: network({
    answers: {
      systemInfo: async () => {
        const info = await fixtures.systemInfo();
        return { value: { ...info, whitelabel: info.whitelabel.filter((f) => f !== 'REG3') } };
      },
    },
  }),
  play: async () => {
    const dialog = await registerDialog();
    await expect(await dialog.findByText('El registro está cerrado')).toBeVisible();
    await expect(dialog.queryByRole('textbox')).toBeNull();
  },
};
