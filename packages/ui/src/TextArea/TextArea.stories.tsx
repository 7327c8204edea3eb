import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { TextArea, type TextAreaProps } from './TextArea';

/** A text area that keeps its own value, as a form does. */
function Stateful(props: TextAreaProps) {
  const [value, setValue] = useState(String(props.defaultValue ?? ''));
  const { defaultValue: _unused, ...rest } = props;
  return (
    <TextArea
      {...rest}
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
        props.onChange?.(e);
      }}
    />
  );
}

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: {
    'aria-label': 'Comentario',
    placeholder: 'Cuéntenos qué pasó',
    maxLength: 140,
    countLabel: (n: number, max: number) => `${n} / ${max}`,
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder, and the count against the limit as the player types. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Comentario' });
    await userEvent.type(area, 'Hola');
    await expect(canvas.getByText('4 / 140')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await userEvent.clear(area);
  },
};

export const Playground: Story = { args: { rows: 6 } };

/** At the limit: the browser takes no more, and the count stands out. */
export const Full: Story = {
  args: { defaultValue: 'x'.repeat(140) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'y');
    await expect(canvas.getByRole('textbox')).toHaveValue('x'.repeat(140));
    await expect(canvas.getByText('140 / 140')).toHaveAttribute('data-full', 'true');
  },
};

/** In a FormField with an error: invalid and described by it. */
export const Invalid: Story = {
  render: (args) => (
    <FormField label="Comentario" error="Escriba su comentario" required>
      {(field) => <Stateful {...args} aria-label={undefined} {...field} />}
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: /Comentario/ });
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleDescription('Escriba su comentario');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Enviado', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Right to left: the text and the count start from the right. */
export const RightToLeft: Story = {
  args: {
    'aria-label': 'تعليق',
    defaultValue: 'مرحبا',
    countLabel: (n: number, max: number) => `${n} / ${max}`,
  },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5 / 140')).toBeVisible();
  },
};
