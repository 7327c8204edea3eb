import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StoryAnswer } from '../../stories/networkTypes';
import {
  dialogNamed,
  network,
  popupInDocs,
  renderPopup,
  waitFor,
  withApp,
} from '../../stories/AppFrame';
import * as fixtures from '../../stories/fixtures';
import { LoginPopup } from './LoginPopup';

/**
 * The login pop-up's verification step for a network new to the account (LOGINIPVERF3, spec 4.2):
 * the server refuses the password login with a challenge, and the member picks where the code
 * goes, sends it (the SMS code button and its countdown, spec 4.4, held at its first second) and
 * gives it back. Each refusal of the code says what to do next.
 */
const meta = {
  title: 'App/LoginPopup/Address check',
  component: LoginPopup,
  args: { open: true, onOpenChange: fn() },
  render: renderPopup(LoginPopup),
  parameters: {
    layout: 'fullscreen',
    app: { fill: true },
    docs: { story: popupInDocs },
    clock: { paused: true },
  },
  decorators: [withApp],
} satisfies Meta<typeof LoginPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const SMS = { channel: 'sms' as const, to: '+52 •••• ••78' };
const EMAIL = { channel: 'email' as const, to: 'd•••@example.com' };

/** The login's refusal: a challenge with these channels. */
const challenged = (channels: { channel: 'sms' | 'email'; to: string }[]): StoryAnswer => ({
  code: 'ADDRESS_VERIFICATION_REQUIRED',
  status: 401,
  failure: { challenge: 'story-challenge', expiresAt: '2026-11-24T10:45:00.000Z', channels },
});

const sent: StoryAnswer = { value: { expiredMinutes: 10, resendSeconds: 60 } };

/** The network of a story: the operator's flags with LOGINIPVERF3, and the given answers. */
const withCheck = (answers: Record<string, StoryAnswer>, channels = [SMS, EMAIL]) =>
  network({
    sealed: true,
    answers: {
      systemInfo: async () => {
        const info = await fixtures.systemInfo();
        return { value: { ...info, whitelabel: [...info.whitelabel, 'LOGINIPVERF3'] } };
      },
      login: challenged(channels),
      addressCode: sent,
      ...answers,
    },
  });

/** Logs in as a member would, and waits for the step. */
async function reachCheck() {
  const dialog = within(await dialogNamed('Iniciar sesión'));
  await userEvent.type(
    await waitFor(() => dialog.getByRole('textbox', { name: 'Usuario' })),
    'jugador01',
  );
  await userEvent.type(dialog.getByLabelText(/^Contraseña/), 'clave123');
  await userEvent.click(dialog.getByRole('button', { name: 'Iniciar sesión' }));
  const title = await waitFor(() => dialog.getByRole('heading', { name: 'Confirme que es usted' }));
  await waitFor(() => expect(title).toHaveFocus());
  return dialog;
}

/** Sends the code on the channel chosen, and waits until it is said to be sent. */
async function sendCode(dialog: ReturnType<typeof within>) {
  const send = dialog.getByRole('button', { name: 'Enviar código' });
  await userEvent.click(send);
  await waitFor(() => expect(send).toHaveAccessibleDescription('Reenviar en 60 s'));
  return send;
}

/** Enters a code and asks for the session. */
async function giveCode(dialog: ReturnType<typeof within>, code: string) {
  await userEvent.type(dialog.getByRole('textbox', { name: /^Código de verificación/u }), code);
  await userEvent.click(dialog.getByRole('button', { name: 'Confirmar e iniciar sesión' }));
}

/** Asked: the two channels of the account, masked, the SMS first; no code sent yet. */
export const Asked: Story = {
  beforeEach: withCheck({}),
  play: async ({ args }) => {
    const dialog = await reachCheck();
    await expect(
      dialog.getByText(/Está iniciando sesión desde una red que esta cuenta no ha usado/u),
    ).toBeVisible();
    const group = dialog.getByRole('group', { name: 'Enviar el código a' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(2);
    await expect(within(group).getByRole('radio', { name: /SMS al/u })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: /Correo a/u })).not.toBeChecked();
    await expect(dialog.queryByRole('textbox', { name: 'Usuario' })).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The code sent by e-mail: the button counts down, the step says where it went. */
export const CodeSent: Story = {
  beforeEach: withCheck({}),
  play: async () => {
    const dialog = await reachCheck();
    await userEvent.click(dialog.getByRole('radio', { name: /Correo a/u }));
    const send = await sendCode(dialog);
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(dialog.getByRole('status')).toHaveTextContent(
        /Código enviado a .d•••@example\.com.\. Es válido durante 10 minutos\./u,
      ),
    );
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^Código de verificación/u })).toHaveFocus(),
    );
  },
};

/** The same, right to left (an Arabic reader): the masked recipient keeps its own order. */
export const CodeSentRightToLeft: Story = {
  ...CodeSent,
  globals: { direction: 'rtl' },
};

/** A wrong code: said on the field, with the guesses left. */
export const WrongCode: Story = {
  beforeEach: withCheck({
    addressVerify: {
      code: 'VERIFICATION_CODE_INVALID',
      status: 400,
      failure: { guessesLeft: 3 },
    },
  }),
  play: async ({ args }) => {
    const dialog = await reachCheck();
    await sendCode(dialog);
    await giveCode(dialog, '000000');
    const field = dialog.getByRole('textbox', { name: /^Código de verificación/u });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Código incorrecto: le quedan 3 intentos'),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The code expired: a new one may be sent (the button is free again after its minute). */
export const CodeExpired: Story = {
  beforeEach: withCheck({ addressVerify: { code: 'ADDRESS_CODE_EXPIRED', status: 400 } }),
  play: async () => {
    const dialog = await reachCheck();
    await sendCode(dialog);
    await giveCode(dialog, '123456');
    await waitFor(() =>
      expect(
        dialog.getByRole('textbox', { name: /^Código de verificación/u }),
      ).toHaveAccessibleDescription('El código ha caducado: pida uno nuevo'),
    );
  },
};

/**
 * Too many wrong codes: the challenge is dead; the step says so and leads back to the login,
 * which asks the password again.
 */
export const TooManyGuesses: Story = {
  beforeEach: withCheck({ addressVerify: { code: 'ADDRESS_CODE_LOCKED', status: 403 } }),
  play: async () => {
    const dialog = await reachCheck();
    await sendCode(dialog);
    await giveCode(dialog, '999999');
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'Demasiados códigos incorrectos: inicie sesión de nuevo para recibir otra verificación',
      ),
    );
    await expect(dialog.queryByRole('textbox', { name: /^Código de verificación/u })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Confirmar e iniciar sesión' })).toBeNull();
  },
};

/** Back from a dead challenge: the login form again, the username kept, the password not. */
export const BackToLogin: Story = {
  beforeEach: withCheck({ addressVerify: { code: 'ADDRESS_CODE_LOCKED', status: 403 } }),
  play: async (context) => {
    await TooManyGuesses.play?.(context);
    const dialog = within(await dialogNamed('Iniciar sesión'));
    await userEvent.click(dialog.getByRole('button', { name: 'Volver al inicio de sesión' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Usuario' })).toHaveValue('jugador01'),
    );
    await expect(dialog.getByLabelText(/^Contraseña/)).toHaveValue('');
  },
};

/** The challenge expired before the code came back: log in again. */
export const CheckExpired: Story = {
  beforeEach: withCheck({ addressVerify: { code: 'ADDRESS_CHALLENGE_EXPIRED', status: 400 } }),
  play: async () => {
    const dialog = await reachCheck();
    await sendCode(dialog);
    await giveCode(dialog, '123456');
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'Esta verificación ha caducado: inicie sesión de nuevo',
      ),
    );
    await expect(dialog.getByRole('button', { name: 'Volver al inicio de sesión' })).toBeVisible();
  },
};

/** An account with an e-mail only: no choice, the step says where the code goes. */
export const OneChannel: Story = {
  beforeEach: withCheck({}, [EMAIL]),
  play: async () => {
    const dialog = await reachCheck();
    await expect(dialog.queryByRole('radio')).toBeNull();
    await expect(
      dialog.getByText(/Le enviaremos el código por correo a .d•••@example\.com.\./u),
    ).toBeVisible();
  },
};

/** The right code: the session starts and the pop-up closes, as after any login. */
export const Verified: Story = {
  beforeEach: withCheck({
    addressVerify: {
      value: {
        token: 'story-token',
        firstTimeLogin: false,
        passwordExpired: false,
        customerId: 7,
        account: 'jugador01',
        nickname: 'Jugador',
        type: 0,
        isAgent: false,
        isTrial: false,
      },
    },
  }),
  play: async ({ args }) => {
    const dialog = await reachCheck();
    await sendCode(dialog);
    await giveCode(dialog, '123456');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
