import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: {
    'aria-label': 'Contraseña',
    placeholder: 'Escriba su contraseña',
    showLabel: 'Mostrar contraseña',
    hideLabel: 'Ocultar contraseña',
    onVisibleChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { size: 'lg', fullWidth: true } };

/** The value is masked until the toggle is pressed. */
export const Filled: Story = { args: { defaultValue: 'Secreta123', fullWidth: true } };

/**
 * The toggle switches the type between password and text; its name stays the
 * same and `aria-pressed` says the state. The value and the caret survive, and
 * a mouse click leaves the focus in the input.
 */
export const Toggle: Story = {
  args: { fullWidth: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña', { selector: 'input' }) as HTMLInputElement;
    const toggle = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await userEvent.type(input, 'Secreta123');
    input.setSelectionRange(3, 3);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAttribute('title', 'Ocultar contraseña');
    await expect(input).toHaveValue('Secreta123');
    await expect(input).toHaveFocus();
    await expect(input.selectionStart).toBe(3);
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    // Typing goes on at the caret.
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('SecXreta123');
    await userEvent.unhover(toggle);
    input.blur();
  },
};

/** Shown from the start (`defaultVisible`). */
export const Visible: Story = {
  args: { defaultValue: 'Secreta123', defaultVisible: true, fullWidth: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Mostrar contraseña' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <FormField
      label="Contraseña"
      required
      hint="De 6 a 20 caracteres, letras y números."
      error="Formato de contraseña incorrecto"
    >
      {(field) => <PasswordInput {...args} {...field} aria-label={undefined} defaultValue="abc" />}
    </FormField>
  ),
  args: { fullWidth: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Contraseña/, { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Secreta123', disabled: true, fullWidth: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
  },
};

/** The toggle sits at the end of the field: on the left in right-to-left text. */
export const RightToLeft: Story = {
  args: {
    'aria-label': 'كلمة المرور',
    placeholder: 'أدخل كلمة المرور',
    showLabel: 'إظهار كلمة المرور',
    hideLabel: 'إخفاء كلمة المرور',
    defaultValue: 'Secreta123',
    fullWidth: true,
  },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'إظهار كلمة المرور' });
    const input = canvas.getByLabelText('كلمة المرور', { selector: 'input' });
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(
      input.getBoundingClientRect().left,
    );
  },
};
