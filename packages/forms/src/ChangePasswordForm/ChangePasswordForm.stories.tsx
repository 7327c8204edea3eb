import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { passwordRule } from '../fixtures/rules';
import { releaseButton } from '../fixtures/play';
import { tAr, tEs } from '../fixtures/texts';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Forms/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { t: tEs, passwordRule, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const newPassword = (canvas: ReturnType<typeof within>) =>
  canvas.getByLabelText(/^Nueva contraseña/);
const confirm = (canvas: ReturnType<typeof within>) =>
  canvas.getByLabelText(/^Confirmar nueva contraseña/);

/** The stored password is known: only the new one, twice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(/^Contraseña actual/)).toBeNull();
    await expect(newPassword(canvas)).toHaveAccessibleDescription(
      '6 - 20 caracteres con letras y números',
    );
  },
};

export const Playground: Story = { args: { askOldPassword: true } };

/** The stored password is missing: the old one is asked for too, and sent. */
export const WithOldPassword: Story = {
  args: { askOldPassword: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Contraseña actual/), 'Portal2024');
    await userEvent.type(newPassword(canvas), 'nueva123');
    await userEvent.type(confirm(canvas), 'nueva123{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        oldPassword: 'Portal2024',
        newPassword: 'nueva123',
        confirmNewPassword: 'nueva123',
      }),
    );
  },
};

/** A new password outside the rule, and a confirmation that differs: nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(newPassword(canvas), 'corta');
    await userEvent.type(confirm(canvas), 'corto');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(newPassword(canvas)).toHaveFocus());
    await expect(newPassword(canvas)).toBeInvalid();
    await expect(confirm(canvas)).toHaveAccessibleDescription('Las contraseñas no coinciden');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(newPassword(canvas));
    await userEvent.type(newPassword(canvas), 'corto1');
    await userEvent.clear(confirm(canvas));
    await userEvent.type(confirm(canvas), 'corto1{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        newPassword: 'corto1',
        confirmNewPassword: 'corto1',
      }),
    );
  },
};

/** The server refused the old password: the message under it, until it is changed. */
export const ServerError: Story = {
  args: {
    askOldPassword: true,
    serverError: 'La contraseña actual no es correcta',
    fieldErrors: { oldPassword: 'La contraseña actual no es correcta' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('no es correcta');
    await userEvent.type(canvas.getByLabelText(/^Contraseña actual/), 'vieja1');
    await userEvent.type(newPassword(canvas), 'nueva123');
    await userEvent.type(confirm(canvas), 'nueva123{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(canvas.getByLabelText(/^Contraseña actual/)).toBeInvalid();
  },
};

/** While the request is on its way a second Enter sends nothing. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(newPassword(canvas), 'nueva123');
    await userEvent.type(confirm(canvas), 'nueva123{Enter}');
    const button = canvas.getByRole('button', { name: 'Cambiar contraseña' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.type(confirm(canvas), '{Enter}');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    releaseButton();
  },
};

export const RightToLeft: Story = {
  args: { t: tAr, askOldPassword: true },
  globals: { direction: 'rtl' },
};
