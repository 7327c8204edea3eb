import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';
import { SmsCodeButton, type SmsCodeResult } from './SmsCodeButton';

const meta = {
  title: 'Components/SmsCodeButton',
  component: SmsCodeButton,
  args: {
    children: 'Enviar código',
    countdownLabel: (s: number) => `Reenviar en ${s} s`,
    readyAnnouncement: 'Ya puede pedir otro código',
    onRequest: fn(async (): Promise<SmsCodeResult> => ({ ok: false })),
  },
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The request failed (the caller shows the server's message): the button is
 * available again, and a second click within a second is ignored.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviar código' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'idle'));
    await userEvent.unhover(button);
    button.blur();
  },
};

export const Playground: Story = {
  args: { onRequest: fn(async (): Promise<SmsCodeResult> => ({ ok: true, seconds: 10 })) },
};

/** The request is on its way: busy, clicks ignored, the name stays. */
export const Busy: Story = {
  args: { onRequest: fn(() => new Promise<SmsCodeResult>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviar código' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
    button.blur();
  },
};

/**
 * A code was sent: the button counts down and is unavailable. The remaining
 * time is the button's description; it is announced when the countdown
 * starts and ends, never every second.
 */
export const CountingDown: Story = {
  args: { initialSeconds: 60 },
  // The count is held at its first second, so that its picture is stable (.storybook/clock.ts).
  parameters: { clock: { paused: true } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviar código' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveTextContent('Reenviar en 60 s');
    await userEvent.click(button);
    await expect(args.onRequest).not.toHaveBeenCalled();
    await userEvent.unhover(button);
    button.blur();
  },
};

/** After a success: the countdown starts from the seconds the server gave. */
export const AfterSuccess: Story = {
  args: { onRequest: fn(async (): Promise<SmsCodeResult> => ({ ok: true, seconds: 120 })) },
  parameters: { clock: { paused: true } }, // held at its first second (see CountingDown)
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviar código' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'counting'));
    await expect(button).toHaveAccessibleDescription('Reenviar en 120 s');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Reenviar en 120 s',
    );
    await userEvent.unhover(button);
    button.blur();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** Beside the code input of the mobile forms. */
export const InAField: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FormField label="Código de verificación" required hint="Le enviaremos un SMS.">
        {(field) => (
          <div style={{ display: 'flex', gap: 8 }}>
            <TextInput {...field} inputMode="numeric" autoComplete="one-time-code" fullWidth />
            <SmsCodeButton {...args} />
          </div>
        )}
      </FormField>
    </div>
  ),
};

export const RightToLeft: Story = {
  args: { children: 'إرسال الرمز', countdownLabel: (s: number) => `إعادة الإرسال بعد ${s} ث` },
  globals: { direction: 'rtl' },
};
