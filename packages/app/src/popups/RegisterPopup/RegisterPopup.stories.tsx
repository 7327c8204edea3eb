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

/** The operator's social login (SOCIALLOGIN3) on. */
const socialInfo = async () => {
  const info = await fixtures.systemInfo();
  return { value: { ...info, whitelabel: [...info.whitelabel, 'SOCIALLOGIN3'] } };
};

/**
 * Back from a provider for a first sign-in (`/register?socialSignup=…`): no tabs, no passwords,
 * no e-mail (the provider gave a verified one); the nickname filled with the provider's name.
 */
export const SocialRegistration: Story = {
  parameters: { app: { path: '/register?socialSignup=abc123' } },
  beforeEach: network({
    answers: {
      systemInfo: socialInfo,
      socialSignup: {
        value: {
          provider: { id: 'local', label: 'Demo ID', icon: null },
          email: 'ana@example.test',
          name: 'Ana Pérez',
          expiresAt: '2026-06-01T12:10:00.000Z',
        },
      },
    },
  }),
  play: async () => {
    const dialog = await registerDialog();
    await waitFor(() =>
      expect(dialog.getByText('Ha iniciado sesión con Demo ID', { exact: false })).toBeVisible(),
    );
    await expect(dialog.queryByRole('tab')).toBeNull();
    await expect(dialog.getByRole('textbox', { name: 'Usuario' })).toBeVisible();
    await expect(dialog.queryByLabelText(/^Contraseña/)).toBeNull();
    await expect(dialog.queryByRole('button', { name: /Continuar con/u })).toBeNull();
  },
};

/** A first sign-in whose registration has expired or is done: said, with nothing to fill. */
export const SocialRegistrationExpired: Story = {
  parameters: { app: { path: '/register?socialSignup=old' } },
  beforeEach: network({
    answers: {
      systemInfo: socialInfo,
      socialSignup: { code: 'SOCIAL_SIGNUP_INVALID', status: 400 },
    },
  }),
  play: async () => {
    const dialog = await registerDialog();
    await waitFor(() =>
      expect(
        dialog.getByText('Este registro ha caducado o ya se completó', { exact: false }),
      ).toBeVisible(),
    );
    await expect(dialog.queryByRole('textbox', { name: 'Usuario' })).toBeNull();
  },
};

/**
 * The operator's SMS provider answers too many requests for the registration code (spec 8): a
 * warning pop-up says to try again in 5 minutes, over the register pop-up.
 */
export const SmsTooManyRequests: Story = {
  beforeEach: network({
    answers: {
      systemInfo: async () => {
        const info = await fixtures.systemInfo();
        return { value: { ...info, whitelabel: [...info.whitelabel, 'REGMOBVERF3'] } };
      },
      smsRegister: { code: 'SMS_TOO_MANY_REQUESTS', status: 429 },
    },
  }),
  play: async () => {
    const dialog = await registerDialog();
    await userEvent.click(await dialog.findByRole('tab', { name: 'Número de móvil' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Número de móvil/ }), '5512345678');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar código' }));
    const warning = await waitFor(() =>
      within(document.body).getByRole('alertdialog', { name: 'Aviso' }),
    );
    await waitFor(() => expect(warning).toBeVisible());
    await expect(warning).toHaveTextContent(
      'Demasiadas solicitudes de SMS: vuelva a intentarlo dentro de 5 minutos',
    );
  },
};
