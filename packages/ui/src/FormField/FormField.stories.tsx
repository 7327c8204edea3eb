import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TextInput } from '../TextInput';
import { FormField } from './FormField';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: {
    label: 'Nombre de usuario',
    children: (field) => <TextInput {...field} placeholder="Escriba su usuario" fullWidth />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the input: clicking it focuses the input. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Nombre de usuario'));
    await expect(canvas.getByRole('textbox', { name: 'Nombre de usuario' })).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { hint: 'Entre 6 y 12 letras o números.', required: true },
};

export const Filled: Story = {
  args: { children: (field) => <TextInput {...field} defaultValue="jugador1" fullWidth /> },
};

/** The hint describes the input, read after its name. */
export const WithHint: Story = {
  args: { hint: 'Empieza con una letra; de 6 a 12 letras o números.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(
      'Empieza con una letra; de 6 a 12 letras o números.',
    );
  },
};

/** Spec 5: required fields carry a visual `*`; the input itself is `required`. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

/** The error under the input makes it invalid and describes it (after the hint). */
export const Invalid: Story = {
  args: {
    required: true,
    hint: 'Empieza con una letra; de 6 a 12 letras o números.',
    error: 'Formato de cuenta incorrecto',
    children: (field) => <TextInput {...field} defaultValue="1ju" fullWidth />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Empieza con una letra; de 6 a 12 letras o números. Formato de cuenta incorrecto',
    );
  },
};

export const Disabled: Story = {
  args: {
    children: (field) => <TextInput {...field} defaultValue="jugador1" disabled fullWidth />,
  },
};

/** An error that appears later is written into a polite live region that was already there. */
export const ErrorAppears: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string>();
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <FormField {...args} {...(error ? { error } : {})} />
        <Button onClick={() => setError('La entrada no puede estar vacía')}>Enviar</Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toBeEmptyDOMElement();
    const submit = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.click(submit);
    // Leave no hover or focus on the button: the picture is of the field.
    await userEvent.unhover(submit);
    submit.blur();
    await expect(region).toHaveTextContent('La entrada no puede estar vacía');
    await expect(canvas.getByRole('textbox')).toBeInvalid();
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'اسم المستخدم',
    hint: 'يبدأ بحرف.',
    error: 'تنسيق الحساب غير صحيح',
    required: true,
  },
  globals: { direction: 'rtl' },
};
