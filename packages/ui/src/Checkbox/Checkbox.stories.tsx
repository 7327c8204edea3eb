import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Recordarme', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label toggles the box; so does Space. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Recordarme' });
    await userEvent.click(canvas.getByText('Recordarme'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    box.blur();
  },
};

export const Playground: Story = { args: { description: 'Solo en este dispositivo.' } };

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'No lo marque en un ordenador compartido.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'No lo marque en un ordenador compartido.',
    );
  },
};

/** The terms box of the register pop-up, with a link in its label. */
const terms = (
  <>
    Tengo 18 años o más y acepto los <a href="#terminos">términos y condiciones</a>
  </>
);

/** Spec 5 and 8: the terms box not ticked shows a small error. */
export const Invalid: Story = {
  args: { children: terms, required: true, error: '¿No está vacío?' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeInvalid();
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('¿No está vacío?');
  },
};

/** The error is written into a polite live region that was already in the page. */
export const ErrorAppears: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string>();
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Checkbox {...args} {...(error ? { error } : {})}>
          {terms}
        </Checkbox>
        <Button onClick={() => setError('¿No está vacío?')}>Registrarse</Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toBeEmptyDOMElement();
    const submit = canvas.getByRole('button', { name: 'Registrarse' });
    await userEvent.click(submit);
    await expect(region).toHaveTextContent('¿No está vacío?');
    await expect(canvas.getByRole('checkbox')).toBeInvalid();
    await userEvent.unhover(submit);
    submit.blur();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} disabled>
        Recordarme
      </Checkbox>
      <Checkbox {...args} disabled defaultChecked>
        Recibir promociones
      </Checkbox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    for (const box of boxes) await expect(box).toBeDisabled();
  },
};

/** A long label wraps beside the box, which stays on the first line. */
export const LongLabel: Story = {
  args: {
    children:
      'Deseo recibir noticias de promociones, bonos y torneos por correo electrónico y mensajes de texto.',
    defaultChecked: true,
  },
};

export const RightToLeft: Story = {
  args: {
    children: 'تذكرني',
    description: 'على هذا الجهاز فقط.',
    defaultChecked: true,
  },
  globals: { direction: 'rtl' },
};
