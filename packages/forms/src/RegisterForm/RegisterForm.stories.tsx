import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { captchaChallenge } from '../fixtures/captcha';
import { everyFieldRules, operatorRules } from '../fixtures/rules';
import { releaseButton } from '../fixtures/play';
import { tAr, tEs } from '../fixtures/texts';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Forms/RegisterForm',
  component: RegisterForm,
  args: {
    t: tEs,
    rules: operatorRules,
    usernameRegistration: true,
    mobileRegistration: true,
    smsVerification: true,
    onSubmit: fn(),
    onSendCode: fn(() => Promise.resolve({ expiredMinutes: 5 })),
    onLogin: fn(),
    termsHref: '#terminos',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const box = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const secret = (canvas: Canvas, label: RegExp) => canvas.getByLabelText(label);
const submit = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Registrarse' }));
const TERMS_ERROR = 'Confirme que tiene 18 años o más y acepta los términos';

/** The username tab of a typical operator: username, mobile, passwords, e-mail, invitation code. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Usuario' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(box(canvas, 'Usuario')).toHaveAccessibleDescription(
      '6 - 16 letras y números, empezando por una letra',
    );
    await expect(box(canvas, 'Usuario')).toBeRequired();
    await expect(box(canvas, 'Correo electrónico')).not.toBeRequired();
    await expect(canvas.queryByRole('checkbox', { name: 'No soy un robot' })).toBeNull();
  },
};

export const Playground: Story = { args: { mobileRegistration: false, smsVerification: false } };

/** A player registers by username; text is trimmed, the password is sent as typed. */
export const FillUsernameRegistration: Story = {
  args: { affiliateCode: 'AMIGO7', referralCode: 'REF01' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(box(canvas, 'Código de invitación')).toHaveValue('AMIGO7');
    await userEvent.type(box(canvas, 'Usuario'), 'jugador01 ');
    await userEvent.type(secret(canvas, /^Contraseña/), 'abc123');
    await userEvent.type(secret(canvas, /^Confirmar contraseña/), 'abc123');
    await userEvent.type(box(canvas, 'Correo electrónico'), ' ana@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await submit(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        mode: 'username',
        body: {
          username: 'jugador01',
          password: 'abc123',
          confirmPassword: 'abc123',
          email: 'ana@example.com',
          affiliateCode: 'AMIGO7',
          referralCode: 'REF01',
          adult: true,
          login: true,
        },
      }),
    );
    releaseButton();
  },
};

/** Every refused value gets its message; the focus goes to the first; nothing is sent or lost. */
export const FieldErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvas, 'Usuario'), '1jugador');
    await userEvent.type(box(canvas, 'Número de móvil'), '12345');
    await userEvent.type(secret(canvas, /^Contraseña/), 'abcdef');
    await userEvent.type(secret(canvas, /^Confirmar contraseña/), 'abcdeg');
    await submit(canvas);
    await waitFor(() => expect(box(canvas, 'Usuario')).toHaveFocus());
    // Each error says what is wrong, beside the hint that keeps the rule.
    await expect(box(canvas, 'Usuario')).toBeInvalid();
    await expect(box(canvas, 'Usuario')).toHaveAccessibleDescription(
      /No cumple la indicación: revise los caracteres permitidos$/u,
    );
    await expect(box(canvas, 'Número de móvil')).toHaveAccessibleDescription(
      '10 - 11 dígitos Demasiado corto: escriba al menos 10 caracteres',
    );
    await expect(secret(canvas, /^Contraseña/)).toBeInvalid();
    await expect(canvas.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    await expect(canvas.getByText(TERMS_ERROR)).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox')).toBeInvalid();
    await expect(box(canvas, 'Usuario')).toHaveValue('1jugador');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Everything else fine, then submitted with the terms box unticked. */
async function submitWithoutTerms(canvas: Canvas) {
  await userEvent.type(box(canvas, 'Usuario'), 'jugador01');
  await userEvent.type(box(canvas, 'Número de móvil'), '0123456789');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Código de verificación' }), '1234');
  await userEvent.type(secret(canvas, /^Contraseña/), 'abc123');
  await userEvent.type(secret(canvas, /^Confirmar contraseña/), 'abc123');
  await submit(canvas);
  await waitFor(() => expect(canvas.getByRole('checkbox')).toHaveFocus());
}

/**
 * Everything else fine, the terms box unticked: it asks for the age and the terms, and the focus
 * is on the box. Pictured with the message.
 */
export const TermsNotTicked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await submitWithoutTerms(canvas);
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(TERMS_ERROR);
    await expect(canvas.getByText(TERMS_ERROR)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The box refused, then ticked from the keyboard where the focus was left: the form goes. */
export const TermsTickedAfterRefusal: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await submitWithoutTerms(canvas);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await submit(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    releaseButton();
  },
};

/** The mobile tab: the number is the username, and the SMS code is required. */
export const MobileTab: Story = {
  args: { defaultTab: 'mobile' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Usuario' })).toBeNull();
    await userEvent.type(box(canvas, 'Número de móvil'), '01234567890');
    await userEvent.type(secret(canvas, /^Contraseña/), 'abc123');
    await userEvent.type(secret(canvas, /^Confirmar contraseña/), 'abc123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await submit(canvas);
    const code = box(canvas, 'Código de verificación');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription('Introduzca un código de verificación válido');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(code, '482913');
    await submit(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        mode: 'mobile',
        body: {
          mobileNum: '01234567890',
          username: '01234567890',
          verificationCode: '482913',
          password: 'abc123',
          confirmPassword: 'abc123',
          adult: true,
          login: true,
        },
      }),
    );
    releaseButton();
  },
};

/**
 * The first code of this form counts down 60 s (spec 9), whatever the code's lifetime. Pictured
 * at its first second: the count is held there (.storybook/clock.ts).
 */
export const SmsCountdown: Story = {
  args: { defaultTab: 'mobile' },
  parameters: { clock: { paused: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvas, 'Número de móvil'), '0123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    const send = canvas.getByRole('button', { name: 'Enviar código' });
    await waitFor(() => expect(send).toHaveAccessibleDescription('Reenviar en 60 s'));
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSendCode).toHaveBeenCalledWith('0123456789');
  },
};

/** Only mobile registration is on: one tab. */
export const MobileOnly: Story = {
  args: { usernameRegistration: false, smsVerification: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Enviar código' })).toBeNull();
  },
};

/** An operator that asks for every field of spec 3, with the captcha. */
export const EveryField: Story = {
  args: {
    rules: everyFieldRules,
    smsVerification: false,
    captcha: { challenge: captchaChallenge, language: 'es', onRefresh: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(box(canvas, 'Nombre del titular')).toBeRequired();
    // A payment password is always required when shown (spec 5).
    await expect(secret(canvas, /^Contraseña de retiro/)).toBeRequired();
    await expect(canvas.getByLabelText(/^Fecha de nacimiento/)).toHaveAttribute('type', 'date');
    await expect(canvas.getByLabelText(/^Fecha de nacimiento/)).toHaveAccessibleDescription(
      'Una fecha como aaaa-MM-dd',
    );
    await waitFor(
      () => expect(canvas.getByRole('checkbox', { name: 'No soy un robot' })).toBeVisible(),
      { timeout: 5000 },
    );
  },
};

/** The captcha shown: the form does not go until the widget has solved its challenge. */
export const CaptchaShown: Story = {
  args: {
    rules: { ...operatorRules, captcha: { enabled: true, required: true, patternId: 0 } },
    mobileRegistration: false,
    smsVerification: false,
    captcha: { challenge: captchaChallenge, language: 'es', onRefresh: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvas, 'Usuario'), 'jugador01');
    await userEvent.type(secret(canvas, /^Contraseña/), 'abc123');
    await userEvent.type(secret(canvas, /^Confirmar contraseña/), 'abc123');
    await userEvent.click(canvas.getByRole('checkbox', { name: /acepto los términos/u }));
    await submit(canvas);
    // Not ticked, not solved: the form does not go.
    await waitFor(() =>
      expect(
        canvas.getByText('Marque «No soy un robot» y espere a que se verifique'),
      ).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The picture is of the form, not of where the focus was left.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The server refused: its message on top, its field errors under their fields, until the player
 * changes those values.
 */
export const ServerError: Story = {
  args: {
    mobileRegistration: false,
    serverError: 'Este nombre de usuario ya está registrado',
    fieldErrors: { username: 'Este nombre de usuario ya está registrado' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('ya está registrado');
    // The field error shows once the values it was about were submitted.
    await userEvent.type(box(canvas, 'Usuario'), 'jugador01');
    await userEvent.type(secret(canvas, /^Contraseña/), 'abc123');
    await userEvent.type(secret(canvas, /^Confirmar contraseña/), 'abc123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await submit(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(box(canvas, 'Usuario')).toHaveAccessibleDescription(
      '6 - 16 letras y números, empezando por una letra Este nombre de usuario ya está registrado',
    );
    await userEvent.type(box(canvas, 'Usuario'), '2');
    await expect(box(canvas, 'Usuario')).toBeValid();
  },
};

/** While the request is on its way the submit is busy and cannot be sent again. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Registrarse' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const RightToLeft: Story = {
  args: { t: tAr, mobileRegistration: true, defaultTab: 'mobile' },
  globals: { direction: 'rtl' },
};
