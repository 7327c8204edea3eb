import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobileRule, passwordRule, usernameRule } from '../fixtures/rules';
import { tAr, tEs } from '../fixtures/texts';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: {
    t: tEs,
    usernameRule,
    mobileRule,
    passwordRule,
    mobileReset: true,
    onSubmit: fn(),
    onSendCode: fn(() => Promise.resolve({ expiredMinutes: 5 })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reset by phone is allowed: the mobile tab is the default (spec 2.2). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Número de móvil' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Playground: Story = { args: { mobileReset: false } };

/** Opened for a player whose e-mailed link no longer works: the e-mail tab first. */
export const StartsOnEmail: Story = {
  args: { initialTab: 'email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Correo electrónico' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  },
};

/** Without reset by phone only the e-mail tab is there. */
export const EmailTab: Story = {
  args: { mobileReset: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Usuario' }), ' jugador01');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    const email = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(
      'Un correo válido de 6 - 255 caracteres Demasiado corto: escriba al menos 6 caracteres',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, 'example.com{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 'email',
        body: { username: 'jugador01', email: 'ana@example.com' },
      }),
    );
  },
};

/** Number, code and a new password that follows the password rule. */
export const MobileTab: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de móvil' }), '0123456789');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código de verificación' }), '4829');
    await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/), 'abcdef');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Nueva contraseña/)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/), '1{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 'mobile',
        body: { mobileNum: '0123456789', verificationCode: '4829', newPassword: 'abcdef1' },
      }),
    );
  },
};

/** Submitted empty: every field says what it needs. */
export const FieldErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    const mobile = canvas.getByRole('textbox', { name: 'Número de móvil' });
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(mobile).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Código de verificación' })).toBeInvalid();
    await expect(canvas.getByLabelText(/^Nueva contraseña/)).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The code was sent: 60 s x `expiredMinutes`. Pictured at its first second: the count is held
 * there (.storybook/clock.ts).
 */
export const SmsCountdown: Story = {
  parameters: { clock: { paused: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de móvil' }), '0123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    const send = canvas.getByRole('button', { name: 'Enviar código' });
    await waitFor(() => expect(send).toHaveAccessibleDescription('Reenviar en 300 s'));
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSendCode).toHaveBeenCalledWith('0123456789');
  },
};

export const ServerError: Story = {
  args: { serverError: 'Introduzca un código de verificación válido' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'código de verificación válido',
    );
  },
};

export const RightToLeft: Story = {
  args: { t: tAr },
  globals: { direction: 'rtl' },
};
