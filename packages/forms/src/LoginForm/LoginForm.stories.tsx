import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { captchaChallenge } from '../fixtures/captcha';
import { mobileRule } from '../fixtures/rules';
import { releaseButton } from '../fixtures/play';
import { tAr, tEs } from '../fixtures/texts';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  args: {
    t: tEs,
    mobileRule,
    codeLogin: true,
    onSubmit: fn(),
    onSendCode: fn(() => Promise.resolve({ expiredMinutes: 1 })),
    onRegister: fn(),
    onForgotPassword: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const username = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: 'Usuario' });
const password = (canvas: ReturnType<typeof within>) => canvas.getByLabelText(/^Contraseña/);

/** Empty, on the username tab; the mobile tab is there because code login is on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Usuario' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Número de móvil' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked();
  },
};

export const Playground: Story = { args: { codeLogin: false } };

/** A player fills the form with the keyboard alone; the username arrives trimmed. */
export const FillAndSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(username(canvas));
    await userEvent.keyboard('  jugador01 ');
    await userEvent.tab();
    await expect(password(canvas)).toHaveFocus();
    await userEvent.keyboard('abc123');
    await userEvent.tab(); // the show-password toggle
    await userEvent.tab(); // remember me
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 'username',
        username: 'jugador01',
        password: 'abc123',
        area: 'member',
        remember: true,
      }),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Submitted empty: every error shows, the focus goes to the first, and nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(password(canvas), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(username(canvas)).toHaveFocus());
    await expect(username(canvas)).toBeInvalid();
    await expect(username(canvas)).toHaveAccessibleDescription('Este campo no puede estar vacío');
    // Spaces alone are not a password, and what was typed stays.
    await expect(password(canvas)).toBeInvalid();
    await expect(password(canvas)).toHaveValue('   ');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the login: its message is read at once (role alert). */
export const ServerError: Story = {
  args: {
    serverError: 'Usuario o contraseña incorrectos',
    initialValues: { username: 'jugador01', remember: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    await expect(username(canvas)).toHaveValue('jugador01');
  },
};

/** After failed logins the server asks for a captcha: it is required with the other fields. */
export const CaptchaShown: Story = {
  args: {
    captcha: { challenge: captchaChallenge, language: 'es', onRefresh: fn() },
    serverError: 'Marque «No soy un robot» y espere a que se verifique',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(username(canvas), 'jugador01');
    await userEvent.type(password(canvas), 'abc123');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(
      () => expect(canvas.getByRole('checkbox', { name: 'No soy un robot' })).toBeVisible(),
      { timeout: 5000 },
    );
    // Not ticked, not solved: the form does not go.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The picture is of the form, not of where the focus was left.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Code login: the number must follow the operator's mobile rule, and the code is required. */
export const MobileTab: Story = {
  args: { defaultTab: 'sms' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByRole('textbox', { name: 'Número de móvil' });
    await expect(mobile).toHaveAccessibleDescription('10 - 11 dígitos');
    await userEvent.type(mobile, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(mobile).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(mobile, '67890');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código de verificación' }), '482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 'sms',
        username: '1234567890',
        password: '482913',
        area: 'member',
        remember: false,
      }),
    );
    releaseButton();
  },
};

/** A wrong number gets its message and no code is asked for. */
export const SendCodeChecksTheNumber: Story = {
  args: { defaultTab: 'sms' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    const mobile = canvas.getByRole('textbox', { name: 'Número de móvil' });
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(mobile).toHaveAccessibleDescription(
      '10 - 11 dígitos Este campo no puede estar vacío',
    );
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/**
 * The code was sent: the button counts down 60 s x `expiredMinutes`. Pictured at its first
 * second: the count is held there (.storybook/clock.ts).
 */
export const SmsCountdown: Story = {
  args: { defaultTab: 'sms' },
  parameters: { clock: { paused: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de móvil' }), ' 0123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    const send = canvas.getByRole('button', { name: 'Enviar código' });
    await waitFor(() => expect(send).toHaveAccessibleDescription('Reenviar en 60 s'));
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSendCode).toHaveBeenCalledWith('0123456789');
  },
};

/** While the request is on its way the submit is busy, and a second Enter sends nothing. */
export const Pending: Story = {
  args: {
    onSubmit: fn(() => new Promise<void>(() => {})),
    initialValues: { username: 'jugador01', password: 'abc123' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Iniciar sesión' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    await userEvent.type(password(canvas), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    releaseButton();
  },
};

/** The agent landing page: no remember-me and no third-party login (spec 2.2). */
export const Agent: Story = {
  args: { variant: 'agent', codeLogin: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'O continúe con' })).toBeNull();
    await expect(canvas.queryByRole('tab', { name: 'Número de móvil' })).toBeNull();
    await userEvent.type(username(canvas), 'agente01');
    await userEvent.type(password(canvas), 'abc123{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 'username',
        username: 'agente01',
        password: 'abc123',
        area: 'agent',
        remember: false,
      }),
    );
  },
};

/** The links open the other pop-ups. */
export const Links: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear una cuenta' }));
    await userEvent.click(canvas.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    releaseButton();
  },
};

export const RightToLeft: Story = {
  args: { t: tAr, serverError: 'اسم المستخدم أو كلمة المرور غير صحيحة' },
  globals: { direction: 'rtl' },
};
